"""120.3, 603.2c: "Whenever this creature is dealt damage" (enrage) triggers once for each event in which it is
dealt damage (all the combat damage of a step is one event, 510.2); "Whenever this creature deals damage to an
opponent" / "... to a player" once for each such player ("that player": the one it dealt damage to); "Whenever a
creature dealt damage by this creature this turn dies" (700.4, 603.10a). Real cards: Ripjaw Raptor, Fungusaur,
Thieving Magpie, Abyssal Specter, Sengir Vampire, Pyroclasm; "that much": the damage dealt (Boros Reckoner, Exalted
Angel, Phyrexian Negator), Screaming Nemesis (two sentences: not read)."""
import pytest

from game.rules.actions import Cast, Choose
from tests.rules.builder import Position, performed_in_full, starter_specs


@pytest.mark.parametrize("name", ["Ripjaw Raptor", "Fungusaur", "Thieving Magpie", "Abyssal Specter",
                                  "Sengir Vampire", "Boros Reckoner", "Exalted Angel", "Phyrexian Negator"])
def test_120_3_every_line_is_performed(name):
    assert performed_in_full(name)


def test_120_3_that_much_in_two_sentences_stays_manual():
    """Screaming Nemesis's "that much damage" is followed by "If a player is dealt damage this way, ...": not read."""
    assert any("that much damage" in line for line in starter_specs()["Screaming Nemesis"].manual_lines)


def test_120_3_boros_reckoner_deals_that_much_damage():
    game = Position("Alice", "Bob")
    reckoner = game.battlefield("Alice", "Boros Reckoner")
    game.pool("Bob", R=1)
    game.state.turn.priority = "Bob"
    game.apply(Cast("Bob", game.hand("Bob", "Lightning Bolt"), targets=(reckoner,)))
    game.pass_all()  # 3 damage to the 3/3: it dies, but its ability triggered (it was dealt damage)
    if game.state.pending:
        game.apply(Choose("Alice", targets=("Bob",)))
    game.pass_all()
    assert reckoner not in game.zone("battlefield") and game.player("Bob").life == 17


def test_120_3_exalted_angel_gains_that_much_life():
    game = Position("Alice", "Bob")
    angel = game.battlefield("Alice", "Exalted Angel")
    game.attack(angel)
    while game.state.turn.step != "end_of_combat":
        game.pass_all()
    assert game.player("Bob").life == 16 and game.player("Alice").life == 24


def test_120_3_phyrexian_negator_sacrifices_that_many_permanents():
    game = Position("Alice", "Bob")
    negator = game.battlefield("Alice", "Phyrexian Negator")
    lands = [game.battlefield("Alice", "Forest") for _ in range(4)]
    game.pool("Bob", R=1)
    game.state.turn.priority = "Bob"
    game.apply(Cast("Bob", game.hand("Bob", "Shock"), targets=(negator,)))
    game.pass_all()
    game.pass_all()
    while game.state.pending:
        game.apply(Choose("Alice", tuple(lands[:2])))
        game.pass_all()
    assert sum(1 for land in lands if land in game.zone("battlefield")) == 2 and negator in game.zone("battlefield")


def test_120_3_enrage_draws_for_each_damage_event():
    game = Position("Alice", "Bob")
    raptor = game.battlefield("Alice", "Ripjaw Raptor")
    game.library("Alice", "Grizzly Bears", "Grizzly Bears", "Grizzly Bears")
    game.pool("Bob", R=1)
    game.state.turn.priority = "Bob"
    game.apply(Cast("Bob", game.hand("Bob", "Shock"), targets=(raptor,)))
    game.pass_all()  # Shock resolves: 2 damage, the Raptor (4/5) survives; its ability triggers
    game.pass_all()
    assert len(game.player("Alice").hand) == 1 and game.state.objects[raptor].damage == 2


def test_120_3_fungusaur_blocked_by_two_triggers_once():
    """510.2: the combat damage of both blockers is dealt at once: one event, one trigger."""
    game = Position("Alice", "Bob")
    fungusaur = game.battlefield("Alice", "Fungusaur")
    blockers = [game.battlefield("Bob", "Grizzly Bears"), game.battlefield("Bob", "Grizzly Bears")]
    game.state.objects[fungusaur].counters["+1/+1"] = 3  # a 5/5, survives two Bears
    game.attack(fungusaur)
    game.apply(Choose("Bob", tuple(blockers), (fungusaur, fungusaur)))
    game.pass_all()
    if game.state.pending:  # Alice divides its damage among the blockers
        game.apply(Choose("Alice", tuple(blockers), options=("2", "3")))
    while game.state.turn.step != "end_of_combat" and not game.state.pending:
        game.pass_all()
    assert game.state.objects[fungusaur].counters == {"+1/+1": 4}


def test_120_3_damage_to_each_creature_triggers_each_once():
    """Pyroclasm deals 2 damage to each creature at once: each creature dealt damage triggers its own once."""
    game = Position("Alice", "Bob")
    raptors = [game.battlefield("Alice", "Ripjaw Raptor"), game.battlefield("Alice", "Ripjaw Raptor")]
    game.library("Alice", "Grizzly Bears", "Grizzly Bears", "Grizzly Bears")
    game.pool("Alice", R=2)
    game.apply(Cast("Alice", game.hand("Alice", "Pyroclasm")))
    game.pass_all()
    assert len(game.state.stack) == 2  # one trigger for each Raptor
    game.pass_all()
    game.pass_all()
    assert len(game.player("Alice").hand) == 2 and all(game.state.objects[r].damage == 2 for r in raptors)


def test_120_3_deals_damage_to_an_opponent():
    game = Position("Alice", "Bob")
    magpie = game.battlefield("Alice", "Thieving Magpie")
    game.library("Alice", "Grizzly Bears")
    game.attack(magpie)  # Bob has no creature to block with
    while game.state.turn.step != "end_of_combat":
        game.pass_all()
    assert game.player("Bob").life == 19 and len(game.player("Alice").hand) == 1


def test_120_3_that_player_discards():
    game = Position("Alice", "Bob")
    specter = game.battlefield("Alice", "Abyssal Specter")
    game.hand("Bob", "Grizzly Bears")
    game.attack(specter)
    while game.state.turn.step != "end_of_combat":
        game.pass_all()
        if game.state.pending:
            game.apply(Choose("Bob", tuple(game.player("Bob").hand)))
    assert game.player("Bob").hand == [] and game.names("graveyard", "Bob") == ["Grizzly Bears"]


def test_700_4_a_creature_dealt_damage_by_it_this_turn_dies():
    game = Position("Alice", "Bob")
    vampire = game.battlefield("Alice", "Sengir Vampire")
    magpie = game.battlefield("Bob", "Thieving Magpie")
    other = game.battlefield("Bob", "Grizzly Bears")
    game.attack(vampire)
    game.apply(Choose("Bob", (magpie,), (vampire,)))
    while game.state.turn.step != "end_of_combat":
        game.pass_all()
    assert magpie not in game.zone("battlefield") and game.state.objects[vampire].counters == {"+1/+1": 1}
    game.pool("Alice", R=1)
    game.apply(Cast("Alice", game.hand("Alice", "Lightning Bolt"), targets=(other,)))
    game.pass_all()  # the other Bears dies, but wasn't dealt damage by the Vampire: nothing
    assert game.state.stack == [] and game.state.objects[vampire].counters == {"+1/+1": 1}

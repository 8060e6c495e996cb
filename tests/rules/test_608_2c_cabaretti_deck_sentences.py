"""Sentences of the Cabaretti Cacophony deck (608.2c: in order), with its real cards: "Each player discards their
hand, then draws seven cards." (Magus of the Wheel: 701.8a, every hand at once), "You gain X life and draw X cards,
where X is the number of creatures you control." (Camaraderie, 107.3c), "Then create a 1/1 ... token with haste for
each muster counter on this enchantment." (Assemble the Legion: "Then" orders them, as each instruction is) and
"you may create a 0/1 colorless Eldrazi Spawn creature token. It has "Sacrifice this token: Add {C}."" (Awakening
Zone: the token's ability in the next sentence, 111.3)."""
from game.rules.actions import ActivateAbility, Advance, Cast, Choose
from tests.rules.builder import Position, performed_in_full

CARDS = ("Magus of the Wheel", "Camaraderie", "Assemble the Legion", "Awakening Zone")


def test_608_2c_the_cards_are_performed_in_full():
    assert all(performed_in_full(name) for name in CARDS)


def test_701_8a_magus_of_the_wheel_every_hand_discarded_then_seven_each():
    game = Position("Alice", "Bob")
    magus = game.battlefield("Alice", "Magus of the Wheel")
    game.hand("Alice", "Forest", "Island")
    game.hand("Bob", "Lightning Bolt")
    for player in ("Alice", "Bob"):
        game.library(player, *["Plains"] * 8)
    game.pool("Alice", R=1, C=1)
    game.apply(ActivateAbility("Alice", magus, game.ability(magus)))
    game.pass_all()
    assert sorted(game.names("graveyard", "Alice")) == ["Forest", "Island", "Magus of the Wheel"]
    assert game.names("graveyard", "Bob") == ["Lightning Bolt"]
    assert game.names("hand", "Alice") == ["Plains"] * 7 and game.names("hand", "Bob") == ["Plains"] * 7


def test_107_3c_camaraderie_counts_the_creatures_as_it_resolves():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Alice", "Grizzly Bears")
    game.battlefield("Alice", "Llanowar Elves")
    game.battlefield("Bob", "Hill Giant")
    game.library("Alice", "Forest", "Forest", "Forest")
    game.pool("Alice", G=1, W=1, C=4)
    game.apply(Cast("Alice", game.hand("Alice", "Camaraderie")))
    game.pass_all()
    assert game.player("Alice").life == 22 and len(game.player("Alice").hand) == 2
    assert game.chars(bears).power == 3


def _upkeep(game: Position) -> None:
    game.state.turn.step, game.state.turn.priority = "untap", None
    game.apply(Advance("Alice", "upkeep"))


def test_608_2c_assemble_the_legion_counts_its_muster_counters_after_adding_one():
    game = Position("Alice", "Bob", number=3)
    legion = game.battlefield("Alice", "Assemble the Legion", counters={"muster": 1})
    _upkeep(game)
    game.pass_all()
    assert game.state.objects[legion].counters == {"muster": 2}
    soldiers = [oid for oid in game.state.battlefield if oid != legion]
    assert len(soldiers) == 2 and all(game.chars(oid).has_keyword("haste") for oid in soldiers)


def test_111_3_awakening_zone_may_make_a_spawn_that_sacrifices_for_mana():
    game = Position("Alice", "Bob", number=3)
    zone = game.battlefield("Alice", "Awakening Zone")
    _upkeep(game)  # the players pass: it resolves and asks
    assert game.state.pending[0]["choice"] == "may"
    game.apply(Choose("Alice", options=("yes",)))
    (spawn,) = [oid for oid in game.state.battlefield if oid != zone]
    assert (game.chars(spawn).power, game.chars(spawn).toughness) == (0, 1)
    assert "Sacrifice this token: Add {C}." in game.state.spec(game.state.objects[spawn]).text

"""701.47a: "Target Villain you control connives." (Villainous Hideout): its controller draws a card, then
discards a card; a nonland card discarded puts a +1/+1 counter on the conniving creature. 701.47c: gone, it gets
none. 701.47e: "connives X, where X is the number of creatures that died this turn" (Spymaster's Vault; 700.4).
Real cards."""
import pytest

from game.rules.actions import ActivateAbility, Advance, Cast, Choose
from game.rules.spells import activated_abilities
from game.rules.zones import move_object
from tests.rules.builder import Position, performed_in_full


@pytest.mark.parametrize("name", ["Villainous Hideout", "Spymaster's Vault"])
def test_701_47_the_conniving_lands_are_performed_in_full(name):
    assert performed_in_full(name)


def _connive(game: Position, creature: str):
    hideout = game.battlefield("Alice", "Villainous Hideout")
    game.pool("Alice", C=3)
    return game.apply(ActivateAbility("Alice", hideout, activated_abilities(game.state, hideout)[-1][0], (creature,)))


def _ghost_connives(game: Position, in_hand: str, on_top: str) -> tuple[str, str, str]:
    """Ghost connives with one card in hand and one on top of the library: Ghost, the card kept, the card drawn."""
    ghost = game.battlefield("Alice", "Ghost, Spectral Saboteur")
    kept = game.hand("Alice", in_hand)
    game.library("Alice", on_top)
    _connive(game, ghost)
    game.pass_all()
    drawn, = [oid for oid in game.zone("hand", "Alice") if oid != kept]  # a new object (400.7)
    return ghost, kept, drawn


def test_701_47a_discarding_a_nonland_card_puts_a_counter_on_the_villain():
    game = Position("Alice", "Bob")
    ghost, forest, bears = _ghost_connives(game, "Forest", "Grizzly Bears")
    choice = game.state.pending[0]
    assert (choice["player"], choice["choice"], set(choice["options"])) == ("Alice", "connive", {forest, bears})
    assert game.reject(Choose("Alice", (forest, bears))).rule == "701.47a"
    game.apply(Choose("Alice", (bears,)))
    assert game.names("graveyard", "Alice") == ["Grizzly Bears"] and game.names("hand", "Alice") == ["Forest"]
    assert game.state.objects[ghost].counters == {"+1/+1": 1}
    assert (game.chars(ghost).power, game.chars(ghost).toughness) == (3, 3)


def test_701_47a_discarding_a_land_card_puts_no_counter():
    game = Position("Alice", "Bob")
    ghost, _bears, forest = _ghost_connives(game, "Grizzly Bears", "Forest")
    game.apply(Choose("Alice", (forest,)))
    assert game.names("graveyard", "Alice") == ["Forest"] and game.state.objects[ghost].counters == {}


def test_701_47b_with_an_empty_hand_and_library_the_drawn_card_is_the_one_discarded():
    game = Position("Alice", "Bob")
    ghost = game.battlefield("Alice", "Ghost, Spectral Saboteur")
    game.library("Alice", "Grizzly Bears")
    _connive(game, ghost)
    game.pass_all()  # one card in hand: no choice
    assert game.state.pending == [] and game.names("graveyard", "Alice") == ["Grizzly Bears"]
    assert game.state.objects[ghost].counters == {"+1/+1": 1}


def test_601_2c_only_a_villain_you_control_can_be_the_target():
    game = Position("Alice", "Bob")
    bears, theirs = game.battlefield("Alice", "Grizzly Bears"), game.battlefield("Bob", "Ghost, Spectral Saboteur")
    hideout = game.battlefield("Alice", "Villainous Hideout")
    game.pool("Alice", C=3)
    index = activated_abilities(game.state, hideout)[-1][0]
    for target in (bears, theirs):
        assert game.reject(ActivateAbility("Alice", hideout, index, (target,))).rule == "601.2c"


def test_602_5d_villainous_hideout_only_as_a_sorcery():
    game = Position("Alice", "Bob", active="Bob", priority="Alice")
    ghost = game.battlefield("Alice", "Ghost, Spectral Saboteur")
    hideout = game.battlefield("Alice", "Villainous Hideout")
    game.pool("Alice", C=3)
    assert game.reject(ActivateAbility("Alice", hideout, activated_abilities(game.state, hideout)[-1][0],
                                       (ghost,))).rule.startswith("602.5")


def _vault(game: Position, creature: str):
    vault = game.battlefield("Alice", "Spymaster's Vault")
    game.pool("Alice", B=1)
    game.apply(ActivateAbility("Alice", vault, activated_abilities(game.state, vault)[-1][0], (creature,)))
    game.pass_all()


def test_701_47e_spymaster_s_vault_connives_x_the_creatures_that_died_this_turn():
    game = Position("Alice", "Bob")
    spy = game.battlefield("Alice", "Grizzly Bears")
    for name, player in (("Grizzly Bears", "Bob"), ("Llanowar Elves", "Alice")):  # 700.4: anyone's creature dies
        game.pool("Alice", R=1)
        game.apply(Cast("Alice", game.hand("Alice", "Lightning Bolt"), targets=(game.battlefield(player, name),)))
        game.pass_all()
    move_object(game.state, game.battlefield("Bob", "Forest"), "graveyard", [])  # not a creature
    move_object(game.state, game.battlefield("Bob", "Grizzly Bears"), "hand", [])  # not put into a graveyard
    assert game.state.turn.creatures_died == 2
    island = game.hand("Alice", "Island")
    game.library("Alice", "Forest", "Grizzly Bears")
    _vault(game, spy)
    choice = game.state.pending[0]
    assert (choice["choice"], choice["count"], len(choice["options"])) == ("connive", 2, 3)
    assert game.reject(Choose("Alice", (island,))).rule == "701.47a"  # two cards
    game.apply(Choose("Alice", tuple(c for c in choice["options"] if c != island)))  # a land, a nonland card
    assert game.state.objects[spy].counters == {"+1/+1": 1} and game.names("hand", "Alice") == ["Island"]


def test_701_47b_spymaster_s_vault_with_no_creature_dead_connives_0():
    game = Position("Alice", "Bob")
    spy = game.battlefield("Alice", "Grizzly Bears")
    game.hand("Alice", "Grizzly Bears")
    game.library("Alice", "Forest")
    _vault(game, spy)
    assert game.state.pending == [] and len(game.zone("hand", "Alice")) == 1 and game.names("graveyard", "Alice") == []


def test_700_4_creatures_that_died_are_counted_this_turn_only():
    game = Position("Alice", "Bob")
    move_object(game.state, game.battlefield("Bob", "Grizzly Bears"), "graveyard", [])
    assert game.state.turn.creatures_died == 1
    game.apply(Advance("Alice", "upkeep"))  # Bob's turn
    assert game.state.turn.creatures_died == 0

"""700.2b: a modal triggered ability ("When this creature enters, choose one —"): its controller chooses the modes
as it's put on the stack, never a mode whose targets can't be chosen (a "modes" choice, answered "0+2" style);
only the chosen modes happen (608.2c). A mode's name is a flavor word (207.2d). Real cards: Knight of Autumn,
Shambling Ghast, Dawnbringer Cleric."""
import pytest

from game.rules.actions import Cast, Choose
from game.rules.engine import legal_actions
from tests.rules.builder import Position, performed_in_full


@pytest.mark.parametrize("name", ["Knight of Autumn", "Shambling Ghast", "Dawnbringer Cleric"])
def test_700_2b_the_modal_triggers_are_performed_in_full(name):
    assert performed_in_full(name)


def _enters(game: Position, name: str, **mana: int) -> str:
    """Alice casts the creature and it resolves: its enters trigger waits to go on the stack."""
    creature = game.hand("Alice", name)
    game.pool("Alice", **mana)
    game.apply(Cast("Alice", creature))
    game.pass_all()
    return next(oid for oid in game.zone("battlefield") if game.chars(oid).name == name)


def _knight_enters(game: Position) -> str:
    return _enters(game, "Knight of Autumn", G=1, W=1, C=1)


def test_700_2b_the_modes_are_chosen_as_the_trigger_goes_on_the_stack():
    game = Position("Alice", "Bob")
    thopter = game.battlefield("Bob", "Ornithopter")
    _knight_enters(game)
    choice = game.state.pending[0]
    assert (choice["choice"], choice["options"]) == ("modes", ["0", "1", "2"])
    assert not game.state.stack
    assert {a.options for a in legal_actions(game.state, "Alice") if isinstance(a, Choose)} == {("0",), ("1",), ("2",)}
    assert game.reject(Choose("Alice", (), options=("0+1",))).rule == "700.2b"  # "Choose one"
    game.apply(Choose("Alice", (), options=("1",)))  # its only legal target is chosen for it (603.3d)
    assert game.state.objects[game.state.stack[0]].targets == [thopter]
    game.pass_all()
    assert game.names("graveyard", "Bob") == ["Ornithopter"]
    assert game.player("Alice").life == 20  # the other modes didn't happen


def test_700_2b_a_mode_whose_targets_cant_be_chosen_cant_be_chosen():
    game = Position("Alice", "Bob")
    _knight_enters(game)
    assert game.state.pending[0]["options"] == ["0", "2"]  # no artifact or enchantment to destroy
    assert game.reject(Choose("Alice", (), options=("1",))).rule == "700.2b"
    game.apply(Choose("Alice", (), options=("2",)))
    game.pass_all()
    assert game.player("Alice").life == 24


def test_700_2b_the_counters_mode_puts_them_on_the_creature_itself():
    game = Position("Alice", "Bob")
    knight = _knight_enters(game)
    game.apply(Choose("Alice", (), options=("0",)))
    game.pass_all()
    assert (game.chars(knight).power, game.chars(knight).toughness) == (4, 3)


def test_700_2b_a_dies_trigger_is_modal_too():
    game = Position("Alice", "Bob")
    ghast = game.battlefield("Alice", "Shambling Ghast")
    bears = game.battlefield("Bob", "Grizzly Bears")
    game.state.objects[ghast].damage = 1  # dies to the state-based action (704.5g) as the next action is taken
    game.pass_all()
    choice = game.state.pending[0]
    assert (choice["choice"], choice["options"]) == ("modes", ["0", "1"])
    game.apply(Choose("Alice", (), options=("0",)))
    game.pass_all()
    assert game.chars(bears).power == 1


def test_700_2b_with_one_legal_mode_that_mode_is_chosen():
    game = Position("Alice", "Bob")
    ghast = game.battlefield("Alice", "Shambling Ghast")
    game.state.objects[ghast].damage = 1
    game.pass_all()  # no creature of Bob's to target: the Treasure mode is the only one
    assert not game.state.pending and game.state.objects[game.state.stack[0]].modes == [1]
    game.pass_all()
    assert game.names("battlefield", "Alice") == ["Treasure Token"]


def test_207_2d_a_mode_s_name_is_a_flavor_word():
    game = Position("Alice", "Bob")
    game.graveyard("Bob", "Ornithopter")
    _enters(game, "Dawnbringer Cleric", W=1, C=1)
    assert game.state.pending[0]["options"] == ["0", "2"]  # no enchantment for "Dispel Magic —"
    game.apply(Choose("Alice", (), options=("0",)))  # "Cure Wounds — You gain 2 life."
    game.pass_all()
    assert game.player("Alice").life == 22

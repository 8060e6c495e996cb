"""305.7, 608.2d: "Target land you control becomes the basic land type of your choice until end of turn."
(Unstable Frontier): the type is chosen as it resolves; the land loses its land types and the abilities of its
rules text, and has the chosen type's mana ability (305.6), until end of turn."""
from game.rules.actions import ActivateAbility, ActivateMana, Choose
from game.rules.engine import legal_actions
from tests.rules.builder import Position, performed_in_full


def test_305_7_unstable_frontier_is_performed_in_full():
    assert performed_in_full("Unstable Frontier")


def test_305_7_unstable_frontier_makes_a_tundra_a_swamp_until_end_of_turn():
    game = Position("Alice", "Bob")
    frontier, tundra = game.battlefield("Alice", "Unstable Frontier"), game.battlefield("Alice", "Tundra")
    theirs = game.battlefield("Bob", "Tundra")
    assert game.reject(ActivateAbility("Alice", frontier, game.ability(frontier), (theirs,))).rule == "601.2c"
    game.apply(ActivateAbility("Alice", frontier, game.ability(frontier), (tundra,)))
    game.pass_all()
    choice = game.state.pending[0]
    assert (choice["player"], choice["options"]) == ("Alice", ["Plains", "Island", "Swamp", "Mountain", "Forest"])
    offered = {a.options for a in legal_actions(game.state, "Alice") if isinstance(a, Choose)}
    assert offered == {("Plains",), ("Island",), ("Swamp",), ("Mountain",), ("Forest",)}
    assert game.reject(Choose("Alice", options=("Wastes",))).rule == "608.2d"
    game.apply(Choose("Alice", options=("Swamp",)))
    assert game.chars(tundra).subtypes == ["Swamp"] and game.chars(tundra).mana == ["B"]
    assert game.reject(ActivateMana("Alice", tundra, "W")).rule
    game.end_turn()
    assert game.chars(tundra).subtypes == ["Plains", "Island"]

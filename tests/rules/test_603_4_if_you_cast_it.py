"""603.4, 601.2i: "When this creature enters, if you cast it from your hand, ..." (and "if you cast it"): the
spell that became the permanent was cast, by the ability's controller, from that zone (GameObject.cast_by,
cast_from, kept as the spell resolves into a permanent); a permanent put onto the battlefield otherwise wasn't.
Real cards: Furnace Dragon, Ornithopter."""
from game.rules.actions import Cast
from game.rules.zones import move_object
from tests.rules.builder import Position, performed_in_full


def test_603_4_furnace_dragon_cast_from_the_hand_exiles_all_artifacts():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Ornithopter")
    game.battlefield("Bob", "Ornithopter")
    game.pool("Alice", R=3, C=5)  # affinity for artifacts: {1} less
    game.apply(Cast("Alice", game.hand("Alice", "Furnace Dragon")))
    game.pass_all()
    dragon = game.zone("battlefield", "Alice")[-1]
    assert game.state.objects[dragon].cast_from == "hand" and game.names("stack") == ["Furnace Dragon"]
    game.pass_all()
    assert game.names("exile") == ["Ornithopter", "Ornithopter"]
    assert game.names("battlefield") == ["Furnace Dragon"] and performed_in_full("Furnace Dragon")


def test_603_4_put_onto_the_battlefield_from_the_hand_it_wasn_t_cast():
    game = Position("Alice", "Bob")
    game.battlefield("Bob", "Ornithopter")
    move_object(game.state, game.hand("Alice", "Furnace Dragon"), "battlefield", [])
    assert game.state.triggers == [] and sorted(game.names("battlefield")) == ["Furnace Dragon", "Ornithopter"]

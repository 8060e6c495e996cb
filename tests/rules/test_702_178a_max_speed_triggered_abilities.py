"""702.178a: "Max speed — [triggered ability]": the permanent has the ability only while its controller's speed is
4 (Rising Chicane: "At the beginning of combat on your turn, this land becomes a 2/2 Construct creature in addition
to its other types until end of turn.", 205.1b)."""
from game.rules.actions import Advance
from tests.rules.builder import Position, performed_in_full


def test_702_178a_rising_chicane_is_performed_in_full():
    assert performed_in_full("Rising Chicane")


def _to_combat(speed: int):
    game = Position("Alice", "Bob")
    chicane = game.battlefield("Alice", "Rising Chicane")
    game.player("Alice").speed = speed
    game.apply(Advance("Alice", "beginning_of_combat"))
    game.pass_all()
    return game, chicane


def test_702_178a_at_max_speed_rising_chicane_becomes_a_2_2_construct_artifact_land_creature():
    game, chicane = _to_combat(4)
    chars = game.chars(chicane)
    assert (chars.types, chars.subtypes, chars.power, chars.toughness) == (
        ["Artifact", "Land", "Creature"], ["Construct"], 2, 2)
    game.end_turn()
    assert game.chars(chicane).types == ["Artifact", "Land"]


def test_702_178a_below_max_speed_it_has_no_such_ability():
    game, chicane = _to_combat(3)
    assert game.state.stack == [] and game.chars(chicane).types == ["Artifact", "Land"]

"""611.2, 613, 514.2: a creature land's effect with a duration, with a real card (Cave of the Frost Dragon)."""
from game.rules.actions import ActivateAbility, Advance
from game.rules.combat import can_attack
from game.rules.oracle import manual_lines
from tests.rules.builder import Position, starter_specs


def animate(game: Position, land: str) -> None:
    game.pool("Alice", W=1, C=4)
    game.apply(ActivateAbility("Alice", land, game.ability(land)))
    game.pass_all()


def test_611_2a_the_land_becomes_a_3_4_white_dragon_with_flying_and_is_still_a_land_until_end_of_turn():
    game = Position("Alice", "Bob")
    cave = game.battlefield("Alice", "Cave of the Frost Dragon")
    for player in ("Alice", "Bob"):
        game.library(player, "Forest", "Forest")
    animate(game, cave)
    chars = game.chars(cave)
    assert (chars.types, chars.subtypes, chars.colors) == (["Land", "Creature"], ["Dragon"], ["W"])
    assert (chars.power, chars.toughness) == (3, 4) and chars.has_keyword("flying")
    assert chars.mana == ["W"]  # still a land with its mana ability (613.1d adds a type)
    game.apply(Advance("Alice", "end"))
    assert "Creature" in game.chars(cave).types  # until the end of the turn...
    game.apply(Advance("Alice", "upkeep"))  # ...which cleanup ends (514.2)
    assert game.chars(cave).types == ["Land"] and game.chars(cave).power is None and game.state.effects == []
    spec = starter_specs()["Cave of the Frost Dragon"]
    assert manual_lines(spec.name, spec.text, True) == ()


def test_302_6_an_animated_land_that_came_under_control_this_turn_can_t_attack():
    game = Position("Alice", "Bob")
    cave = game.battlefield("Alice", "Cave of the Frost Dragon", sick=True)  # it entered this turn
    animate(game, cave)
    assert not can_attack(game.state, cave, "Alice")
    game.state.objects[cave].sick = False
    assert can_attack(game.state, cave, "Alice")

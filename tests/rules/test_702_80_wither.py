"""702.80a wither: damage a source with wither deals to a creature isn't marked; it puts that many -1/-1 counters
on it (combat damage here); damage to a player is dealt as usual. Real cards: Boggart Ram-Gang, Wolverine Pack."""
from game.rules.actions import Choose
from tests.rules.builder import Position, performed_in_full


def test_702_80_every_line_is_performed():
    assert performed_in_full("Boggart Ram-Gang")


def test_702_80a_combat_damage_to_a_creature_is_minus_one_counters():
    game = Position("Alice", "Bob")
    ram_gang = game.battlefield("Alice", "Boggart Ram-Gang")  # 3/3 wither
    pack = game.battlefield("Bob", "Wolverine Pack")  # 2/4
    game.attack(ram_gang)
    game.apply(Choose("Bob", (pack,), (ram_gang,)))
    game.pass_all()  # on to combat damage
    assert game.state.objects[pack].counters == {"-1/-1": 3} and game.state.objects[pack].damage == 0
    assert (game.chars(pack).power, game.chars(pack).toughness) == (-1, 1)
    assert game.state.objects[ram_gang].damage == 2  # the pack's damage is marked as usual


def test_702_80a_damage_to_a_player_is_life_loss():
    game = Position("Alice", "Bob")
    ram_gang = game.battlefield("Alice", "Boggart Ram-Gang")
    game.attack(ram_gang)  # Bob has no creature: no blockers to declare
    game.pass_all()
    assert game.player("Bob").life == 17

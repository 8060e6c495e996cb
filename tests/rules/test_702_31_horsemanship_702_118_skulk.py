"""702.31b horsemanship: only creatures with horsemanship can block it (a creature with horsemanship can block any);
702.118b skulk: creatures with greater power can't block it. Real cards: Shu Cavalry, Furtive Homunculus, Grizzly
Bears, Hill Giant."""
import pytest

from game.rules.actions import Choose
from tests.rules.builder import Position, performed_in_full


@pytest.mark.parametrize("name", ["Shu Cavalry", "Furtive Homunculus"])
def test_702_31_702_118_every_line_is_performed(name):
    assert performed_in_full(name)


def test_702_31b_only_a_creature_with_horsemanship_blocks_it():
    game = Position("Alice", "Bob")
    cavalry = game.battlefield("Alice", "Shu Cavalry")
    bears = game.battlefield("Bob", "Grizzly Bears")
    other_cavalry = game.battlefield("Bob", "Shu Cavalry")
    game.attack(cavalry)
    error = game.reject(Choose("Bob", (bears,), (cavalry,)))
    assert error.rule == "702.31b"
    game.apply(Choose("Bob", (other_cavalry,), (cavalry,)))
    assert game.state.objects[other_cavalry].blocking == cavalry


def test_702_31b_a_creature_with_horsemanship_blocks_one_without():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Alice", "Grizzly Bears")
    cavalry = game.battlefield("Bob", "Shu Cavalry")
    game.attack(bears)
    game.apply(Choose("Bob", (cavalry,), (bears,)))
    assert game.state.objects[cavalry].blocking == bears


def test_702_118b_a_creature_with_greater_power_can_t_block_it_equal_power_can():
    game = Position("Alice", "Bob")
    homunculus = game.battlefield("Alice", "Furtive Homunculus")  # 2/1
    giant = game.battlefield("Bob", "Hill Giant")  # 3/3
    bears = game.battlefield("Bob", "Grizzly Bears")  # 2/2
    game.attack(homunculus)
    error = game.reject(Choose("Bob", (giant,), (homunculus,)))
    assert error.rule == "702.118b"
    game.apply(Choose("Bob", (bears,), (homunculus,)))
    assert game.state.objects[bears].blocking == homunculus

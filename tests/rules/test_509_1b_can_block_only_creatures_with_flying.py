"""509.1b: "This creature can block only creatures with flying." (a restriction on its blocking). Real cards: Cloud
Spirit, Gloomwidow, Serra Angel, Grizzly Bears."""
import pytest

from game.rules.actions import Choose
from tests.rules.builder import Position, performed_in_full


@pytest.mark.parametrize("name", ["Cloud Spirit", "Gloomwidow"])
def test_509_1b_every_line_is_performed(name):
    assert performed_in_full(name)


@pytest.mark.parametrize("blocker_name", ["Cloud Spirit", "Gloomwidow"])
def test_509_1b_it_blocks_a_creature_with_flying_but_not_one_without(blocker_name):
    game = Position("Alice", "Bob")
    angel = game.battlefield("Alice", "Serra Angel")
    bears = game.battlefield("Alice", "Grizzly Bears")
    blocker = game.battlefield("Bob", blocker_name)
    game.attack(angel, bears)
    error = game.reject(Choose("Bob", (blocker,), (bears,)))
    assert error.rule == "509.1b" and "can block only creatures with flying" in str(error)
    game.apply(Choose("Bob", (blocker,), (angel,)))
    assert game.state.objects[blocker].blocking == angel

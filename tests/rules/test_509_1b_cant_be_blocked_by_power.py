"""509.1b: "This creature can't be blocked by creatures with power N or less." / "... N or greater.", the blocker's
power as blockers are declared. Real cards: Steel Leaf Champion, Amrou Kithkin, Grizzly Bears, Hill Giant,
Holy Strength."""
import pytest

from game.rules.actions import Choose
from tests.rules.builder import Position, performed_in_full


@pytest.mark.parametrize("name", ["Steel Leaf Champion", "Amrou Kithkin"])
def test_509_1b_every_line_is_performed(name):
    assert performed_in_full(name)


@pytest.mark.parametrize("attacker_name, refused, allowed", [("Steel Leaf Champion", "Grizzly Bears", "Hill Giant"),
                                                             ("Amrou Kithkin", "Hill Giant", "Grizzly Bears")])
def test_509_1b_only_a_blocker_with_power_outside_the_bound_blocks_it(attacker_name, refused, allowed):
    game = Position("Alice", "Bob")
    attacker = game.battlefield("Alice", attacker_name)
    too_weak_or_strong = game.battlefield("Bob", refused)
    blocker = game.battlefield("Bob", allowed)
    game.attack(attacker)
    error = game.reject(Choose("Bob", (too_weak_or_strong,), (attacker,)))
    assert error.rule == "509.1b" and "can't be blocked by creatures with power" in str(error)
    game.apply(Choose("Bob", (blocker,), (attacker,)))
    assert game.state.objects[blocker].blocking == attacker


def test_509_1b_the_blocker_s_power_now_counts_not_its_printed_power():
    game = Position("Alice", "Bob")
    champion = game.battlefield("Alice", "Steel Leaf Champion")
    bears = game.battlefield("Bob", "Grizzly Bears")
    game.battlefield("Bob", "Holy Strength", attached_to=bears)  # a 3/4 now
    game.attack(champion)
    game.apply(Choose("Bob", (bears,), (champion,)))
    assert game.state.objects[bears].blocking == champion

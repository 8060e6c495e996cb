"""702.149a training: "Whenever this creature and at least one other creature with power greater than this
creature's power attack, put a +1/+1 counter on this creature." (508.3a: as attackers are declared). Real cards:
Gryff Rider, Apprentice Sharpshooter, Grizzly Bears, Nessian Asp."""
import pytest

from tests.rules.builder import Position, performed_in_full


@pytest.mark.parametrize("name", ["Gryff Rider", "Apprentice Sharpshooter"])
def test_702_149a_every_line_is_performed(name):
    assert performed_in_full(name)


def test_702_149a_it_trains_attacking_with_a_greater_power():
    game = Position("Alice", "Bob")
    rider = game.battlefield("Alice", "Gryff Rider")
    asp = game.battlefield("Alice", "Nessian Asp")
    game.attack(rider, asp)
    assert game.state.objects[rider].counters == {"+1/+1": 1} and game.state.objects[asp].counters == {}


@pytest.mark.parametrize("others", [(), ("Grizzly Bears",)])
def test_702_149a_not_alone_nor_with_power_no_greater(others):
    game = Position("Alice", "Bob")
    rider = game.battlefield("Alice", "Gryff Rider")
    ids = [game.battlefield("Alice", name) for name in others]
    game.battlefield("Alice", "Nessian Asp")  # doesn't attack
    game.attack(rider, *ids)
    assert game.state.objects[rider].counters == {}

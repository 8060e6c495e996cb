"""Target phrases by color and mana value (105.2, 202.3): "target nonblack creature", "target blue permanent",
"target creature with mana value 2 or less", "target creature card with mana value 3 or less from your graveyard".
Real cards: Doom Blade, Active Volcano, Easy Prey, Unearth."""
import pytest

from game.rules.actions import Cast
from tests.rules.builder import Position, performed_in_full


@pytest.mark.parametrize("name", ["Doom Blade", "Active Volcano", "Easy Prey", "Unearth"])
def test_105_2_these_spells_are_performed_in_full(name):
    assert performed_in_full(name)


def test_105_2_doom_blade_can_t_target_a_black_creature():
    game = Position("Alice", "Bob")
    blade = game.hand("Alice", "Doom Blade")
    corpse, bears = game.battlefield("Bob", "Walking Corpse"), game.battlefield("Bob", "Grizzly Bears")
    game.pool("Alice", B=1, C=1)
    assert game.reject(Cast("Alice", blade, targets=(corpse,))).rule == "601.2c"
    game.apply(Cast("Alice", blade, targets=(bears,)))
    game.pass_all()
    assert game.names("graveyard", "Bob") == ["Grizzly Bears"]


def test_105_2_active_volcano_destroys_a_blue_permanent_only():
    game = Position("Alice", "Bob")
    volcano = game.hand("Alice", "Active Volcano")
    spirit, bears = game.battlefield("Bob", "Cloud Spirit"), game.battlefield("Bob", "Grizzly Bears")
    game.pool("Alice", R=1)
    assert game.reject(Cast("Alice", volcano, targets=(bears,), modes=(0,))).rule == "601.2c"
    game.apply(Cast("Alice", volcano, targets=(spirit,), modes=(0,)))
    game.pass_all()
    assert game.names("graveyard", "Bob") == ["Cloud Spirit"]


def test_202_3_easy_prey_targets_mana_value_2_or_less():
    game = Position("Alice", "Bob")
    prey = game.hand("Alice", "Easy Prey")
    angel, bears = game.battlefield("Bob", "Serra Angel"), game.battlefield("Bob", "Grizzly Bears")
    game.pool("Alice", B=1, C=1)
    assert game.reject(Cast("Alice", prey, targets=(angel,))).rule == "601.2c"  # mana value 5
    game.apply(Cast("Alice", prey, targets=(bears,)))
    game.pass_all()
    assert game.names("graveyard", "Bob") == ["Grizzly Bears"]


def test_202_3_unearth_returns_a_small_creature_card():
    game = Position("Alice", "Bob")
    unearth = game.hand("Alice", "Unearth")
    angel, bears = game.graveyard("Alice", "Serra Angel", "Grizzly Bears")
    game.pool("Alice", B=1)
    assert game.reject(Cast("Alice", unearth, targets=(angel,))).rule == "601.2c"
    game.apply(Cast("Alice", unearth, targets=(bears,)))
    game.pass_all()
    assert "Grizzly Bears" in game.names("battlefield", "Alice")

"""603.6a: "Whenever a creature you control with power 3 or greater enters" / "another creature you control with
power 2 or less": its power as it is on the battlefield. Real cards: Elemental Bond, Inspiring Commander, Hill Giant,
Grizzly Bears."""
import pytest

from game.rules.actions import Cast
from tests.rules.builder import Position, performed_in_full


@pytest.mark.parametrize("name", ["Elemental Bond", "Inspiring Commander"])
def test_603_6a_every_line_is_performed(name):
    assert performed_in_full(name)


def _cast(game, name, **mana):
    game.pool("Alice", **mana)
    game.apply(Cast("Alice", game.hand("Alice", name)))
    game.pass_all()


def test_603_6a_power_3_or_greater():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Elemental Bond")
    game.library("Alice", "Forest", "Forest")
    _cast(game, "Grizzly Bears", G=2)  # power 2: nothing
    assert game.state.stack == [] and game.player("Alice").hand == []
    _cast(game, "Hill Giant", R=4)
    game.pass_all()
    assert len(game.player("Alice").hand) == 1


def test_603_6a_another_with_power_2_or_less():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Inspiring Commander")
    game.library("Alice", "Forest", "Forest")
    _cast(game, "Hill Giant", R=4)  # power 3: nothing
    assert game.state.stack == []
    _cast(game, "Grizzly Bears", G=2)
    game.pass_all()
    assert len(game.player("Alice").hand) == 1 and game.player("Alice").life == 21

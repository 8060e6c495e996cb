"""702.101a extort: "Whenever you cast a spell, you may pay {W/B}. If you do, each opponent loses 1 life and you gain
life equal to the total life lost this way." (702.101b: each instance triggers; {W/B}: either half, 107.4e). Real
cards: Syndic of Tithes, Basilica Guards, Grizzly Bears."""
import pytest

from game.rules.actions import Cast, Choose
from tests.rules.builder import Position, performed_in_full


@pytest.mark.parametrize("name", ["Syndic of Tithes", "Basilica Guards"])
def test_702_101a_every_line_is_performed(name):
    assert performed_in_full(name)


def _cast_bears(game: Position, **mana) -> None:
    game.pool("Alice", G=1, C=1, **mana)
    game.apply(Cast("Alice", game.hand("Alice", "Grizzly Bears")))
    game.pass_all()  # the extort trigger resolves, above the spell
    assert game.state.pending[0]["choice"] == "may" and game.state.pending[0]["player"] == "Alice"


@pytest.mark.parametrize("color", ["W", "B"])
def test_702_101a_paying_either_half_drains_each_opponent(color):
    game = Position("Alice", "Bob", "Carol")
    game.battlefield("Alice", "Syndic of Tithes")
    _cast_bears(game, **{color: 1})
    game.apply(Choose("Alice", options=("yes",)))
    assert [game.player(p).life for p in ("Alice", "Bob", "Carol")] == [22, 19, 19]
    assert game.player("Alice").mana_pool.get(color, 0) == 0


def test_702_101a_declined_or_unpayable_nothing_happens():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Syndic of Tithes")
    _cast_bears(game, W=1)
    game.apply(Choose("Alice", options=("no",)))
    assert game.player("Alice").life == 20 and game.player("Bob").life == 20
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Syndic of Tithes")
    game.pool("Alice", G=1, C=1, U=1)
    game.apply(Cast("Alice", game.hand("Alice", "Grizzly Bears")))
    game.pass_all()  # {U} can't pay {W/B}: not asked (118.3)
    assert game.state.pending == [] and game.player("Bob").life == 20


def test_702_101b_each_instance_triggers_on_your_spells_only():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Syndic of Tithes")
    game.battlefield("Alice", "Basilica Guards")
    game.pool("Alice", G=1, C=1, W=2)
    game.apply(Cast("Alice", game.hand("Alice", "Grizzly Bears")))
    order = game.state.pending[0]
    assert order["choice"] == "order_triggers"  # two extort triggers at once (603.3b)
    game.apply(Choose("Alice", tuple(order["options"])))
    for _ in range(2):
        game.pass_all()
        game.apply(Choose("Alice", options=("yes",)))
    assert game.player("Alice").life == 22 and game.player("Bob").life == 18
    game = Position("Alice", "Bob")
    game.battlefield("Bob", "Syndic of Tithes")
    game.pool("Alice", G=1, C=1)
    game.apply(Cast("Alice", game.hand("Alice", "Grizzly Bears")))
    assert len(game.state.stack) == 1  # Bob's extort doesn't trigger on Alice's spell

"""614.12: choices made before a permanent enters. 702.136a riot ("You may have this permanent enter with an
additional +1/+1 counter on it. If you don't, it gains haste."), 702.98a unleash (the counter, and "This permanent
can't block as long as it has a +1/+1 counter on it."), 702.82a devour ("As this object enters, you may sacrifice any
number of creatures. This permanent enters with N +1/+1 counters on it for each creature sacrificed this way.").
Real cards: Zhur-Taa Goblin, Gore-House Chainwalker, Gorger Wurm."""
import pytest

from game.rules.actions import Cast, Choose
from game.rules.characteristics import invalidate
from tests.rules.builder import Position, performed_in_full


@pytest.mark.parametrize("name", ["Zhur-Taa Goblin", "Gore-House Chainwalker", "Gorger Wurm"])
def test_614_12_every_line_is_performed(name):
    assert performed_in_full(name)


def _resolve(game: Position, name: str) -> dict:
    game.pool("Alice", R=2, G=1, C=3)
    game.apply(Cast("Alice", game.hand("Alice", name)))
    game.pass_all()
    (choice,) = game.state.pending
    assert game.names("stack") == [name]  # not on the battlefield until the answer
    return choice


def _permanent(game: Position, name: str) -> str:
    return next(oid for oid in game.zone("battlefield") if game.chars(oid).name == name)


@pytest.mark.parametrize("answer, counters, haste", [("yes", {"+1/+1": 1}, False), ("no", {}, True)])
def test_702_136a_riot_a_counter_or_haste(answer, counters, haste):
    game = Position("Alice", "Bob")
    assert _resolve(game, "Zhur-Taa Goblin")["choice"] == "enter_with_counter"
    game.apply(Choose("Alice", options=(answer,)))
    goblin = _permanent(game, "Zhur-Taa Goblin")
    assert game.state.objects[goblin].counters == counters and game.chars(goblin).has_keyword("haste") == haste


def test_702_98a_unleashed_it_cant_block_while_it_has_a_counter():
    game = Position("Alice", "Bob")
    _resolve(game, "Gore-House Chainwalker")
    game.apply(Choose("Alice", options=("yes",)))
    chainwalker = _permanent(game, "Gore-House Chainwalker")
    assert (game.chars(chainwalker).power, game.chars(chainwalker).toughness) == (3, 2)
    assert game.chars(chainwalker).has_ability("can't block") and not game.chars(chainwalker).has_keyword("haste")
    game.state.objects[chainwalker].counters.clear()
    invalidate(game.state)
    assert not game.chars(chainwalker).has_ability("can't block")


def test_702_98a_not_unleashed_it_can_block():
    game = Position("Alice", "Bob")
    _resolve(game, "Gore-House Chainwalker")
    game.apply(Choose("Alice", options=("no",)))
    chainwalker = _permanent(game, "Gore-House Chainwalker")
    assert game.state.objects[chainwalker].counters == {} and not game.chars(chainwalker).has_ability("can't block")


def test_702_82a_devour_sacrifices_and_counts():
    game = Position("Alice", "Bob")
    bears = [game.battlefield("Alice", "Grizzly Bears") for _ in range(2)]
    game.battlefield("Bob", "Grizzly Bears")  # not Alice's: not an option
    choice = _resolve(game, "Gorger Wurm")
    assert choice["choice"] == "devour" and sorted(choice["options"]) == sorted(bears)
    game.apply(Choose("Alice", tuple(bears)))
    wurm = _permanent(game, "Gorger Wurm")
    assert game.state.objects[wurm].counters == {"+1/+1": 2}
    assert game.names("graveyard", "Alice") == ["Grizzly Bears", "Grizzly Bears"]


def test_702_82a_devouring_none():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Grizzly Bears")
    _resolve(game, "Gorger Wurm")
    game.apply(Choose("Alice"))
    assert game.state.objects[_permanent(game, "Gorger Wurm")].counters == {}


def test_702_82a_with_no_creature_to_sacrifice_nothing_is_asked():
    game = Position("Alice", "Bob")
    game.pool("Alice", R=1, G=1, C=3)
    game.apply(Cast("Alice", game.hand("Alice", "Gorger Wurm")))
    game.pass_all()
    assert game.state.pending == [] and game.names("battlefield") == ["Gorger Wurm"]

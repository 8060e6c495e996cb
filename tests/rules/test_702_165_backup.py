"""702.165a "Backup N": "When this creature enters, put N +1/+1 counters on target creature. If that's another
creature, it also gains the non-backup abilities of this creature printed below this one until end of turn." Real
cards: Golden-Scale Aeronaut (flying), Bola Slinger (a triggered ability, granted in quotes: granted.py)."""
import pytest

from game.rules.abilities import TriggeredAbility
from game.rules.actions import Cast, Choose
from tests.rules.builder import Position, performed_in_full


@pytest.mark.parametrize("name", ["Golden-Scale Aeronaut", "Bola Slinger"])
def test_702_165_every_line_is_performed(name):
    assert performed_in_full(name)


def _backup(game: Position, name: str, onto: str | None) -> str:
    """Cast ``name``; its backup targets ``onto`` (None: itself)."""
    game.pool("Alice", W=1, R=1, C=4)
    game.apply(Cast("Alice", game.hand("Alice", name)))
    game.pass_all()
    (backer,) = [oid for oid in game.zone("battlefield") if game.chars(oid).name == name]
    game.apply(Choose("Alice", targets=(onto or backer,)))
    game.pass_all()
    return backer


def test_702_165a_another_creature_gets_the_counter_and_the_abilities_until_end_of_turn():
    game = Position("Alice", "Bob")
    game.library("Alice", *["Forest"] * 3)
    game.library("Bob", *["Forest"] * 3)
    bears = game.battlefield("Alice", "Grizzly Bears")
    _backup(game, "Golden-Scale Aeronaut", bears)
    assert game.state.objects[bears].counters == {"+1/+1": 1} and game.chars(bears).has_keyword("flying")
    game.end_turn()
    assert not game.chars(bears).has_keyword("flying") and game.state.objects[bears].counters == {"+1/+1": 1}


def test_702_165a_on_itself_only_the_counter():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Grizzly Bears")
    aeronaut = _backup(game, "Golden-Scale Aeronaut", None)
    assert game.state.objects[aeronaut].counters == {"+1/+1": 1} and game.state.effects == []


def test_702_165a_a_triggered_ability_below_is_granted():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Alice", "Grizzly Bears")
    _backup(game, "Bola Slinger", bears)
    granted = [a for a in game.chars(bears).abilities if isinstance(a, TriggeredAbility)]
    assert [a.event for a in granted] == ["attacks"]

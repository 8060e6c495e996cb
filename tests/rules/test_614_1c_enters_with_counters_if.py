"""614.1c: "Raid — This creature enters with a +1/+1 counter on it if you attacked this turn.", "Morbid — This
creature enters with two +1/+1 counters on it if a creature died this turn.": the condition as it enters. Real
cards: Goblin Boarders, Festerhide Boar."""
import pytest

from game.rules.actions import Advance, Cast, Choose, Move
from tests.rules.builder import Position, performed_in_full


@pytest.mark.parametrize("name", ["Goblin Boarders", "Festerhide Boar"])
def test_614_1c_every_line_is_performed(name):
    assert performed_in_full(name)


def _cast(game: Position, name: str) -> str:
    game.pool("Alice", R=1, G=1, C=3)
    game.apply(Cast("Alice", game.hand("Alice", name)))
    game.pass_all()
    return next(oid for oid in game.zone("battlefield") if game.chars(oid).name == name)


def test_614_1c_raid_not_attacked_no_counter():
    game = Position("Alice", "Bob")
    assert game.state.objects[_cast(game, "Goblin Boarders")].counters == {}


def test_614_1c_raid_after_attacking_the_counter():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Alice", "Grizzly Bears")
    game.apply(Advance("Alice", "beginning_of_combat"))
    game.pass_all()
    game.apply(Choose("Alice", (bears,)))
    game.apply(Advance("Alice", "postcombat_main"))
    assert game.state.objects[_cast(game, "Goblin Boarders")].counters == {"+1/+1": 1}


def test_614_1c_morbid():
    game = Position("Alice", "Bob")
    assert game.state.objects[_cast(game, "Festerhide Boar")].counters == {}
    game = Position("Alice", "Bob")
    game.apply(Move("Alice", game.battlefield("Bob", "Grizzly Bears"), "graveyard"))
    assert game.state.objects[_cast(game, "Festerhide Boar")].counters == {"+1/+1": 2}

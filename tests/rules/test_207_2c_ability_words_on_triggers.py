"""207.2c: an ability word ("Landfall —", "Morbid —") has no rules meaning: the triggered ability after it is read
and performed as without it. Real cards: Vinelasher Kudzu, Hollowhenge Scavenger, Forest, Grizzly Bears,
Lightning Bolt."""
import pytest

from game.rules.actions import Cast, PlayLand
from tests.rules.builder import Position, performed_in_full


@pytest.mark.parametrize("name", ["Vinelasher Kudzu", "Hollowhenge Scavenger"])
def test_207_2c_every_line_is_performed(name):
    assert performed_in_full(name)


def test_207_2c_landfall_a_land_entering_puts_a_counter_on_vinelasher_kudzu():
    game = Position("Alice", "Bob")
    kudzu = game.battlefield("Alice", "Vinelasher Kudzu")
    game.apply(PlayLand("Alice", game.hand("Alice", "Forest")))
    assert len(game.zone("stack")) == 1
    game.pass_all()
    assert game.state.objects[kudzu].counters.get("+1/+1") == 1 and game.chars(kudzu).power == 2


def _scavenger(game: Position) -> None:
    game.pool("Alice", G=5)
    game.apply(Cast("Alice", game.hand("Alice", "Hollowhenge Scavenger")))
    game.pass_all()
    while game.zone("stack"):
        game.pass_all()


def test_207_2c_morbid_gains_life_only_if_a_creature_died_this_turn():
    game = Position("Alice", "Bob")
    _scavenger(game)
    assert game.player("Alice").life == 20
    bears = game.battlefield("Bob", "Grizzly Bears")
    game.pool("Alice", R=1)
    game.apply(Cast("Alice", game.hand("Alice", "Lightning Bolt"), targets=(bears,)))
    game.pass_all()
    _scavenger(game)
    assert game.player("Alice").life == 25

"""122.1, 608.2h "Put a +1/+1 counter on each other creature you control." / "... each other Human you control." /
"... each other Dragon creature you control.": the permanents described as it resolves, not the ability's own source.
Real cards: Ridgescale Tusker, Thalia's Lieutenant, Grizzly Bears, Charmed Stray ("named ~": left to the players)."""
import pytest

from game.rules.actions import Cast, Choose
from tests.rules.builder import Position, performed_in_full


@pytest.mark.parametrize("name", ["Ridgescale Tusker", "Thalia's Lieutenant"])
def test_122_1_every_line_is_performed(name):
    assert performed_in_full(name)


def test_122_1_each_other_creature_named_like_it_is_left_to_the_players():
    assert not performed_in_full("Charmed Stray")


def _enters(game: Position, name: str, **mana) -> str:
    before = set(game.zone("battlefield"))
    game.pool("Alice", **mana)
    game.apply(Cast("Alice", game.hand("Alice", name)))
    game.pass_all()  # the creature spell resolves
    if game.state.pending:  # two triggers at once (603.3b): in the order offered
        game.apply(Choose("Alice", tuple(game.state.pending[0]["options"])))
    while game.state.stack:
        game.pass_all()
    new, = [o for o in game.zone("battlefield") if o not in before]
    return new


def test_122_1_each_other_creature_you_control():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Alice", "Grizzly Bears")
    theirs = game.battlefield("Bob", "Grizzly Bears")
    tusker = _enters(game, "Ridgescale Tusker", G=2, C=3)
    assert game.state.objects[bears].counters == {"+1/+1": 1}
    assert game.state.objects[tusker].counters == {} and game.state.objects[theirs].counters == {}


def test_122_1_each_other_human_you_control():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Alice", "Grizzly Bears")
    human = game.battlefield("Alice", "Thalia's Lieutenant")
    lieutenant = _enters(game, "Thalia's Lieutenant", W=1, C=1)
    # the new one's "each other Human" and the old one's "Whenever another Human you control enters": one each
    assert game.state.objects[human].counters == {"+1/+1": 2} and game.state.objects[bears].counters == {}
    assert game.state.objects[lieutenant].counters == {}

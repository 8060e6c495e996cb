"""701.26a, 608.2d "You may tap or untap target permanent.": whether, then which, chosen as it resolves. Real cards:
Pestermite, Twiddle, Grizzly Bears, Vedalken Anatomist ("You may tap or untap that creature." after a counter)."""
import pytest

from game.rules.actions import ActivateAbility, Cast, Choose
from tests.rules.builder import Position, performed_in_full


@pytest.mark.parametrize("name", ["Pestermite", "Twiddle"])
def test_701_26a_every_line_is_performed(name):
    assert performed_in_full(name)


def test_701_26a_vedalken_anatomist_may_tap_the_creature_it_put_a_counter_on():
    """"You may tap or untap that creature.": the target of the instruction before (608.2c)."""
    assert performed_in_full("Vedalken Anatomist")
    game = Position("Alice", "Bob")
    anatomist = game.battlefield("Alice", "Vedalken Anatomist")
    bears = game.battlefield("Bob", "Grizzly Bears")
    game.pool("Alice", U=1, C=2)
    game.apply(ActivateAbility("Alice", anatomist, game.ability(anatomist), targets=(bears,)))
    game.pass_all()
    game.apply(Choose("Alice", options=("yes",)))
    game.apply(Choose("Alice", options=("tap",)))
    assert game.state.objects[bears].counters == {"-1/-1": 1} and game.state.objects[bears].tapped


def _twiddle(game: Position, target: str) -> dict:
    game.pool("Alice", U=1)
    game.apply(Cast("Alice", game.hand("Alice", "Twiddle"), targets=(target,)))
    game.pass_all()
    game.apply(Choose("Alice", options=("yes",)))
    choice, = game.state.pending
    assert choice["choice"] == "tap_or_untap" and choice["player"] == "Alice"
    return choice


@pytest.mark.parametrize("tapped, answer", [(False, "tap"), (True, "untap")])
def test_701_26a_tap_or_untap_as_chosen(tapped, answer):
    game = Position("Alice", "Bob")
    bears = game.battlefield("Bob", "Grizzly Bears", tapped=tapped)
    _twiddle(game, bears)
    game.apply(Choose("Alice", options=(answer,)))
    assert game.state.objects[bears].tapped is not tapped and game.names("graveyard", "Alice") == ["Twiddle"]


def test_608_2d_neither_when_declined_and_only_tap_or_untap_as_answers():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Bob", "Grizzly Bears")
    _twiddle(game, bears)
    assert game.reject(Choose("Alice", options=("destroy",))).rule == "608.2d"
    game = Position("Alice", "Bob")
    bears = game.battlefield("Bob", "Grizzly Bears")
    game.pool("Alice", U=1)
    game.apply(Cast("Alice", game.hand("Alice", "Twiddle"), targets=(bears,)))
    game.pass_all()
    game.apply(Choose("Alice", options=("no",)))
    assert game.state.pending == [] and not game.state.objects[bears].tapped

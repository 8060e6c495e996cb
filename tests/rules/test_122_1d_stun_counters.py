"""122.1d: "If a permanent with a stun counter on it would become untapped, instead remove a stun counter from it."
(in its controller's untap step, 502.3, and by an effect, 701.26a). Real cards: Frostfist Strider ("When this
creature enters, tap target creature an opponent controls and put a stun counter on it."), Sleep-Cursed Faerie
("This creature enters tapped with three stun counters on it.")."""
import pytest

from game.rules.actions import Advance, Cast
from game.rules.effects import perform
from game.rules.oracle import effect_sentences
from tests.rules.builder import Position, performed_in_full


@pytest.mark.parametrize("name", ["Frostfist Strider", "Sleep-Cursed Faerie"])
def test_122_1d_every_line_is_performed(name):
    assert performed_in_full(name)


def test_122_1d_a_stunned_creature_stays_tapped_through_one_untap_step():
    game = Position("Alice", "Bob")
    for player in ("Alice", "Bob"):
        game.library(player, *["Forest"] * 4)
    bears = game.battlefield("Bob", "Grizzly Bears")
    game.pool("Alice", U=2, C=3)
    game.apply(Cast("Alice", game.hand("Alice", "Frostfist Strider")))
    game.pass_all()
    game.pass_all()  # the enters trigger: Bob's one creature is its target
    assert game.state.objects[bears].tapped and game.state.objects[bears].counters == {"stun": 1}
    game.apply(Advance("Alice", "end"))
    game.apply(Advance("Alice", "upkeep"))  # Bob's untap step: the stun counter instead
    assert game.state.turn.active == "Bob"
    assert game.state.objects[bears].tapped and game.state.objects[bears].counters == {}
    game.apply(Advance("Bob", "end"))
    game.apply(Advance("Bob", "upkeep"))
    game.apply(Advance("Alice", "end"))
    game.apply(Advance("Alice", "upkeep"))  # Bob's next untap step: it untaps
    assert not game.state.objects[bears].tapped


def test_122_1d_an_untap_effect_removes_a_stun_counter_instead():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Alice", "Grizzly Bears", tapped=True, counters={"stun": 2})
    (untap,) = effect_sentences("Untap target creature.")
    perform(game.state, untap, controller="Alice", source_id=None, target=bears, token=None, events=[])
    assert game.state.objects[bears].tapped and game.state.objects[bears].counters == {"stun": 1}


def test_122_1d_it_enters_tapped_with_stun_counters():
    game = Position("Alice", "Bob")
    game.pool("Alice", U=1, C=1)
    game.apply(Cast("Alice", game.hand("Alice", "Sleep-Cursed Faerie")))
    game.pass_all()
    (faerie,) = game.zone("battlefield")
    assert game.state.objects[faerie].tapped and game.state.objects[faerie].counters == {"stun": 3}

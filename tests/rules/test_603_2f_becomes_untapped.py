"""603.2f: "Whenever this creature becomes untapped" (inspired) triggers as it untaps, in its controller's untap step
or by an effect; not for one that was untapped already. Real cards: Sphinx's Disciple, Pheres-Band Tromper."""
import pytest

from game.rules.effects import untap
from game.rules.flow import put_triggers_on_stack
from game.rules.untap_step import untap_permanents
from tests.rules.builder import Position, performed_in_full


@pytest.mark.parametrize("name", ["Sphinx's Disciple", "Pheres-Band Tromper"])
def test_603_2f_every_line_is_performed(name):
    assert performed_in_full(name)


def test_603_2f_untapping_in_the_untap_step():
    game = Position("Alice", "Bob")
    tromper = game.battlefield("Alice", "Pheres-Band Tromper", tapped=True)
    untapped_one = game.battlefield("Alice", "Pheres-Band Tromper")
    untap_permanents(game.state, ())
    assert [t["source"] for t in game.state.triggers] == [tromper]
    put_triggers_on_stack(game.state, [])
    game.pass_all()
    assert game.state.objects[tromper].counters == {"+1/+1": 1} and game.state.objects[untapped_one].counters == {}


def test_603_2f_an_untapped_permanent_doesnt_become_untapped():
    game = Position("Alice", "Bob")
    disciple = game.battlefield("Alice", "Sphinx's Disciple")
    untap(game.state, disciple)
    assert game.state.triggers == []
    game.state.objects[disciple].tapped = True
    untap(game.state, disciple)
    assert [t["source"] for t in game.state.triggers] == [disciple]

"""701.35a support: "Put a +1/+1 counter on each of up to N other target creatures." (a permanent's; a spell's
without "other": it can't be a creature it targets); 701.43a adapt: "If this permanent has no +1/+1 counters on
it, put N +1/+1 counters on it." Real cards: Joraga Auxiliary, Lead by Example, Aeromunculus, Sauroform Hybrid."""
import pytest

from game.rules.actions import ActivateAbility, Cast
from tests.rules.builder import Position, performed_in_full


@pytest.mark.parametrize("name", ["Joraga Auxiliary", "Lead by Example", "Aeromunculus", "Sauroform Hybrid"])
def test_701_35a_701_43a_every_line_is_performed(name):
    assert performed_in_full(name)


def test_701_35a_support_two_other_target_creatures():
    game = Position("Alice", "Bob")
    auxiliary = game.battlefield("Alice", "Joraga Auxiliary")
    bears = game.battlefield("Alice", "Grizzly Bears")
    elves = game.battlefield("Bob", "Llanowar Elves")  # any creature, not only one's own
    game.pool("Alice", G=1, W=1, C=4)
    index = game.ability(auxiliary)
    assert game.reject(ActivateAbility("Alice", auxiliary, index, (auxiliary, bears))).rule == "601.2c"  # "other"
    game.apply(ActivateAbility("Alice", auxiliary, index, (bears, elves)))
    game.pass_all()
    assert game.state.objects[bears].counters == {"+1/+1": 1} and game.state.objects[elves].counters == {"+1/+1": 1}
    assert not game.state.objects[auxiliary].counters


def test_701_35a_a_spell_s_support_up_to_two_targets_one_chosen():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Alice", "Grizzly Bears")
    game.pool("Alice", G=1, W=1)
    game.apply(Cast("Alice", game.hand("Alice", "Lead by Example"), targets=(bears, "")))  # "up to": one left empty
    game.pass_all()
    assert game.state.objects[bears].counters == {"+1/+1": 1}


def test_701_43a_adapt_only_without_a_counter():
    game = Position("Alice", "Bob")
    hybrid = game.battlefield("Alice", "Sauroform Hybrid")
    game.pool("Alice", G=4, C=8)
    index = game.ability(hybrid)
    game.apply(ActivateAbility("Alice", hybrid, index))
    game.pass_all()
    assert game.state.objects[hybrid].counters == {"+1/+1": 4}
    game.apply(ActivateAbility("Alice", hybrid, index))  # it has counters now: nothing happens
    game.pass_all()
    assert game.state.objects[hybrid].counters == {"+1/+1": 4}

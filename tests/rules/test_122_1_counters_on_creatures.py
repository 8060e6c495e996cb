"""122.1, 122.6: +1/+1 counters as qualities and targets: "This creature has lifelink as long as it has a +1/+1
counter on it." (a static ability of itself, 611.3a), "target creature with a +1/+1 counter on it", "each of up to
two other target creatures you control" (115.1: not its source; 601.2c). Real cards: Sigiled Contender, Tempered
Veteran, Basri's Acolyte."""
import pytest

from game.rules.actions import ActivateAbility, Cast, Choose
from game.rules.counters import change_counters
from game.rules.spells import activated_abilities
from tests.rules.builder import Position, performed_in_full


@pytest.mark.parametrize("name", ["Sigiled Contender", "Tempered Veteran", "Basri's Acolyte"])
def test_122_every_line_is_performed(name):
    assert performed_in_full(name)


def test_611_3a_lifelink_while_it_has_a_plus_one_counter():
    game = Position("Alice", "Bob")
    contender = game.battlefield("Alice", "Sigiled Contender")
    assert not game.chars(contender).has_keyword("lifelink")
    change_counters(game.state, contender, "+1/+1", 1, [])
    assert game.chars(contender).has_keyword("lifelink")
    change_counters(game.state, contender, "+1/+1", -1, [])
    assert not game.chars(contender).has_keyword("lifelink")


def test_115_target_creature_with_a_plus_one_counter():
    game = Position("Alice", "Bob")
    veteran = game.battlefield("Alice", "Tempered Veteran")
    bears = game.battlefield("Alice", "Grizzly Bears")
    countered = game.battlefield("Alice", "Grizzly Bears", counters={"+1/+1": 1})
    game.pool("Alice", W=1)
    first = activated_abilities(game.state, veteran)[0][0]
    assert game.reject(ActivateAbility("Alice", veteran, first, (bears,))).rule == "601.2c"
    game.apply(ActivateAbility("Alice", veteran, first, (countered,)))
    game.pass_all()
    assert game.state.objects[countered].counters == {"+1/+1": 2}


def test_115_each_of_up_to_two_other_target_creatures_you_control():
    game = Position("Alice", "Bob")
    bears = [game.battlefield("Alice", "Grizzly Bears") for _ in range(2)]
    game.pool("Alice", W=2, C=2)
    game.apply(Cast("Alice", game.hand("Alice", "Basri's Acolyte")))
    game.pass_all()
    (acolyte,) = [oid for oid in game.zone("battlefield") if oid not in bears]
    choice = game.state.pending[0]
    assert choice["choice"] == "targets" and acolyte not in choice["options"]
    game.apply(Choose("Alice", targets=(bears[0],)))
    game.apply(Choose("Alice", targets=(bears[1],)))
    game.pass_all()
    assert [game.state.objects[b].counters for b in bears] == [{"+1/+1": 1}] * 2
    assert game.state.objects[acolyte].counters == {}


def test_118_3_remove_a_plus_one_counter_as_a_cost():
    """"{2}, Remove a +1/+1 counter from this creature: Put a +1/+1 counter on target creature." (Spike Feeder): the
    counter is removed as the cost is paid (601.2h); with none, the ability can't be activated (118.3)."""
    assert performed_in_full("Spike Feeder")
    game = Position("Alice", "Bob")
    feeder = game.battlefield("Alice", "Spike Feeder", counters={"+1/+1": 2})
    bears = game.battlefield("Alice", "Grizzly Bears")
    game.pool("Alice", C=4)
    move = activated_abilities(game.state, feeder)[0][0]
    game.apply(ActivateAbility("Alice", feeder, move, (bears,)))
    assert game.state.objects[feeder].counters == {"+1/+1": 1} and game.chars(feeder).power == 1
    game.pass_all()
    assert game.state.objects[bears].counters == {"+1/+1": 1}
    game.state.objects[feeder].counters.clear()  # a 0/0 now: taken by hand, SBAs not yet checked
    assert game.reject(ActivateAbility("Alice", feeder, move, (bears,))).rule == "118.3"

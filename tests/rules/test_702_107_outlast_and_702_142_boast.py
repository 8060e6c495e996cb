"""702.107a outlast: "[Cost], {T}: Put a +1/+1 counter on this creature. Activate only as a sorcery."; 702.142a
boast: "[Cost]: [Effect]. Activate only if this creature attacked this turn and only once each turn." Real cards:
Ainok Bond-Kin, Fearless Pup, Goldmaw Champion, Grizzly Bears."""
import pytest

from game.rules.actions import ActivateAbility
from tests.rules.builder import Position, performed_in_full


@pytest.mark.parametrize("name", ["Ainok Bond-Kin", "Fearless Pup", "Goldmaw Champion"])
def test_702_107a_702_142a_every_line_is_performed(name):
    assert performed_in_full(name)


def test_702_107a_outlast_taps_it_for_a_counter_as_a_sorcery():
    game = Position("Alice", "Bob")
    ainok = game.battlefield("Alice", "Ainok Bond-Kin")
    game.pool("Alice", W=1, C=1)
    game.apply(ActivateAbility("Alice", ainok, game.ability(ainok)))
    assert game.state.objects[ainok].tapped
    game.pass_all()
    assert game.state.objects[ainok].counters == {"+1/+1": 1} and game.chars(ainok).has_keyword("first strike")
    game = Position("Alice", "Bob", active="Bob", priority="Alice")
    ainok = game.battlefield("Alice", "Ainok Bond-Kin")
    game.pool("Alice", W=1, C=1)
    assert game.reject(ActivateAbility("Alice", ainok, game.ability(ainok))).rule == "602.5d"


def test_702_142a_boast_only_if_it_attacked_this_turn_and_once():
    game = Position("Alice", "Bob")
    pup = game.battlefield("Alice", "Fearless Pup")
    game.pool("Alice", R=1, C=2)
    assert game.reject(ActivateAbility("Alice", pup, game.ability(pup))).rule.startswith("602.5")
    game.attack(pup)
    game.pool("Alice", R=2, C=4)  # (mana empties between steps, 500.4)
    game.apply(ActivateAbility("Alice", pup, game.ability(pup)))
    game.pass_all()
    assert game.chars(pup).power == 3
    assert game.reject(ActivateAbility("Alice", pup, game.ability(pup))).rule.startswith("602.5")

"""107.14, 118.12: "Whenever this creature attacks, you may pay {E}{E}. If you do, put a +1/+1 counter on it." (to
pay {E} a player removes one energy counter from themselves; the "it" of the instruction after the cost is the
ability's own permanent, as a first instruction's is), with real cards (Thriving Rhino, Riparian Tiger, Scrapper
Champion). A player with too few energy counters can't pay, and isn't asked (118.3)."""
import pytest

from game.rules.actions import Choose
from tests.rules.builder import Position, performed_in_full


@pytest.mark.parametrize("name", ["Thriving Rhino", "Riparian Tiger", "Scrapper Champion"])
def test_107_14_every_line_is_performed(name):
    assert performed_in_full(name)


def attacking(name: str, energy: int) -> tuple[Position, str]:
    game = Position("Alice", "Bob")
    creature = game.battlefield("Alice", name)
    game.player("Alice").energy = energy
    game.attack(creature)  # the trigger resolves as both players pass
    return game, creature


def test_107_14_paying_two_energy_puts_the_counter_on_it():
    game, rhino = attacking("Thriving Rhino", 3)
    assert game.state.pending[0]["choice"] == "may"
    game.apply(Choose("Alice", options=("yes",)))
    assert game.player("Alice").energy == 1 and game.state.objects[rhino].counters == {"+1/+1": 1}


def test_118_12_declining_pays_nothing_and_does_nothing():
    game, tiger = attacking("Riparian Tiger", 2)
    game.apply(Choose("Alice", options=("no",)))
    assert game.player("Alice").energy == 2 and (game.chars(tiger).power, game.chars(tiger).toughness) == (4, 4)


def test_107_14_it_gets_the_bonus_until_end_of_turn():
    game, tiger = attacking("Riparian Tiger", 2)
    game.apply(Choose("Alice", options=("yes",)))
    assert game.player("Alice").energy == 0
    assert (game.chars(tiger).power, game.chars(tiger).toughness) == (6, 6)  # a 4/4


def test_118_3_with_too_few_energy_counters_it_can_t_be_paid():
    game, rhino = attacking("Thriving Rhino", 1)
    assert game.state.pending == [] and game.player("Alice").energy == 1 and not game.state.objects[rhino].counters

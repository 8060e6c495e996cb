"""502.3: "Tap target creature. It doesn't untap during its controller's next untap step." and "Tap up to two
target creatures. Those creatures don't untap during their controller's next untap step.": each target tapped
stays tapped through its controller's next untap step. Real cards: Crippling Chill, Frost Breath."""
import pytest

from game.rules.actions import Advance, Cast
from tests.rules.builder import Position, performed_in_full


@pytest.mark.parametrize("name", ["Crippling Chill", "Frost Breath"])
def test_502_3_these_spells_are_performed_in_full(name):
    assert performed_in_full(name)


def test_502_3_frost_breath_s_two_creatures_stay_tapped_through_the_next_untap_step():
    game = Position("Alice", "Bob")
    spell = game.hand("Alice", "Frost Breath")
    bears, elves = game.battlefield("Bob", "Grizzly Bears"), game.battlefield("Bob", "Llanowar Elves")
    game.library("Bob", "Forest")
    game.pool("Alice", U=1, C=2)
    game.apply(Cast("Alice", spell, targets=(bears, elves)))
    game.pass_all()
    game.apply(Advance("Alice", "end"))
    game.apply(Advance("Alice", "upkeep"))  # Bob's untap step has passed
    assert game.state.objects[bears].tapped and game.state.objects[elves].tapped


def test_502_3_crippling_chill_one_creature_stays_tapped():
    game = Position("Alice", "Bob")
    spell = game.hand("Alice", "Crippling Chill")
    bears = game.battlefield("Bob", "Grizzly Bears")
    game.library("Alice", "Forest", "Island")
    game.library("Bob", "Forest")
    game.pool("Alice", U=1, C=2)
    game.apply(Cast("Alice", spell, targets=(bears,)))
    game.pass_all()
    game.apply(Advance("Alice", "end"))
    game.apply(Advance("Alice", "upkeep"))
    assert game.state.objects[bears].tapped

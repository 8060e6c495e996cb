"""508.3a: "Whenever this creature and at least two other creatures attack, ..." (battalion): it triggers as they
are declared as attackers, three or more together, and not with fewer. Real cards: Makeshift Battalion, Boros
Elite."""
import pytest

from game.rules.actions import Advance, Choose
from tests.rules.builder import Position, performed_in_full


@pytest.mark.parametrize("name", ["Makeshift Battalion", "Boros Elite"])
def test_508_3a_every_line_is_performed(name):
    assert performed_in_full(name)


def test_508_3a_with_two_other_attackers_it_triggers():
    game = Position("Alice", "Bob")
    battalion = game.battlefield("Alice", "Makeshift Battalion")
    elite = game.battlefield("Alice", "Boros Elite")
    bears = game.battlefield("Alice", "Grizzly Bears")
    game.apply(Advance("Alice", "beginning_of_combat"))
    game.pass_all()
    game.apply(Choose("Alice", (battalion, elite, bears)))
    (order,) = game.state.pending  # two triggers: their controller orders them (603.3b)
    game.apply(Choose("Alice", tuple(order["options"])))
    game.pass_all()
    game.pass_all()
    assert game.state.objects[battalion].counters == {"+1/+1": 1}
    assert (game.chars(elite).power, game.chars(elite).toughness) == (3, 3)


def test_508_3a_with_one_other_attacker_it_doesnt():
    game = Position("Alice", "Bob")
    battalion = game.battlefield("Alice", "Makeshift Battalion")
    bears = game.battlefield("Alice", "Grizzly Bears")
    game.battlefield("Alice", "Grizzly Bears")  # not attacking
    game.attack(battalion, bears)
    assert game.state.objects[battalion].counters == {} and game.state.stack == []

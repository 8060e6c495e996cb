"""614.1c, 613.4c: "This creature enters with N +1/+1 counters on it." / "... a -1/-1 counter on it.": it enters
with them (a replacement effect), and they change its power and toughness. Real cards: Faithful Watchdog, Bloodied
Ghost."""
import pytest

from game.rules.actions import Cast
from tests.rules.builder import Position, performed_in_full


@pytest.mark.parametrize("name", ["Faithful Watchdog", "Bloodied Ghost"])
def test_614_1c_every_line_is_performed(name):
    assert performed_in_full(name)


# Faithful Watchdog is a 0/0: with its counters as it enters, 704.5f never sees it so.
@pytest.mark.parametrize("name, kind, count, pt", [("Faithful Watchdog", "+1/+1", 3, (3, 3)),
                                                    ("Bloodied Ghost", "-1/-1", 1, (2, 2))])
def test_614_1c_it_enters_with_the_counters(name, kind, count, pt):
    game = Position("Alice", "Bob")
    game.pool("Alice", G=1, W=2, B=2, C=4)
    game.apply(Cast("Alice", game.hand("Alice", name)))
    game.pass_all()
    (permanent,) = game.zone("battlefield")
    assert game.state.objects[permanent].counters == {kind: count}
    assert (game.chars(permanent).power, game.chars(permanent).toughness) == pt

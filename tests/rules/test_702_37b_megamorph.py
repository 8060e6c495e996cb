"""702.37b megamorph: a morph ability ("You may cast this card as a 2/2 face-down creature ... by paying {3}") and
"As this permanent is turned face up, put a +1/+1 counter on it if its megamorph cost was paid to turn it face up."
Real cards: Aerie Bowmasters (a 3/4 with reach, megamorph {5}{G}), Dirgur Nemesis."""
import pytest

from game.rules.actions import Cast, TurnFaceUp
from tests.rules.builder import Position, performed_in_full


@pytest.mark.parametrize("name", ["Aerie Bowmasters", "Dirgur Nemesis"])
def test_702_37b_every_line_is_performed(name):
    assert performed_in_full(name)


def test_702_37b_cast_face_down_for_3():
    game = Position("Alice", "Bob")
    game.pool("Alice", C=3)
    game.apply(Cast("Alice", game.hand("Alice", "Aerie Bowmasters"), face_down=True))
    game.pass_all()
    bowmasters, = game.zone("battlefield")
    assert game.state.objects[bowmasters].face_down
    assert (game.chars(bowmasters).power, game.chars(bowmasters).toughness) == (2, 2)


def test_702_37b_turned_face_up_for_its_megamorph_cost_it_gets_a_counter():
    game = Position("Alice", "Bob")
    bowmasters = game.battlefield("Alice", "Aerie Bowmasters", face_down=True)
    game.pool("Alice", G=1, C=5)
    game.apply(TurnFaceUp("Alice", bowmasters))
    assert not game.state.objects[bowmasters].face_down and game.state.objects[bowmasters].counters == {"+1/+1": 1}
    assert (game.chars(bowmasters).power, game.chars(bowmasters).toughness) == (4, 5)
    assert game.chars(bowmasters).has_keyword("reach")

"""701.30 populate: "choose a creature token you control and create a token that's a copy of that creature token"
(a "populate" choice between two or more; with none, no token: 701.30b). Real cards: Coursers' Accord, Eyes in the
Skies, Wake the Reflections."""
import pytest

from game.rules.actions import Cast, Choose
from tests.rules.builder import Position, performed_in_full


@pytest.mark.parametrize("name", ["Coursers' Accord", "Eyes in the Skies", "Wake the Reflections"])
def test_701_30a_every_line_is_performed(name):
    assert performed_in_full(name)


def test_701_30a_the_token_just_created_is_copied():
    game = Position("Alice", "Bob")
    game.pool("Alice", G=1, W=1, C=4)
    game.apply(Cast("Alice", game.hand("Alice", "Coursers' Accord")))
    game.pass_all()
    centaurs = [o for o in game.zone("battlefield") if game.chars(o).name == "Centaur Token"]
    assert len(centaurs) == 2 and all(game.state.objects[o].token for o in centaurs)
    assert all((game.chars(o).power, game.chars(o).toughness) == (3, 3) for o in centaurs)


def test_701_30a_between_two_creature_tokens_its_controller_chooses():
    game = Position("Alice", "Bob")
    game.pool("Alice", W=2, C=2)
    game.apply(Cast("Alice", game.hand("Alice", "Eyes in the Skies")))
    game.pass_all()  # one Bird token: copied at once
    assert game.names("battlefield").count("Bird Token") == 2
    game.battlefield("Alice", "Grizzly Bears")  # a nontoken creature: not among the choices
    game.pool("Alice", W=1)
    game.apply(Cast("Alice", game.hand("Alice", "Wake the Reflections")))
    game.pass_all()
    choice, = game.state.pending
    assert choice["choice"] == "populate" and len(choice["options"]) == 2
    game.apply(Choose("Alice", (choice["options"][0],)))
    assert game.names("battlefield").count("Bird Token") == 3


def test_701_30b_with_no_creature_token_no_token_is_created():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Grizzly Bears")
    game.pool("Alice", W=1)
    game.apply(Cast("Alice", game.hand("Alice", "Wake the Reflections")))
    game.pass_all()
    assert game.state.pending == [] and game.names("battlefield") == ["Grizzly Bears"]

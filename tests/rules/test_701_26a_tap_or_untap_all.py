"""701.26a: "Untap all creatures you control." (Mobilize), "Tap all creatures your opponents control." (Bond of
Discipline): each permanent of the group as it resolves (608.2h); and 701.17a: "Sacrifice a creature." (Accursed
Centaur's enters trigger): its controller chooses one of their creatures, itself included."""
import pytest

from game.rules.actions import Cast, Choose
from tests.rules.builder import Position, performed_in_full


@pytest.mark.parametrize("name", ["Mobilize", "Call to Glory", "Bond of Discipline", "Accursed Centaur"])
def test_701_26a_these_cards_are_performed_in_full(name):
    assert performed_in_full(name)


def test_701_26a_mobilize_untaps_only_your_creatures():
    game = Position("Alice", "Bob")
    mine = game.battlefield("Alice", "Grizzly Bears", tapped=True)
    forest = game.battlefield("Alice", "Forest", tapped=True)
    theirs = game.battlefield("Bob", "Grizzly Bears", tapped=True)
    game.pool("Alice", G=1)
    game.apply(Cast("Alice", game.hand("Alice", "Mobilize")))
    game.pass_all()
    assert [game.state.objects[i].tapped for i in (mine, forest, theirs)] == [False, True, True]


def test_701_26a_bond_of_discipline_taps_the_opponents_creatures():
    game = Position("Alice", "Bob")
    mine, theirs = game.battlefield("Alice", "Grizzly Bears"), game.battlefield("Bob", "Grizzly Bears")
    game.pool("Alice", W=1, C=4)
    game.apply(Cast("Alice", game.hand("Alice", "Bond of Discipline")))
    game.pass_all()
    assert (game.state.objects[mine].tapped, game.state.objects[theirs].tapped) == (False, True)
    assert game.chars(mine).has_keyword("lifelink")


def test_701_17a_accursed_centaur_its_controller_sacrifices_a_creature_of_their_choice():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Alice", "Grizzly Bears")
    game.battlefield("Bob", "Grizzly Bears")
    game.pool("Alice", B=1)
    game.apply(Cast("Alice", game.hand("Alice", "Accursed Centaur")))
    game.pass_all()  # the Centaur resolves; its trigger goes on the stack
    game.pass_all()
    choice = game.state.pending[0]
    assert choice["player"] == "Alice" and len(choice["options"]) == 2  # the Centaur itself too
    game.apply(Choose("Alice", (bears,)))
    assert game.names("graveyard", "Alice") == ["Grizzly Bears"] and game.names("graveyard", "Bob") == []
    assert sorted(game.names("battlefield")) == ["Accursed Centaur", "Grizzly Bears"]

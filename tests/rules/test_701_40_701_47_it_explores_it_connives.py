"""701.40a, 701.47a: "When this creature enters, it explores." / "... it connives.": the ability's own permanent (the
first instruction's "it"); once it has left the battlefield, by its last known information (608.2h, 701.47c): its
controller still reveals, or draws and discards, and no counter is put on anything. Real cards: Merfolk
Branchwalker, Raffine's Informant."""
import pytest

from game.rules.actions import Cast, Choose, Move
from tests.rules.builder import Position, performed_in_full


@pytest.mark.parametrize("name", ["Merfolk Branchwalker", "Raffine's Informant"])
def test_701_40_701_47_every_line_is_performed(name):
    assert performed_in_full(name)


def _cast(game: Position, name: str) -> str:
    game.pool("Alice", G=1, W=1, C=1)
    game.apply(Cast("Alice", game.hand("Alice", name)))
    game.pass_all()  # the spell resolves; its enters trigger goes on the stack
    (creature,) = game.zone("battlefield")
    return creature


def test_701_40a_it_explores_a_nonland_puts_the_counter_on_it():
    game = Position("Alice", "Bob")
    game.library("Alice", "Lightning Bolt")
    branchwalker = _cast(game, "Merfolk Branchwalker")
    game.pass_all()
    assert game.state.objects[branchwalker].counters == {"+1/+1": 1}
    game.apply(Choose("Alice", options=("graveyard",)))
    assert game.names("graveyard", "Alice") == ["Lightning Bolt"]


def test_701_40a_it_explores_after_leaving_the_battlefield_a_land_still_goes_to_the_hand():
    game = Position("Alice", "Bob")
    game.library("Alice", "Forest")
    branchwalker = _cast(game, "Merfolk Branchwalker")
    game.apply(Move("Alice", branchwalker, "hand"))
    game.pass_all()
    assert sorted(game.names("hand", "Alice")) == ["Forest", "Merfolk Branchwalker"]


def test_701_47a_it_connives():
    game = Position("Alice", "Bob")
    game.library("Alice", "Lightning Bolt")
    informant = _cast(game, "Raffine's Informant")
    game.pass_all()  # the one card in hand, the one drawn, is discarded: no choice
    assert game.names("graveyard", "Alice") == ["Lightning Bolt"]
    assert game.state.objects[informant].counters == {"+1/+1": 1}


def test_701_47c_gone_its_controller_still_draws_and_discards():
    game = Position("Alice", "Bob")
    game.library("Alice", "Lightning Bolt")
    informant = _cast(game, "Raffine's Informant")
    game.apply(Move("Alice", informant, "graveyard"))
    game.pass_all()
    assert sorted(game.names("graveyard", "Alice")) == ["Lightning Bolt", "Raffine's Informant"]

"""701.16a, 701.8a: "Target opponent reveals their hand. You choose a nonland card from it. That player discards
that card.": the hand named to all, the spell's controller chooses among the cards that fit (608.2d; one that
fits is the one), that player discards it. Real cards: Gix's Caress, Coercion."""
import pytest

from game.rules.actions import Cast, Choose
from tests.rules.builder import Position, performed_in_full


@pytest.mark.parametrize("name", ["Gix's Caress", "Coercion"])
def test_701_16a_these_spells_are_performed_in_full(name):
    assert performed_in_full(name)


def test_608_2d_the_caster_chooses_a_nonland_card_and_that_player_discards_it():
    game = Position("Alice", "Bob")
    caress = game.hand("Alice", "Gix's Caress")
    forest, bears, bolt = game.hand("Bob", "Forest", "Grizzly Bears", "Lightning Bolt")
    game.pool("Alice", B=1, C=2)
    game.apply(Cast("Alice", caress, targets=("Bob",)))
    events = game.pass_all()
    assert {e["card"] for e in events if e["type"] == "reveal"} == {"Forest", "Grizzly Bears", "Lightning Bolt"}
    choice = game.state.pending[0]
    assert (choice["player"], set(choice["options"])) == ("Alice", {bears, bolt})  # not the land
    assert game.reject(Choose("Alice", (forest,))).rule == "608.2d"
    game.apply(Choose("Alice", (bolt,)))
    assert game.names("graveyard", "Bob") == ["Lightning Bolt"]
    assert set(game.zone("hand", "Bob")) == {forest, bears}
    assert game.names("graveyard", "Alice") == ["Gix's Caress"]


def test_701_8a_one_card_that_fits_is_discarded_without_a_choice():
    game = Position("Alice", "Bob")
    caress = game.hand("Alice", "Gix's Caress")
    game.hand("Bob", "Forest", "Grizzly Bears")
    game.pool("Alice", B=1, C=2)
    game.apply(Cast("Alice", caress, targets=("Bob",)))
    game.pass_all()
    assert not game.state.pending and game.names("graveyard", "Bob") == ["Grizzly Bears"]


def test_701_16a_only_lands_nothing_is_discarded():
    game = Position("Alice", "Bob")
    caress = game.hand("Alice", "Gix's Caress")
    game.hand("Bob", "Forest")
    game.pool("Alice", B=1, C=2)
    game.apply(Cast("Alice", caress, targets=("Bob",)))
    game.pass_all()
    assert game.names("hand", "Bob") == ["Forest"] and game.names("graveyard", "Bob") == []

"""614.1c: one-off replacements as a land enters. Sheltered Valley: "If this land would enter, instead sacrifice
each other permanent named ~ you control, then put this land onto the battlefield." (701.17a, no choice);
Fetching Garden: "~ enters the battlefield tapped if it was played from your hand." (305.1: a land played, not
one put onto the battlefield). Real cards."""
import pytest

from game.rules.actions import ActivateAbility, Choose, PlayLand
from game.rules.log import describe
from tests.rules.builder import Position, performed_in_full


@pytest.mark.parametrize("name", ["Sheltered Valley", "Fetching Garden"])
def test_614_1c_one_off_lands_are_performed_in_full(name):
    assert performed_in_full(name)


def _played(events) -> str:
    return next(e["new_id"] for e in events if e["type"] == "zone_change" and e["to"] == "battlefield")


def test_614_1c_sheltered_valley_sacrifices_each_other_one_its_controller_controls_then_enters():
    game = Position("Alice", "Bob")
    mine = [game.battlefield("Alice", "Sheltered Valley") for _ in range(2)]
    theirs = game.battlefield("Bob", "Sheltered Valley")
    forest = game.battlefield("Alice", "Forest")
    events = game.apply(PlayLand("Alice", game.hand("Alice", "Sheltered Valley")))
    new = _played(events)
    assert game.names("graveyard", "Alice") == ["Sheltered Valley", "Sheltered Valley"]
    assert set(game.zone("battlefield")) == {new, theirs, forest} and not any(m in game.state.objects for m in mine)
    moves = [e for e in events if e["type"] == "zone_change"]
    assert [e["to"] for e in moves] == ["graveyard", "graveyard", "battlefield"]  # sacrificed first (701.17a)
    assert all(e.get("rule") == "701.17a" for e in moves[:2])
    assert describe(moves[0], game.state) == "Sheltered Valley moves from the battlefield to Alice's graveyard"


def test_614_1c_sheltered_valley_alone_just_enters():
    game = Position("Alice", "Bob")
    events = game.apply(PlayLand("Alice", game.hand("Alice", "Sheltered Valley")))
    assert game.zone("battlefield") == [_played(events)] and game.names("graveyard", "Alice") == []


def test_614_1c_fetching_garden_played_from_the_hand_enters_tapped():
    game = Position("Alice", "Bob")
    garden = _played(game.apply(PlayLand("Alice", game.hand("Alice", "Fetching Garden"))))
    assert game.state.objects[garden].tapped


def test_305_1_fetching_garden_played_from_a_graveyard_enters_untapped():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Crucible of Worlds")
    card, = game.graveyard("Alice", "Fetching Garden")
    garden = _played(game.apply(PlayLand("Alice", card, "graveyard")))
    assert not game.state.objects[garden].tapped


def test_305_1_fetching_garden_put_onto_the_battlefield_by_a_search_isn_t_played_so_enters_untapped():
    game = Position("Alice", "Bob")
    boseiju = game.hand("Alice", "Boseiju, Who Endures")
    card, = game.library("Bob", "Fetching Garden")  # a Forest Plains: a land card with a basic land type
    game.pool("Alice", G=1, C=1)
    game.apply(ActivateAbility("Alice", boseiju, 1, (game.battlefield("Bob", "Evolving Wilds"),)))
    game.pass_all()
    game.apply(Choose("Bob", (card,)))
    garden, = game.zone("battlefield", "Bob")
    assert game.chars(garden).name == "Fetching Garden" and not game.state.objects[garden].tapped

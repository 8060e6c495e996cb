"""701.16a "Reveal cards from the top of your library until you reveal a land card. Put that card onto the
battlefield tapped and the rest on the bottom of your library in a random order." (Clifftop Lookout), "... until you
reveal a basic land card. Put that card into your hand and all other cards revealed this way into your graveyard."
(Hermit Druid): every revealed card named to all; with none of the kind, all of them are the rest."""
import pytest

from game.rules.actions import ActivateAbility, Cast
from tests.rules.builder import Position, performed_in_full


@pytest.mark.parametrize("name", ["Clifftop Lookout", "Hermit Druid"])
def test_701_16a_the_reveal_until_cards_are_performed_in_full(name):
    assert performed_in_full(name)


def test_701_16a_clifftop_lookout_puts_the_first_land_onto_the_battlefield_tapped():
    game = Position("Alice", "Bob")
    cards = game.library("Alice", "Opt", "Shock", "Forest", "Island")
    game.pool("Alice", G=1, C=2)
    game.apply(Cast("Alice", game.hand("Alice", "Clifftop Lookout")))
    game.pass_all()
    game.pass_all()  # its enters trigger
    assert all(f"Alice reveals {name}" in game.state.log for name in ("Opt", "Shock", "Forest"))
    assert "Alice reveals Island" not in game.state.log
    forest = [oid for oid in game.zone("battlefield") if game.state.spec(game.state.objects[oid]).name == "Forest"]
    assert len(forest) == 1 and game.state.objects[forest[0]].tapped and game.player("Alice").lands_played == 0
    library = game.zone("library", "Alice")
    assert library[0] == cards[3] and sorted(library[1:]) == sorted(cards[:2])


def test_701_16a_hermit_druid_with_no_basic_land_reveals_the_whole_library_into_the_graveyard():
    game = Position("Alice", "Bob")
    druid = game.battlefield("Alice", "Hermit Druid")
    game.library("Alice", "Opt", "Shock")
    game.pool("Alice", G=1)
    game.apply(ActivateAbility("Alice", druid, 0))
    game.pass_all()
    assert sorted(game.names("graveyard", "Alice")) == ["Opt", "Shock"] and game.names("hand", "Alice") == []


def test_701_16a_hermit_druid_finds_a_basic_land_for_the_hand():
    game = Position("Alice", "Bob")
    druid = game.battlefield("Alice", "Hermit Druid")
    game.library("Alice", "Opt", "Forest", "Shock")
    game.pool("Alice", G=1)
    game.apply(ActivateAbility("Alice", druid, 0))
    game.pass_all()
    assert game.names("hand", "Alice") == ["Forest"] and game.names("graveyard", "Alice") == ["Opt"]
    assert "Alice puts Forest into their hand" in game.state.log and game.names("library", "Alice") == ["Shock"]

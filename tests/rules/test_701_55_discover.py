"""701.55 Discover, with the real Hidden lands (Hidden Volcano, Hidden Cataract, ...): "Exile cards from the top of
your library until you exile a nonland card with mana value N or less. You may cast that card without paying its
mana cost ... If you don't cast it, put that card into your hand. Put the remaining exiled cards on the bottom of
your library in a random order."."""
import pytest

from game.rules.actions import ActivateAbility, Choose
from tests.rules.builder import Position, performed_in_full

HIDDEN = ("Hidden Cataract", "Hidden Courtyard", "Hidden Necropolis", "Hidden Nursery", "Hidden Volcano")


@pytest.mark.parametrize("name", HIDDEN)
def test_701_55a_the_hidden_lands_are_read_whole(name):
    assert performed_in_full(name)


def _discover(game, *library):
    cards = game.library("Alice", *library)
    volcano = game.battlefield("Alice", "Hidden Volcano")
    game.pool("Alice", R=1, C=4)
    game.apply(ActivateAbility("Alice", volcano, game.ability(volcano)))
    assert game.names("graveyard", "Alice") == ["Hidden Volcano"]  # sacrificed as a cost
    game.pass_all()
    return cards


def test_701_55a_lands_and_greater_mana_values_are_exiled_past_and_go_to_the_bottom_in_a_random_order():
    game = Position("Alice", "Bob")
    _discover(game, "Forest", "Serra Angel", "Cloudpost", "Lightning Bolt", "Island")
    (choice,) = game.state.pending
    assert choice["choice"] == "discover" and game.names("exile") == ["Forest", "Serra Angel", "Cloudpost", "Lightning Bolt"]
    game.apply(Choose("Alice", (), ()))  # not cast: into the hand
    assert game.names("hand", "Alice") == ["Lightning Bolt"] and game.zone("exile") == []
    assert game.names("library", "Alice")[0] == "Island"
    assert sorted(game.names("library", "Alice")[1:]) == ["Cloudpost", "Forest", "Serra Angel"]


def test_701_55a_the_discovered_card_is_cast_without_paying_its_mana_cost_with_a_legal_target():
    game = Position("Alice", "Bob")
    _discover(game, "Divination", "Lightning Bolt", "Island")
    assert game.names("exile") == ["Divination"] and game.state.pending[0]["name"] == "Divination"
    events = game.apply(Choose("Alice", (), (), ("cast",)))  # Divination: mana value 3, no targets
    assert game.names("stack") == ["Divination"] and any(e["type"] == "cast" for e in events)
    game.pass_all()
    assert game.names("hand", "Alice") == ["Lightning Bolt", "Island"]

    game = Position("Alice", "Bob")
    bears = game.battlefield("Bob", "Grizzly Bears")
    _discover(game, "Lightning Bolt")
    assert game.reject(Choose("Alice", (), (game.zone("exile")[0],), ("cast",))).rule == "701.55a"  # itself
    assert game.reject(Choose("Alice", (), (), ("cast",))).rule == "701.55a"  # a target is required
    assert game.reject(Choose("Alice", (), (), ("land",))).rule == "701.55a"
    game.apply(Choose("Alice", (), (bears,), ("cast",)))
    game.pass_all()
    assert game.names("graveyard", "Bob") == ["Grizzly Bears"]


def test_701_55a_a_library_without_such_a_card_is_exiled_whole_then_put_back_on_the_bottom():
    game = Position("Alice", "Bob")
    _discover(game, "Forest", "Shivan Dragon")
    assert game.state.pending == [] and game.zone("exile") == []
    assert sorted(game.names("library", "Alice")) == ["Forest", "Shivan Dragon"]


def test_602_5d_discover_only_as_a_sorcery_and_only_with_its_cost():
    game = Position("Alice", "Bob")
    volcano = game.battlefield("Alice", "Hidden Volcano")
    assert game.reject(ActivateAbility("Alice", volcano, game.ability(volcano))).rule == "601.2h"
    game.pool("Alice", R=1, C=4)
    game.state.turn.step = "upkeep"
    assert game.reject(ActivateAbility("Alice", volcano, game.ability(volcano))).rule == "602.5d"

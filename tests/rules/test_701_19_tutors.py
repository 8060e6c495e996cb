"""701.19 searching a library, with real cards: "Search your library for a card, put that card into your hand, then
shuffle." (Demonic Tutor: 701.19d any card, which must be found; 701.19e not revealed), "..., then shuffle and put
that card on top." (Vampiric Tutor: the shuffle, then the card on top), "you may search your library for a basic
land card, reveal it, then shuffle and put that card on top." (Campus Guide), "Search your library for a Mercenary
permanent card with mana value 2 or less, put it onto the battlefield, then shuffle." (Cateran Brute)."""
import pytest

from game.rules.actions import ActivateAbility, Cast, Choose
from tests.rules.builder import Position, performed_in_full


@pytest.mark.parametrize("name", ["Demonic Tutor", "Vampiric Tutor", "Campus Guide", "Cateran Brute"])
def test_701_19_the_tutors_are_performed_in_full(name):
    assert performed_in_full(name)


def test_701_19d_demonic_tutor_must_find_a_card_and_doesn_t_reveal_it():
    game = Position("Alice", "Bob")
    cards = game.library("Alice", "Forest", "Lightning Bolt", "Island")
    game.pool("Alice", B=1, C=1)
    game.apply(Cast("Alice", game.hand("Alice", "Demonic Tutor")))
    game.pass_all()
    choice = game.state.pending[0]
    assert choice["choice"] == "search_to_hand" and choice["options"] == cards
    assert game.reject(Choose("Alice", ())).rule == "701.19b"  # a card: it must be found
    assert game.reject(Choose("Alice", (cards[0], cards[1]))).rule == "701.19b"
    game.apply(Choose("Alice", (cards[1],)))
    assert game.names("hand", "Alice") == ["Lightning Bolt"]
    assert not any("Lightning Bolt" in line for line in game.state.log)  # 701.19e: not revealed
    assert "Alice puts a card into their hand" in game.state.log
    assert sorted(game.zone("library", "Alice")) == sorted([cards[0], cards[2]])


def test_701_19_vampiric_tutor_shuffles_then_puts_the_card_on_top():
    game = Position("Alice", "Bob")
    cards = game.library("Alice", "Forest", "Lightning Bolt", "Island", "Mountain", "Plains")
    game.pool("Alice", B=1)
    game.apply(Cast("Alice", game.hand("Alice", "Vampiric Tutor")))
    game.pass_all()
    game.apply(Choose("Alice", (cards[3],)))
    assert game.zone("library", "Alice")[0] == cards[3] and sorted(game.zone("library", "Alice")) == sorted(cards)
    assert game.player("Alice").life == 18 and game.state.shuffles


def test_701_19b_campus_guide_may_not_search_or_finds_a_basic_land_for_the_top():
    game = Position("Alice", "Bob")
    cards = game.library("Alice", "Lightning Bolt", "Forest", "Opt")
    game.pool("Alice", C=2)
    game.apply(Cast("Alice", game.hand("Alice", "Campus Guide")))
    game.pass_all()
    game.pass_all()  # its enters trigger
    assert game.state.pending[0]["options"] == [cards[1]]
    assert game.reject(Choose("Alice", (cards[0],))).rule == "701.19b"
    game.apply(Choose("Alice", (cards[1],)))
    assert "Alice reveals Forest" in game.state.log and game.zone("library", "Alice")[0] == cards[1]


def test_701_19b_campus_guide_declined_changes_nothing():
    game = Position("Alice", "Bob")
    cards = game.library("Alice", "Lightning Bolt", "Forest", "Opt")
    game.pool("Alice", C=2)
    game.apply(Cast("Alice", game.hand("Alice", "Campus Guide")))
    game.pass_all()
    game.pass_all()
    shuffles = game.state.shuffles
    game.apply(Choose("Alice", (), (), ("no",)))
    assert game.zone("library", "Alice") == cards and game.state.shuffles == shuffles


def test_701_19a_cateran_brute_finds_a_mercenary_permanent_with_mana_value_2_or_less():
    game = Position("Alice", "Bob")
    brute = game.battlefield("Alice", "Cateran Brute")
    cards = game.library("Alice", "Cateran Brute", "Grizzly Bears", "Forest")
    game.pool("Alice", C=2)
    game.apply(ActivateAbility("Alice", brute, 0))
    game.pass_all()
    assert game.state.pending[0]["options"] == []  # Cateran Brute has mana value 3; the Bears aren't Mercenaries
    game.apply(Choose("Alice", ()))
    assert sorted(game.zone("library", "Alice")) == sorted(cards)

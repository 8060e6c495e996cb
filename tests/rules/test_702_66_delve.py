"""702.66a delve: each card its caster exiles from their graveyard while casting it pays {1} of the generic mana of
its total cost. Real cards: Treasure Cruise ({7}{U}, draw three), Murderous Cut ({4}{B}, destroy target creature),
Grizzly Bears, Island, Lightning Bolt."""
from game.rules import actions as A
from game.rules.engine import legal_actions
from tests.rules.builder import Position, performed_in_full


def test_702_66_delve_cards_are_performed_in_full():
    assert performed_in_full("Treasure Cruise") and performed_in_full("Murderous Cut")


def _graveyard() -> tuple[Position, list]:
    game = Position("Alice", "Bob")
    game.library("Alice", "Island", "Island", "Island")
    game.library("Bob", "Island")
    return game, game.graveyard("Alice", *["Lightning Bolt"] * 5)


def test_702_66a_exiled_cards_pay_the_generic_mana():
    game, cards = _graveyard()
    bears = game.battlefield("Bob", "Grizzly Bears")
    cut = game.hand("Alice", "Murderous Cut")
    game.pool("Alice", B=1)
    game.apply(A.Cast("Alice", cut, targets=(bears,), delved=tuple(cards[:4])))
    assert game.names("exile") == ["Lightning Bolt"] * 4 and game.zone("graveyard", "Alice") == [cards[4]]
    game.pass_all()
    assert "Grizzly Bears" not in game.names("battlefield")


def test_702_66a_only_generic_mana_only_your_graveyard_each_card_once():
    game, cards = _graveyard()
    cruise = game.hand("Alice", "Treasure Cruise")
    game.pool("Alice", C=3)
    assert game.reject(A.Cast("Alice", cruise, delved=tuple(cards))).rule == "601.2h"  # {U} left unpaid
    bobs = game.graveyard("Bob", "Lightning Bolt")[0]
    game.pool("Alice", U=1)
    assert game.reject(A.Cast("Alice", cruise, delved=(*cards[:4], bobs))).rule == "702.66a"
    assert game.reject(A.Cast("Alice", cruise, delved=(*cards[:3], cards[0], cards[4]))).rule == "702.66a"
    more = game.graveyard("Alice", "Lightning Bolt", "Lightning Bolt", "Lightning Bolt")
    assert game.reject(A.Cast("Alice", cruise, delved=(*cards, *more))).rule == "702.66a"  # {7}: eight is too many
    game.pool("Alice", C=4)
    game.apply(A.Cast("Alice", cruise, delved=tuple(cards[:4])))
    game.pass_all()
    assert len(game.zone("hand", "Alice")) == 3


def test_702_66_the_offer_exiles_cards_for_what_the_pool_lacks():
    game, cards = _graveyard()
    cruise = game.hand("Alice", "Treasure Cruise")
    game.pool("Alice", U=1, C=2)
    offered = [a.delved for a in legal_actions(game.state, "Alice") if isinstance(a, A.Cast) and a.card == cruise]
    assert len(offered) == 1 and sorted(offered[0]) == sorted(cards)

"""702.133a jump-start: cast from its owner's graveyard by discarding a card as an additional cost (its mana cost
paid as usual), then exiled as it leaves the stack; 702.81a retrace: cast from the graveyard by discarding a land
card, and back to the graveyard as usual. Real cards: Chemister's Insight ({3}{U} instant, draw two, jump-start),
Raven's Crime ({B} sorcery, target player discards a card, retrace), Island, Lightning Bolt."""
from game.rules import actions as A
from tests.rules.builder import Position, performed_in_full


def test_702_133_jump_start_and_retrace_cards_are_performed_in_full():
    assert performed_in_full("Chemister's Insight") and performed_in_full("Raven's Crime")


def _game() -> Position:
    game = Position("Alice", "Bob")
    game.library("Alice", "Island", "Island", "Island")
    game.library("Bob", "Island")
    return game


def test_702_133a_a_card_discarded_then_exiled_as_it_resolves():
    game = _game()
    insight = game.graveyard("Alice", "Chemister's Insight")[0]
    bolt = game.hand("Alice", "Lightning Bolt")
    game.pool("Alice", U=1, C=3)
    assert game.reject(A.Cast("Alice", insight, "graveyard")).rule == "601.2h"  # the discard is due
    game.apply(A.Cast("Alice", insight, "graveyard", paid=(bolt,)))
    assert game.names("graveyard", "Alice") == ["Lightning Bolt"]
    game.pass_all()
    assert game.names("exile") == ["Chemister's Insight"] and len(game.zone("hand", "Alice")) == 2


def test_702_81a_retrace_discards_a_land_card_and_the_spell_returns_to_the_graveyard():
    game = _game()
    crime = game.graveyard("Alice", "Raven's Crime")[0]
    bolt, island = game.hand("Alice", "Lightning Bolt", "Island")
    game.hand("Bob", "Lightning Bolt")
    game.pool("Alice", B=1)
    assert game.reject(A.Cast("Alice", crime, "graveyard", targets=("Bob",), paid=(bolt,))).rule == "701.8a"
    game.apply(A.Cast("Alice", crime, "graveyard", targets=("Bob",), paid=(island,)))
    game.pass_all()
    assert sorted(game.names("graveyard", "Alice")) == ["Island", "Raven's Crime"]
    assert game.names("graveyard", "Bob") == ["Lightning Bolt"]

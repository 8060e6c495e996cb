"""702.34a flashback: the card may be cast from its owner's graveyard, if the spell is an instant or sorcery, by paying
its flashback cost rather than its mana cost (an alternative cost, 601.2f), and it is exiled instead of going anywhere
else as it leaves the stack. Real cards: Think Twice ({1}{U} instant, draw a card, flashback {2}{U}), Call of the
Herd ({2}{G} sorcery, a 3/3 Elephant, flashback {3}{G}), Ancient Grudge, Counterspell, Island."""
from game.rules import actions as A
from game.rules.engine import legal_actions
from tests.rules.builder import Position, performed_in_full


def test_702_34_flashback_cards_are_performed_in_full():
    assert all(map(performed_in_full, ("Think Twice", "Call of the Herd", "Ancient Grudge", "Faithless Looting")))


def _game() -> Position:
    game = Position("Alice", "Bob")
    game.library("Alice", "Island", "Island", "Island")
    game.library("Bob", "Island")
    return game


def test_702_34a_cast_from_the_graveyard_for_the_flashback_cost_then_exiled():
    game = _game()
    think = game.graveyard("Alice", "Think Twice")[0]
    game.pool("Alice", U=1, C=1)
    assert game.reject(A.Cast("Alice", think, "graveyard")).rule == "601.2h"  # {2}{U}, not its mana cost {1}{U}
    game.pool("Alice", C=2)
    offered = [a for a in legal_actions(game.state, "Alice") if isinstance(a, A.Cast) and a.card == think]
    assert offered == [A.Cast("Alice", think, "graveyard")]
    game.apply(A.Cast("Alice", think, "graveyard"))
    assert not any(game.player("Alice").mana_pool.values())
    game.pass_all()
    assert game.names("exile") == ["Think Twice"] and game.names("graveyard", "Alice") == []
    assert len(game.zone("hand", "Alice")) == 1


def test_702_34a_countered_it_is_exiled_too():
    game = _game()
    think = game.graveyard("Alice", "Think Twice")[0]
    counterspell = game.hand("Bob", "Counterspell")
    game.pool("Alice", U=1, C=2)
    game.apply(A.Cast("Alice", think, "graveyard"))
    spell = game.zone("stack")[0]
    game.apply(A.PassPriority("Alice"))
    game.pool("Bob", U=2)
    game.apply(A.Cast("Bob", counterspell, targets=(spell,)))
    game.pass_all()
    assert game.names("exile") == ["Think Twice"] and game.names("graveyard", "Alice") == []


def test_702_34a_cast_from_the_hand_it_goes_to_the_graveyard_as_usual():
    game = _game()
    game.pool("Alice", U=1, C=1)
    game.apply(A.Cast("Alice", game.hand("Alice", "Think Twice")))
    game.pass_all()
    assert game.names("graveyard", "Alice") == ["Think Twice"]


def test_702_34a_sorcery_timing_still_applies_and_only_with_flashback():
    game = _game()
    herd = game.graveyard("Alice", "Call of the Herd")[0]
    bolt = game.graveyard("Alice", "Lightning Bolt")[0]
    game.pool("Alice", G=1, C=3, R=1)
    assert game.reject(A.Cast("Alice", bolt, "graveyard", targets=("Bob",))).rule == "601.3"
    game.apply(A.Cast("Alice", herd, "graveyard"))
    game.pass_all()
    assert "Elephant Token" in game.names("battlefield") and game.names("exile") == ["Call of the Herd"]

"""702.27a buyback: an additional cost its caster may pay (601.2f); if paid, the spell goes into its owner's hand
instead of the graveyard as it resolves (countered, into the graveyard as usual). Real cards: Whispers of the Muse
({U}, buyback {5}, draw a card), Forbid ({1}{U}{U}, buyback—discard two cards, counter target spell), Island,
Lightning Bolt, Counterspell."""
from game.rules import actions as A
from game.rules.engine import legal_actions
from tests.rules.builder import Position, performed_in_full


def test_702_27_buyback_cards_are_performed_in_full():
    assert all(map(performed_in_full, ("Whispers of the Muse", "Capsize", "Forbid", "Constant Mists")))


def _game() -> Position:
    game = Position("Alice", "Bob")
    game.library("Alice", "Island", "Island", "Island")
    game.library("Bob", "Island")
    return game


def test_702_27a_paid_it_returns_to_the_hand_as_it_resolves():
    game = _game()
    whispers = game.hand("Alice", "Whispers of the Muse")
    game.pool("Alice", U=1, C=4)
    assert game.reject(A.Cast("Alice", whispers, buyback=True)).rule == "601.2h"  # {U} + {5}
    game.pool("Alice", C=5)
    game.apply(A.Cast("Alice", whispers, buyback=True))
    assert not any(game.player("Alice").mana_pool.values())
    game.pass_all()
    assert sorted(game.names("hand", "Alice")) == ["Island", "Whispers of the Muse"]
    assert game.names("graveyard", "Alice") == []


def test_702_27a_not_paid_it_goes_to_the_graveyard():
    game = _game()
    whispers = game.hand("Alice", "Whispers of the Muse")
    game.pool("Alice", U=1)
    offered = {a.buyback for a in legal_actions(game.state, "Alice") if isinstance(a, A.Cast) and a.card == whispers}
    assert offered == {False}
    game.apply(A.Cast("Alice", whispers))
    game.pass_all()
    assert game.names("graveyard", "Alice") == ["Whispers of the Muse"]


def test_702_27a_countered_it_goes_to_the_graveyard():
    game = _game()
    whispers = game.hand("Alice", "Whispers of the Muse")
    game.pool("Alice", U=1, C=5)
    game.apply(A.Cast("Alice", whispers, buyback=True))
    game.apply(A.PassPriority("Alice"))
    game.pool("Bob", U=2)
    game.apply(A.Cast("Bob", game.hand("Bob", "Counterspell"), targets=(game.zone("stack")[0],)))
    game.pass_all()
    assert game.names("graveyard", "Alice") == ["Whispers of the Muse"]


def test_702_27a_a_buyback_paid_with_two_discarded_cards():
    game = _game()
    whispers = game.hand("Alice", "Whispers of the Muse")
    forbid, bolt, island = game.hand("Bob", "Forbid", "Lightning Bolt", "Island")
    game.pool("Alice", U=1)
    game.apply(A.Cast("Alice", whispers))
    game.apply(A.PassPriority("Alice"))
    game.pool("Bob", U=3)
    spell = game.zone("stack")[0]
    assert game.reject(A.Cast("Bob", forbid, targets=(spell,), buyback=True, paid=(bolt,))).rule == "601.2h"
    game.apply(A.Cast("Bob", forbid, targets=(spell,), buyback=True, paid=(bolt, island)))
    assert sorted(game.names("graveyard", "Bob")) == ["Island", "Lightning Bolt"]
    game.pass_all()
    assert game.names("hand", "Bob") == ["Forbid"] and game.names("graveyard", "Alice") == ["Whispers of the Muse"]

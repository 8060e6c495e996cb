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


def test_702_34a_a_flashback_cost_with_life_paid_119_4():
    """Deep Analysis: "Flashback—{1}{U}, Pay 3 life."; not with less than 3 life."""
    game = _game()
    analysis = game.graveyard("Alice", "Deep Analysis")[0]
    game.pool("Alice", U=1, C=1)
    game.player("Alice").life = 2
    assert game.reject(A.Cast("Alice", analysis, "graveyard", targets=("Alice",))).rule == "119.4"
    game.player("Alice").life = 20
    game.apply(A.Cast("Alice", analysis, "graveyard", targets=("Alice",)))
    assert game.player("Alice").life == 17 and not any(game.player("Alice").mana_pool.values())
    game.pass_all()
    assert len(game.zone("hand", "Alice")) == 2 and game.names("exile") == ["Deep Analysis"]


def test_702_34a_a_flashback_cost_paid_with_chosen_creatures():
    """Battle Screech cast from the hand makes two Birds; its flashback taps three white creatures (the Birds that
    just came, 302.6 limits only {T} costs of their own)."""
    game = _game()
    lions = game.battlefield("Alice", "Savannah Lions")
    game.pool("Alice", W=2, C=2)
    game.apply(A.Cast("Alice", game.hand("Alice", "Battle Screech")))
    game.pass_all()
    birds = [oid for oid in game.zone("battlefield") if game.chars(oid).name == "Bird Token"]
    screech = game.zone("graveyard", "Alice")[0]
    bears = game.battlefield("Alice", "Grizzly Bears")
    assert game.reject(A.Cast("Alice", screech, "graveyard", paid=(*birds, bears))).rule == "701.21a"  # not white
    game.apply(A.Cast("Alice", screech, "graveyard", paid=(*birds, lions)))
    assert all(game.state.objects[oid].tapped for oid in (*birds, lions))
    game.pass_all()
    assert game.names("battlefield").count("Bird Token") == 4 and game.names("exile") == ["Battle Screech"]

"""707.10, 603.2: "Whenever you cast your first instant or sorcery spell each turn, copy that spell. You may choose
new targets for the copy." (the spell cast, as it is on the stack or as it last was there, 608.2h; 707.10c its
targets kept unless new ones are chosen); a copy of a permanent spell ("Whenever you cast a spell of the chosen
type, copy that spell.", 608.3f) stays unread. Real cards: Double Vision, Reflections of Littjara, Lightning Helix,
Opt, Storm Crow; 603.7c "When you next cast an instant or sorcery spell this turn, copy that spell [twice]. ...":
Doublecast, Complete the Circuit."""
from game.rules.actions import Cast, Choose
from tests.rules.builder import Position, performed_in_full


def test_707_10_double_vision_copies_the_first_instant_and_keeps_its_target():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Double Vision")
    game.pool("Alice", R=1, W=1)
    game.apply(Cast("Alice", game.hand("Alice", "Lightning Helix"), targets=("Bob",)))
    assert game.names("stack") == ["Double Vision", "Lightning Helix"]
    game.pass_all()  # the trigger resolves: a copy, its target Bob unless Alice chooses another
    assert game.names("stack") == ["Lightning Helix", "Lightning Helix"]
    if game.state.pending:
        game.apply(Choose("Alice", targets=("Bob",)))
    game.pass_all()
    game.pass_all()
    assert game.player("Bob").life == 14 and game.player("Alice").life == 26
    assert performed_in_full("Double Vision")


def test_603_2_only_the_first_instant_or_sorcery_each_turn():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Double Vision")
    game.library("Alice", "Storm Crow", "Storm Crow")
    game.pool("Alice", U=1, R=1, W=1)
    game.player("Alice").spells_cast = [["Instant"]]  # an instant cast earlier this turn
    game.apply(Cast("Alice", game.hand("Alice", "Opt")))
    assert game.names("stack") == ["Opt"]


def test_608_3f_a_copy_of_a_permanent_spell_stays_unread():
    assert not performed_in_full("Reflections of Littjara")


def test_603_7c_doublecast_copies_the_next_instant_or_sorcery_only():
    game = Position("Alice", "Bob")
    game.pool("Alice", R=3, W=1, U=1)
    game.library("Alice", "Storm Crow")
    game.apply(Cast("Alice", game.hand("Alice", "Doublecast")))
    game.pass_all()
    game.apply(Cast("Alice", game.hand("Alice", "Lightning Helix"), targets=("Bob",)))
    assert game.names("stack") == ["Doublecast", "Lightning Helix"]  # the delayed trigger, named for its source
    game.pass_all()
    assert game.names("stack") == ["Lightning Helix", "Lightning Helix"]
    if game.state.pending:
        game.apply(Choose("Alice", targets=("Bob",)))
    game.pass_all()
    game.pass_all()
    assert game.player("Bob").life == 14 and performed_in_full("Doublecast")
    game.apply(Cast("Alice", game.hand("Alice", "Opt")))  # the next one: no longer
    assert game.names("stack") == ["Opt"]


def test_603_7c_complete_the_circuit_copies_twice():
    game = Position("Alice", "Bob")
    game.pool("Alice", U=1, C=5, R=1, W=1)
    game.apply(Cast("Alice", game.hand("Alice", "Complete the Circuit")))
    game.pass_all()
    game.apply(Cast("Alice", game.hand("Alice", "Lightning Helix"), targets=("Bob",)))
    game.pass_all()
    while game.state.pending:
        game.apply(Choose("Alice", targets=("Bob",)))
    assert game.names("stack") == ["Lightning Helix"] * 3 and performed_in_full("Complete the Circuit")

"""707.10, 603.2: "Whenever you cast your first instant or sorcery spell each turn, copy that spell. You may choose
new targets for the copy." (the spell cast, as it is on the stack or as it last was there, 608.2h; 707.10c its
targets kept unless new ones are chosen); a copy of a permanent spell ("Whenever you cast a spell of the chosen
type, copy that spell.", 608.3f) stays unread. Real cards: Double Vision, Reflections of Littjara, Lightning Helix,
Opt, Storm Crow."""
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

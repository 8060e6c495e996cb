"""101.2: "This spell can't be countered." (a static ability of the spell on the stack): a spell or ability that
would counter it may target it, but it stays on the stack and resolves. Real cards: Last Word, Dovin's Veto, Void
Rend, Counterspell, Essence Scatter, Divination."""
import pytest

from game.rules.actions import Cast, PassPriority
from tests.rules.builder import Position, performed_in_full


@pytest.mark.parametrize("name", ["Last Word", "Dovin's Veto", "Void Rend"])
def test_101_2_every_line_is_performed(name):
    assert performed_in_full(name)


def test_101_2_counterspell_targets_void_rend_but_doesn_t_counter_it():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Bob", "Grizzly Bears")
    game.pool("Alice", W=1, U=1, B=1)
    game.apply(Cast("Alice", game.hand("Alice", "Void Rend"), targets=(bears,)))
    rend = game.zone("stack")[0]
    game.apply(PassPriority("Alice"))
    game.pool("Bob", U=2)
    game.apply(Cast("Bob", game.hand("Bob", "Counterspell"), targets=(rend,)))
    game.pass_all()  # Counterspell resolves: Void Rend stays
    assert game.names("stack") == ["Void Rend"]
    assert "Void Rend can't be countered" in game.state.log
    game.pass_all()
    assert sorted(game.names("graveyard", "Bob")) == ["Counterspell", "Grizzly Bears"]


def test_101_2_last_word_beats_a_counterspell_aimed_at_it():
    game = Position("Alice", "Bob")
    game.library("Alice", "Island", "Island")
    game.pool("Alice", U=4)
    game.apply(Cast("Alice", game.hand("Alice", "Divination")))
    divination = game.zone("stack")[0]
    game.apply(PassPriority("Alice"))
    game.pool("Bob", U=2)
    game.apply(Cast("Bob", game.hand("Bob", "Counterspell"), targets=(divination,)))
    counter = game.zone("stack")[0]  # the top of the stack
    game.apply(PassPriority("Bob"))
    game.pool("Alice", U=4)
    game.apply(Cast("Alice", game.hand("Alice", "Last Word"), targets=(counter,)))
    word = game.zone("stack")[0]
    game.apply(PassPriority("Alice"))
    game.pool("Bob", U=2)
    game.apply(Cast("Bob", game.hand("Bob", "Counterspell"), targets=(word,)))
    game.pass_all()  # Bob's second Counterspell: Last Word can't be countered
    game.pass_all()  # Last Word counters Bob's first Counterspell
    game.pass_all()  # Divination resolves
    assert "Last Word can't be countered" in game.state.log
    assert game.zone("stack") == [] and len(game.zone("hand", "Alice")) == 2


def test_101_2_a_spell_without_it_is_still_countered():
    game = Position("Alice", "Bob")
    game.pool("Alice", G=2)
    game.apply(Cast("Alice", game.hand("Alice", "Grizzly Bears")))
    bears = game.zone("stack")[0]
    game.apply(PassPriority("Alice"))
    game.pool("Bob", U=2)
    game.apply(Cast("Bob", game.hand("Bob", "Essence Scatter"), targets=(bears,)))
    game.pass_all()
    assert game.names("graveyard", "Alice") == ["Grizzly Bears"]

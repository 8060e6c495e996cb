"""603.7c, 707.10: "III — Until end of turn, whenever you cast an instant or sorcery spell, copy it. You may choose
new targets for the copy." (a delayed triggered ability with a stated duration: it triggers for each such spell
until the cleanup step; the copy is made even once the spell has left the stack, as it last was, 608.2h). Real
cards: The Mirari Conjecture, Shock, Grizzly Bears, Counterspell."""
from game.rules.actions import Advance, Cast, Choose, PassPriority
from tests.rules.builder import Position, performed_in_full


def chapter_three(game: Position) -> None:
    """Alice's Saga with two lore counters gets its third as her precombat main phase begins (714.3b)."""
    game.battlefield("Alice", "The Mirari Conjecture", counters={"lore": 2})
    game.apply(Advance("Alice", "precombat_main"))
    assert [d["at"] for d in game.state.delayed] == ["cast_this_turn"]


def shock(game: Position, target: str) -> None:
    game.pool("Alice", R=1)
    game.apply(Cast("Alice", game.hand("Alice", "Shock"), targets=(target,)))


def test_603_7c_the_mirari_conjecture_copies_each_instant_this_turn():
    game = Position("Alice", "Bob", step="draw")
    chapter_three(game)
    bears = game.battlefield("Bob", "Grizzly Bears")
    for copy_at in (bears, "Bob"):  # each spell, not only the first
        shock(game, "Bob")
        game.pass_all()  # the trigger resolves: a copy, its target Bob or a new one
        game.apply(Choose("Alice", (), (copy_at,)))
        game.pass_all()
        game.pass_all()
    assert game.player("Bob").life == 14 and game.names("graveyard", "Bob") == ["Grizzly Bears"]
    assert performed_in_full("The Mirari Conjecture")


def test_603_7c_it_ends_with_the_turn():
    game = Position("Alice", "Bob", step="draw")
    chapter_three(game)
    game.apply(Advance("Alice", "end"))
    game.apply(Advance("Alice", "upkeep"))
    assert game.state.delayed == []


def test_608_2h_a_countered_spell_is_copied_as_it_last_was():
    game = Position("Alice", "Bob", step="draw")
    chapter_three(game)
    shock(game, "Bob")
    spell = game.state.stack[-1]
    game.apply(PassPriority("Alice"))
    game.pool("Bob", U=2)
    game.apply(Cast("Bob", game.hand("Bob", "Counterspell"), targets=(spell,)))
    game.pass_all()  # Shock is countered; the trigger still copies it
    assert "Shock" in game.names("graveyard", "Alice") and game.names("stack") == ["The Mirari Conjecture"]
    game.pass_all()
    game.apply(Choose("Alice", (), ("Bob",)))  # the copy keeps its target
    game.pass_all()
    assert game.player("Bob").life == 18

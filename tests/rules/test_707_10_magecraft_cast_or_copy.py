"""707.10, 603.2: "Whenever you cast or copy an instant or sorcery spell" (magecraft) triggers for a spell cast and
for a copy of one put on the stack under its controller's control (a copy isn't cast: "Whenever you cast" alone
doesn't). Real cards: Archmage Emeritus, Contemplation, Twincast, Opt, Storm Crow."""
from game.rules.actions import Cast
from tests.rules.builder import Position, performed_in_full


def _twincast_opt(permanent: str):
    """Alice casts Opt, then Twincast copying it; Twincast resolves."""
    game = Position("Alice", "Bob")
    game.battlefield("Alice", permanent)
    game.library("Alice", *["Storm Crow"] * 6)
    game.pool("Alice", U=3)
    game.apply(Cast("Alice", game.hand("Alice", "Opt")))
    assert game.names("stack") == [permanent, "Opt"]
    game.pass_all()
    opt, = game.zone("stack")
    game.apply(Cast("Alice", game.hand("Alice", "Twincast"), targets=(opt,)))
    assert game.names("stack") == [permanent, "Twincast", "Opt"]
    game.pass_all()
    game.pass_all()  # Twincast resolves: Opt copied
    return game


def test_707_10_a_copy_triggers_magecraft():
    game = _twincast_opt("Archmage Emeritus")
    assert game.names("stack") == ["Archmage Emeritus", "Opt", "Opt"]  # the copy's magecraft, above the copy
    game.pass_all()
    assert len(game.zone("hand", "Alice")) == 3 and performed_in_full("Archmage Emeritus")


def test_707_10_a_copy_isn_t_cast():
    game = _twincast_opt("Contemplation")
    assert game.names("stack") == ["Opt", "Opt"] and game.player("Alice").life == 22

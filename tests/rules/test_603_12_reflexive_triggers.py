"""603.12: "When this land enters, sacrifice it. When you do, search your library for a basic Swamp, Mountain, or
Forest card, put it onto the battlefield tapped, then shuffle and you gain 1 life." (Riveteers Overlook). The
reflexive ability triggers on the sacrifice made while the enters ability resolves, and only then; it goes on
the stack the next time a player would receive priority (603.3), so players may respond to it."""
from game.rules.actions import Choose, Move, PlayLand
from tests.rules.builder import Position, starter_specs


def overlook_played() -> tuple[Position, str]:
    game = Position("Alice", "Bob")
    game.library("Alice", "Island", "Mountain", "Forest")
    overlook = game.hand("Alice", "Riveteers Overlook")
    game.apply(PlayLand("Alice", overlook))
    return game, game.zone("battlefield")[-1]


def test_603_12_the_sacrifice_triggers_the_search_which_uses_the_stack():
    game, _ = overlook_played()
    game.pass_all()                                           # the enters trigger resolves: sacrificed
    assert game.names("graveyard", "Alice") == ["Riveteers Overlook"]
    assert game.names("stack") == ["Riveteers Overlook"]      # the reflexive ability waits, to be responded to
    assert game.player("Alice").life == 20
    game.pass_all()
    search = game.state.pending[0]
    assert search["choice"] == "search" and search["tapped"]
    found = [o for o in search["options"]]
    assert sorted(game.state.spec(game.state.objects[o]).name for o in found) == ["Forest", "Mountain"]
    game.apply(Choose("Alice", (found[0],)))
    assert game.state.objects[game.zone("battlefield")[-1]].tapped
    assert game.player("Alice").life == 21                    # then the life, after the shuffle


def test_603_12_nothing_triggers_when_the_land_wasnt_sacrificed():
    game, overlook = overlook_played()
    game.apply(Move("Alice", overlook, "hand"))               # gone before its trigger resolves
    game.pass_all()
    assert not game.names("stack") and not game.state.pending and game.player("Alice").life == 20


def test_the_five_sacrifice_and_search_lands_are_read_in_full():
    for name in ("Riveteers Overlook", "Brokers Hideout"):
        assert starter_specs()[name].manual_lines == (), name

"""706.1a, 706.4, 401.7: Underdark Rift, "{5}, {T}, Exile this land: Roll a d10. Put target artifact, creature,
or planeswalker into its owner's library just beneath the top X cards of that library, where X is the result.
Activate only as a sorcery." The result, from 1 to 10, comes from the game's seed and is in the log; a library
with fewer cards takes it on the bottom; a commander may go to the command zone instead (903.9b)."""
from game.rules.actions import ActivateAbility, Choose
from tests.rules.builder import Position, performed_in_full


def test_706_underdark_rift_is_performed_in_full():
    assert performed_in_full("Underdark Rift")


def _rift(seed: str, library: int, **bears):
    game = Position("Alice", "Bob")
    game.state.seed = seed
    rift = game.battlefield("Alice", "Underdark Rift")
    bears = game.battlefield("Bob", "Grizzly Bears", **bears)
    cards = game.library("Bob", *["Island"] * library)
    game.pool("Alice", C=5)
    game.apply(ActivateAbility("Alice", rift, game.ability(rift), (bears,)))
    assert "Underdark Rift" in game.names("exile")  # exiled as a cost (601.2h)
    events = game.pass_all()
    return game, cards, next(e for e in events if e["type"] == "die_roll")


def test_706_1a_the_target_goes_just_beneath_the_top_x_cards_x_the_result():
    for seed in "abcdef":
        game, cards, roll = _rift(seed * 64, 12)
        assert roll["sides"] == 10 and 1 <= roll["result"] <= 10 and roll["player"] == "Alice"
        assert f"Alice rolls {roll['result']} on a d10" in game.state.log
        library, x = game.zone("library", "Bob"), roll["result"]
        assert game.chars(library[x]).name == "Grizzly Bears" and library[:x] == cards[:x]


def test_706_1a_the_seed_decides_the_result():
    results = {_rift(seed * 64, 12)[2]["result"] for seed in "abcdefgh"}
    assert len(results) > 1 and _rift("a" * 64, 12)[2] == _rift("a" * 64, 12)[2]


def test_401_7_a_shorter_library_takes_it_on_the_bottom():
    game, cards, roll = _rift("a" * 64, 0)
    assert game.names("library", "Bob") == ["Grizzly Bears"]


def test_903_9b_a_commander_may_go_to_the_command_zone_instead():
    game, _, roll = _rift("a" * 64, 12, commander=True)
    choice = game.state.pending[0]
    assert choice["choice"] == "commander_instead" and choice["player"] == "Bob" and choice["zone"] == "library"
    game.apply(Choose("Bob", (), options=("command",)))
    assert game.names("command") == ["Grizzly Bears"]


def test_602_5d_underdark_rift_only_as_a_sorcery():
    game = Position("Alice", "Bob", active="Bob", priority="Alice")
    rift = game.battlefield("Alice", "Underdark Rift")
    bears = game.battlefield("Bob", "Grizzly Bears")
    game.pool("Alice", C=5)
    assert game.reject(ActivateAbility("Alice", rift, game.ability(rift), (bears,))).rule == "602.5d"

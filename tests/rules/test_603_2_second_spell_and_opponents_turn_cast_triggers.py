"""603.2, 601.2i: "Whenever you cast your second spell each turn" (the spell that makes the player's spells this turn
two), "Whenever a player casts their second spell each turn", "Whenever you cast a spell during an opponent's turn".
Real cards: Thunder Drake, Ledger Shredder, Brineborn Cutthroat, Opt, Storm Crow."""
from game.rules.actions import Cast
from tests.rules.builder import Position, performed_in_full


def _opt(game, player: str):
    game.pool(player, U=1)
    game.apply(Cast(player, game.hand(player, "Opt")))


def test_603_2_only_the_second_spell_each_turn_triggers_thunder_drake():
    game = Position("Alice", "Bob")
    drake = game.battlefield("Alice", "Thunder Drake")
    game.library("Alice", "Storm Crow", "Storm Crow", "Storm Crow")
    _opt(game, "Alice")
    assert game.names("stack") == ["Opt"]
    _opt(game, "Alice")
    assert game.names("stack") == ["Thunder Drake", "Opt", "Opt"]
    game.pass_all()
    assert game.state.objects[drake].counters == {"+1/+1": 1}
    _opt(game, "Alice")  # the third: nothing
    assert game.names("stack") == ["Opt", "Opt", "Opt"]
    assert performed_in_full("Thunder Drake")


def test_603_2_a_player_s_second_spell_counts_that_player_s_spells_only():
    game = Position("Alice", "Bob", active="Bob")
    game.battlefield("Alice", "Ledger Shredder")
    game.library("Bob", "Storm Crow", "Storm Crow")
    game.library("Alice", "Storm Crow", "Storm Crow")
    _opt(game, "Bob")
    game.state.turn.priority = "Alice"
    _opt(game, "Alice")  # Alice's first: Bob's spell isn't hers
    assert game.names("stack") == ["Opt", "Opt"]
    game.state.turn.priority = "Bob"
    _opt(game, "Bob")
    assert game.names("stack") == ["Ledger Shredder", "Opt", "Opt", "Opt"]


def test_603_2_a_spell_cast_during_an_opponent_s_turn_triggers_brineborn_cutthroat():
    game = Position("Alice", "Bob", active="Bob")
    cutthroat = game.battlefield("Alice", "Brineborn Cutthroat")
    game.library("Alice", "Storm Crow")
    game.state.turn.priority = "Alice"
    _opt(game, "Alice")
    assert game.names("stack") == ["Brineborn Cutthroat", "Opt"]
    game.pass_all()
    assert game.state.objects[cutthroat].counters == {"+1/+1": 1}
    mine = Position("Alice", "Bob")
    mine.battlefield("Alice", "Brineborn Cutthroat")
    mine.library("Alice", "Storm Crow")
    _opt(mine, "Alice")  # her own turn: nothing
    assert mine.names("stack") == ["Opt"] and performed_in_full("Brineborn Cutthroat")

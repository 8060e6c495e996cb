"""702.116a myriad: "Whenever this creature attacks, for each opponent other than defending player, you may create a
token that's a copy of this creature that's tapped and attacking that player or a planeswalker they control. If one
or more tokens are created this way, exile the tokens at end of combat." (a "myriad" choice for each such opponent;
none in a two-player game). Real cards: Warchief Giant, Jace Beleren."""
from game.rules import actions as A
from tests.rules.builder import Position, performed_in_full


def test_702_116_every_line_is_performed():
    assert performed_in_full("Warchief Giant")


def _attack(game, giant, attacked="Bob"):
    game.apply(A.Advance("Alice", "beginning_of_combat"))
    game.pass_all()
    game.apply(A.Choose("Alice", (giant,), (attacked,)))
    game.pass_all()  # myriad resolves: a choice for each other opponent


def test_702_116a_a_token_attacking_each_other_opponent_or_their_planeswalker_exiled_at_end_of_combat():
    game = Position("Alice", "Bob", "Carol", "Dave")
    giant = game.battlefield("Alice", "Warchief Giant")
    jace = game.battlefield("Dave", "Jace Beleren", counters={"loyalty": 3})
    _attack(game, giant)
    choices = [c for c in game.state.pending if c["choice"] == "myriad"]
    assert [c["options"] for c in choices] == [["Carol"], ["Dave", jace]]
    assert game.reject(A.Choose("Alice", (), ("Bob",))).rule == "702.116a"
    game.apply(A.Choose("Alice", (), ("Carol",)))
    game.apply(A.Choose("Alice", (), (jace,)))
    tokens = [o for o in game.state.battlefield if game.state.objects[o].token]
    assert sorted(game.state.objects[t].attacking for t in tokens) == sorted(["Carol", jace])
    assert all(game.state.objects[t].tapped and game.names("battlefield").count("Warchief Giant") == 3
               for t in tokens)
    game.apply(A.Advance("Alice", "end_of_combat"))
    game.pass_all()  # the delayed trigger exiles the tokens
    assert game.names("battlefield").count("Warchief Giant") == 1
    assert not any(game.state.objects[o].token for o in game.state.battlefield)


def test_702_116a_no_token_when_declined_and_none_in_a_two_player_game():
    game = Position("Alice", "Bob", "Carol")
    giant = game.battlefield("Alice", "Warchief Giant")
    _attack(game, giant)
    game.apply(A.Choose("Alice"))
    assert game.names("battlefield").count("Warchief Giant") == 1 and not game.state.delayed
    duel = Position("Alice", "Bob")
    giant = duel.battlefield("Alice", "Warchief Giant")
    duel.apply(A.Advance("Alice", "beginning_of_combat"))
    duel.pass_all()
    duel.apply(A.Choose("Alice", (giant,)))
    duel.pass_all()
    assert not duel.state.pending and duel.names("battlefield") == ["Warchief Giant"]

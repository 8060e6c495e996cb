"""702.11b: hexproof keeps an opponent's spells and abilities from targeting; Detection Tower: "Until end of turn,
your opponents and creatures your opponents control with hexproof can be the targets of spells and abilities you
control as though they didn't have hexproof." (a rule for its controller, this turn: 514.2). Real cards."""
from game.rules.actions import ActivateAbility, Advance, Cast
from game.rules.spells import activated_abilities
from tests.rules.builder import Position, performed_in_full


def test_702_11b_detection_tower_is_performed_in_full():
    assert performed_in_full("Detection Tower")


def _bolt(game: Position, player: str, target: str) -> Cast:
    game.pool(player, R=1)
    return Cast(player, game.hand(player, "Lightning Bolt"), targets=(target,))


def test_702_11b_after_detection_tower_its_controller_may_target_an_opponent_s_hexproof_creature():
    game = Position("Alice", "Bob")
    scout = game.battlefield("Bob", "Gladecover Scout")
    assert game.reject(_bolt(game, "Alice", scout)).rule == "601.2c"
    tower = game.battlefield("Alice", "Detection Tower")
    game.pool("Alice", C=1)
    game.apply(ActivateAbility("Alice", tower, activated_abilities(game.state, tower)[-1][0]))
    game.pass_all()
    later = game.battlefield("Bob", "Gladecover Scout")  # one that came after the ability resolved, too
    game.apply(_bolt(game, "Alice", later))
    game.pass_all()
    assert later not in game.state.objects and "Gladecover Scout" in game.names("graveyard", "Bob")
    game.apply(_bolt(game, "Alice", scout))
    game.pass_all()
    assert game.names("graveyard", "Bob") == ["Gladecover Scout", "Gladecover Scout"]


def test_514_2_the_permission_ends_with_the_turn_and_is_its_controller_s_alone():
    game = Position("Alice", "Bob")
    scout = game.battlefield("Bob", "Gladecover Scout")
    mine = game.battlefield("Alice", "Gladecover Scout")
    tower = game.battlefield("Alice", "Detection Tower")
    game.pool("Alice", C=1)
    game.apply(ActivateAbility("Alice", tower, activated_abilities(game.state, tower)[-1][0]))
    game.pass_all()
    game.apply(Advance("Alice", "end"))
    game.state.turn.priority = "Bob"
    assert game.reject(_bolt(game, "Bob", mine)).rule == "601.2c"  # Bob's bolt: Alice's Tower doesn't help him
    game.apply(Advance("Alice", "upkeep"))  # Bob's turn: the cleanup step has ended it
    game.state.turn.priority = "Alice"
    assert game.reject(_bolt(game, "Alice", scout)).rule == "601.2c"

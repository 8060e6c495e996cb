""""Pass until" is the engine's (rules/passing.py): a wish in the state, passes made within one apply."""
from game.rules.actions import GainLife, PassPriority
from tests.rules.builder import Position


def test_117_3d_a_player_passing_until_a_step_passes_by_themselves_until_it_begins():
    game = Position("Alice", "Bob")
    game.apply(PassPriority("Alice", until="end"))
    assert game.state.passing == {"Alice": {"until": "end", "from": [1, "precombat_main"]}}
    for _ in range(8):  # Bob passes in each step; Alice's passes come with his, in the same apply
        if game.state.turn.step == "end":
            break
        assert game.state.turn.priority == "Bob"
        game.apply(PassPriority("Bob"))
    assert (game.state.turn.step, game.state.turn.priority) == ("end", "Alice")
    assert game.state.passing == {}  # the step began: done


def test_any_other_action_of_the_player_ends_their_wish_and_a_refused_one_starts_none():
    game = Position("Alice", "Bob")
    assert game.reject(PassPriority("Bob", until="end")).rule == "117.3d"  # not Bob's priority
    assert game.state.passing == {}
    assert game.reject(PassPriority("Alice", until="nowhere")).rule == "500.1"
    game.apply(PassPriority("Alice", until="end"))
    game.apply(GainLife("Alice", 1))
    assert game.state.passing == {}


def test_the_engine_writes_the_public_log_of_what_it_did():
    game = Position("Alice", "Bob")
    game.apply(GainLife("Alice", 2))
    assert game.state.log[-1] == "Alice gains 2 life"

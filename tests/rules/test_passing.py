""""Pass until" is the engine's (rules/passing.py): a wish in the state, passes made within one apply."""
from game.rules.actions import Cast, GainLife, PassPriority, StopPassing
from game.table.offers import offers_for
from tests.rules.builder import Position


def test_117_3d_a_player_passing_until_a_step_passes_by_themselves_until_it_begins():
    game = Position("Alice", "Bob")
    game.apply(PassPriority("Alice", until="end"))
    assert game.state.passing == {"Alice": {"until": "end", "from": [1, "precombat_main"], "seen": []}}
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
    assert game.state.log[-1] == "Alice gains 2 life by hand"  # GainLife is a manual effect (actions.EFFECT_ACTIONS)


def _pass_while(game, player):
    """``player`` passes each time they hold priority, until someone else does."""
    while game.state.turn.priority == player:
        game.apply(PassPriority(player))


def test_514_3_passing_until_cleanup_ends_as_cleanup_begins_though_nobody_receives_priority_there():
    game = Position("Alice", "Bob")
    game.library("Bob", "Island")
    game.apply(PassPriority("Alice", until="cleanup"))
    _pass_while(game, "Bob")
    # Bob's turn 2: Alice's wish ended in turn 1's cleanup, so she is asked in his upkeep, not passed through.
    assert game.state.passing == {}
    turn = game.state.turn
    assert (turn.number, turn.active, turn.step, turn.priority) == (2, "Bob", "upkeep", "Alice")


def test_508_8_a_wish_for_a_step_that_never_comes_ends_as_its_player_s_own_next_main_phase_begins():
    game = Position("Alice", "Bob")
    game.library("Alice", "Island", "Island")
    game.library("Bob", "Island", "Island")
    game.apply(PassPriority("Alice", until="declare_blockers"))  # nobody attacks: no declare blockers step
    _pass_while(game, "Bob")
    turn = game.state.turn
    assert (turn.number, turn.active, turn.step, turn.priority) == (3, "Alice", "precombat_main", "Alice")
    assert game.state.passing == {}


def test_117_3_an_opponent_s_spell_on_the_stack_ends_a_wish_so_the_player_can_respond():
    game = Position("Alice", "Bob")
    bolt = game.hand("Alice", "Lightning Bolt")
    game.apply(PassPriority("Alice"))
    game.apply(PassPriority("Bob", until="end"))  # Bob would pass through Alice's turn
    assert game.state.turn.step == "beginning_of_combat" and game.state.turn.priority == "Alice"
    game.pool("Alice", R=1)
    game.apply(Cast("Alice", bolt, targets=("Bob",)))
    game.apply(PassPriority("Alice"))
    assert game.state.turn.priority == "Bob" and game.state.stack and game.state.passing == {}


def test_a_player_passing_until_a_step_sees_it_and_may_stop_it_without_priority():
    game = Position("Alice", "Bob")
    game.apply(PassPriority("Alice", until="end"))
    assert offers_for(game.state, "Alice").passing_until == "end" and offers_for(game.state, "Bob").passing_until == ""
    assert game.reject(StopPassing("Bob")).rule == "117.3d"  # Bob isn't passing until anything
    game.apply(StopPassing("Alice"))
    assert game.state.passing == {} and offers_for(game.state, "Alice").passing_until == ""
    game.apply(PassPriority("Bob"))  # Alice is asked again in the next step
    assert game.state.turn.priority == "Alice"

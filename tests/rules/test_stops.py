"""Stops (rules/passing.py): a player who chose them passes by themselves in the other steps while the stack
is empty; "pass until my turn" ends as their own next turn begins."""
from game.rules.actions import Cast, PassPriority, SetStops
from game.rules.passing import DEFAULT_STOPS
from tests.rules.builder import Position


def _with_default_stops(game):
    for player in ("Alice", "Bob"):
        game.apply(SetStops(player, tuple(DEFAULT_STOPS["mine"]), tuple(DEFAULT_STOPS["theirs"])))


def _where(game) -> tuple:
    turn = game.state.turn
    return turn.number, turn.active, turn.step, turn.priority


def test_with_the_default_stops_a_pass_in_a_main_phase_goes_on_to_the_opponents_end_step_then_my_main():
    game = Position("Alice", "Bob")
    game.library("Alice", "Island", "Island")
    game.library("Bob", "Island", "Island")
    _with_default_stops(game)
    assert _where(game) == (1, "Alice", "precombat_main", "Alice")  # choosing stops never passes at once
    game.apply(PassPriority("Alice"))  # Bob doesn't stop in Alice's main phase, nor in her combat
    assert _where(game) == (1, "Alice", "postcombat_main", "Alice")
    game.apply(PassPriority("Alice"))
    assert _where(game) == (1, "Alice", "end", "Bob")  # the opponent's end step
    game.apply(PassPriority("Bob"))  # nobody stops in Bob's upkeep or draw step
    assert _where(game) == (2, "Bob", "precombat_main", "Bob")


def test_something_on_the_stack_stops_a_player_in_a_step_they_dont_stop_in():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Mountain")
    shock = game.hand("Alice", "Shock")
    _with_default_stops(game)
    game.pool("Alice", R=1)
    game.apply(Cast("Alice", shock, targets=("Bob",)))
    game.apply(PassPriority("Alice"))
    assert _where(game) == (1, "Alice", "precombat_main", "Bob")  # not his stop, but a spell to answer
    game.apply(PassPriority("Bob"))
    assert game.player("Bob").life == 18 and _where(game) == (1, "Alice", "precombat_main", "Alice")


def test_a_player_without_stops_stops_everywhere():
    game = Position("Alice", "Bob")
    game.apply(SetStops("Alice", tuple(DEFAULT_STOPS["mine"]), tuple(DEFAULT_STOPS["theirs"])))
    game.apply(PassPriority("Alice"))
    assert _where(game) == (1, "Alice", "precombat_main", "Bob")


def test_a_stop_must_name_a_step():
    game = Position("Alice", "Bob")
    assert game.reject(SetStops("Alice", ("lunch",), ())).rule == "500.1"


def test_passing_until_my_turn_ends_as_my_next_turn_begins_and_my_stops_take_over():
    game = Position("Alice", "Bob", active="Bob", step="postcombat_main", priority="Alice")
    game.library("Alice", "Island", "Island")
    game.library("Bob", "Island", "Island")
    game.apply(SetStops("Alice", ("draw",), ()))  # she stops in her draw step only
    game.apply(PassPriority("Alice", until="my_turn"))
    while game.state.turn.priority == "Bob":
        game.apply(PassPriority("Bob"))
    assert _where(game) == (2, "Alice", "draw", "Alice") and game.state.passing == {}

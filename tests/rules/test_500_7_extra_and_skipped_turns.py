"""500.7 extra turns and 614.10 skipped turns, with Magosi, the Waterveil: "{U}, {T}: Put an eon counter on this
land. Skip your next turn." and "{T}, Remove an eon counter from this land and return it to its owner's hand: Take
an extra turn after this one." (the land returned to its owner's hand as a cost, 601.2h)."""
from game.rules.actions import ActivateAbility, Advance, PassPriority
from game.rules.spells import activated_abilities
from game.rules.turn_order import give_extra_turn, skip_next_turn
from tests.rules.builder import Position, performed_in_full


def _abilities(game: Position, magosi: str) -> tuple[int, int]:
    (skip, _), (extra, _) = activated_abilities(game.state, magosi)
    return skip, extra


def _game(*players: str, number: int) -> Position:
    game = Position(*players, number=number)
    for player in players:
        game.library(player, *["Island"] * 8)
    return game


def _next_turn(game: Position) -> tuple[int, str]:
    """On to the next turn's upkeep: its number and active player."""
    game.apply(Advance(game.state.turn.active, "upkeep"))
    return game.state.turn.number, game.state.turn.active


def test_614_10_magosi_skips_your_next_turn():
    assert performed_in_full("Magosi, the Waterveil")
    game = _game("Alice", "Bob", number=3)
    magosi = game.battlefield("Alice", "Magosi, the Waterveil")
    game.pool("Alice", U=1)
    game.apply(ActivateAbility("Alice", magosi, _abilities(game, magosi)[0]))
    game.pass_all()
    assert game.state.objects[magosi].counters == {"eon": 1}
    assert "Alice will skip their next turn" in game.state.log
    assert _next_turn(game) == (4, "Bob")
    assert _next_turn(game) == (5, "Bob")  # Alice's turn is skipped: it doesn't happen (500.11)
    assert "Alice skips their turn (rule 614.10)" in game.state.log
    assert _next_turn(game) == (6, "Alice")


def test_500_7_magosi_returns_to_hand_for_an_extra_turn_after_this_one():
    game = _game("Alice", "Bob", number=3)
    magosi = game.battlefield("Alice", "Magosi, the Waterveil", counters={"eon": 1})
    game.apply(ActivateAbility("Alice", magosi, _abilities(game, magosi)[1]))
    assert game.names("hand", "Alice") == ["Magosi, the Waterveil"]  # the cost, paid at once
    game.pass_all()
    assert _next_turn(game) == (4, "Alice")
    assert _next_turn(game) == (5, "Bob")
    assert _next_turn(game) == (6, "Alice")


def test_500_7_an_extra_turn_taken_in_an_opponents_turn_comes_right_after_it():
    game = _game("Alice", "Bob", number=4)
    magosi = game.battlefield("Bob", "Magosi, the Waterveil", counters={"eon": 1})
    game.apply(PassPriority("Alice"))
    game.apply(ActivateAbility("Bob", magosi, _abilities(game, magosi)[1]))  # during Alice's turn
    game.apply(PassPriority("Bob"))
    game.apply(PassPriority("Alice"))
    assert game.state.turn.extra_turns == ["Bob"]
    assert _next_turn(game) == (5, "Bob")  # the extra turn
    assert _next_turn(game) == (6, "Bob")  # then turn order goes on after Alice's turn: Bob's own
    assert _next_turn(game) == (7, "Alice")


def test_magosi_needs_an_eon_counter_to_return_it():
    game = Position("Alice", "Bob")
    magosi = game.battlefield("Alice", "Magosi, the Waterveil")
    assert game.reject(ActivateAbility("Alice", magosi, _abilities(game, magosi)[1])).rule == "118.3"


def test_500_7_the_most_recent_extra_turn_first_and_614_10a_two_skips_skip_two_turns():
    game = _game("Alice", "Bob", "Carol", number=1)
    give_extra_turn(game.state, "Carol")
    give_extra_turn(game.state, "Bob")
    assert [_next_turn(game)[1] for _ in range(4)] == ["Bob", "Carol", "Bob", "Carol"]
    skip_next_turn(game.state, "Alice")
    skip_next_turn(game.state, "Alice")
    give_extra_turn(game.state, "Alice")  # an extra turn is a turn of hers too: skipped first
    assert [_next_turn(game)[1] for _ in range(4)] == ["Bob", "Carol", "Alice", "Bob"]
    assert game.player("Alice").skip_turns == 0

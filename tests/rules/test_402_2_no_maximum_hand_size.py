"""402.2, 514.1: "You have no maximum hand size." (Reliquary Tower): its controller discards nothing in their
cleanup step; another player keeps their seven."""
from game.rules.actions import Advance
from tests.rules.builder import Position, starter_specs


def nine_cards_in_hand(tower_controller: str) -> Position:
    game = Position("Alice", "Bob", number=3)
    for player in ("Alice", "Bob"):
        game.library(player, *["Forest"] * 5)
        game.hand(player, *["Island"] * 9)
    game.battlefield(tower_controller, "Reliquary Tower")
    return game


def test_402_2_with_reliquary_tower_its_controller_keeps_every_card():
    game = nine_cards_in_hand("Alice")
    game.apply(Advance("Alice", "upkeep"))                    # through Alice's cleanup into Bob's turn
    assert game.state.turn.active == "Bob" and len(game.zone("hand", "Alice")) == 9


def test_514_1_without_it_the_active_player_discards_down_to_seven():
    game = nine_cards_in_hand("Bob")
    game.apply(Advance("Alice", "upkeep"))
    assert game.state.pending == [{"player": "Alice", "choice": "discard", "count": 2}]


def test_reliquary_tower_is_read_in_full():
    assert starter_specs()["Reliquary Tower"].manual_lines == ()

"""The engine's public face (game/rules/__init__.py): what the rest of Landfall imports."""
import pytest

from game.rules import GameState, RuleViolation, actions, apply, is_legal, legal_actions, new_game
from tests.rules.builder import Position, starter_specs


def test_is_legal_answers_without_changing_the_state_and_agrees_with_apply():
    game = Position("Alice", "Bob")
    forest, island = game.hand("Alice", "Forest", "Island")
    before = game.state.to_dict()
    assert is_legal(game.state, actions.PlayLand("Alice", forest))
    assert not is_legal(game.state, actions.PlayLand("Bob", forest))
    assert game.state.to_dict() == before
    assert all(is_legal(game.state, action) for action in legal_actions(game.state, "Alice"))
    apply(game.state, actions.PlayLand("Alice", forest))
    assert not is_legal(game.state, actions.PlayLand("Alice", island))
    with pytest.raises(RuleViolation, match=r"305\.2b"):
        apply(game.state, actions.PlayLand("Alice", island))


def test_new_game_deals_a_game_ready_for_mulligans():
    state, _ = new_game(players=["Alice", "Bob"], decks={"Alice": ["Forest"] * 10, "Bob": ["Forest"] * 10},
                        cards={"Forest": starter_specs()["Forest"]}, seed="s")
    assert isinstance(state, GameState) and [c["choice"] for c in state.pending] == ["mulligan", "mulligan"]

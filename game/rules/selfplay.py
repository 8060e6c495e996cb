"""Random self-play: a player who picks uniformly among its legal actions.

Used by the property-based tests and the engine benchmark, and handy as a
"goldfish" opponent. Effect actions are never chosen: only what a player
may do under the rules.
"""
import random

from game.rules.actions import Concede, Mulligan
from game.rules.engine import apply, legal_actions
from game.rules.state import GameState


def acting_player(state: GameState) -> str | None:
    """Who must act now: the first player with a pending choice, else the priority holder."""
    if state.pending:
        return state.pending[0]["player"]
    return state.turn.priority


def random_action(state: GameState, rng: random.Random):
    player = acting_player(state)
    if player is None:
        return None
    options = [a for a in legal_actions(state, player) if not isinstance(a, Concede)]
    keeps = [a for a in options if isinstance(a, Mulligan) and a.keep]
    if keeps and rng.random() < 0.8:
        return keeps[0]  # mostly keep, so games get going
    return rng.choice(options) if options else None


def play_random(state: GameState, rng: random.Random, max_actions: int, on_step=None) -> int:
    """Play up to ``max_actions`` random legal actions; returns how many were applied."""
    done = 0
    while done < max_actions and not state.game_over:
        action = random_action(state, rng)
        if action is None:
            break
        events = apply(state, action)
        done += 1
        if on_step is not None:
            on_step(action, events)
    return done

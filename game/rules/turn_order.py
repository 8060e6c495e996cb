"""Whose turn comes next: turn order (101.4, 800.4k: not a player who left), extra turns (500.7) and skipped turns
(614.10).

Extra turns wait in ``Turn.extra_turns``, the next one first: each is added directly after the turn it's given in,
so the most recently created is taken first (500.7). While they are taken, ``Turn.normal`` keeps the player
whose turn they came after: turn order goes on from that player once they are over. "Skip your next turn" is a
replacement effect (614.10): each one waiting is counted on its player (``Player.skip_turns``) and is satisfied by
the next turn that player would take, extra or not (614.10a: two skip the next two).
"""
from game.rules.state import GameState


def next_in_turn_order(state: GameState, player: str) -> str:
    names = state.player_names
    index = names.index(player)
    for step in range(1, len(names) + 1):
        candidate = state.player(names[(index + step) % len(names)])
        if candidate.in_game:
            return candidate.name
    return player


def give_extra_turn(state: GameState, player: str) -> None:
    """500.7: "Take an extra turn after this one.": directly after the current turn, before any others."""
    state.turn.extra_turns = [player] + state.turn.extra_turns


def skip_next_turn(state: GameState, player: str) -> None:
    """614.10a: one more of the player's next turns is skipped."""
    state.player(player).skip_turns += 1


def next_turn(state: GameState, events: list) -> str:
    """The player who takes the next turn; each turn skipped on the way is passed over as though it didn't exist
    (500.11), satisfying one skip effect."""
    turn = state.turn
    anchor, extras = turn.normal or turn.active, list(turn.extra_turns)
    while True:
        extra = bool(extras)
        player = extras.pop(0) if extra else next_in_turn_order(state, anchor)
        if extra and not state.player(player).in_game:
            continue  # 800.4a: a player who left takes no turns
        if not extra:
            anchor = player
        if state.player(player).skip_turns:
            state.player(player).skip_turns -= 1
            events.append({"type": "turn_skipped", "player": player, "rule": "614.10"})
            continue
        turn.extra_turns, turn.normal = extras, anchor if extra else ""
        return player

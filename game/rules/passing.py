""""Pass until": a player who asks keeps passing priority by themselves until a step begins.

A wish is part of the state (GameState.passing), so an action is the engine's
alone and a replay of it elsewhere is the same call. It is asked with a pass
(PassPriority.until) and counted from the turn and step it was asked in; any
other action of that player ends it, and so does the step beginning.
"""
from game.rules.errors import RuleViolation

AUTO_PASS_LIMIT = 60  # passes in one action: several turns of four players


def note_wish(state, action, asked_at: tuple) -> None:
    """After ``action`` was performed (``asked_at``: the turn and step it came in), its player's wish
    starts (a pass with ``until``) or ends (any other action of theirs)."""
    player, until = getattr(action, "player", None), getattr(action, "until", "")
    if until:
        state.passing[player] = {"until": until, "from": list(asked_at)}
    else:
        state.passing.pop(player, None)


def auto_pass(state, pass_once) -> list:
    """Pass for whoever holds priority and wishes to pass until a step that hasn't begun (``pass_once(player)``
    passes once and returns its events); the events of those passes."""
    events = []
    for _ in range(AUTO_PASS_LIMIT):
        holder = state.turn.priority
        wish = state.passing.get(holder) if holder and not state.pending and not state.game_over else None
        if wish is None:
            break
        if state.turn.step == wish["until"] and [state.turn.number, state.turn.step] != wish["from"]:
            del state.passing[holder]  # that step has begun: done, the player acts again
            break
        try:
            events += pass_once(holder)
        except RuleViolation:
            break
    return events

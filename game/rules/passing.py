""""Pass until": a player who asks keeps passing priority by themselves until a step begins.

A wish is part of the state (GameState.passing), so an action is the engine's
alone and a replay of it elsewhere is the same call. It is asked with a pass
(PassPriority.until) and counted from the turn and step it was asked in. It
ends when that step begins, whether or not anyone receives priority in it
(cleanup, 514.3); at the latest as its player's own next main phase begins;
when an opponent puts a spell or ability on the stack; when its player has a
choice to make; and with any other action of that player.
"""
from game.rules.errors import RuleViolation

AUTO_PASS_LIMIT = 60  # passes in one action: several turns of four players


def note_wish(state, action, asked_at: tuple) -> None:
    """After ``action`` was performed (``asked_at``: the turn and step it came in), its player's wish
    starts (a pass with ``until``) or ends (any other action of theirs)."""
    player, until = getattr(action, "player", None), getattr(action, "until", "")
    if until:
        state.passing[player] = {"until": until, "from": list(asked_at), "seen": list(state.stack)}
    else:
        state.passing.pop(player, None)


def end_wishes_for_step(state) -> None:
    """A step began (flow.begin_step): wishes for it end, and so does the wish of the player whose own main
    phase it is, however far it reached."""
    turn = state.turn
    for player, wish in list(state.passing.items()):
        if [turn.number, turn.step] != wish["from"] and (
                turn.step == wish["until"] or turn.step == "precombat_main" and turn.active == player):
            del state.passing[player]


def _interrupted(state, player: str, wish: dict) -> bool:
    """An opponent put a spell or ability on the stack since the wish, or the player has a choice to make."""
    return any(state.objects[oid].controller != player for oid in state.stack if oid not in wish["seen"]) or \
        any(choice["player"] == player for choice in state.pending)


def auto_pass(state, pass_once) -> list:
    """Pass for whoever holds priority and wishes to pass until a step that hasn't begun (``pass_once(player)``
    passes once and returns its events); the events of those passes."""
    events = []
    for _ in range(AUTO_PASS_LIMIT):
        for player, wish in list(state.passing.items()):
            if _interrupted(state, player, wish):
                del state.passing[player]
        holder = state.turn.priority
        wish = state.passing.get(holder) if holder and not state.pending and not state.game_over else None
        if wish is None:
            break
        try:
            events += pass_once(holder)
        except RuleViolation:
            break
    return events

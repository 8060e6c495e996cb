""""Pass until": a player who asks keeps passing priority by themselves until a step begins.

A wish is part of the state (GameState.passing), so an action is the engine's
alone and a replay of it elsewhere is the same call. It is asked with a pass
(PassPriority.until) and counted from the turn and step it was asked in. It
ends when that step begins, whether or not anyone receives priority in it
(cleanup, 514.3); at the latest as its player's own next main phase begins;
when an opponent puts a spell or ability on the stack; when its player has a
choice to make; and with any other action of that player.

Stops (GameState.stops, MTGO's): a player who chose them passes by themselves
in the other steps while the stack is empty and they have no choice to make.
"""
from game.rules.errors import RuleViolation
from game.rules.state import STEPS

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
                turn.step == wish["until"] or turn.step == "precombat_main" and turn.active == player
                or wish["until"] == MY_TURN and turn.active == player and turn.number != wish["from"][0]):
            del state.passing[player]


def _interrupted(state, player: str, wish: dict) -> bool:
    """An opponent put a spell or ability on the stack since the wish, or the player has a choice to make."""
    return any(state.objects[oid].controller != player for oid in state.stack if oid not in wish["seen"]) or \
        any(choice["player"] == player for choice in state.pending)


MY_TURN = "my_turn"  # "pass until my turn": until a step of the player's own next turn begins
UNTIL = STEPS + (MY_TURN,)
DEFAULT_STOPS = {"mine": ["precombat_main", "postcombat_main"], "theirs": ["end"]}


def set_stops(state, action, events) -> None:
    """A player's stops (actions.SetStops): steps of their own turns and of the others'."""
    if any(step not in STEPS for step in (*action.mine, *action.theirs)):
        raise RuleViolation("500.1", "a stop must name a step")
    state.stops = {**state.stops, action.player: {"mine": list(action.mine), "theirs": list(action.theirs)}}


def _stops_here(state, player: str) -> bool:
    """Whether ``player``, holding priority, stops now: always with something on the stack or no stops chosen."""
    stops = state.stops.get(player)
    return stops is None or bool(state.stack) or \
        state.turn.step in stops["mine" if state.turn.active == player else "theirs"]


def auto_pass(state, pass_once, by_stops: bool = True) -> list:
    """Pass for whoever holds priority and wishes to pass until a step that hasn't begun, or (``by_stops``)
    doesn't stop in this one (``pass_once(player)`` passes once and returns its events); the events of those
    passes."""
    events = []
    for _ in range(AUTO_PASS_LIMIT):
        for player, wish in list(state.passing.items()):
            if _interrupted(state, player, wish):
                del state.passing[player]
        holder = state.turn.priority
        if not holder or state.pending or state.game_over or \
                holder not in state.passing and (not by_stops or _stops_here(state, holder)):
            break
        try:
            events += pass_once(holder)
        except RuleViolation:
            break
    return events

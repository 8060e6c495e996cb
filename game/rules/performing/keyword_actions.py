"""Performing the keyword actions of phrasebook/keyword_actions.py: proliferate (701.34a), explore (701.40a)."""
from game.rules.characteristics import characteristics
from game.rules.errors import RuleViolation
from game.rules.performing.counters import change_counters
from game.rules.registry import chooses, performs
from game.rules.zones import move_object

# The counters a player can have here (122.1): poison (122.1f) and energy (107.14).
PLAYER_COUNTERS = ("poison", "energy")


@performs("proliferate")
def proliferate(state, effect, *, controller, source_id, target, events) -> None:
    """701.34a: "choose any number of permanents and/or players that have a counter, then give each one additional
    counter of each kind that permanent or player already has" (no targets: 115.10)."""
    permanents = [oid for oid in state.battlefield if state.objects[oid].counters]
    players = [p.name for p in state.players_in_game() if any(getattr(p, kind) for kind in PLAYER_COUNTERS)]
    if permanents or players:
        state.pending.append({"player": controller, "choice": "proliferate", "options": permanents,
                              "players": players})


def _check(state, player, choice, cards, targets, options) -> None:
    if options or any(c not in choice["options"] for c in cards) or any(t not in choice["players"] for t in targets) \
            or len(set(targets)) != len(targets):
        raise RuleViolation("701.34a", "choose any number of the permanents and players that have a counter")


def _answer(state, player, choice, cards, targets, options, events) -> None:
    for oid in cards:
        if oid in state.battlefield:
            for kind in list(state.objects[oid].counters):
                change_counters(state, oid, kind, 1, events)
    for name in targets:
        person = state.player(name)
        if person.poison:
            person.poison += 1
            events.append({"type": "poison", "player": name, "count": person.poison})
        if person.energy:
            person.energy += 1
            events.append({"type": "energy", "player": name, "change": 1, "count": person.energy})


def _offers(state, player, choice) -> list:
    """Nothing, one's own permanents and oneself, or everything (any other set may be chosen at the table)."""
    own = (tuple(oid for oid in choice["options"] if state.objects[oid].controller == player),
           tuple(name for name in choice["players"] if name == player), ())
    everything = (tuple(choice["options"]), tuple(choice["players"]), ())
    return list(dict.fromkeys([((), (), ()), own, everything]))


chooses("proliferate", "701.34a", check=_check, answer=_answer, offers=_offers)


@performs("explore")
def explore(state, effect, *, controller, source_id, target, events) -> None:
    """701.40a: the exploring permanent's controller reveals the top card of their library; a land card goes to
    their hand; otherwise (no card revealed either) the permanent gets a +1/+1 counter and they may put the card
    into their graveyard (a "look_at_top" choice with nothing to take: else it stays on top)."""
    player = state.objects[target].controller
    library = state.player(player).library
    top = library[0] if library else None
    if top is not None:
        events.append({"type": "reveal", "player": player, "card": state.spec(state.objects[top]).name})
        if "Land" in characteristics(state, top).types:
            move_object(state, top, "hand", events)
            events[-1]["revealed"] = True
            return
    change_counters(state, target, "+1/+1", 1, events)
    if top is not None:
        state.pending.append({"player": player, "choice": "look_at_top", "options": [top], "owner": player,
                              "what": "", "take": "none", "rest": "may graveyard"})

"""Performing madness's triggered ability (702.35a, madness.py): its owner casts the exiled card by paying its
madness cost rather than its mana cost (702.35b; the mana from their pool, as "you may pay" instructions pay it,
608.2g: timing doesn't matter), a "madness" choice, or puts it into their graveyard. A card no longer that object
in exile (400.7) stays where it is."""
from game.rules.errors import RuleViolation
from game.rules.performing.keywords import cast_targets, target_slots
from game.rules.registry import chooses, performs
from game.rules.spells import cast, check_cast
from game.rules.zones import move_object


def _castable(state, player: str, card: str, targets: tuple) -> bool:
    try:
        check_cast(state, player, card, "exile", targets, 0, alternative="madness")
    except RuleViolation:
        return False
    return True


def _casts(state, player: str, card: str) -> list:
    return [targets for targets in cast_targets(state, player, card) if _castable(state, player, card, targets)]


@performs("madness")
def madness(state, effect, *, controller, source_id, target, events) -> None:
    """Asked only when it can be cast now (its cost payable from the pool, a legal target for each it needs);
    otherwise it goes to the graveyard at once."""
    obj = state.objects.get(source_id) if source_id else None
    if obj is None or obj.zone != "exile":
        return
    castable = _casts(state, controller, obj.id)
    if not castable:
        _to_graveyard(state, obj.id, events)
        return
    state.pending.append({"player": controller, "choice": "madness", "options": [obj.id],
                          "name": state.spec(obj).name, "cost": effect.detail[0],
                          "targets": target_slots(state, [t for t in castable if t])})


def _to_graveyard(state, card: str, events: list) -> None:
    move_object(state, card, "graveyard", events)
    events[-1]["rule"] = "702.35a"


def _check(state, player, choice, cards, targets, options) -> None:
    card = choice["options"][0]
    if cards or options not in ((), ("cast",)) or options == () and targets or \
            options == ("cast",) and not _castable(state, player, card, tuple(targets)):
        raise RuleViolation("702.35a", "cast the exiled card for its madness cost (\"cast\") with legal targets, "
                                       "or put it into your graveyard")


def _answer(state, player, choice, cards, targets, options, events) -> None:
    card = choice["options"][0]
    if options == ("cast",):
        cast(state, player, card, "exile", tuple(targets), 0, events, alternative="madness")
    elif card in state.exile:
        _to_graveyard(state, card, events)


chooses("madness", "702.35a", check=_check, answer=_answer,
        offers=lambda state, player, choice: [((), (), ())] + [
            ((), targets, ("cast",)) for targets in _casts(state, player, choice["options"][0])])

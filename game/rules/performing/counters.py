"""Performing instructions about counters (phrasebook/counters.py): counters are markers on a permanent (122.1);
+1/+1 and -1/-1 ones change its power and toughness in layer 7c (613.4c, characteristics.py) and annihilate
(704.5q, sba.py)."""
from game.rules.characteristics import characteristics
from game.rules.counters import change_counters
from game.rules.errors import RuleViolation
from game.rules.registry import chooses, performs
from game.rules.targets import fits


def _on_battlefield(state, object_id: str | None) -> bool:
    """The object is still the permanent named: one that left is a new object (400.7) and gets nothing."""
    return state.on_battlefield(object_id)


@performs("put_counters", "remove_counters")
def on_one(state, effect, *, controller, source_id, target, events) -> None:
    """On its target (or the object "it" names), else on its source ("this land"); "... if it's a creature": if
    it has that card type as it resolves."""
    permanent = target if effect.target else source_id
    if _on_battlefield(state, permanent) and set(effect.quality) <= set(characteristics(state, permanent).types):
        sign = 1 if effect.kind == "put_counters" else -1
        change_counters(state, permanent, effect.detail[0], sign * effect.amount, events)


@performs("put_counters_each")
def on_each(state, effect, *, controller, source_id, target, events) -> None:
    """608.2h: the permanents the words describe as it resolves ("each creature you control"); "each other ...":
    not the ability's own source."""
    kind, words, other = effect.detail
    for oid in list(state.battlefield):
        if fits(state, words, oid, controller=controller) and not (other and oid == source_id):
            change_counters(state, oid, kind, effect.amount, events)


@performs("target_only")
def target_only(state, effect, *, controller, source_id, target, events) -> None:
    """"Choose target ...": the choice is the targeting (115.1); the instructions after it act on it."""


@performs("move_counter_from")
def counter_source(state, effect, *, controller, source_id, target, events) -> None:
    """The permanent a counter moves from: the next instruction names the other one (122.5)."""
    events.append({"type": "counter_source", "id": target})


@performs("move_counter_onto")
def move_counter(state, effect, *, controller, source_id, target, events) -> None:
    """122.5: one counter of a kind the controller chooses (as it resolves, 608.2d), removed from the first target
    and put onto this one; nothing moves when the first target is illegal now (608.2b: its instruction didn't
    run) or has no counter."""
    if not events or events[-1]["type"] != "counter_source":
        return
    source = events[-1]["id"]
    kinds = sorted(state.objects[source].counters)
    if len(kinds) == 1:
        _move(state, source, target, kinds[0], events)
    elif kinds:
        state.pending.append({"player": controller, "choice": "counter_to_move", "options": kinds, "from": source,
                              "onto": target})


def _move(state, source: str, onto: str, kind: str, events: list) -> None:
    change_counters(state, source, kind, -1, events)
    change_counters(state, onto, kind, 1, events)


def _check_kind(state, player, choice, cards, targets, options) -> None:
    if cards or targets or len(options) != 1 or options[0] not in choice["options"]:
        raise RuleViolation("122.5", f"choose the kind of counter to move: {', '.join(choice['options'])}")


chooses("counter_to_move", "122.5", check=_check_kind,
        answer=lambda state, player, choice, cards, targets, options, events:
        _move(state, choice["from"], choice["onto"], options[0], events),
        offers=lambda state, player, choice: [((), (), (kind,)) for kind in choice["options"]])

"""Counters on permanents (122): every counter put on or removed from a permanent goes through ``change_counters``,
which notices the triggers counters make (702.63a, 714.2b); stun counters' replacement effect (122.1d)."""
from game.rules.characteristics import invalidate
from game.rules.effects import counters_gone, untap
from game.rules.keyword_counters import stamp
from game.rules.triggers import counters_put, last_counter_removed, lore_counters_put


def change_counters(state, object_id: str, kind: str, change: int, events: list) -> None:
    """Put ``change`` counters of ``kind`` on a permanent (or remove -``change``: no more than it has)."""
    obj = state.objects[object_id]
    before = obj.counters.get(kind, 0)
    now = max(0, before + change)
    if now == before:
        return
    set_count(state, obj, kind, now)
    events.append({"type": "counters", "id": object_id, "kind": kind, "count": now})
    if not now:
        last_counter_removed(state, object_id, kind)  # "When the last time counter is removed" (702.63a)
    if kind == "lore" and now > before:
        lore_counters_put(state, object_id, before)  # a Saga's chapter abilities (714.2b)
    if now > before:
        counters_put(state, object_id, kind)  # "Whenever one or more +1/+1 counters are put on this creature"


def set_count(state, obj, kind: str, now: int) -> None:
    """``obj`` has ``now`` counters of ``kind`` (0: none), with what any change of a count does, by an effect or
    by hand: a keyword counter put on gets its timestamp (613.7c), and an effect lasting while it has such
    counters ends when they are gone (611.2b)."""
    before = obj.counters.get(kind, 0)
    if now:
        obj.counters[kind] = now
    else:
        obj.counters.pop(kind, None)
    if now > before:
        stamp(state, obj, kind)
    elif not now:
        counters_gone(state, obj.id, kind)
    invalidate(state)


def untap_unless_stunned(state, object_id: str, events: list) -> bool:
    """An effect or the untap step untaps a permanent (701.26a), but 122.1d: "If a permanent with a stun counter on
    it would become untapped, instead remove a stun counter from it." Whether it untapped."""
    obj = state.objects[object_id]
    if obj.tapped and obj.counters.get("stun"):
        change_counters(state, object_id, "stun", -1, events)
        return False
    untap(state, object_id)
    return True

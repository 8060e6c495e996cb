"""Counters on permanents (122): every counter put on or removed from a permanent goes through ``change_counters``,
which notices the triggers counters make (702.63a, 714.2b)."""
from game.rules.characteristics import invalidate
from game.rules.effects import counters_gone
from game.rules.keyword_counters import stamp
from game.rules.triggers import last_counter_removed, lore_counters_put


def change_counters(state, object_id: str, kind: str, change: int, events: list) -> None:
    """Put ``change`` counters of ``kind`` on a permanent (or remove -``change``: no more than it has)."""
    obj = state.objects[object_id]
    before = obj.counters.get(kind, 0)
    now = max(0, before + change)
    if now == before:
        return
    if now:
        obj.counters[kind] = now
    else:
        del obj.counters[kind]
    if change > 0:
        stamp(state, obj, kind)  # a keyword counter's timestamp (613.7c)
    events.append({"type": "counters", "id": object_id, "kind": kind, "count": now})
    invalidate(state)
    if not now:
        counters_gone(state, object_id, kind)  # 611.2b
        last_counter_removed(state, object_id, kind)  # "When the last time counter is removed" (702.63a)
    if kind == "lore" and now > before:
        lore_counters_put(state, object_id, before)  # a Saga's chapter abilities (714.2b)

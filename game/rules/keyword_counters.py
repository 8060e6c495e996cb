"""Keyword counters (122.1b): a permanent with a flying counter on it has flying, and so on, in layer 6
(613.1f), in timestamp order with the other effects of that layer: each counter's timestamp is when it was put
on, every counter of that kind getting the newest one (613.7c); counters it entered with have its own (613.7d).
Exalted counters are left out: exalted is a triggered ability here (phrasebook/evasion.py), not a keyword."""
from game.rules.abilities import EffectPart, Selector, StaticEffect

# 122.1b's keywords, those the engine performs as keywords (abilities.KEYWORDS)
KEYWORD_COUNTERS = frozenset({"flying", "first strike", "double strike", "deathtouch", "haste", "hexproof",
                              "indestructible", "lifelink", "menace", "reach", "shadow", "trample", "vigilance"})


def stamp(state, obj, kind: str) -> None:
    """613.7c: a KIND counter was put on ``obj``: every one of that kind gets a new timestamp."""
    if kind in KEYWORD_COUNTERS:
        obj.counter_times = {**obj.counter_times, kind: state.new_timestamp()}


def granted_keywords(obj) -> list:
    """(timestamp, layer-6 effect) for each kind of keyword counter on a permanent."""
    return [(obj.counter_times.get(kind, obj.timestamp),
             StaticEffect(Selector(), (EffectPart("6", "add_keywords", (kind,)),)))
            for kind in KEYWORD_COUNTERS.intersection(obj.counters)]

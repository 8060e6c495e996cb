"""Instructions that put counters on permanents or remove them (122.1, 122.6): "Put a storage counter on this
land.", "Put two +1/+1 counters on target creature.", "Put a +1/+1 counter on each creature you control.",
"Put a storage counter on it." (the same object as before, or its source: stack.instructions), "Remove a
depletion counter from this land."."""
import re

from game.rules.abilities import KEYWORDS, SpellEffect
from game.rules.phrases import NUMBER, SAME_TARGET, SELF_NAMES, TARGET, number, targeted
from game.rules.registry import reads

_KIND = r"(?P<kind>[a-z]+|[+-]1/[+-]1)"
COUNTERS = rf"(?P<amount>{NUMBER}) {_KIND} counters?"
# Kinds that mean more than a number on the permanent, which the engine doesn't perform: keyword counters
# (122.1b), shield, stun and finality counters (122.1c-h), loyalty and defense (306.5b, 310.4), lore (714),
# time and fade (702.62, 702.32), age (702.24): read, they would be performed as mere marks.
MEANINGFUL = frozenset(KEYWORDS) | {"exalted", "menace", "shadow", "shield", "stun", "finality", "loyalty",
                                     "defense", "lore", "time", "fade", "age"}


@reads
def put_counters(sentence: str) -> list[SpellEffect] | None:
    if not (m := re.fullmatch(rf"Put {COUNTERS} on (?P<on>.+)\.", sentence)):
        return None
    amount, kind, on = number(m.group("amount")), m.group("kind"), m.group("on")
    if kind in MEANINGFUL:
        return None
    if re.fullmatch(SELF_NAMES, on):
        return [SpellEffect("put_counters", amount, detail=(kind,))]
    if on == "it":
        return [SpellEffect("put_counters", amount, target=SAME_TARGET, detail=(kind,))]
    if on == "each creature you control":
        return [SpellEffect("put_counters_each", amount, detail=(kind,))]
    if target := re.fullmatch(TARGET, on):
        return targeted("put_counters", target, amount=amount, detail=(kind,))
    return None


@reads
def remove_counter(sentence: str) -> list[SpellEffect] | None:
    if (m := re.fullmatch(rf"Remove {COUNTERS} from {SELF_NAMES}\.", sentence)) and m.group("kind") not in MEANINGFUL:
        return [SpellEffect("remove_counters", number(m.group("amount")), detail=(m.group("kind"),))]
    return None

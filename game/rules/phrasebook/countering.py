"""Countering (701.5): "Counter target spell.", "Counter target creature spell.", "Counter target noncreature
spell.", "Counter target activated or triggered ability.", "Counter target spell unless its controller pays
{3}." (118.12: that player may pay), and "The next spell you cast this turn can't be countered." (Mistrise
Village). Ward (702.21a) is a keyword (abilities.WARD; countering.py)."""
import re

from game.rules.abilities import SpellEffect
from game.rules.phrases import target_filter
from game.rules.registry import reads

_COUNTER = re.compile(r"Counter target (?P<what>activated or triggered ability|(?:[a-z]+(?:,? or [a-z]+)* )?spell)"
                      r"(?: unless its controller pays (?P<cost>\{[0-9]+\}))?\.")


@reads
def counter(sentence: str) -> list[SpellEffect] | None:
    if sentence == "The next spell you cast this turn can't be countered.":
        return [SpellEffect("next_spell_uncounterable")]
    m = _COUNTER.fullmatch(sentence)
    if not m or target_filter(m.group("what")) is None:
        return None
    return [SpellEffect("counter", target=m.group("what"), detail=(m.group("cost") or "",))]

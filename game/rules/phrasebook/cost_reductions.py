"""A spell's own cost reduction (601.2f): "This spell costs {2} less to cast if it targets a tapped creature.",
"... if it targets an attacking creature.", "... if you control a Wizard." (a condition phrases.condition reads),
as a CostsLess (spell_cost_reductions.own_reduction works it out)."""
import re

from game.rules.abilities import CostsLess
from game.rules.phrases import condition, target_filter

_IF = re.compile(r"This spell costs \{(?P<n>\d+)\} less to cast if (?P<when>.+)\.")


def own_cost_reduction(line: str) -> list:
    m = _IF.fullmatch(line)
    if not m:
        return []
    amount, when = int(m.group("n")), m.group("when")
    if target := re.fullmatch(r"it targets an? (.+)", when):
        wanted = target_filter(target.group(1))
        return [CostsLess(amount, targets=target.group(1))] if wanted is not None and not wanted.players else []
    found = condition(when)
    return [CostsLess(amount, condition=found)] if found is not None else []

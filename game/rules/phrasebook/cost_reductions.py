"""A spell's own cost reduction (601.2f): "This spell costs {2} less to cast if it targets a tapped creature.",
"... if it targets an attacking creature.", "... if you control a Wizard." (a condition phrases.condition reads),
"... for each creature card in your graveyard." (a count variables.amount reads), "... for each creature in your
party." (700.8),
as a CostsLess (spell_cost_reductions.own_reduction works it out)."""
import re

from game.rules.abilities import Condition, CostsLess
from game.rules.phrasebook.variables import amount
from game.rules.phrases import condition, target_filter

_IF = re.compile(r"This spell costs \{(?P<n>\d+)\} less to cast if (?P<when>.+)\.")
_IF_FIRST = re.compile(r"If (?P<when>[^,]+), this spell costs \{(?P<n>\d+)\} less to cast\.")  # the older order
_FOR_EACH = re.compile(r"This spell costs \{(?P<n>\d+)\} less to cast for each (?P<each>.+)\.")
_INSTANTS_AND_SORCERIES = Condition("graveyard", either=(Condition("graveyard", card_types=frozenset({"Instant"})),
                                                         Condition("graveyard", card_types=frozenset({"Sorcery"}))))
# What conditions.count counts as the total cost is worked out (601.2f)
_COUNTS = ("permanents", "graveyard", "creatures_died", "attacked_with", "opponents", "party")


def _counted(each: str) -> Condition | None:
    """"creature card in your graveyard", "creature on the battlefield", "creature that died this turn" (not a
    "permanent card": its card types aren't read)."""
    if each == "creature in your party":  # 700.8
        return Condition("party")
    if "permanent" in each:
        return None
    plural = "creatures that died this turn" if each == "creature that died this turn" else each
    found = amount(f"the number of {plural}")
    return found[1] if found and found[0] == "count" and not found[2] and found[1].kind in _COUNTS else None


def own_cost_reduction(line: str) -> list:
    if m := _FOR_EACH.fullmatch(line):
        per = _INSTANTS_AND_SORCERIES if m.group("each") == "instant and sorcery card in your graveyard" else \
            _counted(m.group("each"))
        return [CostsLess(int(m.group("n")), per=per)] if per is not None else []
    m = _IF.fullmatch(line) or _IF_FIRST.fullmatch(line)
    if not m:
        return []
    amount, when = int(m.group("n")), m.group("when")
    if target := re.fullmatch(r"it targets an? (.+)", when):
        wanted = target_filter(target.group(1))
        return [CostsLess(amount, targets=target.group(1))] if wanted is not None and not wanted.players else []
    found = condition(when)
    return [CostsLess(amount, condition=found)] if found is not None else []

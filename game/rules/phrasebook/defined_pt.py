"""Characteristic-defining abilities that define power and toughness (604.3, 613.4a: layer 7a), printed with the
card's name: "~'s power and toughness are each equal to the number of lands you control.", "... creatures you
control.", "... cards in your hand.", "... creature cards in your graveyard.", "... Elves on the battlefield.".
They work in every zone (604.3; characteristics.py: worked out on the battlefield in layer 7a, elsewhere as the
object is looked at). The same words in quotes are granted, not printed: not one (604.3a, granted.py)."""
import re

from game.rules.abilities import Condition, EffectPart, Selector, StaticEffect
from game.rules.phrasebook.groups import group
from game.rules.phrasebook.variables import amount
from game.rules.phrases import permanents

_EACH_EQUAL = re.compile(r"~'s power and toughness are each equal to the number of (?P<what>.+)\.")
# Counted off the battlefield (characteristics._counted, through characteristics._now: "set_pt_count")
COUNTED_ELSEWHERE = ("graveyard", "hand")


def defined_power_and_toughness(line: str) -> list:
    """The CDA as a StaticEffect of its own object, its part "set_pt_per" (permanents, counted among the
    battlefield's characteristics) or "set_pt_count" (values: the Condition counted); [] for any other line."""
    m = _EACH_EQUAL.fullmatch(line)
    counted = _counted(m.group("what")) if m else None
    if counted is None:
        return []
    op = "set_pt_per" if counted.kind == "permanents" else "set_pt_count"
    return [StaticEffect(Selector(host="itself"), (EffectPart("7a", op, (counted,)),))]


def _counted(what: str) -> Condition | None:
    found = amount(f"the number of {what}")
    if found is None and (m := re.fullmatch(r"(.+) on the battlefield", what)):  # "Elves", "Goblins"
        one = group(m.group(1), plural=True)
        kinds = permanents(one) if one else None
        found = ("count", Condition("permanents", whose="any", **kinds), False) if kinds else None
    if found is None or found[0] != "count" or found[2]:
        return None
    condition = found[1]
    if condition.kind == "permanents" and condition.whose in ("you", "any") or condition.kind in COUNTED_ELSEWHERE:
        return condition
    return None

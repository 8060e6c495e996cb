"""702.33 kicker: "Kicker [cost]" (one more cost a spell's caster may pay as they cast it), "Kicker [cost 1] and/or
[cost 2]" (two kicker costs, 702.33b), "Multikicker [cost]" (any number of times, 702.33c); mana costs only.

A cast names the kicker costs it pays (actions.Cast ``kicked``: the 0-based index of each, in printed order, one
per time paid: (0, 0, 0) is a multikicker paid three times); they are added to its total cost (601.2f). The spell
keeps them (GameObject ``kicked``), and so does the permanent it becomes (its abilities linked to its kicker refer
to them, 702.33e): "if it was kicked" (Condition "kicked": the times kicked), "for each time it was kicked".
"""
import re
from dataclasses import dataclass

from game.rules.errors import RuleViolation

_MANA = r"(?:\{[0-9WUBRGCX/]+\})+"
_KICKER = re.compile(rf"(?P<multi>Multikicker|Kicker) (?P<first>{_MANA})(?: and/or (?P<second>{_MANA}))?")


@dataclass(frozen=True)
class Kicker:
    """A spell's kicker costs, in printed order; ``multi``: a multikicker's, paid any number of times."""

    costs: tuple
    multi: bool = False


def kicker_ability(line: str) -> list:
    """The kicker line, read (702.33a-c); [] for any other line (X in a kicker cost: not read here)."""
    m = _KICKER.fullmatch(line)
    if not m or "X" in line or m.group("multi") == "Multikicker" and m.group("second"):
        return []
    return [Kicker(tuple(c for c in (m.group("first"), m.group("second")) if c), m.group("multi") == "Multikicker")]


def kicker_of(abilities) -> Kicker | None:
    return next((a for a in abilities if isinstance(a, Kicker)), None)


def kicker_costs(name: str, abilities, kicked: tuple) -> str:
    """601.2b, 601.2f: the kicker costs a cast pays, together; RuleViolation for kicks the spell doesn't have."""
    if not kicked:
        return ""
    kicker = kicker_of(abilities)
    if kicker is None:
        raise RuleViolation("702.33a", f"{name} has no kicker")
    if any(not 0 <= index < len(kicker.costs) for index in kicked):
        raise RuleViolation("702.33b", f"{name} has {len(kicker.costs)} kicker cost(s)")
    if not kicker.multi and len(set(kicked)) != len(kicked):
        raise RuleViolation("702.33d", f"each kicker cost of {name} may be paid once (only multikicker is paid "
                                       "any number of times)")
    return "".join(kicker.costs[index] for index in kicked)


def kick_options(abilities) -> list:
    """The kicks worth offering a caster: none, each kicker cost, both; a multikicker once (the table and the
    runner may name more)."""
    kicker = kicker_of(abilities)
    if kicker is None:
        return [()]
    if len(kicker.costs) == 2:
        return [(), (0,), (1,), (0, 1)]
    return [(), (0,)]

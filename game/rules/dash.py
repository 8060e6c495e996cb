"""702.109 dash: "Dash [cost]" means "You may cast this card by paying [cost] rather than its mana cost," "If this
spell's dash cost was paid, return the permanent this spell becomes to its owner's hand at the beginning of the next
end step," and "As long as this permanent's dash cost was paid, it has haste." (702.109a). A cast says whether it
pays it (actions.Cast ``dashed``: an alternative cost, 601.2b, 601.2f-h, ``spells.cast``'s ``alternative`` "dash");
the spell and the permanent it becomes keep it (GameObject ``dashed``, 400.7: a new object after any other move):
as it enters, haste in layer 6 and a delayed trigger at the next end step (603.7) returning that permanent to its
owner's hand (zones.dashed_enters, performing/dash.py)."""
import re
from dataclasses import dataclass

_DASH = re.compile(r"Dash ((?:\{[0-9WUBRGC/]+\})+)")


@dataclass(frozen=True)
class Dash:
    """A card's dash cost."""

    cost: str


def dash_ability(line: str) -> list:
    """"Dash {2}{R}" read (no X); [] for any other line."""
    return [Dash(m.group(1))] if (m := _DASH.fullmatch(line)) else []


def dash_cost(abilities) -> str | None:
    return next((a.cost for a in abilities if isinstance(a, Dash)), None)


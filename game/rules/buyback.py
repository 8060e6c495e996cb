"""702.27 buyback: "Buyback [cost]" means "You may pay an additional [cost] as you cast this spell" and "If the
buyback cost was paid, put this spell into its owner's hand instead of into that player's graveyard as it
resolves." (702.27a). A cast says whether it pays it (actions.Cast ``buyback``); a mana cost is added to its total
cost (601.2f), a cost paid with chosen objects ("Buyback—Sacrifice a land.") is named with the spell's other chosen
costs (``paid``: additional_costs.chosen_spell_costs), life with them too. The spell keeps it (GameObject ``bought_back``): only as it
resolves does it go to the hand (effects.perform_in_order); countered, it goes to the graveyard."""
import re
from dataclasses import dataclass

from game.rules.errors import RuleViolation
from game.rules.phrases import costs

_BUYBACK = re.compile(r"Buyback(?: (?P<mana>(?:\{[0-9WUBRGC/]+\})+)|\u2014(?P<other>[^.]+)\.)")


@dataclass(frozen=True)
class Buyback:
    """A spell's buyback cost: mana, or objects chosen (chosen_costs.py)."""

    cost: str = ""
    paid_with: tuple = ()
    life: int = 0


def buyback_ability(line: str) -> list:
    """"Buyback {3}", "Buyback—Sacrifice a land.", "Buyback—Discard two cards.", "Buyback—Pay 4 life." read; [] for
    any other line."""
    if not (m := _BUYBACK.fullmatch(line)):
        return []
    if m.group("mana"):
        return [Buyback(cost=m.group("mana"))]
    paid = costs(m.group("other"))
    if paid is None or any(count == "X" for _, count, _, _ in paid["paid_with"]) \
            or any(value for key, value in paid.items() if key not in ("cost", "paid_with", "life", "remove_count")):
        return []
    return [Buyback(cost=paid["cost"], paid_with=paid["paid_with"], life=paid["life"])]


def buyback_of(abilities) -> Buyback | None:
    return next((a for a in abilities if isinstance(a, Buyback)), None)


def buyback_mana(name: str, abilities, buyback: bool) -> str:
    """601.2f: the buyback mana cost a cast pays; RuleViolation for a spell without buyback."""
    if not buyback:
        return ""
    found = buyback_of(abilities)
    if found is None:
        raise RuleViolation("702.27a", f"{name} has no buyback")
    return found.cost

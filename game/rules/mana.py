"""Mana pools and paying mana costs from them (106, 107.4, 601.2h)."""
import re

from game.rules.abilities import COLORS
from game.rules.errors import RuleViolation

_SYMBOL = re.compile(r"\{([^}]+)\}")


def cost_symbols(cost: str) -> list[str]:
    return _SYMBOL.findall(cost or "")


def pay_from_pool(pool: dict, cost: str, *, x: int = 0, extra_generic: int = 0) -> tuple[dict, int]:
    """Pay ``cost`` from a copy of ``pool``: colored symbols first, generic from what remains.

    Returns the pool after payment and the life paid for Phyrexian symbols
    (107.4f). Raises RuleViolation (601.2h) when the pool can't pay; the
    given pool is never changed.
    """
    remaining = dict(pool)
    generic = extra_generic
    life = 0
    hybrids = []
    for symbol in cost_symbols(cost):
        parts = symbol.split("/")
        if symbol.isdigit():
            generic += int(symbol)
        elif symbol == "X":
            generic += x
        elif symbol in COLORS or symbol == "C":
            if remaining[symbol] < 1:
                raise RuleViolation("601.2h", f"the mana pool lacks {{{symbol}}} to pay {cost}")
            remaining[symbol] -= 1
        elif "P" in parts:
            color = parts[0]
            if remaining.get(color, 0) >= 1:
                remaining[color] -= 1
            else:
                life += 2  # 107.4f: a Phyrexian symbol can be paid with 2 life
        elif len(parts) == 2:
            hybrids.append(parts)
        else:
            raise RuleViolation("601.2h", f"the cost symbol {{{symbol}}} can't be paid from a mana pool here")
    for first, second in hybrids:  # 107.4e: one of the two halves
        if first in remaining and remaining[first] >= 1:
            remaining[first] -= 1
        elif second in remaining and remaining[second] >= 1:
            remaining[second] -= 1
        elif first.isdigit() and sum(remaining.values()) >= int(first):
            generic += int(first)
        else:
            raise RuleViolation("601.2h", f"the mana pool can't pay {{{first}/{second}}} in {cost}")
    if sum(remaining.values()) < generic:
        raise RuleViolation("601.2h", f"the mana pool has too little mana to pay {cost or '{0}'}")
    # Generic mana: spend colorless first, then the colors there is most of.
    for kind in sorted(remaining, key=lambda k: (k != "C", -remaining[k])):
        spend = min(generic, remaining[kind])
        remaining[kind] -= spend
        generic -= spend
    return remaining, life

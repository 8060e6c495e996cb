"""Mana pools and paying mana costs from them (106, 107.4, 601.2h)."""
import re

from game.rules.abilities import COLORS
from game.rules.errors import RuleViolation
from game.rules.spending import KEPT_RIDER, kind_of, restriction_of, rider_of

_SYMBOL = re.compile(r"\{([^}]+)\}")


def cost_symbols(cost: str) -> list[str]:
    return _SYMBOL.findall(cost or "")


def pay_from_pool(pool: dict, cost: str, *, x: int = 0, extra_generic: int = 0, allows=None,
                  spell: bool = False) -> tuple[dict, int]:
    """Pay ``cost`` from a copy of ``pool``: colored symbols first, generic from what remains.

    Mana with a spending restriction (spending.py) is spent only where ``allows`` (its restriction's words ->
    bool) says it may be (106.6), and before unrestricted mana of its kind; mana with a rider alone (spent_mana.py)
    before it when paying for a ``spell`` (its rider may apply), after it otherwise. Returns the pool after payment
    and the life paid for Phyrexian symbols (107.4f). Raises RuleViolation (601.2h) when the pool can't
    pay; the given pool is never changed.
    """
    remaining = dict(pool)
    restricted = [k for k in sorted(pool) if restriction_of(k) and allows is not None and allows(restriction_of(k))]
    kept = [k for k in sorted(pool) if rider_of(k) == KEPT_RIDER]  # it outlasts the rest: spent last
    riders = [k for k in sorted(pool) if ":" in k and not restriction_of(k) and k not in kept]
    plain = [k for k in pool if ":" not in k]
    groups = ((restricted, riders, plain) if spell else (restricted, plain, riders)) + (kept,)
    rank = {k: i for i, group in enumerate(groups) for k in group}
    usable = [k for group in groups for k in group]  # restricted mana first

    def has(kind: str) -> int:
        return sum(remaining[k] for k in usable if kind_of(k) == kind)

    def take(kind: str) -> None:
        remaining[next(k for k in usable if kind_of(k) == kind and remaining[k])] -= 1

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
            if has(symbol) < 1:
                raise RuleViolation("601.2h", f"the mana pool lacks {{{symbol}}} to pay {cost}")
            take(symbol)
        elif "P" in parts:
            color = parts[0]
            if has(color) >= 1:
                take(color)
            else:
                life += 2  # 107.4f: a Phyrexian symbol can be paid with 2 life
        elif len(parts) == 2:
            hybrids.append(parts)
        else:
            raise RuleViolation("601.2h", f"the cost symbol {{{symbol}}} can't be paid from a mana pool here")
    for first, second in hybrids:  # 107.4e: one of the two halves
        if has(first) >= 1:
            take(first)
        elif has(second) >= 1:
            take(second)
        elif first.isdigit() and sum(remaining[k] for k in usable) >= int(first):
            generic += int(first)
        else:
            raise RuleViolation("601.2h", f"the mana pool can't pay {{{first}/{second}}} in {cost}")
    if sum(remaining[k] for k in usable) < generic:
        raise RuleViolation("601.2h", f"the mana pool has too little mana to pay {cost or '{0}'}")
    # Generic mana: in the order above; unrestricted mana colorless first, then the colors there is most of.
    for kind in sorted(usable, key=lambda k: (rank[k], k != "C", -remaining[k])):
        spend = min(generic, remaining[kind])
        remaining[kind] -= spend
        generic -= spend
    return {k: v for k, v in remaining.items() if v or ":" not in k}, life

"""Mana pools and paying mana costs from them (106, 107.4, 601.2h)."""
import re

from game.rules.abilities import COLORS, MANA_KINDS
from game.rules.errors import RuleViolation
from game.rules.spending import KEPT_RIDER, allowed_unseen, is_snow, kind_of, restriction_of, rider_of

_SYMBOL = re.compile(r"\{([^}]+)\}")


def cost_symbols(cost: str) -> list[str]:
    return _SYMBOL.findall(cost or "")


def pay_from_pool(pool: dict, cost: str, *, x: int = 0, extra_generic: int = 0, less: int = 0, allows=None,
                  spell: bool = False, tapped: int = 0, tapped_rule: str = "702.126a") -> tuple[dict, int]:
    """Pay ``cost`` from a copy of ``pool``: colored symbols first, generic from what remains.

    Mana with a spending restriction (spending.py) is spent only where ``allows`` (its restriction's words ->
    bool) says it may be (106.6), and before unrestricted mana of its kind; mana with a rider alone (spent_mana.py)
    before it when paying for a ``spell`` (its rider may apply), after it otherwise. ``less``: a cost reduction,
    of the generic part only (601.2f). ``tapped``: generic mana paid by tapping artifacts instead (702.126a), at
    most the generic part (else RuleViolation ``tapped_rule``: improvise's, delve's, convoke's). Returns the pool after payment
    and the life paid for Phyrexian symbols (107.4f). Raises RuleViolation (601.2h) when the pool can't
    pay; the given pool is never changed.
    """
    groups = _spending_order(pool, allows, spell)
    if "{S}" in cost:  # 107.4h: one mana from a snow source; each snow mana that may pay it is tried
        rest = cost.replace("{S}", "", 1)
        for snow in (k for group in groups for k in group if is_snow(k) and pool[k]):
            try:
                return pay_from_pool({**pool, snow: pool[snow] - 1}, rest, x=x, extra_generic=extra_generic,
                                     allows=allows, spell=spell, tapped=tapped, tapped_rule=tapped_rule)
            except RuleViolation:
                continue
        raise RuleViolation("107.4h", f"the mana pool lacks mana from a snow source to pay {cost}")
    remaining = dict(pool)
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
    generic, less = max(0, generic - less), max(0, less - generic)
    for first, second in hybrids:  # 107.4e: one of the two halves
        if has(first) >= 1:
            take(first)
        elif has(second) >= 1:
            take(second)
        elif first.isdigit() and sum(remaining[k] for k in usable) >= int(first) - less:
            generic, less = generic + max(0, int(first) - less), max(0, less - int(first))  # 118.7a: a generic half
        else:
            raise RuleViolation("601.2h", f"the mana pool can't pay {{{first}/{second}}} in {cost}")
    if tapped > generic:
        raise RuleViolation(tapped_rule, f"only the generic mana of {cost} ({generic}) may be paid by tapping or "
                                         "exiling instead")
    generic -= tapped
    if sum(remaining[k] for k in usable) < generic:
        raise RuleViolation("601.2h", f"the mana pool has too little mana to pay {cost or '{0}'}")
    # Generic mana: in the order above; unrestricted mana colorless first, then the colors there is most of.
    for kind in sorted(usable, key=lambda k: (rank[k], k != "C", -remaining[k])):
        spend = min(generic, remaining[kind])
        remaining[kind] -= spend
        generic -= spend
    return {k: v for k, v in remaining.items() if v or k in MANA_KINDS}, life


def _spending_order(pool: dict, allows, spell: bool) -> tuple:
    """The pool's keys that may pay, in groups in the order they are spent: restricted mana first (106.6)."""
    restricted = [k for k in sorted(pool) if restriction_of(k) and (
        allows(restriction_of(k)) if allows is not None else allowed_unseen(restriction_of(k), spell))]
    kept = [k for k in sorted(pool) if rider_of(k) == KEPT_RIDER]  # it outlasts the rest: spent last
    riders = [k for k in sorted(pool) if ":" in k and not restriction_of(k) and k not in kept]
    plain = [k for k in pool if ":" not in k]
    return ((restricted, riders, plain) if spell else (restricted, plain, riders)) + (kept,)

"""601.2b, 601.2f, 601.2h: "As an additional cost to cast this spell, sacrifice a creature." (an artifact, a land,
"an artifact or creature", "discard a card", "discard two cards", "exile a creature card from your graveyard", ...):
a cost paid with objects its caster chooses, as an activated ability's chosen costs are (chosen_costs.py, read by
phrases.chosen_cost), or with life ("pay 3 life", 119.4), or "discard a card at random" (the card chosen at random as
it is paid: spells.py). A cast names the objects (actions.Cast ``paid``); they are
checked before anything is paid and paid once the spell is on the stack (601.2a), with its other costs (601.2h). The
spell's own card can't pay them: it is on the stack by then. A cost with X ("discard X cards") isn't read here."""
import re
from dataclasses import dataclass, replace

from game.rules.buyback import buyback_of
from game.rules.errors import RuleViolation
from game.rules.graveyard_casts import graveyard_cast_of
from game.rules.phrases import costs

_LINE = re.compile(r"As an additional cost to cast this spell, (?P<cost>[^.]+)\.")
# "sacrifice a creature or pay {3}{B}": the second cost begins with a verb ("an artifact or creature" is one kind)
_EITHER = re.compile(r"(?P<first>.+?) or (?P<second>(?:pay|sacrifice|discard|tap|exile|return) .+)")


@dataclass(frozen=True)
class AdditionalCost:
    """The chosen costs of "As an additional cost to cast this spell, ...", as chosen_costs pays them, the life and
    mana it costs; ``otherwise``: the other of two costs its caster chooses between ("sacrifice a creature or pay
    {3}{B}"), one without chosen objects, paid when the cast names none for this one (601.2b)."""

    paid_with: tuple
    life: int = 0
    at_random: int = 0  # "discard a card at random": cards discarded at random as it is paid (601.2h)
    mana: str = ""
    otherwise: "AdditionalCost | None" = None
    text: str = ""
    tap: bool = False  # what chosen_costs asks of any ability it pays: none of these is {T}


def additional_cost(line: str) -> list:
    """The line read; [] for any other line and for a cost this doesn't read."""
    if not (m := _LINE.fullmatch(line)):
        return []
    cost = m.group("cost")
    if cost == "discard a card at random":
        return [AdditionalCost((), at_random=1, text=line)]
    if (found := _one_cost(cost)) is not None:
        return [replace(found, text=line)] if found.paid_with or found.life else []
    if not (either := _EITHER.fullmatch(cost)):
        return []
    first, second = _one_cost(either.group("first")), _one_cost(either.group("second"))
    if first is None or second is None or bool(first.paid_with) == bool(second.paid_with):
        return []  # which one is paid is told by the objects named for it: only one of the two may take any
    chosen, other = (first, second) if first.paid_with else (second, first)
    return [replace(chosen, otherwise=other, text=line)]


def _one_cost(cost: str) -> AdditionalCost | None:
    """"sacrifice a creature", "discard two cards", "pay 3 life", "pay {3}{B}" (mana), as costs() reads them."""
    cost = cost.removeprefix("pay ") if cost.startswith("pay {") else cost
    paid = costs(cost[0].upper() + cost[1:])
    if paid is None or any(count == "X" for _, count, _, _ in paid["paid_with"]) \
            or any(value for key, value in paid.items() if key not in ("cost", "paid_with", "life", "remove_count")):
        return None
    return AdditionalCost(paid["paid_with"], paid["life"], mana=paid["cost"])


def additional_of(abilities) -> AdditionalCost | None:
    return next((a for a in abilities if isinstance(a, AdditionalCost)), None)


def chosen_spell_costs(abilities, from_zone: str, buyback: bool = False, otherwise: bool = False) -> AdditionalCost | None:
    """Every cost paid with chosen objects, life or mana of a spell cast from ``from_zone``: its own additional cost
    (``otherwise``: the other of its two), then a graveyard cast's (jump-start's, retrace's discard, flashback's:
    graveyard_casts.py), then its buyback's if paid (buyback.py); None for none."""
    own = additional_of(abilities)
    own = own.otherwise if otherwise and own is not None and own.otherwise is not None else own
    parts = [part for part in (own, graveyard_cast_of(abilities) if from_zone == "graveyard" else None,
                               buyback_of(abilities) if buyback else None) if part is not None]
    paid_with, life = sum((part.paid_with for part in parts), ()), sum(part.life for part in parts)
    at_random, mana = (own.at_random, own.mana) if own is not None else (0, "")
    return AdditionalCost(paid_with, life, at_random, mana) if paid_with or life or at_random or mana else None


def spell_costs_paid(abilities, from_zone: str, buyback: bool, paid: tuple) -> AdditionalCost | None:
    """The costs a cast naming the objects ``paid`` pays: its additional cost's other one when it names none for
    this one (601.2b)."""
    other = additional_of(abilities)
    if other is not None and other.otherwise is not None:
        instead = chosen_spell_costs(abilities, from_zone, buyback, otherwise=True)
        if len(paid) == sum(count for _, count, _, _ in (instead.paid_with if instead else ())):
            return instead
    return chosen_spell_costs(abilities, from_zone, buyback)


def has_other_cost(abilities) -> bool:
    own = additional_of(abilities)
    return own is not None and own.otherwise is not None


def check_no_additional(name: str, paid: tuple) -> None:
    if paid:
        raise RuleViolation("601.2h", f"{name} has no additional cost paid with chosen objects")


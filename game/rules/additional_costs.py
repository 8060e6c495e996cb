"""601.2b, 601.2f, 601.2h: "As an additional cost to cast this spell, sacrifice a creature." (an artifact, a land,
"an artifact or creature", "discard a card", "discard two cards", "exile a creature card from your graveyard", ...):
a cost paid with objects its caster chooses, as an activated ability's chosen costs are (chosen_costs.py, read by
phrases.chosen_cost), or with life ("pay 3 life", 119.4), or "discard a card at random" (the card chosen at random as
it is paid: spells.py). A cast names the objects (actions.Cast ``paid``); they are
checked before anything is paid and paid once the spell is on the stack (601.2a), with its other costs (601.2h). The
spell's own card can't pay them: it is on the stack by then. A cost with X ("discard X cards") isn't read here."""
import re
from dataclasses import dataclass

from game.rules.buyback import buyback_of
from game.rules.errors import RuleViolation
from game.rules.graveyard_casts import graveyard_cast_of
from game.rules.phrases import costs

_LINE = re.compile(r"As an additional cost to cast this spell, (?P<cost>[^.]+)\.")


@dataclass(frozen=True)
class AdditionalCost:
    """The chosen costs of "As an additional cost to cast this spell, ...", as chosen_costs pays them, and the life
    it costs."""

    paid_with: tuple
    life: int = 0
    at_random: int = 0  # "discard a card at random": cards discarded at random as it is paid (601.2h)
    text: str = ""
    tap: bool = False  # what chosen_costs asks of any ability it pays: none of these is {T}


def additional_cost(line: str) -> list:
    """The line read; [] for any other line and for a cost this doesn't read."""
    if not (m := _LINE.fullmatch(line)):
        return []
    cost = m.group("cost")
    if cost == "discard a card at random":
        return [AdditionalCost((), at_random=1, text=line)]
    paid = costs(cost[0].upper() + cost[1:])
    if paid is None or not (paid["paid_with"] or paid["life"]) \
            or any(count == "X" for _, count, _, _ in paid["paid_with"]) \
            or any(value for key, value in paid.items() if key not in ("paid_with", "life", "remove_count")):
        return []
    return [AdditionalCost(paid["paid_with"], paid["life"], text=line)]


def additional_of(abilities) -> AdditionalCost | None:
    return next((a for a in abilities if isinstance(a, AdditionalCost)), None)


def chosen_spell_costs(abilities, from_zone: str, buyback: bool = False) -> AdditionalCost | None:
    """Every cost paid with chosen objects or life of a spell cast from ``from_zone``: its own additional cost, then
    a graveyard cast's (jump-start's, retrace's discard, flashback's: graveyard_casts.py), then its buyback's if paid
    (buyback.py); None for none."""
    parts = [part for part in (additional_of(abilities), graveyard_cast_of(abilities) if from_zone == "graveyard"
                               else None, buyback_of(abilities) if buyback else None) if part is not None]
    paid_with, life = sum((part.paid_with for part in parts), ()), sum(part.life for part in parts)
    at_random = parts[0].at_random if parts and isinstance(parts[0], AdditionalCost) else 0
    return AdditionalCost(paid_with, life, at_random) if paid_with or life or at_random else None


def check_no_additional(name: str, paid: tuple) -> None:
    if paid:
        raise RuleViolation("601.2h", f"{name} has no additional cost paid with chosen objects")


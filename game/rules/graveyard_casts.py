"""Keywords that let a card be cast from its owner's graveyard (601.3): 702.34 flashback ("Flashback {2}{R}": its
flashback cost paid rather than its mana cost, an alternative cost, 601.2b, 601.2f-h), 702.133 jump-start (discarding
a card as an additional cost) and 702.81 retrace (discarding a land card as an additional cost). A spell cast by
flashback or jump-start is exiled instead of going anywhere else as it leaves the stack (GameObject
``exile_off_stack``: zones.move_object); flashback and jump-start only if the resulting spell is an instant or a
sorcery. A cast from the graveyard uses the card's first such keyword; the discard is named with the spell's other
chosen costs (actions.Cast ``paid``: additional_costs.py), after them."""
import re
from dataclasses import dataclass

from game.rules.phrases import costs

_FLASHBACK = re.compile(r"Flashback (?P<cost>(?:\{[0-9WUBRGCX/]+\})+)")
_FLASHBACK_COSTS = re.compile(r"Flashback[\u2014 ](?P<costs>[^.]+)\.")  # "Flashback—{1}{U}, Pay 3 life."


@dataclass(frozen=True)
class GraveyardCast:
    """How a card may be cast from its owner's graveyard."""

    keyword: str              # "flashback", "jump-start", "retrace"
    rule: str
    cost: str | None = None   # paid rather than its mana cost (flashback); None: its mana cost
    paid_with: tuple = ()     # a cost paid with chosen objects (chosen_costs.py): jump-start's, retrace's, flashback's
    life: int = 0             # life paid (119.4): "Flashback—{1}{U}, Pay 3 life."
    exiled: bool = False      # exiled instead of anywhere else as it leaves the stack
    instant_or_sorcery: bool = False  # only if the resulting spell is an instant or sorcery spell


def graveyard_cast_ability(line: str) -> list:
    """"Flashback {2}{R}", "Flashback—{1}{U}, Pay 3 life.", "Flashback—Sacrifice a creature.", "Jump-start",
    "Retrace" read; [] for any other line."""
    if m := _FLASHBACK.fullmatch(line):
        return [GraveyardCast("flashback", "702.34a", cost=m.group("cost"), exiled=True, instant_or_sorcery=True)]
    if (m := _FLASHBACK_COSTS.fullmatch(line)) and (paid := costs(m.group("costs"))) is not None \
            and not any(count == "X" for _, count, _, _ in paid["paid_with"]) \
            and not any(value for key, value in paid.items() if key not in ("cost", "life", "paid_with", "remove_count")):
        return [GraveyardCast("flashback", "702.34a", cost=paid["cost"], paid_with=paid["paid_with"], life=paid["life"],
                              exiled=True, instant_or_sorcery=True)]
    if line == "Jump-start":
        return [GraveyardCast("jump-start", "702.133a", paid_with=(("discard", 1, "card", False),), exiled=True,
                              instant_or_sorcery=True)]
    if line == "Retrace":
        return [GraveyardCast("retrace", "702.81a", paid_with=(("discard", 1, "land card", False),))]
    return []


def graveyard_cast_of(abilities) -> GraveyardCast | None:
    return next((a for a in abilities if isinstance(a, GraveyardCast)), None)


# 702.34a: flashback an effect gave, "The flashback cost is equal to its mana cost." (cost None: its mana cost)
GRANTED_FLASHBACK = GraveyardCast("flashback", "702.34a", exiled=True, instant_or_sorcery=True)


def graveyard_cast(state, object_id: str) -> GraveyardCast | None:
    """How the card in a graveyard may be cast from there: its own keyword, else flashback an effect gave it until
    end of turn (an entry of ``state.effects`` on it, "flashback": 611.2a; the card a new object once it leaves,
    400.7) if it has a mana cost to pay (118.6: none can't be paid)."""
    obj = state.objects[object_id]
    if (own := graveyard_cast_of(state.spec(obj).abilities)) is not None:
        return own
    granted = any(e.get("flashback") and e["id"] == object_id for e in state.effects)
    return GRANTED_FLASHBACK if granted and state.spec(obj).mana_cost else None

"""702.175 offspring: "Offspring [cost]" means "You may pay an additional [cost] as you cast this spell" and "When
this permanent enters, if its offspring cost was paid, create a token that's a copy of it, except it's 1/1."
(702.175a). A cast says whether it pays it (actions.Cast ``offspring``: added to its total cost, 601.2f); the spell
and the permanent it becomes keep it (GameObject ``offspring``). As that permanent enters (zones.move_object), the
triggered ability triggers if it has it then (603.2, 614.12 not needed: a triggered ability); its intervening "if"
can't stop holding (the cost was paid), so it triggers only when it was paid. The token copies the permanent's
copiable values (707.2), as it last existed on the battlefield if it has left (608.2h: last_known.py), except its
base power and toughness are 1/1 (707.9b): performing/copies.py."""
import re
from dataclasses import dataclass

from game.rules.abilities import SpellEffect, TriggeredAbility
from game.rules.errors import RuleViolation

_OFFSPRING = re.compile(r"Offspring ((?:\{[0-9WUBRGC/]+\})+)")
EVENT = "offspring"
TEXT = "When this permanent enters, if its offspring cost was paid, create a token that's a copy of it, except it's 1/1."


@dataclass(frozen=True)
class Offspring:
    """A card's offspring cost (its additional cost; the triggered ability read with it)."""

    cost: str


def offspring_abilities(line: str) -> list:
    """"Offspring {2}" read (no X): the cost and the triggered ability; [] for any other line."""
    if not (m := _OFFSPRING.fullmatch(line)):
        return []
    return [Offspring(m.group(1)), TriggeredAbility(event=EVENT, effects=(SpellEffect("offspring_token"),), text=TEXT)]


def offspring_mana(name: str, abilities, offspring: bool) -> str:
    """601.2f: the offspring cost a cast pays; RuleViolation for a spell without offspring."""
    if not offspring:
        return ""
    found = next((a for a in abilities if isinstance(a, Offspring)), None)
    if found is None:
        raise RuleViolation("702.175a", f"{name} has no offspring")
    return found.cost


def has_offspring(abilities) -> bool:
    return any(isinstance(a, Offspring) for a in abilities)


def offspring_entered(state, permanent, chars) -> None:
    """702.175a: the permanent whose offspring cost was paid entered: its offspring ability triggers (as it has it
    now: ``chars``, its characteristics)."""
    permanent.offspring = True
    for index, ability in enumerate(state.spec(permanent).abilities):
        if isinstance(ability, TriggeredAbility) and ability.event == EVENT and ability in chars.abilities:
            state.triggers.append({"source": permanent.id, "card": permanent.card, "controller": permanent.controller,
                                   "index": index, "text": ability.text})

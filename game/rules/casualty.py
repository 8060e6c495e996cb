"""702.153 casualty: "Casualty N" means "As an additional cost to cast this spell, you may sacrifice a creature with
power N or greater," and "When you cast this spell, if a casualty cost was paid for it, copy it. If the spell has any
targets, you may choose new targets for the copy." (702.153a). A cast names the creature it sacrifices (actions.Cast
``casualty``, paid as its other costs are, 601.2h); the triggered ability, a "When you cast this spell" one
(cast_triggers.py), triggers only when it was paid (its intervening "if" can't stop holding: triggers.cast_itself),
and puts a copy on the stack as storm's do (707.10, 707.10c: performing/cast_triggers.py). Read for an instant or a
sorcery only: a copy of a permanent spell becomes a token (608.3f), which is left to the players."""
import re
from dataclasses import dataclass

from game.rules.abilities import SpellEffect, TriggeredAbility
from game.rules.cast_triggers import CAST_ITSELF
from game.rules.errors import RuleViolation

_CASUALTY = re.compile(r"Casualty ([1-9][0-9]*)")


@dataclass(frozen=True)
class Casualty:
    power: int


def casualty_abilities(line: str, is_permanent_card: bool) -> list:
    """"Casualty 2" of an instant or sorcery: the cost and the triggered ability; [] for any other line."""
    if is_permanent_card or not (m := _CASUALTY.fullmatch(line)):
        return []
    return [Casualty(int(m.group(1))),
            TriggeredAbility(CAST_ITSELF, (SpellEffect("casualty"),), text=line)]


def casualty_of(abilities) -> Casualty | None:
    return next((a for a in abilities if isinstance(a, Casualty)), None)


def check_casualty(state, player: str, name: str, abilities, sacrificed: tuple, characteristics) -> None:
    """601.2b, 601.2h: at most one creature, one the caster controls with power N or greater (``characteristics``:
    characteristics.characteristics, its power now)."""
    if not sacrificed:
        return
    found = casualty_of(abilities)
    if found is None:
        raise RuleViolation("702.153a", f"{name} has no casualty")
    obj = state.objects.get(sacrificed[0])
    if len(sacrificed) != 1 or obj is None or not state.on_battlefield(obj.id) or obj.controller != player \
            or "Creature" not in (chars := characteristics(state, obj.id)).types or (chars.power or 0) < found.power:
        raise RuleViolation("702.153a", f"casualty {found.power}: sacrifice one creature you control with power "
                                        f"{found.power} or greater")

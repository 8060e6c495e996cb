"""Optional additional costs whose payment copies the spell as it is cast: 702.78 conspire ("As an additional cost to
cast this spell, you may tap two untapped creatures you control that each share a color with it") and 702.153
casualty N ("... you may sacrifice a creature with power N or greater"), each with "When you cast this spell, if its
[conspire / a casualty] cost was paid for it, copy it. If the spell has any targets, you may choose new targets for
the copy." A cast names the objects it pays with (actions.Cast ``conspired``, ``casualty``; paid as its other costs
are, 601.2h); the triggered ability, a "When you cast this spell" one (cast_triggers.py), triggers only when its
cost was paid (its intervening "if" can't stop holding: triggers.cast_itself), and puts a copy on the stack as
storm's do (707.10, 707.10c: performing/cast_triggers.py). Read for an instant or a sorcery only: a copy of a
permanent spell becomes a token (608.3f), which is left to the players; one instance of each (702.78b, 702.153b)."""
import re
from dataclasses import dataclass

from game.rules.abilities import SpellEffect, TriggeredAbility
from game.rules.cast_triggers import CAST_ITSELF
from game.rules.errors import RuleViolation

_CASUALTY = re.compile(r"Casualty ([1-9][0-9]*)")
CONSPIRE = "conspire"
CONSPIRERS = 2  # 702.78a: two untapped creatures


@dataclass(frozen=True)
class Casualty:
    power: int


@dataclass(frozen=True)
class Conspire:
    pass


def casualty_abilities(line: str, is_permanent_card: bool) -> list:
    """"Casualty 2" and "Conspire" of an instant or sorcery: the cost and the triggered ability; [] for any other
    line."""
    if is_permanent_card:
        return []
    if line == "Conspire":
        return [Conspire(), TriggeredAbility(CAST_ITSELF, (SpellEffect(CONSPIRE),), text=line)]
    if m := _CASUALTY.fullmatch(line):
        return [Casualty(int(m.group(1))), TriggeredAbility(CAST_ITSELF, (SpellEffect("casualty"),), text=line)]
    return []


def casualty_of(abilities) -> Casualty | None:
    return next((a for a in abilities if isinstance(a, Casualty)), None)


def has_conspire(abilities) -> bool:
    return any(isinstance(a, Conspire) for a in abilities)


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


def check_conspired(state, player: str, name: str, abilities, colors, tapped: tuple, others: tuple,
                    characteristics) -> None:
    """601.2b, 601.2h: none, or two different untapped creatures the caster controls that each share a color with
    the spell (``colors``: its colors as it is cast, 105.4), not tapped for its other costs (``others``: convoke,
    improvise)."""
    if not tapped:
        return
    if not has_conspire(abilities):
        raise RuleViolation("702.78a", f"{name} has no conspire")
    if len(tapped) != CONSPIRERS or len(set(tapped)) != CONSPIRERS or set(tapped) & set(others) or not all(
            (obj := state.objects.get(oid)) is not None and state.on_battlefield(oid) and obj.controller == player
            and not obj.tapped and "Creature" in (chars := characteristics(state, oid)).types
            and set(chars.colors) & set(colors) for oid in tapped):
        raise RuleViolation("702.78a", "conspire: tap two untapped creatures you control that each share a color "
                                       f"with {name}")

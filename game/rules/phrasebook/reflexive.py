"""Reflexive triggered abilities (603.12): "Sacrifice it. When you do, search your library for a basic Swamp,
Mountain, or Forest card, put it onto the battlefield tapped, then shuffle and you gain 1 life." (Riveteers
Overlook). The ability that sacrifices its own permanent creates a triggered ability that triggers on that
sacrifice alone; it goes on the stack the next time a player would receive priority (603.3).

The reflexive ability is kept as one more ability of the card (``reflexive_abilities``), with the event
"reflexive", which nothing but its ``when_you_do`` instruction triggers (performing/reflexive.py).
"""
import re

from game.rules.abilities import SpellEffect, TriggeredAbility
from game.rules.phrases import SELF_NAMES
from game.rules.registry import ORACLE, reads

_SACRIFICE_WHEN_YOU_DO = re.compile(rf"Sacrifice (?:it|{SELF_NAMES})\. (?P<when>When you do, (?P<effect>.+))")


def _sentences(effect: str) -> str:
    """"..., then shuffle and you gain 1 life." reads as two instructions, in that order."""
    effect = effect[:1].upper() + effect[1:]
    return re.sub(r", then shuffle and you gain (\w+) life\.$", r", then shuffle. You gain \1 life.", effect)


@reads
def sacrifice_when_you_do(text: str) -> list[SpellEffect] | None:
    if not (m := _SACRIFICE_WHEN_YOU_DO.fullmatch(text)):
        return None
    effects = ORACLE["effect_sentences"](_sentences(m.group("effect")))
    if not effects or any(e.target for e in effects):
        return None  # a reflexive ability with targets chooses them as it is put on the stack: not read here
    return [SpellEffect("sacrifice_itself", target="same"),
            SpellEffect("when_you_do", detail=(m.group("when"), _frozen([e.to_data() for e in effects])))]


def _frozen(value):
    """Plain data as nested tuples (a SpellEffect's detail)."""
    return tuple(_frozen(v) for v in value) if isinstance(value, (list, tuple)) else value


def reflexive_abilities(ability) -> list[TriggeredAbility]:
    """The reflexive triggered abilities an ability's "When you do, ..." instructions create (603.12)."""
    return [TriggeredAbility("reflexive", tuple(SpellEffect.from_data(list(data)) for data in effect.detail[1]),
                             text=effect.detail[0])
            for effect in getattr(ability, "effects", ()) if effect.kind == "when_you_do"]

"""Triggered abilities of a spell that trigger as it is cast ("When you cast this spell", 601.2i): 702.85 cascade and
702.40 storm, each kept as a TriggeredAbility with the event "cast_self" (702.85c, 702.40b: each instance triggers
separately: "Cascade, cascade" is two). What they need of the spell is kept with the trigger as it triggers
(``known``): the spell's mana value (202.3e: X as chosen), how many spells were cast before it this turn (702.40a),
and its copiable values and choices, for a storm copy of a spell that has since left the stack (707.10, 608.2h).
They trigger in triggers.cast_itself and are performed in performing/cast_triggers.py."""
import re

from game.rules.abilities import SpellEffect, TriggeredAbility

CAST_ITSELF = "cast_self"
_KEYWORDS = {"cascade": "cascade", "storm": "storm"}


def cast_trigger_abilities(line: str) -> list:
    """"Cascade", "Storm", "Cascade, cascade" read; [] for any other line."""
    words = [w.strip().lower() for w in re.split(r",", line)]
    if not all(w in _KEYWORDS for w in words):
        return []
    return [TriggeredAbility(CAST_ITSELF, (SpellEffect(_KEYWORDS[w]),), text=w.capitalize()) for w in words]


def triggers_as_cast(abilities) -> list:
    """(index, ability) of each such triggered ability of a spell."""
    return [(i, a) for i, a in enumerate(abilities) if isinstance(a, TriggeredAbility) and a.event == CAST_ITSELF]


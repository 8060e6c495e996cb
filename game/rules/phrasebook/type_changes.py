"""Instructions that give a permanent a creature type (layer 4, 613.1d) with no duration or "for as long as" it
has a counter: "Target legendary creature becomes a God in addition to its other types." (611.2a: no duration
stated, until the game ends, or the permanent leaves the battlefield, 400.7), "For as long as that creature has a
shadow counter on it, it's a Wraith in addition to its other types." (611.2b: it ends as the last such counter
is removed, and a new counter doesn't start it again)."""
import re

from game.rules.abilities import SpellEffect
from game.rules.phrases import SAME_TARGET, TARGET, targeted
from game.rules.registry import reads
from game.rules.typeline import CREATURE_TYPES

_TYPE = r"an? (?P<type>[A-Z][a-z]+(?:-[A-Z][a-z]+)?) in addition to its other types"


@reads
def creature_type(sentence: str) -> list[SpellEffect] | None:
    if (m := re.fullmatch(rf"{TARGET} becomes {_TYPE}\.", sentence[0].lower() + sentence[1:])) \
            and m.group("type") in CREATURE_TYPES and not m.group("up_to"):
        return targeted("add_creature_type", m, detail=(m.group("type"), ""))
    if (m := re.fullmatch(rf"For as long as that creature has an? (?P<kind>[a-z]+) counter on it, it's {_TYPE}\.",
                          sentence)) and m.group("type") in CREATURE_TYPES:
        return [SpellEffect("add_creature_type", target=SAME_TARGET, detail=(m.group("type"), m.group("kind")))]
    return None

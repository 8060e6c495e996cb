""""You may cast spells this turn as though they had flash." (Alchemist's Refuge, Emergence Zone), "You may
cast creature spells this turn as though they had flash." (Winding Canyons): a permission with a duration
(611.2a) for the player, honoured by the timing checks of casting (601.3, 702.8a; spells.check_cast)."""
import re

from game.rules.abilities import SpellEffect
from game.rules.phrases import CARD_TYPE_WORDS
from game.rules.registry import reads


@reads
def flash_this_turn(sentence: str) -> list[SpellEffect] | None:
    m = re.fullmatch(r"You may cast (?:(?P<type>[a-z]+) )?spells this turn as though they had flash\.", sentence)
    if not m or m.group("type") and m.group("type") not in CARD_TYPE_WORDS:
        return None
    return [SpellEffect("flash_this_turn", quality=(CARD_TYPE_WORDS[m.group("type")],) if m.group("type") else ())]

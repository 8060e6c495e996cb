"""An instruction on the ability's own permanent, named by its name or "this land": "Sacrifice this land." ("At
the beginning of the end step, if you control no artifacts, sacrifice this land."). If that permanent has left the
battlefield, it is a new object (400.7) and nothing happens to it (performing/optional.py's sacrifice_self).
"Return ~ to its owner's hand." is phrasebook/library.py's.
"""
import re

from game.rules.abilities import SpellEffect
from game.rules.phrases import SELF_NAMES
from game.rules.registry import reads


@reads
def on_itself(sentence: str) -> list[SpellEffect] | None:
    if re.fullmatch(rf"Sacrifice {SELF_NAMES}\.", sentence):
        return [SpellEffect("sacrifice_self")]
    return None

"""An instruction on the ability's own permanent, named by its name or "this land": "Sacrifice this land." ("At
the beginning of the end step, if you control no artifacts, sacrifice this land."). If that permanent has left the
battlefield, it is a new object (400.7) and nothing happens to it (performing/optional.py's sacrifice_self); "When
this creature becomes the target of a spell or ability, sacrifice it." (the first instruction's "it").
"Return ~ to its owner's hand." is phrasebook/library.py's.
"""
import re

from game.rules.abilities import SpellEffect
from game.rules.phrasebook.keyword_actions import ITSELF
from game.rules.phrases import SELF_NAMES
from game.rules.registry import reads


@reads
def on_itself(sentence: str) -> list[SpellEffect] | None:
    if re.fullmatch(rf"Sacrifice {SELF_NAMES}\.", sentence):
        return [SpellEffect("sacrifice_self")]
    if sentence == "Sacrifice it.":  # the first instruction's "it" (ITSELF: oracle reads it only there)
        return [SpellEffect("sacrifice_self", detail=(ITSELF,))]
    return None

"""Instructions on the ability's own permanent, named by its name or "this land": "Sacrifice this land.",
"Return ~ to its owner's hand." ("At the beginning of the end step, if you control no artifacts,
sacrifice this land.", "{1}: Return ~ to its owner's hand.").

They refer to the permanent the ability came from, as SAME_TARGET does before any target (stack.instructions):
if that permanent has left the battlefield, it is a new object (400.7) and nothing happens to it.
"""
import re

from game.rules.abilities import SpellEffect
from game.rules.phrases import SAME_TARGET, SELF_NAMES
from game.rules.registry import reads


@reads
def on_itself(sentence: str) -> list[SpellEffect] | None:
    if re.fullmatch(rf"Sacrifice {SELF_NAMES}\.", sentence):
        return [SpellEffect("sacrifice_itself", target=SAME_TARGET)]
    if re.fullmatch(rf"Return {SELF_NAMES} to its owner's hand\.", sentence):
        return [SpellEffect("bounce", target=SAME_TARGET)]
    return None

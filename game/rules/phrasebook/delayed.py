"""Instructions that make delayed triggered abilities (603.7): "Exile target attacking creature an opponent
controls. At the beginning of the next end step, return it to the battlefield tapped under its owner's control."
and "Return this land to its owner's hand at the beginning of the next cleanup step." (514.3a)."""
import re

from game.rules.abilities import SpellEffect
from game.rules.phrases import SELF_NAMES, TARGET, targeted
from game.rules.registry import reads


@reads
def delayed(text: str) -> list[SpellEffect] | None:
    if m := re.fullmatch(rf"Exile {TARGET}\. At the beginning of the next end step, return it to the battlefield"
                         r"(?P<tapped> tapped)? under its owner's control\.", text):
        return targeted("exile_until_next_end", m, tapped=bool(m.group("tapped")))
    if re.fullmatch(rf"Return {SELF_NAMES} to its owner's hand at the beginning of the next cleanup step\.", text):
        return [SpellEffect("return_self_at_cleanup")]
    return None

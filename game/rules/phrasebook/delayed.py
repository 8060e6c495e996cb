"""Instructions that make delayed triggered abilities (603.7): "Exile target attacking creature an opponent
controls. At the beginning of the next end step, return it to the battlefield tapped under its owner's control."
and "Return this land to its owner's hand at the beginning of the next cleanup step." (514.3a), "Draw a card at the
beginning of the next turn's upkeep." (an instruction without a target, performed then)."""
import re

from game.rules.abilities import SpellEffect
from game.rules.phrases import SELF_NAMES, TARGET, targeted
from game.rules.registry import ORACLE, reads


@reads
def delayed(text: str) -> list[SpellEffect] | None:
    if m := re.fullmatch(rf"Exile {TARGET}\. At the beginning of the next end step, return it to the battlefield"
                         r"(?P<tapped> tapped)? under its owner's control\.", text):
        return targeted("exile_until_next_end", m, tapped=bool(m.group("tapped")))
    if re.fullmatch(rf"Return {SELF_NAMES} to its owner's hand at the beginning of the next cleanup step\.", text):
        return [SpellEffect("return_self_at_cleanup")]
    return None


@reads
def at_the_next_upkeep(text: str) -> list[SpellEffect] | None:
    if not (m := re.fullmatch(r"(?P<what>[^.]+) at the beginning of the next turn's upkeep\.", text)):
        return None
    found = ORACLE["effect_sentences"](f"{m.group('what')}.")
    if not found or len(found) != 1 or found[0].target or found[0].x:
        return None  # one instruction of its own only: nothing to refer back to
    return [SpellEffect("at_next_upkeep", detail=(f"{m.group('what')}.",))]

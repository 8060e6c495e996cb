"""Instructions that make delayed triggered abilities (603.7): "Exile target attacking creature an opponent
controls. At the beginning of the next end step, return it to the battlefield tapped under its owner's control."
"Return this land to its owner's hand at the beginning of the next cleanup step." (514.3a) and "Whenever a creature
attacks this turn, put a +1/+1 counter on it." (Basri, Devoted Paladin)."""
import re

from game.rules.abilities import SpellEffect
from game.rules.phrasebook.counters import COUNTERS, MEANINGFUL
from game.rules.phrases import SELF_NAMES, TARGET, number, targeted
from game.rules.registry import reads


@reads
def delayed(text: str) -> list[SpellEffect] | None:
    if m := re.fullmatch(rf"Exile {TARGET}\. At the beginning of the next end step, return it to the battlefield"
                         r"(?P<tapped> tapped)? under its owner's control\.", text):
        return targeted("exile_until_next_end", m, tapped=bool(m.group("tapped")))
    if re.fullmatch(rf"Return {SELF_NAMES} to its owner's hand at the beginning of the next cleanup step\.", text):
        return [SpellEffect("return_self_at_cleanup")]
    if (m := re.fullmatch(rf"Whenever a creature attacks this turn, put {COUNTERS} on it\.", text)) \
            and m.group("kind") not in MEANINGFUL:  # 603.7b: each time this turn; "it": that creature
        return [SpellEffect("whenever_a_creature_attacks_this_turn", number(m.group("amount")), detail=(m.group("kind"),))]
    return None

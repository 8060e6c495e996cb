"""Instructions that make delayed triggered abilities (603.7): "Exile target attacking creature an opponent
controls. At the beginning of the next end step, return it to the battlefield tapped under its owner's control."
"Return this land to its owner's hand at the beginning of the next cleanup step." (514.3a), "Sacrifice it at end
of combat." (511.2: its own permanent, "When this creature attacks, ..."), "Until end of turn, whenever you cast an
instant or sorcery spell, copy it. You may choose new targets for the copy." (603.7c: it triggers for each), "When
you next cast an instant or sorcery spell this turn, copy that spell [twice]. ..." (once), "Draw a
card at the beginning of the next turn's upkeep." (an instruction without a target, performed then) and "Whenever a
creature attacks this turn, put a +1/+1 counter on it." (Basri, Devoted Paladin)."""
import re

from game.rules.abilities import SpellEffect
from game.rules.phrasebook.counters import COUNTERS, MEANINGFUL
from game.rules.phrases import SELF_NAMES, TARGET, number, targeted
from game.rules.registry import ORACLE, reads


@reads
def delayed(text: str) -> list[SpellEffect] | None:
    if m := re.fullmatch(rf"Exile {TARGET}\. At the beginning of the next end step, return it to the battlefield"
                         r"(?P<tapped> tapped)? under its owner's control\.", text):
        return targeted("exile_until_next_end", m, tapped=bool(m.group("tapped")))
    if re.fullmatch(rf"Return {SELF_NAMES} to its owner's hand at the beginning of the next cleanup step\.", text):
        return [SpellEffect("return_self_at_cleanup")]
    if text == ("Until end of turn, whenever you cast an instant or sorcery spell, copy it. You may choose new "
                "targets for the copy."):  # 603.7c: a delayed trigger with a duration (707.10, 707.10c)
        return [SpellEffect("copy_casts_this_turn", detail=("instant or sorcery",))]
    if m := re.fullmatch(r"When you next cast an instant or sorcery spell this turn, copy that spell"
                         r"(?P<twice> twice)?\. You may choose new targets for the cop(?:y|ies)\.", text):  # 603.7c
        return [SpellEffect("copy_next_cast", 2 if m.group("twice") else 1, detail=("instant or sorcery",))]
    if re.fullmatch(rf"Sacrifice (?:it|{SELF_NAMES}) at end of combat\.", text):
        return [SpellEffect("sacrifice_self_at_end_of_combat")]
    if (m := re.fullmatch(rf"Whenever a creature attacks this turn, put {COUNTERS} on it\.", text)) \
            and m.group("kind") not in MEANINGFUL:  # 603.7b: each time this turn; "it": that creature
        return [SpellEffect("whenever_a_creature_attacks_this_turn", number(m.group("amount")), detail=(m.group("kind"),))]
    return None


@reads
def at_the_next_upkeep(text: str) -> list[SpellEffect] | None:
    if not (m := re.fullmatch(r"(?P<what>[^.]+) at the beginning of the next turn's upkeep\.", text)):
        return None
    found = ORACLE["effect_sentences"](f"{m.group('what')}.")
    if not found or len(found) != 1 or found[0].target or found[0].x:
        return None  # one instruction of its own only: nothing to refer back to
    return [SpellEffect("at_next_upkeep", detail=(f"{m.group('what')}.",))]

""""INSTRUCTION unless CONDITION." (608.2c): the instruction is performed only if the condition doesn't hold as the
spell or ability resolves: "Then discard a card unless you attacked this turn." (the condition a phrase of
phrases.condition; an instruction without a target, whose target would be chosen whatever the condition)."""
import re

from game.rules.abilities import SpellEffect
from game.rules.phrasebook.optional import packed
from game.rules.phrases import condition
from game.rules.registry import ORACLE, reads


@reads
def unless(sentence: str) -> list[SpellEffect] | None:
    if not (m := re.fullmatch(r"(?:Then )?(?P<what>[^.]+?) unless (?P<if>[^.,]+)\.", sentence)):
        return None
    what = m.group("what")
    found = ORACLE["effect_sentences"](what[:1].upper() + what[1:] + ".")
    if not found or any(e.target for e in found) or condition(m.group("if")) is None:
        return None
    return [SpellEffect("unless", detail=(m.group("if"), packed(found)))]

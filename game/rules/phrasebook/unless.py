""""INSTRUCTION unless CONDITION." and "If CONDITION, INSTRUCTION." (608.2c): the instruction is performed only if
the condition doesn't hold (holds) as the spell or ability resolves: "Then discard a card unless you attacked this
turn.", "If you control a Merfolk, draw a card.", "If a creature died this turn, create two 1/1 green Saproling
creature tokens." (the condition a phrase of phrases.condition; an instruction without a target, whose target would
be chosen whatever the condition), and "INSTRUCTION. If CONDITION, OTHER INSTRUCTION instead." (one or the other)."""
import re

from game.rules.abilities import SpellEffect
from game.rules.phrasebook.optional import packed
from game.rules.phrasebook.variables import amount
from game.rules.phrases import condition
from game.rules.registry import ORACLE, reads


def _governed(what: str, when: str) -> tuple | None:
    """The instructions WHAT governs, packed, when they read without a target and WHEN is a condition; not those
    with an X fixed as the spell or ability was put on the stack or by its costs (amounts.bound fixes only the
    instructions it isn't governed by another)."""
    found = ORACLE["effect_sentences"](what[:1].upper() + what[1:] + ".")
    if not found or any(e.target for e in found) or condition(when) is None or re.search(r"\bX\b", what) or \
            any(e.x and (amount(e.x) or ("",))[0] not in _COUNTED_NOW for e in found):
        return None
    return packed(found)


_COUNTED_NOW = ("count", "counters", "commanders_mana_value")  # amounts counted as performed (amounts.counted)


@reads
def unless(sentence: str) -> list[SpellEffect] | None:
    if not (m := re.fullmatch(r"(?:Then )?(?P<what>[^.]+?) unless (?P<if>[^.,]+)\.", sentence)):
        return None
    governed = _governed(m.group("what"), m.group("if"))
    return [SpellEffect("unless", detail=(m.group("if"), governed))] if governed else None


@reads
def instead_if(text: str) -> list[SpellEffect] | None:
    """"INSTRUCTION. If CONDITION, OTHER INSTRUCTION instead." (608.2c): the other one replaces the first if the
    condition holds as it resolves ("Draw a card. If this spell was kicked, draw three cards instead."); neither with
    a target of its own."""
    m = re.fullmatch(r"(?P<first>[^.]+)\. If (?P<if>[^.,]+), (?:instead (?P<what>[^.]+)|(?P<what2>[^.]+) instead)\.",
                     text)
    if not m:
        return None
    first = _governed(m.group("first"), m.group("if"))
    other = _governed(m.group("what") or m.group("what2"), m.group("if"))
    return [SpellEffect("instead_if", detail=(m.group("if"), other, first))] if first and other else None


@reads
def only_if(sentence: str) -> list[SpellEffect] | None:
    if not (m := re.fullmatch(r"If (?P<if>[^.,]+), (?P<what>[^.]+)\.", sentence)) or \
            re.search(r"\binstead\b", m.group("what")):
        return None
    governed = _governed(m.group("what"), m.group("if"))
    return [SpellEffect("only_if", detail=(m.group("if"), governed))] if governed else None

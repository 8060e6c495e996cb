"""What a kicked spell does (702.33e, kicker.py): "~ deals 2 damage to any target. If this spell was kicked, it
deals 4 damage instead." (the one instruction or, kicked, the other, on the same target), "If this spell was
kicked, draw a card." (an instruction without a target, only if it was kicked; 702.33g: a target chosen only if
kicked is not read here)."""
import re
from dataclasses import replace

from game.rules.abilities import SpellEffect
from game.rules.phrasebook.optional import packed
from game.rules.registry import ORACLE, reads

_IF_KICKED = "If this spell was kicked, "


@reads
def kicked_instead(text: str) -> list[SpellEffect] | None:
    if not (m := re.fullmatch(rf"(?P<first>[^.]+\.) {_IF_KICKED}it deals (?P<amount>\d+) damage instead\.", text)):
        return None
    first = ORACLE["effect_sentences"](m.group("first"))
    if not first or len(first) != 1 or first[0].kind != "damage" or first[0].x:
        return None
    kicked = replace(first[0], amount=int(m.group("amount")))
    return [SpellEffect("kicked_instead", target=first[0].target, optional=first[0].optional,
                        detail=(packed(first), packed([kicked])))]


@reads
def if_kicked(text: str) -> list[SpellEffect] | None:
    """"[Instructions.] If this spell was kicked, INSTRUCTIONS." (a spell's line is read whole)."""
    before, found_it, kicked = text.rpartition(_IF_KICKED)
    if not found_it or not kicked or "instead" in kicked or before and not before.endswith(". "):
        return None
    first = ORACLE["effect_sentences"](before.rstrip()) if before else []
    found = ORACLE["effect_sentences"](kicked[0].upper() + kicked[1:])
    if first is None or not found or any(e.target for e in found):
        return None
    return first + [SpellEffect("if_kicked", detail=(packed(found),))]

"""Turning a permanent over: "Transform this land." (701.28a), "Transform this land, then untap it."
(Westvale Abbey); "it"/"this land" is the ability's own permanent. Performed by performing/faces.py."""
import re

from game.rules.abilities import SpellEffect
from game.rules.phrases import SAME_TARGET, SELF_NAMES
from game.rules.registry import reads


@reads
def transform(sentence: str) -> list[SpellEffect] | None:
    if m := re.fullmatch(rf"Transform {SELF_NAMES}(?P<untap>, then untap it)?\.", sentence):
        untap = [SpellEffect("untap", target=SAME_TARGET)] if m.group("untap") else []
        return [SpellEffect("transform", target=SAME_TARGET), *untap]
    return None

"""Turning a permanent over: "Transform this land." (701.28a), "Transform this land, then untap it."
(Westvale Abbey); "it"/"this land" is the ability's own permanent. Performed by performing/faces.py. And
"Morph {2}" (702.37a), a static ability the engine's face_down.py performs."""
import re

from game.rules.abilities import FaceDownCast, SpellEffect
from game.rules.phrases import SAME_TARGET, SELF_NAMES
from game.rules.registry import reads


@reads
def transform(sentence: str) -> list[SpellEffect] | None:
    if m := re.fullmatch(rf"Transform {SELF_NAMES}(?P<untap>, then untap it)?\.", sentence):
        untap = [SpellEffect("untap", target=SAME_TARGET)] if m.group("untap") else []
        return [SpellEffect("transform", target=SAME_TARGET), *untap]
    return None


def face_down_abilities(line: str) -> list:
    """"Morph {2}": a card that may be cast face down (702.37a); [] for any other line (megamorph and disguise
    aren't read: the counter and ward they add aren't performed)."""
    if m := re.fullmatch(r"Morph ((?:\{[0-9WUBRGC]\})+)", line):
        return [FaceDownCast("morph", m.group(1))]
    return []

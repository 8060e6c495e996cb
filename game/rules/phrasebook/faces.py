"""Turning a permanent over: "Transform this land." (701.28a), "Transform this land, then untap it."
(Westvale Abbey); "it"/"this land" is the ability's own permanent. Performed by performing/faces.py. And
"Morph {2}" (702.37a), "Megamorph {2}{G}" (702.37b) and "Disguise {3}" (702.168a), static abilities the engine's
face_down.py performs."""
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
    """"Morph {2}", "Megamorph {2}{G}", "Disguise {3}": a card that may be cast face down (702.37a-b, 702.168a);
    [] for any other line."""
    if m := re.fullmatch(r"(Morph|Megamorph|Disguise) ((?:\{[0-9WUBRGC]\})+)", line):
        return [FaceDownCast(m.group(1).lower(), m.group(2))]
    return []

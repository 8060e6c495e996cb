"""Replacing how a permanent dies this turn (614.1a, 700.4): "If that creature would die this turn, exile it
instead." (the target before: "~ deals 4 damage to target creature. ..."), "If that creature or planeswalker would
die this turn, exile it instead.", "If a creature dealt damage this way would die this turn, exile it instead."
(each creature the resolving spell or ability has dealt damage to, 615.1: not one whose damage was prevented)."""
import re

from game.rules.abilities import SpellEffect
from game.rules.phrases import SAME_TARGET
from game.rules.registry import reads

DEALT_DAMAGE_THIS_WAY = "dealt damage this way"


@reads
def exile_instead(sentence: str) -> list[SpellEffect] | None:
    if not (m := re.fullmatch(r"If (?P<who>that creature(?: or planeswalker)?|it|a creature dealt damage this way) "
                              r"would die this turn, exile it instead\.", sentence)):
        return None
    if m.group("who") == "a creature dealt damage this way":
        return [SpellEffect("exile_if_dies", detail=(DEALT_DAMAGE_THIS_WAY,))]
    return [SpellEffect("exile_if_dies", target=SAME_TARGET)]

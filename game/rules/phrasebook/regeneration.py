"""Regeneration (701.15): "Regenerate target creature.", "Regenerate target Shade, Skeleton, or Zombie.",
"Regenerate ~." (its source), "Regenerate it." (the same target)."""
import re

from game.rules.abilities import SpellEffect
from game.rules.phrases import SAME_TARGET, SELF_NAMES, TARGET, targeted
from game.rules.registry import reads


@reads
def regenerate(sentence: str) -> list[SpellEffect] | None:
    if m := re.fullmatch(rf"Regenerate {TARGET}\.", sentence):
        return targeted("regenerate", m)
    if re.fullmatch(rf"Regenerate {SELF_NAMES}\.", sentence):
        return [SpellEffect("regenerate")]
    if sentence in ("Regenerate it.", "Regenerate that creature."):
        return [SpellEffect("regenerate", target=SAME_TARGET)]
    return None

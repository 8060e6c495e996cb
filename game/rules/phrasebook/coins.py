"""Flipping a coin (705): "Flip a coin. If you win the flip, create a Treasure token." The player who flips
calls heads or tails; they win the flip when the call matches (705.2), and what "If you win the flip" governs
is done only then."""
import re

from game.rules.abilities import SpellEffect
from game.rules.phrasebook.optional import packed
from game.rules.registry import ORACLE, reads


@reads
def flip(sentence: str) -> list[SpellEffect] | None:
    if not (m := re.fullmatch(r"Flip a coin\. If you win the flip, (.+\.)", sentence)):
        return None
    won = ORACLE["effect_sentences"](m.group(1)[:1].upper() + m.group(1)[1:])
    if not won or any(e.target for e in won):  # a target would be chosen as the ability is put on the stack
        return None
    return [SpellEffect("flip_coin", detail=(packed(won),))]

"""Flipping a coin (705): "Flip a coin. If you win the flip, create a Treasure token." The player who flips
calls heads or tails; they win the flip when the call matches (705.2), and what "If you win the flip" governs
is done only then; what "If you lose the flip" governs only otherwise ("... If you win the flip, this creature deals
2 damage to any target. If you lose the flip, this creature deals 2 damage to itself.": the one target chosen as
the ability is put on the stack, 601.2c, whatever the flip)."""
import re

from game.rules.abilities import SpellEffect
from game.rules.phrasebook.optional import packed
from game.rules.phrases import SAME_TARGET
from game.rules.registry import ORACLE, reads


def _read(words: str | None) -> list[SpellEffect] | None:
    return ORACLE["effect_sentences"](words[:1].upper() + words[1:]) if words else []


@reads
def flip(sentence: str) -> list[SpellEffect] | None:
    if not (m := re.fullmatch(r"Flip a coin\. If you win the flip, (?P<won>[^.]+\.)(?: If you lose the flip, "
                              r"(?P<lost>[^.]+\.))?", sentence)):
        return None
    won, lost = _read(m.group("won")), _read(m.group("lost"))
    if not won or lost is None or m.group("lost") and not lost or any(e.target for e in lost):
        return None
    targets = [e for e in won if e.target]
    if len(targets) > 1 or targets and (targets[0].target == SAME_TARGET or targets[0].optional):
        return None
    return [SpellEffect("flip_coin", target=targets[0].target if targets else "", detail=(packed(won), packed(lost)))]

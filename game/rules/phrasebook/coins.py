"""Flipping a coin (705): "Flip a coin. If you win the flip, create a Treasure token." The player who flips
calls heads or tails; they win the flip when the call matches (705.2), and what "If you win the flip" governs
is done only then; what "If you lose the flip" governs only otherwise ("... If you win the flip, this creature deals
2 damage to any target. If you lose the flip, this creature deals 2 damage to itself.": the one target chosen as
the ability is put on the stack, 601.2c, whatever the flip); "Flip a coin. If you lose the flip, this artifact deals
3 damage to you." alone; "You may flip a coin. If you win the flip, ..." (phrasebook/optional.py: what the flip
governs is part of what the player may do)."""
import re

from game.rules.abilities import SpellEffect
from game.rules.phrasebook.optional import packed
from game.rules.phrases import SAME_TARGET
from game.rules.registry import ORACLE, reads


def _read(words: str | None) -> list[SpellEffect] | None:
    return ORACLE["effect_sentences"](words[:1].upper() + words[1:]) if words else []


def governed(won_words: str | None, lost_words: str | None) -> tuple[str, tuple] | None:
    """What a result governs ("If you win the flip, ...", "If you win, ..."; "If you lose the flip, ...",
    "Otherwise, ..."): the target of what winning governs (chosen as the ability is put on the stack, 601.2c,
    whatever the result) and both as ``detail`` (either may be missing, not both); None unless what is there
    reads, losing with no target of its own (but "that player", "it": winning's)."""
    won, lost = _read(won_words), _read(lost_words)
    if lost is None and won and (joined := _read(f"{won_words} {lost_words[:1].upper()}{lost_words[1:]}")) and joined[:len(won)] == won:
        lost = joined[len(won):]  # "... target player discards two cards. Otherwise, that player discards a card."
    if won is None or lost is None or not (won or lost) or \
            any(e.target and (e.target != SAME_TARGET or not any(w.target for w in won)) for e in lost):
        return None  # losing with a target of its own, or "it" with nothing to refer to
    targets = [e for e in won if e.target]
    if len(targets) > 1 or targets and (targets[0].target == SAME_TARGET or targets[0].optional):
        return None
    return (targets[0].target if targets else ""), (packed(won), packed(lost))


@reads
def flip(sentence: str) -> list[SpellEffect] | None:
    if not (m := re.fullmatch(r"Flip a coin\.(?: If you win the flip, (?P<won>[^.]+\.))?(?: If you lose the "
                              r"flip, (?P<lost>[^.]+\.))?", sentence)):
        return None
    if not (found := governed(m.group("won"), m.group("lost"))):
        return None
    target, detail = found
    return [SpellEffect("flip_coin", target=target, detail=detail)]

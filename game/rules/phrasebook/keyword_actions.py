"""Keyword actions of one word: "Proliferate." (701.34a), "Target creature you control explores." (701.40a)."""
import re

from game.rules.abilities import SpellEffect
from game.rules.phrases import TARGET, targeted
from game.rules.registry import reads


@reads
def proliferate(sentence: str) -> list[SpellEffect] | None:
    return [SpellEffect("proliferate")] if sentence == "Proliferate." else None


@reads
def explore(sentence: str) -> list[SpellEffect] | None:
    if (m := re.fullmatch(rf"{TARGET} explores\.", sentence[0].lower() + sentence[1:])) and not m.group("up_to"):
        return targeted("explore", m)
    return None

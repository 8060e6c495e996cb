"""Keyword actions of one word: "Proliferate." (701.34a)."""
from game.rules.abilities import SpellEffect
from game.rules.registry import reads


@reads
def proliferate(sentence: str) -> list[SpellEffect] | None:
    return [SpellEffect("proliferate")] if sentence == "Proliferate." else None

"""Keyword actions: "Proliferate." (701.34a), "Target creature you control connives." (701.47a; "connives 2",
701.47e)."""
import re

from game.rules.abilities import SpellEffect
from game.rules.phrases import TARGET, targeted
from game.rules.registry import reads


@reads
def proliferate(sentence: str) -> list[SpellEffect] | None:
    return [SpellEffect("proliferate")] if sentence == "Proliferate." else None


@reads
def connive(sentence: str) -> list[SpellEffect] | None:
    if m := re.fullmatch(rf"{TARGET} connives(?: (?P<n>\d+))?\.", sentence[:1].lower() + sentence[1:]):
        return targeted("connive", m, amount=int(m.group("n") or 1))
    return None

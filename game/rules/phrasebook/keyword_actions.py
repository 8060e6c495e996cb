"""Keyword actions: "Proliferate." (701.34a), "Target creature you control connives." (701.47a; "connives 2",
701.47e), "Amass Orcs 2." (701.44a), "Target creature you
control explores." (701.40a)."""
import re

from game.rules.abilities import SpellEffect
from game.rules.phrases import NUMBER, TARGET, number, targeted
from game.rules.registry import reads
from game.rules.typeline import CREATURE_TYPES


@reads
def proliferate(sentence: str) -> list[SpellEffect] | None:
    return [SpellEffect("proliferate")] if sentence == "Proliferate." else None


@reads
def connive(sentence: str) -> list[SpellEffect] | None:
    if m := re.fullmatch(rf"{TARGET} connives(?: (?P<n>\d+))?\.", sentence[:1].lower() + sentence[1:]):
        return targeted("connive", m, amount=int(m.group("n") or 1))
    return None


@reads
def amass(sentence: str) -> list[SpellEffect] | None:
    """"Amass Orcs 2.", "Amass Zombies X." (X: phrasebook/variables.py): the subtype in the singular."""
    if not (m := re.fullmatch(rf"Amass ([A-Z][a-z]+)s ({NUMBER})\.", sentence)) or m.group(1) not in CREATURE_TYPES:
        return None
    return [SpellEffect("amass", number(m.group(2)), detail=(m.group(1),))]


@reads
def explore(sentence: str) -> list[SpellEffect] | None:
    if (m := re.fullmatch(rf"{TARGET} explores\.", sentence[0].lower() + sentence[1:])) and not m.group("up_to"):
        return targeted("explore", m)
    return None

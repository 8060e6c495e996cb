"""Keyword actions: "Proliferate." (701.34a), "Target creature you control connives." (701.47a; "connives 2",
701.47e), "Amass Orcs 2." (701.44a), "Target creature you control explores." (701.40a); "It explores." and "It
connives." of the ability's own permanent; "Bolster 2." (701.33a), "Support 2." (701.35a), "Adapt 2." (701.43a),
"Monstrosity 3." (701.31a), "Populate." (701.30a), "Detain target creature an opponent controls." (701.29a)."""
import re

from game.rules.abilities import SpellEffect
from game.rules.phrases import NUMBER, NUMBER_WORDS, SELF_NAMES, TARGET, number, targeted
from game.rules.registry import ORACLE, reads
from game.rules.typeline import CREATURE_TYPES

ITSELF = "it: its own permanent"  # an instruction's detail: "It explores." (oracle._its_own)


@reads
def proliferate(sentence: str) -> list[SpellEffect] | None:
    return [SpellEffect("proliferate")] if sentence == "Proliferate." else None


@reads
def connive(sentence: str) -> list[SpellEffect] | None:
    """"Target creature you control connives.", "It connives." (its own permanent, as the first instruction: the
    ability's source), "~ connives."."""
    if m := re.fullmatch(rf"{TARGET} connives(?: (?P<n>\d+))?\.", sentence[:1].lower() + sentence[1:]):
        return targeted("connive", m, amount=int(m.group("n") or 1))
    return _itself("connive", re.fullmatch(rf"(?P<who>It|{SELF_NAMES}) connives\.", sentence))


def _itself(kind: str, m) -> list[SpellEffect] | None:
    """A keyword action of the ability's own permanent, "~ ..." or "It ..." (the first instruction's "it": oracle
    reads it only there, ITSELF); no target: performed by its last known information once it has left."""
    if m is None:
        return None
    return [SpellEffect(kind, 1, detail=(ITSELF,) if m.group("who") == "It" else ())]


@reads
def amass(sentence: str) -> list[SpellEffect] | None:
    """"Amass Orcs 2.", "Amass Zombies X." (X: phrasebook/variables.py): the subtype in the singular."""
    if not (m := re.fullmatch(rf"Amass ([A-Z][a-z]+)s ({NUMBER})\.", sentence)) or m.group(1) not in CREATURE_TYPES:
        return None
    return [SpellEffect("amass", number(m.group(2)), detail=(m.group(1),))]


@reads
def explore(sentence: str) -> list[SpellEffect] | None:
    """"Target creature you control explores.", "It explores.", "~ explores."."""
    if (m := re.fullmatch(rf"{TARGET} explores\.", sentence[0].lower() + sentence[1:])) and not m.group("up_to"):
        return targeted("explore", m)
    return _itself("explore", re.fullmatch(rf"(?P<who>It|{SELF_NAMES}) explores\.", sentence))


@reads
def bolster(sentence: str) -> list[SpellEffect] | None:
    """"Bolster 2.", "Bolster X, where X is ..." (X: phrasebook/variables.py)."""
    if m := re.fullmatch(rf"Bolster ({NUMBER})\.", sentence):
        return [SpellEffect("bolster", number(m.group(1)))]
    return None


@reads
def support(sentence: str) -> list[SpellEffect] | None:
    """701.35a: "Support N" on a permanent means "Put a +1/+1 counter on each of up to N other target creatures.",
    on an instant or sorcery spell the same without "other": read as the first, since a spell is never a creature
    it could target."""
    if not (m := re.fullmatch(rf"Support ({NUMBER})\.", sentence)) or (n := number(m.group(1))) < 2:
        return None
    words = next((word for word, value in NUMBER_WORDS.items() if value == n), None)  # as several_targets reads them
    return ORACLE["effect_sentences"](f"Put a +1/+1 counter on each of up to {words} other target creatures.") \
        if words else None


@reads
def detain(sentence: str) -> list[SpellEffect] | None:
    """701.29a: "Detain target creature an opponent controls.": until its controller's next turn, that permanent
    can't attack or block and its activated abilities can't be activated (602.5)."""
    if m := re.fullmatch(rf"Detain {TARGET}\.", sentence):
        return targeted("detain", m)
    return None


@reads
def monstrosity(sentence: str) -> list[SpellEffect] | None:
    """701.31a: "Monstrosity N" means "If this permanent isn't monstrous, put N +1/+1 counters on it and it becomes
    monstrous." (701.31b: a designation; "Monstrosity X.": the X announced, phrasebook/variables.py)."""
    if m := re.fullmatch(rf"Monstrosity ({NUMBER})\.", sentence):
        return [SpellEffect("monstrosity", number(m.group(1)))]
    return None


@reads
def adapt(sentence: str) -> list[SpellEffect] | None:
    """701.43a: "Adapt N" means "If this permanent has no +1/+1 counters on it, put N +1/+1 counters on it."."""
    if m := re.fullmatch(rf"Adapt ({NUMBER})\.", sentence):
        return [SpellEffect("adapt", number(m.group(1)))]
    return None


@reads
def populate(sentence: str) -> list[SpellEffect] | None:
    return [SpellEffect("populate")] if sentence == "Populate." else None

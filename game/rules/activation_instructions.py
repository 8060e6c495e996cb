"""Activation instructions of activated abilities (602.1b), the sentences after the effect, and the ability
words that may begin an ability (207.2c). oracle._activated reads them into ActivatedAbility fields;
restrictions.py performs them."""
import re

from game.rules.abilities import Condition
from game.rules.phrases import condition, permanents

# 207.2c: ability words have no rules meaning ("Threshold — {R}, {T}, Sacrifice this land: ...").
ABILITY_WORDS = ("adamant", "addendum", "alliance", "battalion", "bloodrush", "celebration", "channel", "chroma",
                 "cohort", "constellation", "converge", "corrupted", "council's dilemma", "coven", "delirium", "descend 4",
                 "descend 8", "domain", "eerie", "eminence", "enrage", "fateful hour", "fathomless descent",
                 "ferocious", "formidable", "grandeur", "hellbent", "heroic", "imprint", "inspired", "join forces",
                 "kinship", "landfall", "lieutenant", "magecraft", "metalcraft", "morbid", "pack tactics", "paradox",
                 "parley", "radiance", "raid", "rally", "renew", "revolt", "secret council", "spell mastery", "strive",
                 "survival", "sweep", "tempting offer", "threshold", "undergrowth", "valiant", "will of the council")

# Ability words of sets printed after the Comprehensive Rules in ../shared/rules (207.2c lists them in later
# editions): "Flurry — Whenever you cast your second spell each turn, ..."
ABILITY_WORDS += ("flurry", "opus", "repartee")

# 207.2d: flavor words, tailored to one ability each and listed nowhere, have no rules meaning either.
FLAVOR_WORDS = ("smear campaign",)


def without_ability_word(line: str) -> str:
    """The line without the ability word (207.2c) or flavor word (207.2d) that may begin it."""
    word, dash, rest = line.partition(" \u2014 ")
    return rest if dash and word.lower() in ABILITY_WORDS + FLAVOR_WORDS else line


def _each(words: str) -> Condition | None:
    """"legendary creature", or "legendary creature and planeswalker": each permanent that is either, counted once
    (601.2f)."""
    kinds = [permanents(part) for part in words.split(" and ")]
    if None in kinds or len(kinds) > 2:
        return None
    if len(kinds) == 1:
        return Condition("permanents", **kinds[0])
    return Condition("permanents", either=tuple(Condition("permanents", **k) for k in kinds))


_ONLY = r"as a sorcery|as an instant|once each turn|once|during your turn, before attackers are declared|during [a-z ]+?|if [^.]+?"
# "Activate only during ...": the turn and the steps (500.1, 506.1).
_DURING = {"your turn": {"turn": "yours"}, "your upkeep": {"turn": "yours", "step": "upkeep"},
           "any upkeep step": {"step": "upkeep"}, "the end of combat step": {"step": "end_of_combat"},
           "combat": {"step": "combat"},
           # a step of the turn before its declare attackers step (508.1: attackers are declared as it begins)
           "your turn, before attackers are declared": {"turn": "yours", "step": "before_attackers"}}


def instructions(text: str) -> dict | None:
    """An activated ability's activation instructions, the sentence after its effect (602.1b): "Activate only as
    a sorcery." (602.5d), "... only as an instant." (602.5e), "... only once each turn.", "... only once.", "...
    only during your turn." (or your upkeep, any upkeep step, combat, the end of combat step, "your turn, before
    attackers are declared"), "... only if it's
    not your turn.", "... only if CONDITION.", two of them joined by "and only"; "This ability costs {1} less to
    activate for each [other] PERMANENT you control." (601.2f). As ActivatedAbility fields; None for what this doesn't
    read."""
    if text == "X can't be 0.":  # the value announced for X (107.3a, 601.2b)
        return {"x_at_least": 1}
    if text == "This ability costs {1} less to activate for each rad counter you have.":  # 725
        return {"less_for_each": Condition("rad")}
    if m := re.fullmatch(r"This ability costs \{1\} less to activate for each (other )?(.+) you control\.", text):
        counted = _each(m.group(2))
        return {"less_for_each": counted, "less_for_other": bool(m.group(1))} if counted else None
    m = re.fullmatch(rf"Activate only (?P<first>{_ONLY})(?: and only (?P<second>{_ONLY}))?\.", text)
    if not m:
        return None
    found = {}
    for part in filter(None, (m.group("first"), m.group("second"))):
        if part == "as a sorcery":
            found["sorcery"] = True
        elif part == "as an instant":
            pass  # 602.5e: whenever its controller has priority, as any activated ability
        elif part.startswith("once"):
            found["once"] = "turn" if part == "once each turn" else "game"
        elif part.removeprefix("during ") in _DURING:
            found.update(_DURING[part.removeprefix("during ")])
        elif part == "if it's not your turn":
            found["turn"] = "not yours"
        elif (when := condition(part.removeprefix("if "))) is not None:
            found["only_if"] = when
        else:
            return None
    return found

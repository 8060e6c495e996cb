"""Phrases of Oracle text that many lines share: numbers, the card's own name, permanents, conditions.

oracle.py reads whole lines by combining these, so one phrase serves every
card worded that way ("unless you control two or more other lands" on a slow
land, "if you control two or more other lands" on another).
"""
import re

from game.rules.abilities import Condition

NUMBER_WORDS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
                "seven": 7, "eight": 8, "nine": 9, "ten": 10, "twenty": 20}
NUMBER = r"(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|twenty|\d+)"
# The card itself, in every wording the years have used ("~" stands for its name).
SELF_NAMES = r"(?:~|[Tt]his (?:creature|land|artifact|enchantment|spell|permanent|token|Aura|Equipment|Vehicle|planeswalker))"
SINGULAR = {"Plains": "Plains", "Islands": "Island", "Swamps": "Swamp", "Mountains": "Mountain", "Forests": "Forest"}
SUPERTYPE_WORDS = {"basic": "Basic", "legendary": "Legendary", "snow": "Snow"}
CARD_TYPE_WORDS = {"land": "Land", "creature": "Creature", "artifact": "Artifact", "enchantment": "Enchantment",
                   "planeswalker": "Planeswalker"}
_SUBTYPE = r"[A-Z][a-z]+"


def costs(text: str) -> dict | None:
    """An activated ability's cost phrases, comma-separated (602.1a): "{4}, {T}, Sacrifice this land, Pay 1
    life, Remove a charge counter from this land" as ``cost`` (mana), ``tap``, ``sacrifice``, ``life`` and
    ``remove_counter`` (its kind); None for what this doesn't read."""
    found = {"cost": "", "tap": False, "sacrifice": False, "life": 0, "remove_counter": ""}
    for part in text.split(", "):
        if re.fullmatch(r"(?:\{[0-9WUBRGC]+\})+", part) and not found["cost"]:
            found["cost"] = part
        elif part == "{T}" and not found["tap"]:
            found["tap"] = True
        elif re.fullmatch(rf"Sacrifice {SELF_NAMES}", part) and not found["sacrifice"]:
            found["sacrifice"] = True
        elif (m := re.fullmatch(r"Pay (\d+) life", part)) and not found["life"]:
            found["life"] = int(m.group(1))
        elif (m := re.fullmatch(rf"Remove an? ([a-z]+) counter from {SELF_NAMES}", part)) and not found["remove_counter"]:
            found["remove_counter"] = m.group(1)
        else:
            return None
    return found


def number(word: str) -> int:
    return NUMBER_WORDS[word] if word in NUMBER_WORDS else int(word)


def permanents(words: str) -> dict | None:
    """"basic lands", "other lands", "a legendary creature", "a Plains or an Island", "Forests": a
    Condition's ``card_types``, ``supertypes`` and ``subtypes``; None for what this doesn't read."""
    words = re.sub(r"^(?:an? |other )", "", words)
    if m := re.fullmatch(rf"(?:an? )?({_SUBTYPE}) or (?:an? )?({_SUBTYPE})", words):
        return {"subtypes": frozenset(SINGULAR.get(w, w) for w in m.groups())}
    if re.fullmatch(_SUBTYPE, words) and words not in CARD_TYPE_WORDS:
        return {"subtypes": frozenset({SINGULAR.get(words, words)})}
    *adjectives, noun = words.split(" ")
    noun = noun[:-1] if noun.endswith("s") and noun[:-1] in CARD_TYPE_WORDS else noun
    if noun not in CARD_TYPE_WORDS or any(a not in SUPERTYPE_WORDS for a in adjectives):
        return None
    return {"card_types": frozenset({CARD_TYPE_WORDS[noun]}),
            "supertypes": frozenset(SUPERTYPE_WORDS[a] for a in adjectives)}


def _bounds(amount: str, direction: str | None) -> dict:
    n = number(amount)
    return {"at_most": n} if direction in ("fewer", "less") else {"at_least": n}


def condition(text: str) -> Condition | None:
    """A condition phrase: "you control two or fewer other lands", "you control a Plains or an Island",
    "your opponents control eight or more lands", "you have two or more opponents", "a player has 13 or less
    life". None for what this doesn't read."""
    if m := re.fullmatch(rf"(you|your opponents) control ({NUMBER})(?: or (more|fewer))? (.+)", text):
        whose, amount, direction, what = m.groups()
        if direction is None and amount not in ("a", "an"):
            return None  # "exactly N" is worded otherwise
        kinds = permanents(what)
        if kinds is None:
            return None
        return Condition("permanents", whose="you" if whose == "you" else "opponents",
                         **_bounds(amount if direction else "1", direction), **kinds)
    if m := re.fullmatch(rf"you have ({NUMBER}) or (more|fewer) opponents", text):
        return Condition("opponents", **_bounds(*m.groups()))
    if m := re.fullmatch(rf"a player has ({NUMBER}) or less life", text):
        return Condition("lowest_life", at_most=number(m.group(1)))
    return None

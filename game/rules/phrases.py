"""Phrases of Oracle text that many lines share: numbers, the card's own name, permanents, conditions.

oracle.py reads whole lines by combining these, so one phrase serves every
card worded that way ("unless you control two or more other lands" on a slow
land, "if you control two or more other lands" on another).
"""
import re
from functools import lru_cache

from game.rules.abilities import Condition, SpellEffect, TargetFilter

NUMBER_WORDS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
                "seven": 7, "eight": 8, "nine": 9, "ten": 10, "twenty": 20}
NUMBER = r"(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|twenty|\d+)"
# The card itself, in every wording the years have used ("~" stands for its name).
SELF_NAMES = r"(?:~|[Tt]his (?:creature|land|artifact|enchantment|spell|permanent|token|Aura|Equipment|Vehicle|planeswalker))"
SINGULAR = {"Plains": "Plains", "Islands": "Island", "Swamps": "Swamp", "Mountains": "Mountain", "Forests": "Forest"}
SUPERTYPE_WORDS = {"basic": "Basic", "legendary": "Legendary", "snow": "Snow"}
CARD_TYPE_WORDS = {"land": "Land", "creature": "Creature", "artifact": "Artifact", "enchantment": "Enchantment",
                   "planeswalker": "Planeswalker", "battle": "Battle", "instant": "Instant", "sorcery": "Sorcery"}
_SUBTYPE = r"[A-Z][a-z]+"
_CREATURE_TYPE = r"[A-Z][a-z]+(?:-[A-Z][a-z]+)?"  # "Assembly-Worker"
# A targeted instruction that refers back to the target of the one before ("Target creature gets +1/+1 until
# end of turn. It gains flying ..."): it adds no target of its own.
SAME_TARGET = "same"


def costs(text: str) -> dict | None:
    """An activated ability's cost phrases, comma-separated (602.1a): "{4}, {T}, Sacrifice this land, Pay 1
    life, Remove a charge counter from this land" as ``cost`` (mana), ``tap``, ``sacrifice``, ``life`` and
    ``remove_counter`` (its kind); None for what this doesn't read."""
    found = {"cost": "", "tap": False, "sacrifice": False, "life": 0, "remove_counter": ""}
    for part in text.split(", "):
        if re.fullmatch(r"(?:\{(?:[0-9WUBRGC]+|[WUBRG]/[WUBRG])\})+", part) and not found["cost"]:  # 107.4e
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


_WHOSE = {"you control": "you", "you don't control": "not you", "an opponent controls": "opponent",
          "your opponents control": "opponent", "from your graveyard": "you", "in your graveyard": "you",
          "from a graveyard": "", "in a graveyard": "", "from an opponent's graveyard": "opponent"}


@lru_cache(maxsize=1024)
def target_filter(kind: str) -> TargetFilter | None:
    """The filter a target phrase stands for, the words after "target" ("nonbasic land an opponent controls",
    "artifact card from your graveyard", "Elf", "creature with power 3 or less"; "any" for "any target",
    115.4); None for a phrase this doesn't read."""
    if kind in ("player", "opponent"):
        return TargetFilter(players=kind)
    if kind == "any":
        return TargetFilter(any_target=True)
    words, options = kind, {}
    if m := re.search(rf" with (power|toughness) ({NUMBER}) or (less|greater)$", words):
        which, amount, way = m.groups()
        key = f"{which}_at_most" if way == "less" else f"{which}_at_least"
        if key not in TargetFilter.__dataclass_fields__:
            return None
        options[key] = number(amount)
        words = words[: m.start()]
    for phrase, whose in _WHOSE.items():
        if words.endswith(" " + phrase):
            options["whose"] = whose
            options["zone"] = "graveyard" if "graveyard" in phrase else "battlefield"
            words = words.removesuffix(" " + phrase)
            break
    if m := re.match(r"^(attacking or blocking|attacking|blocking|tapped|untapped) ", words):
        options["status"] = m.group(1)
        words = words[m.end():]
    graveyard = options.get("zone") == "graveyard"
    if graveyard != words.endswith(" card"):
        return None  # a card is in a graveyard, a permanent on the battlefield
    words = words.removesuffix(" card")
    nouns = _nouns(words)
    return TargetFilter(**nouns, **options) if nouns is not None else None


def _nouns(words: str) -> dict | None:
    """"nonbasic land", "artifact or enchantment", "legendary creature", "noncreature permanent", "Elf",
    "Shade, Skeleton, or Zombie", "Assembly-Worker creature", "permanent"."""
    found: dict = {"card_types": set(), "subtypes": set(), "not_types": set(), "supertypes": set()}
    for word in re.split(r",? or |, ", words):
        parts = word.split(" ")
        noun = parts.pop()
        if noun in CARD_TYPE_WORDS:
            found["card_types"].add(CARD_TYPE_WORDS[noun])
        elif re.fullmatch(_CREATURE_TYPE, noun):
            found["subtypes"].add(SINGULAR.get(noun, noun))
        elif noun != "permanent":
            return None
        for adjective in parts:
            if adjective == "nonbasic":
                found["nonbasic"] = True
            elif adjective in ("legendary", "basic", "snow"):
                found["supertypes"].add(adjective.capitalize())
            elif adjective.startswith("non") and adjective[3:] in CARD_TYPE_WORDS:
                found["not_types"].add(CARD_TYPE_WORDS[adjective[3:]])
            elif re.fullmatch(_CREATURE_TYPE, adjective) and noun in CARD_TYPE_WORDS:
                found["subtypes"].add(adjective)  # "Assembly-Worker creature"
            else:
                return None
    return {key: frozenset(value) if isinstance(value, set) else value for key, value in found.items()}


# "target nonbasic land an opponent controls", "up to one target creature": a reader's target, checked with
# target_filter by ``targeted``.
TARGET = r"(?P<up_to>up to one )?target (?P<what>[A-Za-z ,'/-]+?)"


def targeted(kind: str, match, players: bool = False, **fields) -> list | None:
    """One instruction ``kind`` on the target a TARGET phrase in ``match`` names; None when the target phrase
    doesn't read (or names players, unless ``players``)."""
    what = match.group("what")
    wanted = target_filter(what)
    if wanted is None or (wanted.players or wanted.any_target) and not players:
        return None
    return [SpellEffect(kind, target=what, optional=bool(match.group("up_to")), **fields)]

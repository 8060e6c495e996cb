"""Mana with a spending restriction (106.6): "Spend this mana only to cast a creature spell.", "This mana can't be
spent to cast a nonartifact spell."

Such mana stays in its player's pool under a key of its own, its kind and the words of its restriction
("G:cast a creature spell"), beside the unrestricted kinds ("G"): the pool stays a flat dict of plain data,
emptied as a whole (106.4). Paying a cost (mana.pay_from_pool) may spend it only on what its words allow.
Mana with a rider on how it is spent (spent_mana.py) adds it after "@" ("C:@haste"): it may pay for anything its
restriction (if any) allows. Mana a snow source produced (106.3) has "*" after its kind ("G*", "C*:@haste"): only it
pays {S} (107.4h).
"""
import re
from dataclasses import replace
from functools import lru_cache

from game.rules.phrases import CARD_TYPE_WORDS, CREATURE_TYPE, SUPERTYPE_WORDS
from game.rules.typeline import CREATURE_TYPES, MULTI_WORD_SUBTYPES

_COLOR_WORDS = ("colorless", "multicolored")
KICKED = "kicked"  # "Spend this mana only to cast kicked spells." (702.33d)
# "a spell with devoid", "a spell that has freerunning": keywords a spell has in its rules text (702.114, 702.173)
_HAS_KEYWORDS = ("devoid", "freerunning")
_SPELL_WITH = re.compile(rf"\bspells? (?:with|that ha(?:s|ve)) ({'|'.join(_HAS_KEYWORDS)})\b")
# Cavern of Souls: "Spend this mana only to cast a creature spell of the chosen type, and that spell can't be
# countered." The rider marks the spell it is spent on (countering.spell_became_cast).
UNCOUNTERABLE = ", and that spell can't be countered"
_TYPES = set(CARD_TYPE_WORDS.values()) | set(SUPERTYPE_WORDS.values())
_ONE = r"(?:an? )?"
# "cast a creature spell", "cast artifact spells or activate abilities of artifacts", "cast an Ally spell or
# activate an ability of an Ally source", "activate abilities of land sources"
_RESTRICTION = re.compile(
    rf"^(?:cast {_ONE}(?P<spells>.+?) spells?)?(?:(?:,? or (?:to )?|^)activate (?:an ability|abilities) of "
    rf"{_ONE}(?P<sources>.+?)(?: sources?)?)?$")


KEPT_RIDER = "kept"  # mana "you don't lose as steps and phases end" until end of turn (flow.end_step)


def key(kind: str, restriction: str, rider: str = "", snow: bool = False) -> str:
    """The pool key of mana of ``kind`` with ``restriction`` and ``rider`` (none: the kind itself), from a
    ``snow`` source or not."""
    rider = f"@{rider}" if rider else ""
    kind += "*" if snow else ""
    return f"{kind}:{restriction}{rider}" if restriction or rider else kind


def kind_of(pool_key: str) -> str:
    return pool_key.split(":", 1)[0].removesuffix("*")


def is_snow(pool_key: str) -> bool:
    """107.4h: whether this mana was produced by a snow source."""
    return pool_key.split(":", 1)[0].endswith("*")


def restriction_of(pool_key: str) -> str:
    return pool_key.partition(":")[2].partition("@")[0]


def rider_of(pool_key: str) -> str:
    return pool_key.partition("@")[2]


# Powerstone (111.10h): "This mana can't be spent to cast a nonartifact spell.", kept as "not to cast a nonartifact
# spell": it may pay for anything else (an ability, an artifact spell, a cost an effect asks).
NOT_TO = "not to "
_NOT_TO_CAST = re.compile(rf"{NOT_TO}cast an? non(?P<type>[a-z]+) spell")


def readable(restriction: str) -> bool:
    """Whether this reader knows the words after "Spend this mana only to " ("of the chosen type": any one), or
    NOT_TO and the words after "This mana can't be spent to "."""
    if restriction.startswith(NOT_TO):
        return _required_type(restriction) is not None
    return _read(with_chosen_type(restriction, "Elf")) is not None


def _required_type(restriction: str) -> str | None:
    """The card type a spell must have for mana that "can't be spent to cast a nonTYPE spell"."""
    m = _NOT_TO_CAST.fullmatch(restriction)
    return CARD_TYPE_WORDS.get(m.group("type")) if m else None


def allowed_unseen(restriction: str, spell: bool) -> bool:
    """Whether the mana may pay where what is paid for isn't known (mana.pay_from_pool without ``allows``): only
    mana that can't be spent on some spells, for what isn't a spell (a face-down spell might be one)."""
    return restriction.startswith(NOT_TO) and not spell


# "a creature spell of the chosen type", "spells of the chosen type", "an ability of a creature source of the
# chosen type": the noun phrase, to name the type in.
_OF_THE_CHOSEN_TYPE = re.compile(r"\b(?:(?P<one>an?) )?(?P<adjectives>(?:(?:creature|artifact|legendary|kindred) )*)"
                                 r"(?P<noun>spells?|sources?) of the chosen type")


def with_chosen_type(restriction: str, chosen: str | None) -> str:
    """The restriction with the creature type its permanent's controller chose as it entered (chosen_types.py)
    in place of "the chosen type" ("cast an Elf creature spell"); with none chosen, the words stay as they are:
    they allow nothing (106.6)."""
    if "the chosen type" not in restriction or not chosen:
        return restriction
    one = "an" if chosen[0] in "AEIOU" else "a"
    return _OF_THE_CHOSEN_TYPE.sub(lambda m: f"{one if m.group('one') else ''} {chosen} {m.group('adjectives')}"
                                             f"{m.group('noun')}".lstrip(), restriction)


@lru_cache(maxsize=256)
def _read(restriction: str) -> tuple | None:
    """(spells, sources): each None (nothing of that sort allowed) or alternatives, each a frozenset of words
    an object must all match ("Dragon", "Creature"; "colorless", "Legendary")."""
    m = _RESTRICTION.match(_SPELL_WITH.sub(r"has:\1 spell", restriction.removesuffix(UNCOUNTERABLE)))
    if not m or not (m.group("spells") or m.group("sources")):
        return None
    found = []
    for words in (m.group("spells"), m.group("sources")):
        alternatives = _alternatives(words) if words else None
        if words and alternatives is None:
            return None
        found.append(alternatives)
    return tuple(found)


def _alternatives(words: str) -> tuple | None:
    """"Cleric, Rogue, Warrior, or Wizard", "Dragon spell or an Omen", "colorless Eldrazi", "artifacts"."""
    found = []
    for alternative in re.split(r",? or (?:an? )?|, ", words):
        alternative = alternative.removesuffix(" spell")
        for subtype in MULTI_WORD_SUBTYPES:  # "Time Lord": one creature type (205.3b)
            alternative = alternative.replace(subtype, subtype.replace(" ", "_"))
        parts = []
        for word in (w.replace("_", " ") for w in alternative.split(" ")):
            singular = word[:-1] if word.endswith("s") and word[:-1] in CARD_TYPE_WORDS else word
            if singular in CARD_TYPE_WORDS:
                parts.append(CARD_TYPE_WORDS[singular])
            elif word in SUPERTYPE_WORDS:
                parts.append(SUPERTYPE_WORDS[word])
            elif word in _COLOR_WORDS or word == KICKED or re.fullmatch(CREATURE_TYPE, word) or word in MULTI_WORD_SUBTYPES \
                    or word.removeprefix("has:") in _HAS_KEYWORDS:
                parts.append(word)  # a subtype ("Ally", "Eldrazi") or a color word
            else:
                return None
        if sum(1 for p in parts if p[0].isupper() and p not in _TYPES) > 1:
            return None  # "Time Lord Doctor": two subtypes at once, not a wording read here
        found.append(frozenset(parts))
    return tuple(found)


def allows(restriction: str, chars, *, spell: bool, text: str = "", kicked: bool = False) -> bool:
    """106.6: whether mana with ``restriction`` may be spent to cast a spell (``spell``, with rules ``text``,
    ``kicked`` or not: "kicked spells"), or else to activate an ability of a source, with these characteristics."""
    if restriction.startswith(NOT_TO):
        return not spell or _required_type(restriction) in chars.types
    spells, sources = _read(restriction) or (None, None)
    alternatives = spells if spell else sources
    if not alternatives:
        return False
    has = set(chars.types) | set(chars.supertypes) | set(chars.subtypes)
    has |= {f"has:{word}" for word in _HAS_KEYWORDS if re.search(rf"(?mi)^{word}\b", text)}
    has |= {KICKED} if kicked else set()
    if len(chars.colors) != 1:  # 105.2c: no color; 105.2b: two or more
        has.add("multicolored" if chars.colors else "colorless")
    return any(words <= has for words in alternatives)


def as_cast(chars, text: str = ""):
    """A spell's characteristics with rules ``text`` (702.73a: changeling, every creature type, as a spell too)."""
    if re.search(r"(?m)^Changeling\b", text):
        chars = replace(chars, subtypes=[*chars.subtypes, *CREATURE_TYPES])
    return chars


def to_cast(chars, text: str = "", kicked: bool = False):
    """What restricted mana may pay for casting a spell with ``chars`` (mana.pay_from_pool's ``allows``), rules
    ``text``, and ``kicked`` or not (702.33d)."""
    chars = as_cast(chars, text)
    return lambda restriction: allows(restriction, chars, spell=True, text=text, kicked=kicked)


def to_activate(chars):
    """What restricted mana may pay for activating an ability of a source with ``chars``."""
    return lambda restriction: allows(restriction, chars, spell=False)

"""702.41 affinity: "Affinity for [text]" means "This spell costs {1} less to cast for each [text] you control."
(702.41a), a reduction of the generic part of its total cost (601.2f), as spell_cost_reductions' are. Kept as
AFFINITY + the target phrase of what it counts ("artifact you control", "Equipment you control"), counted as the spell
is cast (spell_cost_reductions.affinity_reduction)."""
import re

from game.rules.phrases import CARD_TYPE_WORDS, SINGULAR
from game.rules.typeline import CREATURE_TYPES, LAND_TYPES

AFFINITY = "affinity:"
_AFFINITY = re.compile(r"Affinity for (?P<what>[A-Za-z]+)")


def affinity_ability(line: str) -> list:
    """"Affinity for artifacts" read (702.41a); [] for any other line."""
    if not (m := _AFFINITY.fullmatch(line)):
        return []
    word = _singular(m.group("what"))
    return [f"{AFFINITY}{word} you control"] if word else []


def _singular(words: str) -> str:
    """"artifacts" -> "artifact", "Knights" -> "Knight", "Allies" -> "Ally", "Equipment"; "" for a word that
    names no card type or known subtype."""
    found = [SINGULAR.get(words), words.removesuffix("s"), words.removesuffix("ies") + "y", words]
    known = (*CARD_TYPE_WORDS, *CREATURE_TYPES, *LAND_TYPES, "Equipment", "Food")
    return next((w for w in found if w in known and (w != words or w in ("Equipment", "Plains"))), "")

"""702.41 affinity: "Affinity for [text]" means "This spell costs {1} less to cast for each [text] you control."
(702.41a), a reduction of the generic part of its total cost (601.2f), as spell_cost_reductions' are. Kept as
AFFINITY + the target phrase of what it counts ("artifact you control", "Equipment you control"), counted as the spell
is cast (spell_cost_reductions.affinity_reduction)."""
import re

from game.rules.phrases import CARD_TYPE_WORDS, SINGULAR, target_filter
from game.rules.typeline import CREATURE_TYPES, LAND_TYPES

AFFINITY = "affinity:"
_AFFINITY = re.compile(r"Affinity for (?P<adjective>[a-z]+ )?(?P<noun>[A-Za-z]+)")


def affinity_ability(line: str) -> list:
    """"Affinity for artifacts" ("for Equipment", "for Knights", "for artifact creatures", "for snow lands",
    "for tokens") read (702.41a); [] for any other line."""
    if not (m := _AFFINITY.fullmatch(line)) or not (noun := _singular(m.group("noun"))):
        return []
    what = f"{m.group('adjective') or ''}{noun} you control"
    return [f"{AFFINITY}{what}"] if target_filter(what) is not None else []


def _singular(word: str) -> str:
    """"artifacts" -> "artifact", "Knights" -> "Knight", "Allies" -> "Ally", "Equipment"; "" for a word that
    names no card type, known subtype, token or permanent."""
    found = [SINGULAR.get(word), word.removesuffix("s"), word.removesuffix("ies") + "y", word]
    known = (*CARD_TYPE_WORDS, *CREATURE_TYPES, *LAND_TYPES, "Equipment", "Food", "token", "permanent")
    return next((w for w in found if w in known and (w != word or w in ("Equipment", "Plains"))), "")

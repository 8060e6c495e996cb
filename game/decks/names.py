"""Match card names as players and deck clients write them to catalog cards.

Case, accents, typographic apostrophes, "Ae" for "Æ" and the spelling of the
split-card separator don't matter; a multi-face card also answers to its
front face and, failing any other card of that name, to its other faces.
"""
import difflib
import re
import unicodedata
from collections import Counter, defaultdict
from functools import cached_property

from django.db.models import Count, Max

from game.catalog.card_data import COMBINED_LAYOUTS
from game.models import Card

CATALOG_SEPARATOR = " // "
_SEPARATOR = re.compile(r"\s*/{1,3}\s*")  # Fire/Ice (MTGO), Fire // Ice, Fire /// Ice
_FOLD = str.maketrans({"’": "'", "‘": "'", "`": "'", "´": "'", "Æ": "Ae", "æ": "ae"})
SUGGESTIONS = 3
SUGGESTION_CUTOFF = 0.75
# difflib over every name of a full catalog takes a fifth of a second per
# unknown name: only the names sharing the most trigrams with it are compared.
SUGGESTION_CANDIDATES = 200


def name_key(name: str) -> str:
    text = unicodedata.normalize("NFKD", name.translate(_FOLD))
    text = "".join(char for char in text if not unicodedata.combining(char))
    return " ".join(_SEPARATOR.sub(CATALOG_SEPARATOR, text).split()).casefold()


def client_name(card: Card, *, split_separator: str = CATALOG_SEPARATOR) -> str:
    """The name deck clients use: split cards by both halves, other multi-face cards by the front face."""
    faces = card.name.split(CATALOG_SEPARATOR)
    if card.layout in COMBINED_LAYOUTS:
        return split_separator.join(faces)
    return faces[0]


class CardNameIndex:
    """Every catalog name and face name, for exact lookups and suggestions."""

    def __init__(self, cards: list[tuple[int, str]]) -> None:
        self._ids: dict[str, int] = {}
        self._spellings: dict[str, str] = {}
        full, front, other = [], [], []
        for card_id, name in cards:
            faces = name.split(CATALOG_SEPARATOR)
            full.append((name, card_id))
            if len(faces) > 1:
                front.append((faces[0], card_id))
                other.extend((face, card_id) for face in faces[1:])
        # Earlier tiers win: a card's own name before another card's face.
        for spelling, card_id in [*full, *front, *other]:
            key = name_key(spelling)
            if key not in self._ids:
                self._ids[key] = card_id
                self._spellings[key] = spelling

    @classmethod
    def from_catalog(cls) -> "CardNameIndex":
        """The index of the current catalog, rebuilt only when cards were added or removed."""
        global _cached
        stamp = tuple(Card.objects.aggregate(Count("id"), Max("id")).values())
        if _cached is None or _cached[0] != stamp:
            _cached = (stamp, cls(list(Card.objects.values_list("id", "name"))))
        return _cached[1]

    @cached_property
    def _trigram_index(self) -> tuple[list[str], dict[str, list[int]]]:
        """Built on the first unknown name only: most imports never need it."""
        keys = list(self._spellings)
        trigram_keys: dict[str, list[int]] = defaultdict(list)
        for position, key in enumerate(keys):
            for trigram in _trigrams(key):
                trigram_keys[trigram].append(position)
        return keys, trigram_keys

    def card_id(self, name: str) -> int | None:
        return self._ids.get(name_key(name))

    def suggestions(self, name: str) -> list[str]:
        key = name_key(name)
        keys, trigram_keys = self._trigram_index
        shared = Counter()
        for trigram in _trigrams(key):
            shared.update(trigram_keys.get(trigram, ()))
        candidates = [keys[position] for position, _ in shared.most_common(SUGGESTION_CANDIDATES)]
        matches = difflib.get_close_matches(key, candidates, n=SUGGESTIONS, cutoff=SUGGESTION_CUTOFF)
        return [self._spellings[match] for match in matches]


# (catalog stamp, index): card names never change under their id, so count and
# highest id tell whether the catalog changed.
_cached: tuple[tuple, CardNameIndex] | None = None


def _trigrams(key: str) -> set[str]:
    padded = f"  {key} "
    return {padded[start:start + 3] for start in range(len(padded) - 2)}

"""How the phrase families' sentences read (see registry.py): importing this package registers them all."""
from game.rules.phrasebook import optional  # noqa: F401 (first: it reads whole texts of sentences)
from game.rules.phrasebook import (  # noqa: F401 (each registers its own)
    cards, chosen_cards, combat, counters, creatures, damage, keywords, life, permanents, players, regeneration,
    sacrifice_unless, tokens,
)
from game.rules.registry import READERS

__all__ = ["READERS"]


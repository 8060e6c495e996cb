"""How the phrase families' sentences read (see registry.py): importing this package registers them all."""
from game.rules.phrasebook import (  # noqa: F401 (each registers its own)
    cards, combat, counters, creatures, damage, faces, granted, keywords, life, permanents, regeneration, sacrifice_unless,
    tokens, variables,
)
from game.rules.registry import READERS

__all__ = ["READERS"]


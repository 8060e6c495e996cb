"""How the phrase families' sentences read (see registry.py): importing this package registers them all."""
from game.rules.phrasebook import (  # noqa: F401 (each registers its own)
    cards, combat, counters, creatures, damage, flash_permission, granted, graveyards, itself, keywords,
    library, life, lose_protections, permanents, reflexive, regeneration, sacrifice_unless, tokens, variables,
    vehicles,
)
from game.rules.registry import READERS

__all__ = ["READERS"]

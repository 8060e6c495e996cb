"""How the phrase families' instructions are performed (see registry.py): importing this package registers
them all (the engine does)."""
from game.rules.performing import (  # noqa: F401 (each registers its own)
    cards, chosen_cards, combat, counters, creatures, damage, evasion, faces, flash_permission, graveyards, itself,
    keywords, library, life, lose_protections, optional, permanents, players, regeneration, sacrifice_unless,
    tokens, variables,
)

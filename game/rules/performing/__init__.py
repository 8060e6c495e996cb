"""How the phrase families' instructions are performed (see registry.py): importing this package registers
them all (the engine does)."""
from game.rules.performing import (  # noqa: F401 (each registers its own)
    cards, combat, counters, creatures, damage, faces, keywords, life, permanents, regeneration, sacrifice_unless, tokens,
    variables,
)

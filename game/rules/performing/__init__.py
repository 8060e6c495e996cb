"""How the phrase families' instructions are performed (see registry.py): importing this package registers
them all (the engine does)."""
from game.rules.performing import combat, creatures, damage, permanents, regeneration  # noqa: F401 (each registers its performers)

"""How the phrase families' instructions are performed (see registry.py): importing this package registers
them all (the engine does)."""
from game.rules.performing import cards, creatures, life, permanents, tokens  # noqa: F401 (each registers its performers)

"""How the phrase families' instructions are performed (see registry.py): importing this package registers
them all (the engine does)."""
from game.rules.performing import creatures, keywords, permanents  # noqa: F401 (each registers its performers)

"""How the phrase families' sentences read (see registry.py): importing this package registers them all."""
from game.rules.phrasebook import creatures, keywords, permanents  # noqa: F401 (each registers its readers)
from game.rules.registry import READERS

__all__ = ["READERS"]

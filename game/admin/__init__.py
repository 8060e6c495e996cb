"""Django admin for the game app: one module per area (cards; decks to come)."""
from game.admin import cards  # noqa: F401  (registers the ModelAdmins)
from game.admin import decks  # noqa: F401

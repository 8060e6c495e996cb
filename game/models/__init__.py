from game.models.cards import Card, CatalogLoad
from game.models.decks import Deck, DeckEntry
from game.models.games import Game, Seat, ZonePlacement

__all__ = ["Card", "CatalogLoad", "Deck", "DeckEntry", "Game", "Seat", "ZonePlacement"]

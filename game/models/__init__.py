from game.models.cards import Card, CatalogLoad
from game.models.chat import ChatMessage
from game.models.decks import Deck, DeckEntry
from game.models.games import Game, Seat, ZonePlacement

__all__ = ["Card", "CatalogLoad", "ChatMessage", "Deck", "DeckEntry", "Game", "Seat", "ZonePlacement"]

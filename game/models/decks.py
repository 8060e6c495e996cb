"""Players' decks: a main deck, a sideboard and, in Commander, a commander (100.2, 100.4, 903.3)."""
from django.conf import settings
from django.db import models

from game.models.cards import Card

MAX_COPIES = 999  # per entry: far above any real deck, low enough to refuse typos and overflow
NAME_LENGTH = 100


class Deck(models.Model):
    class Format(models.TextChoices):
        CONSTRUCTED = "constructed", "Constructed"
        LIMITED = "limited", "Limited"
        COMMANDER = "commander", "Commander"

    owner = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="decks")
    name = models.CharField(max_length=NAME_LENGTH)
    format = models.CharField(max_length=12, choices=Format.choices, default=Format.CONSTRUCTED)
    # 903.3: the commander is kept apart from the entries; 903.5a counts it in the 100 cards.
    commander = models.ForeignKey(Card, null=True, blank=True, on_delete=models.PROTECT, related_name="+")
    is_public = models.BooleanField(default=False)
    created = models.DateTimeField(auto_now_add=True)
    updated = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["name", "id"]

    def __str__(self) -> str:
        return self.name


class DeckEntry(models.Model):
    """Some copies of one card in the main deck or the sideboard."""

    class Board(models.TextChoices):
        MAIN = "main", "Main deck"
        SIDE = "side", "Sideboard"

    deck = models.ForeignKey(Deck, on_delete=models.CASCADE, related_name="entries")
    card = models.ForeignKey(Card, on_delete=models.PROTECT, related_name="deck_entries")
    count = models.PositiveIntegerField()
    board = models.CharField(max_length=4, choices=Board.choices, default=Board.MAIN)

    class Meta:
        ordering = ["board", "card__name"]
        verbose_name_plural = "deck entries"
        constraints = [
            models.UniqueConstraint(fields=["deck", "card", "board"], name="deck_entry_one_row_per_card_and_board"),
            models.CheckConstraint(
                condition=models.Q(count__gte=1, count__lte=MAX_COPIES), name="deck_entry_count_1_to_999",
            ),
        ]

    def __str__(self) -> str:
        return f"{self.count} {self.card.name}"

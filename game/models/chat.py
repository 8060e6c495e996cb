"""The table's chat: what the players of a game say to each other; everyone who may watch the game reads it."""
from django.db import models
from django.utils import timezone

from game.models.games import Game, Seat


class ChatMessage(models.Model):
    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="chat")
    seat = models.ForeignKey(Seat, on_delete=models.CASCADE, related_name="said")
    text = models.TextField()
    created = models.DateTimeField(default=timezone.now)

    class Meta:
        ordering = ["created", "pk"]
        indexes = [models.Index(fields=["game", "created"]), models.Index(fields=["seat", "created"])]

    def __str__(self) -> str:
        return f"{self.seat.name} in game {self.game_id}: {self.text[:40]}"

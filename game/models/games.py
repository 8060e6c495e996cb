"""Games in the database: the engine's GameState split into a game row and one row per object.

The game row holds the turn, players and pending choices (``state``); every
object is a ``ZonePlacement`` row, so a change to one permanent rewrites one
small row rather than the whole game. ``version`` is bumped by every save and
checked by it (optimistic locking: SQLite has no SELECT ... FOR UPDATE).
"""
from django.conf import settings
from django.db import models

from game.models.cards import Card
from game.rules.state import ZONES


class Game(models.Model):
    class Status(models.TextChoices):
        SETUP = "setup"
        ACTIVE = "active"
        FINISHED = "finished"

    status = models.CharField(max_length=10, choices=Status.choices, default=Status.SETUP)
    host = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL,
                             related_name="hosted_games")
    max_players = models.PositiveSmallIntegerField(default=2)
    # Who else may watch: anyone logged in, or nobody beyond the players (league games).
    spectators_allowed = models.BooleanField(default=True)
    options = models.JSONField(default=dict, blank=True)  # starting life, ante (407) ...
    # GameState.to_dict() without objects, zone lists and card specs (those live in ZonePlacement).
    state = models.JSONField(default=dict, blank=True)
    # How this version was made from the one before (services.game_perform): that version's save time,
    # the action (ids, names, numbers; a pass may ask to pass until a step), and a digest of what the save
    # wrote. A process that keeps the version before makes this one by replaying it instead of reading
    # every placement (game/live/store.py replay_change). None for a version written otherwise.
    last_change = models.JSONField(null=True, blank=True, default=None)
    version = models.PositiveIntegerField(default=0)
    created = models.DateTimeField(auto_now_add=True)
    updated = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["-created"]

    def __str__(self) -> str:
        return f"Game {self.pk} ({self.status})"


class Seat(models.Model):
    """A player's place at the table, in turn order (``position``)."""

    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="seats")
    position = models.PositiveSmallIntegerField()
    name = models.CharField(max_length=50)
    user = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL,
                             related_name="seats")
    # The deck this seat joined with, as a snapshot: later edits to the deck don't change the game.
    deck_name = models.CharField(max_length=100, blank=True)
    deck_cards = models.JSONField(default=list, blank=True)
    commander = models.CharField(max_length=200, blank=True)

    class Meta:
        ordering = ["game", "position"]
        constraints = [
            models.UniqueConstraint(fields=["game", "position"], name="seat_unique_position"),
            models.UniqueConstraint(fields=["game", "name"], name="seat_unique_name"),
        ]

    def __str__(self) -> str:
        return f"{self.name} (game {self.game_id})"


class ZonePlacement(models.Model):
    """One game object (GameObject) and where it is.

    ``card`` is the catalog card; objects without one (tokens) keep their
    printed characteristics in ``token_spec``. ``zone_owner`` names the
    player whose library, hand or graveyard holds it (blank in shared zones);
    ``position`` is its index in that zone, top first (400.5). ``data`` holds
    the other GameObject fields.
    """

    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="placements")
    object_id = models.CharField(max_length=20)
    card = models.ForeignKey(Card, null=True, blank=True, on_delete=models.PROTECT, related_name="+")
    token_spec = models.JSONField(null=True, blank=True)
    zone = models.CharField(max_length=12, choices=[(zone, zone) for zone in ZONES])
    zone_owner = models.CharField(max_length=50, blank=True)
    position = models.PositiveIntegerField()
    data = models.JSONField(default=dict, blank=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["game", "object_id"], name="placement_unique_object")]
        indexes = [models.Index(fields=["game", "zone"])]

    def __str__(self) -> str:
        return f"{self.object_id} in {self.zone} (game {self.game_id})"

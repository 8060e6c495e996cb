"""Leagues: entries with locked decks, matches (online or at a table), their games, and the organizer's log."""
from django.conf import settings
from django.db import models
from django.db.models import F, Q

from game.models import Deck, Game


class League(models.Model):
    class Status(models.TextChoices):
        OPEN = "open", "Open"            # taking entries; no matches yet
        RUNNING = "running", "Running"   # matches are played; late entries still welcome
        FINISHED = "finished", "Finished"

    name = models.CharField(max_length=100, unique=True)  # unique: the command line names leagues by it
    organizer = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="organized_leagues")
    format = models.CharField(max_length=12, choices=Deck.Format.choices, default=Deck.Format.CONSTRUCTED)
    starts_on = models.DateField()
    ends_on = models.DateField()
    best_of = models.PositiveSmallIntegerField(choices=[(1, "Best of one"), (3, "Best of three")], default=3)
    max_matches = models.PositiveSmallIntegerField(default=5, help_text="Matches per player (byes included).")
    swiss = models.BooleanField(default=False, help_text="The organizer pairs Swiss rounds; players don't ask.")
    status = models.CharField(max_length=8, choices=Status.choices, default=Status.OPEN)
    # Bumped by every change to a result: the standings poll answers 204 while it is unchanged.
    results_version = models.PositiveIntegerField(default=0)
    created = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-starts_on", "name"]
        constraints = [
            models.CheckConstraint(condition=Q(ends_on__gte=F("starts_on")), name="league_ends_after_start"),
            models.CheckConstraint(condition=Q(best_of__in=(1, 3)), name="league_best_of_1_or_3"),
            models.CheckConstraint(condition=Q(max_matches__gte=1), name="league_max_matches_positive"),
        ]

    def __str__(self) -> str:
        return self.name


class Entry(models.Model):
    """A player in a league, with the deck locked at entry (card names, as a game seat keeps them)."""

    league = models.ForeignKey(League, on_delete=models.CASCADE, related_name="entries")
    player = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="league_entries")
    deck_name = models.CharField(max_length=100)
    deck_cards = models.JSONField(default=list)
    commander = models.CharField(max_length=200, blank=True)
    joined = models.DateTimeField(auto_now_add=True)
    dropped = models.DateTimeField(null=True, blank=True)  # dropped or removed: played matches still count
    removed = models.BooleanField(default=False)  # the organizer removed the player
    looking_since = models.DateTimeField(null=True, blank=True)  # asked for a match and waits for an opponent

    class Meta:
        ordering = ["league", "player__username"]
        verbose_name_plural = "entries"
        constraints = [models.UniqueConstraint(fields=["league", "player"], name="entry_once_per_league")]

    def __str__(self) -> str:
        return f"{self.player} in {self.league}"

    @property
    def active(self) -> bool:
        return self.dropped is None


class Match(models.Model):
    class Status(models.TextChoices):
        PLAYING = "playing", "Playing"        # online games under way, or a table match awaiting reports
        FINISHED = "finished", "Finished"
        CANCELLED = "cancelled", "Cancelled"  # never counts (the league closed, a player was removed)

    league = models.ForeignKey(League, on_delete=models.CASCADE, related_name="matches")
    round = models.PositiveSmallIntegerField(null=True, blank=True)  # Swiss rounds only
    player1 = models.ForeignKey(Entry, on_delete=models.CASCADE, related_name="+")
    player2 = models.ForeignKey(Entry, null=True, blank=True, on_delete=models.CASCADE, related_name="+")  # none: a bye
    at_table = models.BooleanField(default=False)  # played in person: the players report the result
    status = models.CharField(max_length=9, choices=Status.choices, default=Status.PLAYING)
    player1_wins = models.PositiveSmallIntegerField(default=0)
    player2_wins = models.PositiveSmallIntegerField(default=0)
    draws = models.PositiveSmallIntegerField(default=0)
    created = models.DateTimeField(auto_now_add=True)
    finished = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["league", "-created", "-id"]
        verbose_name_plural = "matches"
        constraints = [models.CheckConstraint(condition=~Q(player1=F("player2")), name="match_not_against_oneself")]

    def __str__(self) -> str:
        opponent = self.player2.player.username if self.player2 else "bye"
        return f"{self.player1.player.username} v {opponent} ({self.league})"

    @property
    def is_bye(self) -> bool:
        return self.player2_id is None

    @property
    def score(self) -> str:
        return f"{self.player1_wins}-{self.player2_wins}-{self.draws}"


class MatchGame(models.Model):
    """One game of an online match; its result is read from the game when it ends."""

    class Result(models.TextChoices):
        PLAYER1 = "player1", "Player 1 won"
        PLAYER2 = "player2", "Player 2 won"
        DRAW = "draw", "Draw"

    match = models.ForeignKey(Match, on_delete=models.CASCADE, related_name="games")
    game = models.OneToOneField(Game, on_delete=models.CASCADE, related_name="league_game")
    number = models.PositiveSmallIntegerField()
    result = models.CharField(max_length=7, choices=Result.choices, blank=True)  # blank while it is played

    class Meta:
        ordering = ["match", "number"]
        constraints = [models.UniqueConstraint(fields=["match", "number"], name="match_game_unique_number")]

    def __str__(self) -> str:
        return f"game {self.number} of {self.match}"


class TableReport(models.Model):
    """One player's account of a table match; the match counts once both agree or the organizer confirms."""

    match = models.ForeignKey(Match, on_delete=models.CASCADE, related_name="reports")
    reporter = models.ForeignKey(Entry, on_delete=models.CASCADE, related_name="+")
    player1_wins = models.PositiveSmallIntegerField()
    player2_wins = models.PositiveSmallIntegerField()
    draws = models.PositiveSmallIntegerField()
    reported = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["match", "reported"]
        constraints = [models.UniqueConstraint(fields=["match", "reporter"], name="table_report_one_per_player")]

    def __str__(self) -> str:
        return f"{self.player1_wins}-{self.player2_wins}-{self.draws} by {self.reporter.player}"

    @property
    def score(self) -> tuple[int, int, int]:
        return self.player1_wins, self.player2_wins, self.draws


class OrganizerAction(models.Model):
    """The organizer's log: who did what to the league, and when."""

    class Kind(models.TextChoices):
        START = "start", "Started the league"
        ROUND = "round", "Started a round"
        CORRECT = "correct", "Corrected a result"
        CONFIRM = "confirm", "Confirmed a table result"
        BYE = "bye", "Awarded a bye"
        REMOVE = "remove", "Removed a player"
        IMPORT = "import", "Imported results"
        CLOSE = "close", "Closed the league"

    league = models.ForeignKey(League, on_delete=models.CASCADE, related_name="log")
    by = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+")
    at = models.DateTimeField(auto_now_add=True)
    kind = models.CharField(max_length=8, choices=Kind.choices)
    match = models.ForeignKey(Match, null=True, blank=True, on_delete=models.SET_NULL, related_name="+")
    detail = models.CharField(max_length=300, blank=True)

    class Meta:
        ordering = ["league", "-at", "-id"]

    def __str__(self) -> str:
        return f"{self.get_kind_display()} by {self.by} at {self.at:%Y-%m-%d %H:%M}"

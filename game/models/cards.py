"""The card catalog: one row per Oracle card (not per printing)."""
from django.db import models


class Card(models.Model):
    """Oracle-level characteristics of a card (rule 200-series), as printed.

    Type-line parts (rule 205) are stored parsed, so queries and the rules
    engine never re-parse them; a type line that does not parse (Un-cards) is
    kept as printed with empty parsed lists. Colors are letters in WUBRG order.

    Multi-face cards (709 split, 710 flip, 712 double-faced, 715 adventurer)
    keep the joined name, type line ("A // B") and Oracle text (faces joined
    by "\\n//\\n") here, and each face's own printed characteristics in
    ``faces`` (dicts with this model's keys, name to defense). The other
    fields hold the card's characteristics outside the stack and battlefield:
    both halves combined for split cards (709.4: "{1}{R} // {1}{U}", mana
    value 4), the front face's for every other layout (712.8a, 715.4).
    Single-face cards have no ``faces``. Meld cards are one row per card.
    """

    name = models.CharField(max_length=200, unique=True)
    mana_cost = models.CharField(max_length=100, blank=True)
    mana_value = models.FloatField(default=0)
    colors = models.JSONField(default=list, blank=True)
    color_indicator = models.JSONField(default=list, blank=True)
    color_identity = models.JSONField(default=list, blank=True)
    type_line = models.CharField(max_length=300, blank=True)
    supertypes = models.JSONField(default=list, blank=True)
    card_types = models.JSONField(default=list, blank=True)
    subtypes = models.JSONField(default=list, blank=True)
    oracle_text = models.TextField(blank=True)
    power = models.CharField(max_length=10, blank=True)
    toughness = models.CharField(max_length=10, blank=True)
    loyalty = models.CharField(max_length=10, blank=True)
    defense = models.CharField(max_length=10, blank=True)
    layout = models.CharField(max_length=40, default="normal")
    faces = models.JSONField(default=list, blank=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["name"]
        indexes = [models.Index(fields=["type_line"])]

    def __str__(self) -> str:
        return self.name


class CatalogLoad(models.Model):
    """One import of a card file: lets start-up skip a file already loaded."""

    source = models.CharField(max_length=300)
    checksum = models.CharField(max_length=64)
    created = models.PositiveIntegerField(default=0)
    updated = models.PositiveIntegerField(default=0)
    skipped = models.PositiveIntegerField(default=0)
    loaded_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-loaded_at"]

    def __str__(self) -> str:
        return f"{self.source} ({self.loaded_at:%Y-%m-%d %H:%M})"

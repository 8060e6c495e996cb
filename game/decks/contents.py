"""A deck's cards, matched to the catalog: what validation and export work on, saved or not."""
from dataclasses import dataclass, field

from game.models import Card


@dataclass
class DeckContents:
    """Counts per catalog card, in display order; the commander is kept apart (903.3)."""

    main: dict[Card, int] = field(default_factory=dict)
    side: dict[Card, int] = field(default_factory=dict)
    commander: Card | None = None

    @property
    def main_count(self) -> int:
        return sum(self.main.values())

    @property
    def side_count(self) -> int:
        return sum(self.side.values())

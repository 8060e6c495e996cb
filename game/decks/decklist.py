"""A deck file as read: card names as written, before they meet the catalog."""
from dataclasses import dataclass, field

from game.models.decks import MAX_COPIES

MAIN = "main"
SIDE = "side"
COMMANDER = "commander"


@dataclass(frozen=True)
class ListedCard:
    count: int
    name: str
    board: str
    line: int


@dataclass(frozen=True, order=True)
class LineProblem:
    line: int
    message: str

    def __str__(self) -> str:
        return f"line {self.line}: {self.message}"


@dataclass
class DeckList:
    """What a parser read; line problems are kept so every bad line is reported at once."""

    cards: list[ListedCard] = field(default_factory=list)
    problems: list[LineProblem] = field(default_factory=list)
    name: str = ""

    def add(self, *, raw_count: str, name: str, board: str, line: int) -> None:
        """Add a card with its count as written, or a problem when the count or the name is unusable."""
        name = " ".join(name.split())
        try:
            count = int(raw_count)
        except ValueError:
            count = None
        if count is None or not 1 <= count <= MAX_COPIES:
            message = f'the count must be a whole number from 1 to {MAX_COPIES}, not "{raw_count}"'
            self.problems.append(LineProblem(line, message))
        elif not name:
            self.problems.append(LineProblem(line, "a card name is missing"))
        else:
            self.cards.append(ListedCard(count=count, name=name, board=board, line=line))

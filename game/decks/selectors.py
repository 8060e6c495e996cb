"""Reads of decks, shaped for one viewer or one page."""
from collections.abc import Iterator
from dataclasses import dataclass

from django.contrib.auth.models import AbstractBaseUser
from django.db.models import Prefetch, Q, QuerySet, Sum

from game.decks.contents import DeckContents
from game.decks.validation import Problem, validate_deck
from game.models import Card, Deck, DeckEntry

# A card of several types is shown once, under the first of these it has
# (Dryad Arbor with the lands, an artifact creature with the creatures).
TYPE_ORDER = ("Land", "Creature", "Planeswalker", "Battle", "Instant", "Sorcery", "Artifact", "Enchantment", "Kindred")
OTHER_TYPE = "Other"
CURVE_TOP = 7  # mana values of 7 and more share the last bar
CHART_HEIGHT = 140  # baseline of the bars, in SVG units
BAR_AREA = 120  # the tallest bar; above it, room for its count
LABEL_SPACE = 20  # below the baseline, for the mana values
BAR_WIDTH = 40
BAR_GAP = 10


def decks_visible_to(*, user: AbstractBaseUser) -> QuerySet[Deck]:
    """The user's own decks and everyone's public ones; others' private decks don't exist for them."""
    return Deck.objects.filter(Q(owner=user) | Q(is_public=True))


def decks_editable_by(*, user: AbstractBaseUser) -> QuerySet[Deck]:
    return Deck.objects.filter(owner=user)


def with_board_sizes(decks: QuerySet[Deck]) -> QuerySet[Deck]:
    """Annotate main_count and side_count (the commander is in neither)."""
    return decks.annotate(
        main_count=Sum("entries__count", filter=Q(entries__board=DeckEntry.Board.MAIN), default=0),
        side_count=Sum("entries__count", filter=Q(entries__board=DeckEntry.Board.SIDE), default=0),
    )


def deck_list_for(*, user: AbstractBaseUser) -> QuerySet[Deck]:
    """Decks for the list page, most recently changed first."""
    return with_board_sizes(decks_visible_to(user=user).select_related("owner", "commander")).order_by("-updated", "id")


def deck_contents(*, deck: Deck) -> DeckContents:
    return _contents(deck, deck.entries.select_related("card"))


def decks_with_problems(*, decks: QuerySet[Deck]) -> Iterator[tuple[Deck, list[Problem]]]:
    """Each deck with its validation problems, in a fixed number of queries."""
    entries = Prefetch("entries", queryset=DeckEntry.objects.select_related("card"))
    for deck in decks.select_related("commander").prefetch_related(entries):
        yield deck, validate_deck(_contents(deck, deck.entries.all()), format=deck.format)


def _contents(deck: Deck, entries) -> DeckContents:
    contents = DeckContents(commander=deck.commander)
    for entry in sorted(entries, key=lambda entry: entry.card.name):
        board = contents.main if entry.board == DeckEntry.Board.MAIN else contents.side
        board[entry.card] = entry.count
    return contents


@dataclass(frozen=True)
class DeckCardNames:
    """A deck as a game needs it: library (401.1), sideboard kept outside (400.11a), commander (903.6)."""

    library: list[str]
    sideboard: list[str]
    commander: str | None


def deck_card_names(*, deck: Deck) -> DeckCardNames:
    contents = deck_contents(deck=deck)
    return DeckCardNames(
        library=[card.name for card, count in contents.main.items() for _ in range(count)],
        sideboard=[card.name for card, count in contents.side.items() for _ in range(count)],
        commander=contents.commander.name if contents.commander else None,
    )


@dataclass(frozen=True)
class TypeGroup:
    card_type: str
    count: int
    cards: list[tuple[Card, int]]


def deck_type_breakdown(*, contents: DeckContents) -> list[TypeGroup]:
    """The main deck grouped by card type, in TYPE_ORDER."""
    groups: dict[str, list] = {}
    for card, count in contents.main.items():
        card_type = next((name for name in TYPE_ORDER if name in card.card_types), OTHER_TYPE)
        groups.setdefault(card_type, []).append((card, count))
    order = [*TYPE_ORDER, OTHER_TYPE]
    return [TypeGroup(card_type, sum(count for _, count in cards), cards)
            for card_type, cards in sorted(groups.items(), key=lambda group: order.index(group[0]))]


@dataclass(frozen=True)
class CurveBar:
    label: str
    count: int
    x: int
    y: int
    height: int

    @property
    def middle(self) -> int:
        return self.x + BAR_WIDTH // 2


@dataclass(frozen=True)
class ManaCurve:
    """Bars in SVG user units: the template only places them."""

    bars: list[CurveBar]
    width: int
    height: int
    bar_width: int = BAR_WIDTH
    baseline: int = CHART_HEIGHT


def deck_mana_curve(*, contents: DeckContents) -> ManaCurve:
    """Spells of the main deck by mana value, 0 to 7+ (lands have no place on a curve)."""
    counts = [0] * (CURVE_TOP + 1)
    for card, count in contents.main.items():
        if "Land" not in card.card_types:
            counts[min(int(card.mana_value), CURVE_TOP)] += count
    tallest = max(counts) or 1
    bars = []
    for value, count in enumerate(counts):
        height = round(BAR_AREA * count / tallest)
        bars.append(CurveBar(label=f"{value}+" if value == CURVE_TOP else str(value), count=count,
                             x=BAR_GAP + value * (BAR_WIDTH + BAR_GAP), y=CHART_HEIGHT - height, height=height))
    return ManaCurve(bars=bars, width=BAR_GAP + len(bars) * (BAR_WIDTH + BAR_GAP), height=CHART_HEIGHT + LABEL_SPACE)

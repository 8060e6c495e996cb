"""Every write to decks. Keyword-only arguments; each write runs in one transaction.

A deck file is read and matched to the catalog completely before anything
is written, so a failed import saves nothing.
"""
from typing import NamedTuple

from django.contrib.auth.models import AbstractBaseUser
from django.core.exceptions import ValidationError
from django.db import transaction

from game.decks.contents import DeckContents
from game.decks.decklist import COMMANDER
from game.decks.formats import read_deck_file
from game.decks.resolve import resolve_deck_list
from game.decks.selectors import deck_contents
from game.models import Deck, DeckEntry
from game.models.decks import MAX_COPIES, NAME_LENGTH

DEFAULT_NAME = "Imported deck"


class ReadDeck(NamedTuple):
    contents: DeckContents
    format: str
    name: str  # the name the file gives, or ""


def deck_read(*, data: bytes | str, format: str | None = None) -> ReadDeck:
    """Read a deck file and match it to the catalog without saving anything; DeckFileError if unreadable.

    With no format given, a list that names a commander is a Commander deck,
    any other a constructed one.
    """
    deck_list = read_deck_file(data)
    if format is None:
        named_commander = any(card.board == COMMANDER for card in deck_list.cards)
        format = Deck.Format.COMMANDER if named_commander else Deck.Format.CONSTRUCTED
    return ReadDeck(resolve_deck_list(deck_list, format=format), format, deck_list.name.strip())


def deck_import(*, owner: AbstractBaseUser, data: bytes | str, name: str = "", default_name: str = "",
                format: str | None = None, is_public: bool = False) -> Deck:
    """Create a deck from a deck file in any supported format; DeckFileError (saving nothing) if unreadable.

    The deck is called ``name``, else the name the file gives (Arena, Cockatrice),
    else ``default_name`` (say, the uploaded file's name).
    """
    read = deck_read(data=data, format=format)
    name = name.strip() or read.name or default_name.strip() or DEFAULT_NAME
    with transaction.atomic():
        deck = Deck.objects.create(owner=owner, name=name[:NAME_LENGTH], format=read.format,
                                   commander=read.contents.commander, is_public=is_public)
        _create_entries(deck=deck, contents=read.contents)
    return deck


def deck_add_cards(*, deck: Deck, data: bytes | str) -> Deck:
    """Add the cards of a deck list (any format) to a deck; a named commander replaces the deck's.

    DeckFileError if the list is unreadable, ValidationError if a count would pass the maximum.
    """
    contents = deck_read(data=data).contents
    with transaction.atomic():
        deck = Deck.objects.select_for_update().get(pk=deck.pk)
        current = deck_contents(deck=deck)
        for board, added in ((current.main, contents.main), (current.side, contents.side)):
            for card, count in added.items():
                board[card] = board.get(card, 0) + count
                if board[card] > MAX_COPIES:
                    raise ValidationError(f"That would make more than {MAX_COPIES} copies of {card.name}.")
        deck.commander = contents.commander or deck.commander
        deck.save()
        deck.entries.all().delete()
        _create_entries(deck=deck, contents=current)
    return deck


def deck_update(*, deck: Deck, name: str, format: str, is_public: bool) -> Deck:
    with transaction.atomic():
        deck = Deck.objects.select_for_update().get(pk=deck.pk)
        deck.name, deck.format, deck.is_public = name, format, is_public
        deck.full_clean()
        deck.save()
    return deck


def deck_update_counts(*, deck: Deck, counts: dict[int, int]) -> Deck:
    """Set entry counts by entry id; 0 removes the card. ValidationError (changing nothing) for other bad counts."""
    if any(not 0 <= count <= MAX_COPIES for count in counts.values()):
        raise ValidationError(f"A count is a whole number from 0 (remove the card) to {MAX_COPIES}.")
    with transaction.atomic():
        deck = Deck.objects.select_for_update().get(pk=deck.pk)
        entries = deck.entries.filter(pk__in=counts).select_for_update()
        if len(entries) != len(counts):
            raise ValidationError("Some of these cards are no longer in the deck; reload the page.")
        for entry in entries:
            entry.count = counts[entry.pk]
        deck.entries.filter(pk__in=[entry.pk for entry in entries if entry.count == 0]).delete()
        DeckEntry.objects.bulk_update([entry for entry in entries if entry.count], ["count"])
        deck.save(update_fields=["updated"])
    return deck


def deck_remove_commander(*, deck: Deck) -> Deck:
    with transaction.atomic():
        deck = Deck.objects.select_for_update().get(pk=deck.pk)
        deck.commander = None
        deck.save(update_fields=["commander", "updated"])
    return deck


def deck_delete(*, deck: Deck) -> None:
    with transaction.atomic():
        Deck.objects.filter(pk=deck.pk).delete()


def deck_duplicate(*, deck: Deck, owner: AbstractBaseUser | None = None, name: str = "") -> Deck:
    """A copy of the deck, for its owner or another player."""
    with transaction.atomic():
        copy = Deck.objects.create(owner=owner or deck.owner, name=(name or f"{deck.name} (copy)")[:NAME_LENGTH],
                                   format=deck.format, commander=deck.commander, is_public=deck.is_public)
        _create_entries(deck=copy, contents=deck_contents(deck=deck))
    return copy


def deck_assign(*, deck: Deck, owner: AbstractBaseUser) -> Deck:
    """Give the deck to another player (organizers prepare decks for their players)."""
    with transaction.atomic():
        deck = Deck.objects.select_for_update().get(pk=deck.pk)
        deck.owner = owner
        deck.save(update_fields=["owner", "updated"])
    return deck


def _create_entries(*, deck: Deck, contents: DeckContents) -> None:
    DeckEntry.objects.bulk_create(
        DeckEntry(deck=deck, card=card, count=count, board=board)
        for board, cards in ((DeckEntry.Board.MAIN, contents.main), (DeckEntry.Board.SIDE, contents.side))
        for card, count in cards.items()
    )

"""Deck files for download: content, file name and content type."""
import io
import zipfile
from collections.abc import Iterable
from dataclasses import dataclass

from django.utils.text import slugify

from game.decks.formats import FILE_FORMATS, write_deck_file
from game.decks.selectors import deck_contents
from game.models import Deck


@dataclass(frozen=True)
class ExportedDeck:
    filename: str
    content_type: str
    content: str


def export_deck(*, deck: Deck, to: str) -> ExportedDeck:
    file_format = FILE_FORMATS[to]
    return ExportedDeck(
        filename=(slugify(deck.name) or f"deck-{deck.pk}") + file_format.filename_suffix,
        content_type=file_format.content_type,
        content=write_deck_file(deck_contents(deck=deck), to=to, name=deck.name),
    )


def export_decks_zip(*, decks: Iterable[Deck]) -> bytes:
    """Every deck in every format, one folder per deck (named by id: deck names repeat)."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for deck in decks:
            for key in FILE_FORMATS:
                exported = export_deck(deck=deck, to=key)
                archive.writestr(f"{deck.pk}-{slugify(deck.name) or 'deck'}/{exported.filename}", exported.content)
    return buffer.getvalue()

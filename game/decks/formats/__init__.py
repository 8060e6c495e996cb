"""Deck file formats: reading any of them (recognised by content) and writing each.

XML files are MTGO's .dek or Cockatrice's .cod (told apart by their root
element); anything else is a plain-text or MTG Arena list, which share one
grammar.
"""
from collections.abc import Callable
from dataclasses import dataclass

from game.decks.contents import DeckContents
from game.decks.decklist import DeckList
from game.decks.formats import cockatrice, mtgo
from game.decks.formats.text import parse_text, write_arena, write_text
from game.decks.formats.xml import parse_xml
from game.decks.source import deck_text

TEXT_TYPE = "text/plain; charset=utf-8"
XML_TYPE = "application/xml; charset=utf-8"


@dataclass(frozen=True)
class FileFormat:
    key: str
    label: str
    filename_suffix: str
    content_type: str
    write: Callable[..., str]  # (contents: DeckContents, *, name: str) -> str


FILE_FORMATS = {file_format.key: file_format for file_format in (
    FileFormat("text", "Plain text", ".txt", TEXT_TYPE, write_text),
    FileFormat("arena", "MTG Arena", "-arena.txt", TEXT_TYPE, write_arena),
    FileFormat("dek", "MTGO (.dek)", ".dek", XML_TYPE, mtgo.write_dek),
    FileFormat("cod", "Cockatrice (.cod)", ".cod", XML_TYPE, cockatrice.write_cod),
)}
XML_READERS = {mtgo.ROOT: mtgo.DekReader, cockatrice.ROOT: cockatrice.CodReader}


def read_deck_file(data: bytes | str) -> DeckList:
    """Parse a pasted or uploaded deck file; DeckFileError when it can't be read at all."""
    text = deck_text(data)
    return parse_xml(text, readers=XML_READERS) if text.lstrip().startswith("<") else parse_text(text)


def write_deck_file(contents: DeckContents, *, to: str, name: str) -> str:
    return FILE_FORMATS[to].write(contents, name=name)

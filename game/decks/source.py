"""Turn uploaded bytes or pasted text into the text of a deck file, within bounds.

Deck files are small (a 250-card list is a few kilobytes), so anything far
bigger, or longer, or not text at all, is refused before any parsing.
"""
import codecs
import re

from game.decks.errors import DeckFileError

MAX_BYTES = 1_000_000
MAX_LINES = 5_000
# C0 control characters other than tab, newline and carriage return: no deck list has them.
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")


def check_size(size: int) -> None:
    """Refuse a file by its size alone, before reading it (uploads)."""
    if size > MAX_BYTES:
        limit = MAX_BYTES // 1_000_000
        raise DeckFileError([f"the file is {size / 1_000_000:.1f} MB; a deck file is at most {limit} MB"])


def deck_text(data: bytes | str) -> str:
    """The deck file's text with newlines normalised; DeckFileError if it is too big, too long or binary."""
    if isinstance(data, str):
        check_size(len(data.encode("utf-8", "surrogatepass")))
        text = data
    else:
        check_size(len(data))
        text = _decode(data)
    if _CONTROL.search(text):
        raise DeckFileError(["this is not a deck list: the file contains binary data"])
    lines = text.splitlines()
    if len(lines) > MAX_LINES:
        raise DeckFileError([f"the file has {len(lines):,} lines; a deck file has at most {MAX_LINES:,}"])
    if not text.strip():
        raise DeckFileError(["the deck list is empty"])
    return "\n".join(lines)


def _decode(data: bytes) -> str:
    # Windows editors save "Unicode" text as UTF-16 with a byte order mark.
    if data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        try:
            return data.decode("utf-16")
        except UnicodeDecodeError:
            pass
    elif b"\x00" not in data:
        try:
            return data.decode("utf-8-sig")
        except UnicodeDecodeError:
            raise DeckFileError(["this is not a deck list: the file is not UTF-8 text"]) from None
    raise DeckFileError(["this is not a deck list: the file contains binary data"])

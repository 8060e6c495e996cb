"""Read a large JSON document one member at a time.

Card files are big (Scryfall's default-cards is hundreds of megabytes) but
flat: an array of cards, or an object whose "data" member holds them. This
reader walks the outer containers by hand and decodes each inner value with
the C-accelerated ``json`` decoder, so only one card is in memory at a time.
"""
import json

CHUNK_CHARS = 1 << 20
WHITESPACE = " \t\n\r"


class JsonStreamError(ValueError):
    """The text is not valid JSON."""


class JsonReader:
    """A cursor over JSON text read in chunks from a text stream."""

    def __init__(self, stream):
        self._stream = stream
        self._buffer = ""
        self._position = 0
        self._eof = False
        self._decoder = json.JSONDecoder()

    def peek(self) -> str:
        """The next non-whitespace character, not consumed ("" at the end)."""
        while True:
            while self._position < len(self._buffer) and self._buffer[self._position] in WHITESPACE:
                self._position += 1
            if self._position < len(self._buffer) or not self._read_more():
                return self._buffer[self._position:self._position + 1]

    def expect(self, char: str) -> None:
        found = self.peek()
        if found != char:
            raise JsonStreamError(f"expected {char!r} but found {found or 'the end of the file'!r}")
        self._position += 1

    def value(self):
        """Decode the next complete JSON value."""
        self.peek()
        while True:
            try:
                value, end = self._decoder.raw_decode(self._buffer, self._position)
            except json.JSONDecodeError as error:
                if self._read_more(at_least=len(self._buffer)):
                    continue
                raise JsonStreamError(f"invalid JSON: {error.msg}") from None
            # A number could continue past the buffer ("12" of "123"): make sure it ends here.
            if end == len(self._buffer) and self._read_more():
                continue
            self._position = end
            return value

    def elements(self):
        """Yield the elements of the array that starts here."""
        self.expect("[")
        if self.peek() == "]":
            self._position += 1
            return
        while True:
            yield self.value()
            if self._separator("]"):
                return

    def members(self):
        """Yield (key, None) for each member of the object that starts here.

        The caller must consume the member's value (``value()``, ``elements()``,
        ``members()`` or ``skip()``) before asking for the next member.
        """
        self.expect("{")
        if self.peek() == "}":
            self._position += 1
            return
        while True:
            key = self.value()
            if not isinstance(key, str):
                raise JsonStreamError("invalid JSON: object keys must be strings")
            self.expect(":")
            yield key
            if self._separator("}"):
                return

    def skip(self) -> None:
        """Consume the next value without keeping it (a container member by member)."""
        opening = self.peek()
        if opening == "[":
            for _ in self.elements():
                pass
        elif opening == "{":
            for _ in self.members():
                self.skip()
        else:
            self.value()

    def end(self) -> None:
        """Check that nothing but whitespace follows the document."""
        trailing = self.peek()
        if trailing:
            raise JsonStreamError(f"invalid JSON: extra data after the document ({trailing!r})")

    def _separator(self, closing: str) -> bool:
        """Consume "," (False) or the container's closing character (True)."""
        found = self.peek()
        self._position += 1
        if found == closing:
            return True
        if found != ",":
            found = found or "the end of the file"
            raise JsonStreamError(f"invalid JSON: expected ',' or {closing!r} but found {found!r}")
        return False

    def _read_more(self, at_least: int = CHUNK_CHARS) -> bool:
        """Append the next chunk (dropping what was consumed); False at the end."""
        if self._eof:
            return False
        chunk = self._stream.read(max(at_least, CHUNK_CHARS))
        if not chunk:
            self._eof = True
            return False
        self._buffer = self._buffer[self._position:] + chunk
        self._position = 0
        return True

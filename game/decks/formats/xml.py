"""Read XML deck files safely (defusedxml): no DTD, no entities, no external references.

Refusing every DTD refuses entity bombs ("billion laughs") before any
expansion; no deck client writes one. The root element says which client
wrote the file; that client's reader then sees each element with its line.
"""
from io import BytesIO
from xml.sax import SAXParseException
from xml.sax.handler import ContentHandler
from xml.sax.xmlreader import InputSource

from defusedxml import DefusedXmlException
from defusedxml.expatreader import create_parser

from game.decks.decklist import DeckList
from game.decks.errors import DeckFileError


class ElementReader:
    """Reads one client's elements into a DeckList; override what the format needs."""

    def __init__(self, deck_list: DeckList) -> None:
        self.deck_list = deck_list

    def start(self, name: str, attrs, line: int) -> None:
        pass

    def end(self, name: str) -> None:
        pass

    def text(self, content: str) -> None:
        pass


def parse_xml(text: str, *, readers: dict[str, type[ElementReader]]) -> DeckList:
    """``readers`` maps each known root element to the reader of its format."""
    handler = _RootDispatch(readers)
    parser = create_parser(forbid_dtd=True, forbid_entities=True, forbid_external=True)
    parser.setContentHandler(handler)
    source = InputSource()
    source.setEncoding("utf-8")  # the text is already decoded; a declared encoding no longer applies
    source.setByteStream(BytesIO(text.encode("utf-8")))
    try:
        parser.parse(source)
    except DefusedXmlException:
        raise DeckFileError(["XML with a DTD or entity declarations is refused (a deck file has none; "
                             "entities can expand without bound)"]) from None
    except SAXParseException as error:
        message = f"line {error.getLineNumber()}: the XML is not well-formed ({error.getMessage()})"
        raise DeckFileError([message]) from None
    return handler.deck_list


class _RootDispatch(ContentHandler):
    def __init__(self, readers: dict[str, type[ElementReader]]) -> None:
        super().__init__()
        self.readers = readers
        self.deck_list = DeckList()
        self.reader = None
        self.locator = None

    def setDocumentLocator(self, locator) -> None:
        self.locator = locator

    def startElement(self, name, attrs) -> None:
        line = self.locator.getLineNumber()
        if self.reader is None:
            if name not in self.readers:
                expected = " or ".join(f"<{root}>" for root in self.readers)
                raise DeckFileError([f"line {line}: <{name[:40]}> is not a deck file (expected {expected})"])
            self.reader = self.readers[name](self.deck_list)
        self.reader.start(name, attrs, line)

    def endElement(self, name) -> None:
        self.reader.end(name)

    def characters(self, content) -> None:
        self.reader.text(content)

"""MTGO .dek files: <Cards Quantity="4" Sideboard="false" Name="Lightning Bolt"/> under <Deck>.

MTGO names split cards "Fire/Ice" and double-faced cards by their front face,
and takes a Commander deck's commander from its sideboard. Printings (CatID)
are MTGO's own numbers, which the catalog doesn't have: they are not written.
"""
from xml.etree import ElementTree

from game.decks.contents import DeckContents
from game.decks.decklist import MAIN, SIDE
from game.decks.formats.xml import ElementReader
from game.decks.names import client_name

ROOT = "Deck"


class DekReader(ElementReader):
    def start(self, name: str, attrs, line: int) -> None:
        if name == "Cards":
            board = SIDE if attrs.get("Sideboard", "false").strip().lower() == "true" else MAIN
            self.deck_list.add(raw_count=attrs.get("Quantity", ""), name=attrs.get("Name", ""), board=board, line=line)


def write_dek(contents: DeckContents, *, name: str) -> str:
    root = ElementTree.Element(ROOT, {"xmlns:xsd": "http://www.w3.org/2001/XMLSchema",
                                      "xmlns:xsi": "http://www.w3.org/2001/XMLSchema-instance"})
    ElementTree.SubElement(root, "NetDeckID").text = "0"
    ElementTree.SubElement(root, "PreconstructedDeckID").text = "0"
    side = {contents.commander: 1, **contents.side} if contents.commander else contents.side
    for cards, sideboard in ((contents.main, "false"), (side, "true")):
        for card, count in cards.items():
            ElementTree.SubElement(root, "Cards", {"Quantity": str(count), "Sideboard": sideboard,
                                                   "Name": client_name(card, split_separator="/")})
    ElementTree.indent(root)
    return '<?xml version="1.0" encoding="utf-8"?>\n' + ElementTree.tostring(root, encoding="unicode") + "\n"

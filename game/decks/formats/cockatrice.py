"""Cockatrice .cod files: <card number="4" name="Lightning Bolt"/> in <zone name="main|side">.

Cockatrice names split cards "Fire // Ice" and double-faced cards by their
front face; it has no commander zone, so a commander travels in the sideboard.
"""
from xml.etree import ElementTree

from game.decks.contents import DeckContents
from game.decks.decklist import MAIN, SIDE, DeckList, LineProblem
from game.decks.formats.xml import ElementReader
from game.decks.names import client_name

ROOT = "cockatrice_deck"
ZONES = {"main": MAIN, "side": SIDE}
NOT_DECK_ZONES = frozenset({"tokens"})  # tokens Cockatrice keeps at hand, not cards of the deck


class CodReader(ElementReader):
    def __init__(self, deck_list: DeckList) -> None:
        super().__init__(deck_list)
        self.board = None
        self.in_name = False

    def start(self, name: str, attrs, line: int) -> None:
        if name == "deckname":
            self.in_name = True
        elif name == "zone":
            zone = attrs.get("name", "")
            self.board = ZONES.get(zone)
            if self.board is None and zone not in NOT_DECK_ZONES:
                message = f'unknown zone "{zone[:40]}" (expected "main" or "side")'
                self.deck_list.problems.append(LineProblem(line, message))
        elif name == "card" and self.board:
            self.deck_list.add(raw_count=attrs.get("number", ""), name=attrs.get("name", ""), board=self.board,
                               line=line)

    def end(self, name: str) -> None:
        if name == "deckname":
            self.in_name = False
        elif name == "zone":
            self.board = None

    def text(self, content: str) -> None:
        if self.in_name:
            self.deck_list.name += content


def write_cod(contents: DeckContents, *, name: str) -> str:
    root = ElementTree.Element(ROOT, {"version": "1"})
    ElementTree.SubElement(root, "deckname").text = name
    ElementTree.SubElement(root, "comments").text = ""
    side = {contents.commander: 1, **contents.side} if contents.commander else contents.side
    for zone, cards in (("main", contents.main), ("side", side)):
        element = ElementTree.SubElement(root, "zone", {"name": zone})
        for card, count in cards.items():
            ElementTree.SubElement(element, "card", {"number": str(count), "name": client_name(card)})
    ElementTree.indent(root)
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + ElementTree.tostring(root, encoding="unicode") + "\n"

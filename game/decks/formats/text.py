"""Plain-text deck lists, and MTG Arena's, which add printings and section headers.

    4 Lightning Bolt        4x Lightning Bolt        SB: 2 Pyroblast
    4 Lightning Bolt (M10) 146                       (Arena: the printing is ignored)
    Deck / Sideboard / Commander / Companion         (section headers; About + "Name ...")
    // a comment            # a comment

Without any header or SB: line, a blank line after the main deck starts the
sideboard, as in MTGO's and Arena's plain exports; with them, blank lines are
only spacing, except that a blank line ends a commander section (some sites
write no "Deck" header after it).
"""
import re

from game.decks.contents import DeckContents
from game.decks.decklist import COMMANDER, MAIN, SIDE, DeckList, LineProblem
from game.decks.errors import DeckFileError
from game.decks.names import client_name

_HEADER = re.compile(
    r"(?P<section>about|deck|main ?deck|main(?:board)?|side ?board|commanders?|companion)\s*:?\s*(?:\(\d+\))?",
    re.IGNORECASE,
)
_ENTRY = re.compile(r"(?P<sideboard>SB:\s*)?(?P<count>[-+]?\d+)\s*x?\s+(?P<name>.+)", re.IGNORECASE)
_SIDEBOARD_PREFIX = re.compile(r"SB:", re.IGNORECASE)
_ARENA_PRINTING = re.compile(r"\s+\([A-Za-z0-9]{2,6}\)(?:\s+[A-Za-z0-9★-]+)?$")
_ABOUT_NAME = re.compile(r"name\s+(?P<name>.+)", re.IGNORECASE)
# 702.139a: a companion starts the game outside it, in the sideboard.
_SECTION_BOARDS = {"commander": COMMANDER, "commanders": COMMANDER, "sideboard": SIDE, "side board": SIDE,
                   "companion": SIDE, "about": None}


def parse_text(text: str) -> DeckList:
    deck_list = DeckList()
    lines = text.split("\n")
    headed = any(_HEADER.fullmatch(line.strip()) or _SIDEBOARD_PREFIX.match(line.strip()) for line in lines)
    board = MAIN
    started = set()  # boards that have cards so far
    entry_lines = 0
    unreadable = []
    for number, raw in enumerate(lines, start=1):
        line = raw.strip()
        if not line:
            if board == COMMANDER and COMMANDER in started:
                board = MAIN
            elif not headed and MAIN in started:
                board = SIDE
            continue
        if line.startswith(("//", "#")):
            continue
        header = _HEADER.fullmatch(line)
        if header:
            board = _SECTION_BOARDS.get(header["section"].lower(), MAIN)
            continue
        if board is None:  # the About section: only the deck's name matters
            if named := _ABOUT_NAME.fullmatch(line):
                deck_list.name = named["name"].strip()
            continue
        entry = _ENTRY.fullmatch(line)
        if entry is None:
            message = f'expected a count and a card name, like "4 Lightning Bolt", not "{line[:60]}"'
            unreadable.append(LineProblem(number, message))
            continue
        entry_lines += 1
        started.add(board)
        deck_list.add(raw_count=entry["count"], name=_ARENA_PRINTING.sub("", entry["name"]),
                      board=SIDE if entry["sideboard"] else board, line=number)
    if unreadable and not entry_lines:
        raise DeckFileError(['this is not a deck list: no line reads like "4 Lightning Bolt"'])
    deck_list.problems.extend(unreadable)
    return deck_list


def write_text(contents: DeckContents, *, name: str) -> str:
    """The catalog's full names; sections only where needed (a plain list has no place for the name)."""
    lines = []
    if contents.commander:
        lines += ["Commander", f"1 {contents.commander.name}", "", "Deck"]
    lines += [f"{count} {card.name}" for card, count in contents.main.items()]
    if contents.side:
        lines += ["", "Sideboard", *(f"{count} {card.name}" for card, count in contents.side.items())]
    return "\n".join(lines) + "\n"


def write_arena(contents: DeckContents, *, name: str) -> str:
    """Arena's layout and names (front faces for double-faced cards); the catalog has no printings to add."""
    lines = ["About", f"Name {name}", ""]
    if contents.commander:
        lines += ["Commander", f"1 {client_name(contents.commander)}", ""]
    lines += ["Deck", *(f"{count} {client_name(card)}" for card, count in contents.main.items())]
    if contents.side:
        lines += ["", "Sideboard", *(f"{count} {client_name(card)}" for card, count in contents.side.items())]
    return "\n".join(lines) + "\n"

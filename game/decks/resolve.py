"""Match a DeckList's names to catalog cards: every unknown name is reported at once, with suggestions."""
from collections import defaultdict

from game.decks.contents import DeckContents
from game.decks.decklist import COMMANDER, MAIN, SIDE, DeckList, LineProblem
from game.decks.errors import MAX_REPORTED, DeckFileError
from game.decks.names import CardNameIndex
from game.models import Card, Deck
from game.models.decks import MAX_COPIES


def resolve_deck_list(deck_list: DeckList, *, format: str | None) -> DeckContents:
    """The catalog cards of a deck list, or DeckFileError naming every bad line."""
    index = CardNameIndex.from_catalog()
    problems = list(deck_list.problems)
    counts: dict[str, dict[int, int]] = {MAIN: defaultdict(int), SIDE: defaultdict(int), COMMANDER: defaultdict(int)}
    unknown = []
    for listed in deck_list.cards:
        card_id = index.card_id(listed.name)
        if card_id is None:
            unknown.append(listed)
            continue
        counts[listed.board][card_id] += listed.count
        if counts[listed.board][card_id] > MAX_COPIES:
            problems.append(LineProblem(listed.line, f"more than {MAX_COPIES} copies of {listed.name} in all"))
        if listed.board == COMMANDER and (len(counts[COMMANDER]) > 1 or counts[COMMANDER][card_id] > 1):
            problems.append(LineProblem(listed.line, "a deck has one commander (partners are not supported yet)"))
    problems += _unknown_card_problems(unknown, index, room=MAX_REPORTED - len(problems))
    if problems:
        raise DeckFileError(sorted(problems))
    if not deck_list.cards:
        raise DeckFileError(['no cards found: expected lines like "4 Lightning Bolt"'])
    cards = Card.objects.in_bulk({card_id for board in counts.values() for card_id in board})

    def ordered(board: str) -> dict[Card, int]:
        by_name = sorted(counts[board].items(), key=lambda item: cards[item[0]].name)
        return {cards[card_id]: count for card_id, count in by_name}

    contents = DeckContents(main=ordered(MAIN), side=ordered(SIDE),
                            commander=next((cards[card_id] for card_id in counts[COMMANDER]), None))
    if format == Deck.Format.COMMANDER and contents.commander is None:
        _commander_from_sideboard(contents)
    return contents


def _unknown_card_problems(unknown, index: CardNameIndex, *, room: int) -> list[LineProblem]:
    """Suggestions cost a few milliseconds each: only for the problems that will be shown."""
    problems = []
    for position, listed in enumerate(unknown):
        message = f'unknown card "{listed.name}"'
        if position < room and (suggestions := index.suggestions(listed.name)):
            message += " (did you mean " + " or ".join(f'"{name}"' for name in suggestions) + "?)"
        problems.append(LineProblem(listed.line, message))
    return problems


def _commander_from_sideboard(contents: DeckContents) -> None:
    """MTGO and Cockatrice files carry the commander as a sideboard of one card."""
    if len(contents.side) == 1 and next(iter(contents.side.values())) == 1:
        contents.commander = next(iter(contents.side))
        contents.side = {}

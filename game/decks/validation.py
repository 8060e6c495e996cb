"""Deck construction rules, one Problem per broken rule with its number.

Constructed: 100.2a (at least 60 cards, four of a card), 100.4a (sideboard of
at most 15, the four-card limit covering deck and sideboard together).
Limited: 100.2b (at least 40; duplicates are whatever the product held).
Commander: 903.3 (the commander), 903.5a-d (100 cards, singleton, color identity).
Basic lands, and cards whose text allows it, are exempt from the copy limits.
"""
import re
from collections import Counter
from dataclasses import asdict, dataclass

from game.decks.contents import DeckContents
from game.models import Card, Deck

CONSTRUCTED_MINIMUM = 60
LIMITED_MINIMUM = 40
SIDEBOARD_MAXIMUM = 15
CONSTRUCTED_COPIES = 4
COMMANDER_DECK_SIZE = 100
COLOR_NAMES = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
BASIC_LAND_TYPE_COLORS = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}  # 305.6
_ANY_NUMBER = re.compile(r"a deck can have any number of cards named", re.IGNORECASE)
_UP_TO = re.compile(r"a deck can have up to (\w+) cards named", re.IGNORECASE)
_NUMBER_WORDS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10}


@dataclass(frozen=True)
class Problem:
    rule: str
    message: str

    def as_dict(self) -> dict:
        return asdict(self)

    def __str__(self) -> str:
        return f"{self.rule}: {self.message}"


def validate_deck(contents: DeckContents, *, format: str) -> list[Problem]:
    if format == Deck.Format.COMMANDER:
        return _commander_problems(contents)
    constructed = format == Deck.Format.CONSTRUCTED
    minimum = CONSTRUCTED_MINIMUM if constructed else LIMITED_MINIMUM
    problems = []
    if contents.main_count < minimum:
        problems.append(Problem("100.2a" if constructed else "100.2b", f"The main deck has {contents.main_count} "
                                                                       f"cards; a {format} deck has at least {minimum}."))
    if contents.commander:
        problems.append(Problem("903.3", f"Only a Commander deck has a commander: put {contents.commander.name} "
                                         "in the deck or make it a Commander deck."))
    if constructed:
        if contents.side_count > SIDEBOARD_MAXIMUM:
            problems.append(Problem("100.4a", f"The sideboard has {contents.side_count} cards; "
                                              f"a constructed sideboard has at most {SIDEBOARD_MAXIMUM}."))
        problems += _constructed_copy_problems(contents)
    return problems


def is_basic_land(card: Card) -> bool:
    return "Basic" in card.supertypes and "Land" in card.card_types


def copy_limit(card: Card, *, default: int) -> int | None:
    """How many copies a deck may hold; None for any number (basic lands, 100.2a; or the card's own text)."""
    if is_basic_land(card) or _ANY_NUMBER.search(card.oracle_text):
        return None
    if (up_to := _UP_TO.search(card.oracle_text)) and up_to[1].lower() in _NUMBER_WORDS:
        return _NUMBER_WORDS[up_to[1].lower()]
    return default


def can_be_commander(card: Card) -> bool:
    """903.3: a legendary creature card, or one that says it can be your commander (903.3a)."""
    legendary_creature = "Legendary" in card.supertypes and "Creature" in card.card_types
    return legendary_creature or "can be your commander" in card.oracle_text.lower()  # "Commander", too


def _constructed_copy_problems(contents: DeckContents) -> list[Problem]:
    problems = []
    for card in {**contents.main, **contents.side}:
        limit = copy_limit(card, default=CONSTRUCTED_COPIES)
        in_main = contents.main.get(card, 0)
        total = in_main + contents.side.get(card, 0)
        if limit is None or total <= limit:
            continue
        allowance = (f"a constructed deck has at most {limit} of a card other than basic lands"
                     if limit == CONSTRUCTED_COPIES else f"its text allows at most {limit}")
        if in_main > limit:
            problems.append(Problem("100.2a", f"{in_main} copies of {card.name}; {allowance}."))
        else:
            problems.append(Problem("100.4a", f"{total} copies of {card.name} in the deck and sideboard together; "
                                              f"{allowance}, counting both."))
    return problems


def _commander_problems(contents: DeckContents) -> list[Problem]:
    commander = contents.commander
    problems = []
    if commander is None:
        problems.append(Problem("903.3", "A Commander deck needs a commander: a legendary creature card "
                                         "(or a card that says it can be your commander)."))
    elif not can_be_commander(commander):
        problems.append(Problem("903.3", f"{commander.name} can't be your commander: it isn't a legendary creature "
                                         "and doesn't say it can be your commander."))
    cards = Counter(contents.main)
    if commander:
        cards[commander] += 1
    total = sum(cards.values())
    if total != COMMANDER_DECK_SIZE:
        problems.append(Problem("903.5a", f"The deck has {total} cards including the commander; "
                                          f"a Commander deck has exactly {COMMANDER_DECK_SIZE}."))
    for card, count in cards.items():
        limit = copy_limit(card, default=1)
        if limit is not None and count > limit:
            allowance = ("other than basic lands, each card in a Commander deck has a different name"
                         if limit == 1 else f"its text allows at most {limit}")
            problems.append(Problem("903.5b", f"{count} copies of {card.name}; {allowance}."))
    if commander:
        problems += _color_identity_problems(contents, commander)
    return problems


def _color_identity_problems(contents: DeckContents, commander: Card) -> list[Problem]:
    identity = set(commander.color_identity)
    allowed = f"{commander.name}'s color identity ({_colors(identity)})"
    problems = []
    for card in contents.main:
        if set(card.color_identity) - identity:
            problems.append(Problem("903.5c", f"{card.name} ({_colors(card.color_identity)}) is outside {allowed}."))
        elif "Land" in card.card_types and (produced := _basic_land_type_colors(card) - identity):
            problems.append(Problem("903.5d", f"{card.name} can produce {_colors(produced)} mana "
                                              f"(its basic land types), outside {allowed}."))
    return problems


def _basic_land_type_colors(card: Card) -> set[str]:
    return {BASIC_LAND_TYPE_COLORS[subtype] for subtype in card.subtypes if subtype in BASIC_LAND_TYPE_COLORS}


def _colors(colors) -> str:
    names = [COLOR_NAMES[color] for color in COLOR_NAMES if color in colors]
    if not names:
        return "colorless"
    return " and ".join([", ".join(names[:-1]), names[-1]] if len(names) > 1 else names)

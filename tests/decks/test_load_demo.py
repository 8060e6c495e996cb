"""load_demo gives alice and bob a legal constructed deck each, once."""
import io

import pytest
from django.core.management import call_command

from game.catalog.bundled import STARTER_CARDS
from game.decks.selectors import deck_contents
from game.decks.validation import validate_deck
from game.models import Deck


@pytest.fixture
def starter_catalog(db):
    call_command("import_cards", str(STARTER_CARDS), "--no-progress", stdout=io.StringIO())


def test_demo_players_get_a_legal_60_card_deck_each(starter_catalog):
    call_command("load_demo", stdout=io.StringIO())
    decks = {deck.owner.username: deck for deck in Deck.objects.select_related("owner")}
    assert set(decks) == {"alice", "bob"}
    for deck in decks.values():
        assert deck.format == "constructed" and validate_deck(deck_contents(deck=deck), format=deck.format) == []


def test_load_demo_is_idempotent(starter_catalog):
    call_command("load_demo", stdout=io.StringIO())
    fields = ("owner__username", "name", "entries__card__name", "entries__count")
    entries = sorted(Deck.objects.values_list(*fields))
    call_command("load_demo", stdout=io.StringIO())
    assert sorted(Deck.objects.values_list(*fields)) == entries


def test_without_a_catalog_the_players_are_still_created(db):
    err = io.StringIO()
    call_command("load_demo", stdout=io.StringIO(), stderr=err)
    assert not Deck.objects.exists()
    assert "demo deck Green Ramp not created" in err.getvalue()

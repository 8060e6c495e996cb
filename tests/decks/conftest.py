"""Deck tests share a slice of the real catalog (tests/decks/cards.json, Scryfall format)."""
import io
from pathlib import Path

import pytest
from django.contrib.auth import get_user_model
from django.core.management import call_command

from game.models import Deck, DeckEntry

CARDS = Path(__file__).with_name("cards.json")


@pytest.fixture
def catalog(db):
    call_command("import_cards", str(CARDS), "--no-progress", stdout=io.StringIO())


@pytest.fixture
def alice(db):
    return get_user_model().objects.create_user("alice", password="pw-alice-1")


@pytest.fixture
def bob(db):
    return get_user_model().objects.create_user("bob", password="pw-bob-1")


@pytest.fixture
def alice_client(client, alice):
    client.force_login(alice)
    return client


def saved_rows() -> tuple[int, int]:
    """Deck and DeckEntry row counts: a failed import must leave both unchanged."""
    return Deck.objects.count(), DeckEntry.objects.count()

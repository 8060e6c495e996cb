"""The card catalog in tests: the starter set, plus the cards the scenario tests use that it lacks.

``catalog_rows`` imports the files once per session with ``import_cards`` (in a
transaction rolled back at once) and keeps the rows; ``starter_catalog``
inserts them for one test, inside that test's own transaction.
"""
import io
from pathlib import Path

import pytest
from django.core.management import call_command
from django.db import transaction

from game.catalog.bundled import STARTER_CARDS
from game.models import Card

SCENARIO_CARDS = Path(__file__).resolve().parent / "scenario_cards.json"  # a slice of real Oracle data
LAND_CARDS = Path(__file__).resolve().parent / "land_cards.json"  # real nonbasic lands (2022 Oracle text)
FAMILY_CARDS = sorted((Path(__file__).resolve().parent / "cards").glob("*.json"))  # real cards by family (real_cards.py)
# In this order: the starter set wins for cards in all.
CARD_FILES = (*FAMILY_CARDS, SCENARIO_CARDS, LAND_CARDS, STARTER_CARDS)


@pytest.fixture(scope="session")
def catalog_rows(django_db_setup, django_db_blocker) -> list[dict]:
    with django_db_blocker.unblock(), transaction.atomic():
        call_command("import_cards", *map(str, CARD_FILES), "--no-progress", stdout=io.StringIO())
        rows = list(Card.objects.values())
        transaction.set_rollback(True)
    return rows


@pytest.fixture
def starter_catalog(db, catalog_rows) -> None:
    Card.objects.bulk_create(Card(**row) for row in catalog_rows)

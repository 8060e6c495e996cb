"""Deck management in the Django admin."""
import io
import zipfile

import pytest
from django.contrib.auth import get_user_model
from django.core.files.uploadedfile import SimpleUploadedFile
from django.urls import reverse

from game.decks.selectors import deck_contents
from game.decks.services import deck_import
from game.models import Deck
from tests.decks import decklists
from tests.decks.conftest import saved_rows

CHANGELIST = "admin:game_deck_changelist"


@pytest.fixture
def admin_client(client, db):
    client.force_login(get_user_model().objects.create_superuser("organizer", password="pw-organizer-1"))
    return client


@pytest.fixture
def decks(catalog, alice, bob):
    return {
        "burn": deck_import(owner=alice, data=decklists.BURN_TEXT, name="Burn"),
        "short": deck_import(owner=bob, data="4 Lightning Bolt\n20 Mountain\n", name="Short"),
        "elves": deck_import(owner=bob, data=decklists.ELVES_COD, format="limited"),
    }


def changelist(client, **query) -> str:
    return client.get(reverse(CHANGELIST), query).content.decode()


def listed(page: str) -> set[str]:
    return {name for name in ("Burn", "Short", "Legacy Elves") if f">{name}</a>" in page}


def test_changelist_shows_sizes_and_an_import_link(admin_client, decks):
    page = changelist(admin_client)
    assert listed(page) == {"Burn", "Short", "Legacy Elves"}
    assert '<td class="field-main_count">60</td>' in page and '<td class="field-side_count">15</td>' in page
    assert reverse("admin:game_deck_import") in page


def test_search_by_owner_username(admin_client, decks):
    assert listed(changelist(admin_client, q="bob")) == {"Short", "Legacy Elves"}


def test_search_by_card_name(admin_client, decks):
    assert listed(changelist(admin_client, q="Skullcrack")) == {"Burn"}
    assert listed(changelist(admin_client, q="Lightning Bolt")) == {"Burn", "Short"}


def test_filter_by_format(admin_client, decks):
    assert listed(changelist(admin_client, format__exact="limited")) == {"Legacy Elves"}


def test_filter_by_validity(admin_client, decks):
    assert listed(changelist(admin_client, validity="valid")) == {"Burn", "Legacy Elves"}
    assert listed(changelist(admin_client, validity="invalid")) == {"Short"}


def test_change_page_has_entries_inline_with_card_autocomplete(admin_client, decks):
    page = admin_client.get(reverse("admin:game_deck_change", args=[decks["burn"].pk])).content.decode()
    assert "entries-TOTAL_FORMS" in page
    assert 'data-model-name="deckentry" data-field-name="card"' in page and "admin-autocomplete" in page


def test_card_autocomplete_answers_for_the_entry_inline(admin_client, decks):
    response = admin_client.get(reverse("admin:autocomplete"), {
        "app_label": "game", "model_name": "deckentry", "field_name": "card", "term": "lightning bolt"})
    assert [result["text"] for result in response.json()["results"]] == ["Lightning Bolt"]


def test_inline_refuses_a_count_of_zero(admin_client, decks):
    deck = decks["short"]
    entries = list(deck.entries.all())
    data = {"name": deck.name, "owner": deck.owner.pk, "format": deck.format, "commander": "",
            "entries-TOTAL_FORMS": len(entries), "entries-INITIAL_FORMS": len(entries),
            "entries-MIN_NUM_FORMS": 0, "entries-MAX_NUM_FORMS": 1000}
    for index, entry in enumerate(entries):
        data |= {f"entries-{index}-id": entry.pk, f"entries-{index}-deck": deck.pk,
                 f"entries-{index}-card": entry.card.pk, f"entries-{index}-count": 0 if index == 0 else entry.count,
                 f"entries-{index}-board": entry.board}
    response = admin_client.post(reverse("admin:game_deck_change", args=[deck.pk]), data)
    assert response.status_code == 200 and "errorlist" in response.content.decode()
    assert deck_contents(deck=deck).main_count == 24


def run_action(client, action: str, decks, **extra):
    return client.post(reverse(CHANGELIST), {"action": action, "_selected_action": [deck.pk for deck in decks],
                                             **extra}, follow=not extra.get("no_follow"))


def test_validate_action_gives_a_message_per_deck(admin_client, decks):
    response = run_action(admin_client, "validate", [decks["burn"], decks["short"]])
    messages = [str(message) for message in response.context["messages"]]
    assert "Burn: a legal constructed deck." in messages
    assert ("Short: 100.2a: The main deck has 24 cards; a constructed deck has at least 60."
            in messages)


def test_export_action_downloads_a_zip(admin_client, decks):
    response = admin_client.post(reverse(CHANGELIST), {
        "action": "export", "_selected_action": [decks["burn"].pk, decks["elves"].pk]})
    assert response["Content-Type"] == "application/zip"
    names = zipfile.ZipFile(io.BytesIO(response.content)).namelist()
    assert f"{decks['burn'].pk}-burn/burn.dek" in names and len(names) == 8


def test_duplicate_action(admin_client, decks):
    run_action(admin_client, "duplicate", [decks["burn"]])
    copy = Deck.objects.get(name="Burn (copy)")
    assert copy.owner == decks["burn"].owner and deck_contents(deck=copy) == deck_contents(deck=decks["burn"])


def test_assign_action_asks_for_the_player_then_assigns(admin_client, decks, bob):
    chooser = admin_client.post(reverse(CHANGELIST), {"action": "assign", "_selected_action": [decks["burn"].pk]})
    assert chooser.status_code == 200 and 'name="owner"' in chooser.content.decode()
    assert Deck.objects.get(pk=decks["burn"].pk).owner.username == "alice"
    admin_client.post(reverse(CHANGELIST), {"action": "assign", "_selected_action": [decks["burn"].pk],
                                            "apply": "Assign", "owner": bob.pk})
    assert Deck.objects.get(pk=decks["burn"].pk).owner == bob


def test_import_page(admin_client, catalog, bob):
    assert admin_client.get(reverse("admin:game_deck_import")).status_code == 200
    upload = SimpleUploadedFile("delver.dek", decklists.DELVER_DEK.encode())
    response = admin_client.post(reverse("admin:game_deck_import"),
                                 {"owner": bob.pk, "name": "", "format": "", "file": upload})
    deck = Deck.objects.get()
    assert response.status_code == 302 and response.url == reverse("admin:game_deck_change", args=[deck.pk])
    assert (deck.owner, deck.name, deck_contents(deck=deck).main_count) == (bob, "delver", 60)


def test_import_page_reports_bad_lines_and_saves_nothing(admin_client, catalog, bob):
    before = saved_rows()
    response = admin_client.post(reverse("admin:game_deck_import"),
                                 {"owner": bob.pk, "format": "", "text": "4 Lightning Bolt\n4 Lightening Bolt\n"})
    assert response.status_code == 400 and saved_rows() == before
    assert "line 2: unknown card &quot;Lightening Bolt&quot;" in response.content.decode()


def test_import_page_needs_staff(client, alice):
    client.force_login(alice)
    assert client.get(reverse("admin:game_deck_import")).status_code == 302

"""The deck pages: list, create (paste or upload), view, edit counts, add cards, export, delete."""
import re

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.urls import reverse

from game.decks.selectors import deck_contents
from game.decks.services import deck_import
from game.models import Deck, DeckEntry
from tests.decks import decklists
from tests.decks.conftest import saved_rows


@pytest.fixture
def burn(catalog, alice):
    return deck_import(owner=alice, data=decklists.BURN_TEXT, name="Mono-Red Burn")


def test_deck_pages_need_a_login(client, db):
    response = client.get(reverse("decks:list"))
    assert response.status_code == 302 and response.url.startswith(reverse("login"))


def test_list_shows_own_and_public_decks_but_not_others_private(alice_client, burn, bob):
    deck_import(owner=bob, data=decklists.STOMPY_ARENA, name="Bob's public Stompy", is_public=True)
    deck_import(owner=bob, data=decklists.ELVES_COD, name="Bob's secret Elves")
    page = alice_client.get(reverse("decks:list")).content.decode()
    assert "Mono-Red Burn" in page and "Bob&#x27;s public Stompy" in page
    assert "secret Elves" not in page


def test_create_by_pasting(alice_client, catalog):
    response = alice_client.post(reverse("decks:create"), {"name": "Burn", "format": "", "text": decklists.BURN_TEXT})
    deck = Deck.objects.get()
    assert response.status_code == 302 and response.url == reverse("decks:detail", args=[deck.pk])
    assert deck.name == "Burn" and deck_contents(deck=deck).main_count == 60


def test_create_by_upload_names_the_deck_after_the_file(alice_client, catalog):
    upload = SimpleUploadedFile("ur-delver.dek", decklists.DELVER_DEK.encode(), content_type="application/xml")
    alice_client.post(reverse("decks:create"), {"format": "constructed", "file": upload})
    assert Deck.objects.get().name == "ur-delver"


def test_create_by_upload_prefers_the_name_inside_the_file(alice_client, catalog):
    upload = SimpleUploadedFile("elves.cod", decklists.ELVES_COD.encode())
    alice_client.post(reverse("decks:create"), {"format": "", "file": upload, "is_public": "on"})
    deck = Deck.objects.get()
    assert (deck.name, deck.is_public) == ("Legacy Elves", True)


def test_create_needs_text_or_a_file(alice_client, catalog):
    response = alice_client.post(reverse("decks:create"), {"format": ""})
    assert response.status_code == 400
    assert "Paste a deck list or upload a file (one of the two)." in response.content.decode()


def test_create_with_unknown_cards_lists_every_bad_line_and_saves_nothing(alice_client, catalog):
    before = saved_rows()
    text = "4 Lightening Bolt\n4 Goblin Guide\n-2 Mountain\n"
    response = alice_client.post(reverse("decks:create"), {"format": "", "text": text})
    page = response.content.decode()
    assert response.status_code == 400 and saved_rows() == before
    assert "line 1: unknown card &quot;Lightening Bolt&quot; (did you mean &quot;Lightning Bolt&quot;?)" in page
    assert "line 3: the count must be a whole number from 1 to 999, not &quot;-2&quot;" in page


def test_ten_megabyte_upload_is_refused_before_reading(alice_client, catalog):
    before = saved_rows()
    upload = SimpleUploadedFile("huge.txt", b"4 Lightning Bolt\n" * 620_000)
    response = alice_client.post(reverse("decks:create"), {"format": "", "file": upload})
    assert response.status_code == 400 and saved_rows() == before
    assert "the file is 10.5 MB; a deck file is at most 1 MB" in response.content.decode()


@pytest.mark.parametrize("data, message", [
    (bytes(range(256)), "this is not a deck list: the file contains binary data"),
    (b"1 Mountain\n" * 10_000, "the file has 10,000 lines; a deck file has at most 5,000"),
    (b'<!DOCTYPE x [<!ENTITY a "aaaa">]><Deck/>', "XML with a DTD or entity declarations is refused"),
])
def test_bad_uploads_get_a_clear_error(alice_client, catalog, data, message):
    before = saved_rows()
    response = alice_client.post(reverse("decks:create"), {"format": "", "file": SimpleUploadedFile("deck.txt", data)})
    assert response.status_code == 400 and saved_rows() == before
    assert message in response.content.decode()


def test_view_shows_type_breakdown_curve_as_svg_and_validity(alice_client, burn):
    page = alice_client.get(reverse("decks:detail", args=[burn.pk])).content.decode()
    assert "A legal constructed deck." in page
    assert "<li>Land: 20</li>" in page and "<li>Creature: 12</li>" in page
    assert "<li>Instant: 12</li>" in page and "<li>Sorcery: 16</li>" in page
    svg = page[page.index("<svg"):page.index("</svg>")]
    bars = re.findall(r'<rect x="\d+" y="\d+" width="40" height="(\d+)"', svg)
    assert len(bars) == 8  # mana values 0 to 7+
    assert [int(height) for height in bars] == [0, 120, 60, 48, 0, 0, 12, 0]  # 20 one-drops are the tallest
    assert "<title>20 cards with mana value 1</title>" in svg
    assert "<title>2 cards with mana value 6</title>" in svg
    assert "<table" not in page[page.index("Mana curve"):page.index("</svg>")]


def test_view_lists_problems_with_rule_numbers(alice_client, catalog, alice):
    deck = deck_import(owner=alice, data="4 Lightning Bolt\n5 Shock\n")
    page = alice_client.get(reverse("decks:detail", args=[deck.pk])).content.decode()
    assert "<strong>100.2a</strong> The main deck has 9 cards; a constructed deck has at least 60." in page
    assert "<strong>100.2a</strong> 5 copies of Shock;" in page


def test_others_private_deck_is_404_everywhere(client, burn, bob):
    client.force_login(bob)
    for name in ("detail", "edit", "delete"):
        assert client.get(reverse(f"decks:{name}", args=[burn.pk])).status_code == 404
    assert client.get(reverse("decks:export", args=[burn.pk, "text"])).status_code == 404
    assert client.post(reverse("decks:counts", args=[burn.pk]), {}).status_code == 404
    assert client.post(reverse("decks:delete", args=[burn.pk])).status_code == 404
    assert Deck.objects.filter(pk=burn.pk).exists()


def test_others_public_deck_can_be_seen_and_exported_but_not_edited(client, burn, bob):
    Deck.objects.filter(pk=burn.pk).update(is_public=True)
    client.force_login(bob)
    page = client.get(reverse("decks:detail", args=[burn.pk])).content.decode()
    assert "Mono-Red Burn" in page and reverse("decks:edit", args=[burn.pk]) not in page
    assert client.get(reverse("decks:export", args=[burn.pk, "dek"])).status_code == 200
    assert client.get(reverse("decks:edit", args=[burn.pk])).status_code == 404
    assert client.post(reverse("decks:delete", args=[burn.pk])).status_code == 404


@pytest.mark.parametrize("to, filename, content_type", [
    ("text", "mono-red-burn.txt", "text/plain; charset=utf-8"),
    ("arena", "mono-red-burn-arena.txt", "text/plain; charset=utf-8"),
    ("dek", "mono-red-burn.dek", "application/xml; charset=utf-8"),
    ("cod", "mono-red-burn.cod", "application/xml; charset=utf-8"),
])
def test_export_downloads_a_file(alice_client, burn, to, filename, content_type):
    response = alice_client.get(reverse("decks:export", args=[burn.pk, to]))
    assert response["Content-Type"] == content_type
    assert response["Content-Disposition"] == f'attachment; filename="{filename}"'
    assert "Lightning Bolt" in response.content.decode()


def test_export_to_an_unknown_format_is_404(alice_client, burn):
    assert alice_client.get(reverse("decks:export", args=[burn.pk, "pdf"])).status_code == 404


def entry_field(deck: Deck, name: str) -> str:
    return f"count_{DeckEntry.objects.get(deck=deck, card__name=name).pk}"


def counts_form(deck: Deck, **changes) -> dict:
    data = {f"count_{entry.pk}": entry.count for entry in deck.entries.all()}
    return data | changes


def test_edit_counts_without_javascript(alice_client, burn):
    form = counts_form(burn, **{entry_field(burn, "Mountain"): 22, entry_field(burn, "Fireblast"): 0})
    response = alice_client.post(reverse("decks:counts", args=[burn.pk]), form)
    assert response.status_code == 302 and response.url == reverse("decks:edit", args=[burn.pk])
    main = {card.name: count for card, count in deck_contents(deck=burn).main.items()}
    assert main["Mountain"] == 22 and "Fireblast" not in main


def test_edit_counts_with_htmx_returns_the_entries_fragment(alice_client, burn):
    form = counts_form(burn, **{entry_field(burn, "Mountain"): 21})
    response = alice_client.post(reverse("decks:counts", args=[burn.pk]), form, HTTP_HX_REQUEST="true")
    page = response.content.decode()
    assert response.status_code == 200
    assert page.lstrip().startswith('<form id="deck-entries"') and "<html" not in page
    assert 'role="status">Saved.' in page
    assert DeckEntry.objects.get(deck=burn, card__name="Mountain").count == 21


@pytest.mark.parametrize("count", [-1, 1000, "many"])
def test_edit_counts_refuses_bad_counts_and_changes_nothing(alice_client, burn, count):
    before = list(DeckEntry.objects.values_list("pk", "count"))
    form = counts_form(burn, **{entry_field(burn, "Mountain"): count})
    response = alice_client.post(reverse("decks:counts", args=[burn.pk]), form)
    assert response.status_code == 400
    assert list(DeckEntry.objects.values_list("pk", "count")) == before


def test_edit_counts_errors_come_back_to_htmx_as_a_fragment(alice_client, burn):
    form = counts_form(burn, **{entry_field(burn, "Mountain"): 1000})
    response = alice_client.post(reverse("decks:counts", args=[burn.pk]), form, HTTP_HX_REQUEST="true")
    page = response.content.decode()
    assert response.status_code == 400  # base.html tells htmx to swap 4xx answers
    assert page.lstrip().startswith('<form id="deck-entries"') and "errorlist" in page


def test_edit_page_renders_a_form_per_section(alice_client, burn):
    page = alice_client.get(reverse("decks:edit", args=[burn.pk])).content.decode()
    assert f'hx-post="{reverse("decks:counts", args=[burn.pk])}"' in page
    assert f'action="{reverse("decks:counts", args=[burn.pk])}"' in page
    assert page.count('class="count"') == 16  # one count field per entry (12 main, 4 side)


def test_edit_settings(alice_client, burn):
    response = alice_client.post(reverse("decks:edit", args=[burn.pk]),
                                 {"name": "Burn v2", "format": "limited", "is_public": "on"})
    burn.refresh_from_db()
    assert response.status_code == 302 and (burn.name, burn.format, burn.is_public) == ("Burn v2", "limited", True)


def test_add_cards(alice_client, burn):
    response = alice_client.post(reverse("decks:add_cards", args=[burn.pk]), {"text": "2 Shock\nSB: 1 Pyroblast"})
    contents = deck_contents(deck=burn)
    assert response.status_code == 302
    assert contents.main_count == 62 and contents.side_count == 16


def test_add_unknown_cards_saves_nothing(alice_client, burn):
    before = list(DeckEntry.objects.values_list("pk", "count"))
    response = alice_client.post(reverse("decks:add_cards", args=[burn.pk]), {"text": "2 Shokc"})
    assert response.status_code == 400 and "did you mean &quot;Shock&quot;?" in response.content.decode()
    assert list(DeckEntry.objects.values_list("pk", "count")) == before


def test_remove_commander(alice_client, catalog, alice):
    deck = deck_import(owner=alice, data=decklists.KRENKO_ARENA)
    alice_client.post(reverse("decks:remove_commander", args=[deck.pk]))
    deck.refresh_from_db()
    assert deck.commander is None


def test_delete_asks_first_then_deletes_on_post(alice_client, burn):
    confirm = alice_client.get(reverse("decks:delete", args=[burn.pk]))
    assert confirm.status_code == 200 and "Delete Mono-Red Burn?" in confirm.content.decode()
    assert Deck.objects.filter(pk=burn.pk).exists()
    response = alice_client.post(reverse("decks:delete", args=[burn.pk]))
    assert response.status_code == 302 and not Deck.objects.exists() and not DeckEntry.objects.exists()


def test_nav_links_to_decks(alice_client, db):
    assert f'href="{reverse("decks:list")}"' in alice_client.get(reverse("home")).content.decode()

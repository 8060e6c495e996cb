"""Exports in every format; importing an export gives back the same deck."""
import io
import zipfile

import pytest

from game.decks.export import export_deck, export_decks_zip
from game.decks.selectors import deck_card_names, deck_contents
from game.decks.services import deck_import
from tests.decks import decklists

FORMATS = ["text", "arena", "dek", "cod"]
DECKS = {
    "burn": decklists.BURN_TEXT,
    "stompy": decklists.STOMPY_ARENA,
    "delver": decklists.DELVER_DEK,
    "elves": decklists.ELVES_COD,
    "krenko": decklists.KRENKO_ARENA,
}


@pytest.mark.parametrize("to", FORMATS)
@pytest.mark.parametrize("deck_key", DECKS)
def test_import_of_export_is_the_same_deck(catalog, alice, deck_key, to):
    deck = deck_import(owner=alice, data=DECKS[deck_key], name="Round trip")
    exported = export_deck(deck=deck, to=to)
    again = deck_import(owner=alice, data=exported.content.encode(), format=deck.format)
    assert deck_contents(deck=again) == deck_contents(deck=deck)
    assert (again.format, again.commander) == (deck.format, deck.commander)


def test_text_export_uses_catalog_names_and_a_sideboard_section(catalog, alice):
    deck = deck_import(owner=alice, data=decklists.DELVER_DEK)
    text = export_deck(deck=deck, to="text").content
    assert "3 Fire // Ice\n" in text
    assert "4 Delver of Secrets // Insectile Aberration\n" in text
    assert "\n\nSideboard\n2 Counterspell\n" in text


def test_arena_export_names_front_faces_and_keeps_the_deck_name(catalog, alice):
    deck = deck_import(owner=alice, data=decklists.DELVER_DEK, name="UR Delver")
    arena = export_deck(deck=deck, to="arena").content
    assert arena.startswith("About\nName UR Delver\n\nDeck\n")
    assert "\n4 Delver of Secrets\n" in arena and "\n3 Fire // Ice\n" in arena


def test_arena_export_of_a_commander_deck(catalog, alice):
    deck = deck_import(owner=alice, data=decklists.KRENKO_ARENA, name="Krenko")
    assert "\nCommander\n1 Krenko, Mob Boss\n\nDeck\n" in export_deck(deck=deck, to="arena").content


def test_dek_export_is_mtgo_xml_with_slash_split_names(catalog, alice):
    deck = deck_import(owner=alice, data=decklists.DELVER_DEK, name="UR Delver")
    exported = export_deck(deck=deck, to="dek")
    assert exported.filename == "ur-delver.dek"
    assert exported.content_type.startswith("application/xml")
    assert exported.content.startswith('<?xml version="1.0" encoding="utf-8"?>\n<Deck')
    assert '<Cards Quantity="3" Sideboard="false" Name="Fire/Ice" />' in exported.content
    assert '<Cards Quantity="2" Sideboard="true" Name="Counterspell" />' in exported.content


def test_cod_export_carries_name_zones_and_the_commander_in_the_sideboard(catalog, alice):
    deck = deck_import(owner=alice, data=decklists.KRENKO_ARENA, name="Krenko & friends")
    exported = export_deck(deck=deck, to="cod")
    assert exported.filename == "krenko-friends.cod"
    assert "<deckname>Krenko &amp; friends</deckname>" in exported.content
    assert '<zone name="side">\n    <card number="1" name="Krenko, Mob Boss" />' in exported.content


def test_export_file_names_and_types(catalog, alice):
    deck = deck_import(owner=alice, data=decklists.BURN_TEXT, name="Mono-Red Burn")
    assert [(export_deck(deck=deck, to=to).filename, export_deck(deck=deck, to=to).content_type) for to in FORMATS] == [
        ("mono-red-burn.txt", "text/plain; charset=utf-8"),
        ("mono-red-burn-arena.txt", "text/plain; charset=utf-8"),
        ("mono-red-burn.dek", "application/xml; charset=utf-8"),
        ("mono-red-burn.cod", "application/xml; charset=utf-8"),
    ]


def test_zip_of_several_decks_in_every_format(catalog, alice):
    decks = [deck_import(owner=alice, data=decklists.BURN_TEXT, name="Burn"),
             deck_import(owner=alice, data=decklists.ELVES_COD)]
    archive = zipfile.ZipFile(io.BytesIO(export_decks_zip(decks=decks)))
    assert sorted(archive.namelist()) == sorted([
        f"{decks[0].pk}-burn/burn.txt", f"{decks[0].pk}-burn/burn-arena.txt",
        f"{decks[0].pk}-burn/burn.dek", f"{decks[0].pk}-burn/burn.cod",
        f"{decks[1].pk}-legacy-elves/legacy-elves.txt", f"{decks[1].pk}-legacy-elves/legacy-elves-arena.txt",
        f"{decks[1].pk}-legacy-elves/legacy-elves.dek", f"{decks[1].pk}-legacy-elves/legacy-elves.cod",
    ])


def test_a_game_gets_the_deck_as_library_and_the_sideboard_and_commander_apart(catalog, alice):
    """401.1 the deck becomes the library; 400.11a the sideboard stays outside; 903.6 the commander apart."""
    burn = deck_card_names(deck=deck_import(owner=alice, data=decklists.BURN_TEXT))
    assert len(burn.library) == 60 and burn.library.count("Mountain") == 20
    assert len(burn.sideboard) == 15 and "Pyroblast" not in burn.library
    krenko = deck_card_names(deck=deck_import(owner=alice, data=decklists.KRENKO_ARENA))
    assert krenko.commander == "Krenko, Mob Boss" and len(krenko.library) == 99
    assert "Krenko, Mob Boss" not in krenko.library

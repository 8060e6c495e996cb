"""Importing real-world lists in every format the issue names, recognised by content."""
import pytest

from game.decks.selectors import deck_contents
from game.decks.services import deck_import, deck_read
from game.models import Deck
from tests.decks import decklists


def names(cards: dict) -> dict[str, int]:
    return {card.name: count for card, count in cards.items()}


def test_plain_text_burn_with_counts_x_comments_and_sb_lines(catalog, alice):
    deck = deck_import(owner=alice, data=decklists.BURN_TEXT, name="Burn")
    contents = deck_contents(deck=deck)
    assert (deck.name, deck.format, deck.owner) == ("Burn", Deck.Format.CONSTRUCTED, alice)
    assert contents.main_count == 60 and contents.side_count == 15
    assert names(contents.main)["Monastery Swiftspear"] == 4  # "4x"
    assert names(contents.main)["Mountain"] == 20
    assert names(contents.side) == {"Pyroblast": 4, "Searing Blood": 4, "Skullcrack": 4, "Smash to Smithereens": 3}


def test_mtgo_plain_export_blank_line_starts_the_sideboard(catalog, alice):
    text_deck = deck_contents(deck=deck_import(owner=alice, data=decklists.BURN_TEXT))
    blank_line_deck = deck_contents(deck=deck_import(owner=alice, data=decklists.BURN_MTGO_TEXT))
    assert blank_line_deck == text_deck


def test_arena_export_with_about_name_sections_and_printings(catalog, alice):
    deck = deck_import(owner=alice, data=decklists.STOMPY_ARENA)
    contents = deck_contents(deck=deck)
    assert deck.name == "Mono-Green Stompy"
    assert contents.main_count == 60 and contents.side_count == 9
    assert names(contents.main)["Ghalta, Primal Hunger"] == 4
    assert names(contents.side)["Bonecrusher Giant // Stomp"] == 3  # an adventurer by its front face


def test_mtgo_dek_with_split_card_front_face_and_repeated_printings(catalog, alice):
    contents = deck_contents(deck=deck_import(owner=alice, data=decklists.DELVER_DEK.encode()))
    main = names(contents.main)
    assert contents.main_count == 60 and contents.side_count == 8
    assert main["Fire // Ice"] == 3
    assert main["Delver of Secrets // Insectile Aberration"] == 4
    assert main["Lightning Bolt"] == 4  # 3 + 1 on two lines
    assert names(contents.side)["Counterspell"] == 2


def test_cockatrice_cod_with_deck_name_typographic_apostrophe_and_tokens_zone(catalog, alice):
    deck = deck_import(owner=alice, data=decklists.ELVES_COD.encode())
    contents = deck_contents(deck=deck)
    assert deck.name == "Legacy Elves"
    assert contents.main_count == 60 and contents.side_count == 6
    assert names(contents.main)["Gaea's Cradle"] == 3
    assert "Elf Warrior" not in names(contents.main) | names(contents.side)  # tokens are not deck cards


def test_arena_commander_list_is_a_commander_deck(catalog, alice):
    deck = deck_import(owner=alice, data=decklists.KRENKO_ARENA)
    contents = deck_contents(deck=deck)
    assert deck.format == Deck.Format.COMMANDER
    assert deck.commander.name == "Krenko, Mob Boss"
    assert contents.main_count == 99 and contents.side_count == 0


def test_format_given_wins_over_detection(catalog, alice):
    deck = deck_import(owner=alice, data=decklists.BURN_TEXT, format=Deck.Format.LIMITED)
    assert deck.format == Deck.Format.LIMITED


@pytest.mark.parametrize("written", [
    "Fire // Ice", "Fire/Ice", "Fire / Ice", "fire//ice", "Fire /// Ice", "Fire", "FIRE // ICE", "Ice",
])
def test_split_card_names_match_however_written(catalog, written):
    contents = deck_read(data=f"1 {written}").contents
    assert names(contents.main) == {"Fire // Ice": 1}


@pytest.mark.parametrize("written", [
    "Delver of Secrets", "Delver of Secrets // Insectile Aberration", "delver of secrets", "Insectile Aberration",
])
def test_double_faced_card_names_match_however_written(catalog, written):
    contents = deck_read(data=f"4 {written}").contents
    assert names(contents.main) == {"Delver of Secrets // Insectile Aberration": 4}


@pytest.mark.parametrize("written, catalog_name", [
    ("Gaea’s Cradle", "Gaea's Cradle"),
    ("gaea's cradle", "Gaea's Cradle"),
    ("LIGHTNING BOLT", "Lightning Bolt"),
    ("Lim-Dul's Vault", "Lim-Dûl's Vault"),
    ("Æther Vial", "Aether Vial"),
    ("Lightning  Bolt", "Lightning Bolt"),
])
def test_names_match_regardless_of_case_apostrophes_accents_and_spacing(catalog, written, catalog_name):
    contents = deck_read(data=f"1 {written}").contents
    assert names(contents.main) == {catalog_name: 1}


@pytest.mark.parametrize("header", ["Sideboard", "Sideboard:", "SIDEBOARD:", "Sideboard (15)"])
def test_sideboard_header_spellings(catalog, header):
    contents = deck_read(data=f"4 Lightning Bolt\n{header}\n2 Pyroblast\n").contents
    assert names(contents.main) == {"Lightning Bolt": 4} and names(contents.side) == {"Pyroblast": 2}


def test_with_headers_blank_lines_are_only_spacing(catalog):
    contents = deck_read(data="Deck\n4 Lightning Bolt\n\n20 Mountain\n\nSideboard\n2 Pyroblast\n").contents
    assert names(contents.main) == {"Lightning Bolt": 4, "Mountain": 20}


def test_a_blank_line_ends_the_commander_section(catalog):
    contents = deck_read(data="Commander\n1 Krenko, Mob Boss\n\n1 Sol Ring\n98 Mountain\n").contents
    assert contents.commander.name == "Krenko, Mob Boss" and contents.main_count == 99


def test_companion_section_goes_to_the_sideboard(catalog):
    contents = deck_read(data="Companion\n1 Grizzly Bears\n\nDeck\n4 Lightning Bolt\n").contents
    assert names(contents.side) == {"Grizzly Bears": 1}


def test_dek_commander_deck_takes_its_one_card_sideboard_as_commander(catalog):
    dek = ('<Deck><Cards Quantity="99" Sideboard="false" Name="Mountain"/>'
           '<Cards Quantity="1" Sideboard="true" Name="Krenko, Mob Boss"/></Deck>')
    contents = deck_read(data=dek, format=Deck.Format.COMMANDER).contents
    assert contents.commander.name == "Krenko, Mob Boss" and not contents.side


def test_utf16_file_with_byte_order_mark(catalog, alice):
    deck = deck_import(owner=alice, data="4 Lightning Bolt\r\n".encode("utf-16"))
    assert names(deck_contents(deck=deck).main) == {"Lightning Bolt": 4}

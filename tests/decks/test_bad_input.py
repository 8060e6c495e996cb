"""Bad deck files get a clear error naming the problem, and save nothing."""
import pytest

from game.decks.errors import DeckFileError
from game.decks.services import deck_import
from tests.decks.conftest import saved_rows

BILLION_LAUGHS = """<?xml version="1.0"?>
<!DOCTYPE lolz [
 <!ENTITY lol "lol">
 <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
 <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
 <!ENTITY lol4 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">
 <!ENTITY lol5 "&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;">
 <!ENTITY lol6 "&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;">
 <!ENTITY lol7 "&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;">
 <!ENTITY lol8 "&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;">
 <!ENTITY lol9 "&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;">
]>
<Deck><Cards Quantity="4" Sideboard="false" Name="&lol9;"/></Deck>
"""

EXTERNAL_ENTITY = """<?xml version="1.0"?>
<!DOCTYPE Deck [<!ENTITY secret SYSTEM "file:///etc/passwd">]>
<cockatrice_deck><zone name="main"><card number="1" name="&secret;"/></zone></cockatrice_deck>
"""

ENTITY_WITHOUT_DTD = '<Deck><Cards Quantity="4" Sideboard="false" Name="&lol9;"/></Deck>'


def refused(data, **options) -> list[str]:
    """The problems reported for a deck file that must not be saved."""
    before = saved_rows()
    with pytest.raises(DeckFileError) as error:
        deck_import(owner=options.pop("owner"), data=data, **options)
    assert saved_rows() == before
    return error.value.problems


@pytest.fixture
def problems_for(catalog, alice):
    return lambda data, **options: refused(data, owner=alice, **options)


def test_unknown_card_with_suggestion(problems_for):
    text = "4 Goblin Guide\n4 Monastery Swiftspear\n4 Eidolon of the Great Revel\n\n// burn\n\n4 Lightening Bolt\n"
    assert problems_for(text) == ['line 7: unknown card "Lightening Bolt" (did you mean "Lightning Bolt"?)']


def test_unknown_card_without_anything_close(problems_for):
    assert problems_for("4 Xyzzy Plugh Frobnicator\n") == ['line 1: unknown card "Xyzzy Plugh Frobnicator"']


def test_every_bad_line_is_reported_together(problems_for):
    text = "4 Lightning Bolt\n-1 Shock\n4 Lightening Bolt\n0 Mountain\nhello there\n1000 Forest\n4 Goblin Guide\n"
    assert problems_for(text) == [
        'line 2: the count must be a whole number from 1 to 999, not "-1"',
        'line 3: unknown card "Lightening Bolt" (did you mean "Lightning Bolt"?)',
        'line 4: the count must be a whole number from 1 to 999, not "0"',
        'line 5: expected a count and a card name, like "4 Lightning Bolt", not "hello there"',
        'line 6: the count must be a whole number from 1 to 999, not "1000"',
    ]


@pytest.mark.parametrize("count", ["-4", "0", "1000", "99999999999999999999999"])
def test_negative_zero_and_huge_counts(problems_for, count):
    assert problems_for(f"{count} Lightning Bolt") == [
        f'line 1: the count must be a whole number from 1 to 999, not "{count}"']


def test_counts_of_one_card_over_several_lines_stay_within_999(problems_for):
    assert problems_for("999 Mountain\n1 Mountain\n") == ["line 2: more than 999 copies of Mountain in all"]


def test_bad_count_in_xml(problems_for):
    dek = '<Deck>\n<Cards Quantity="many" Sideboard="false" Name="Lightning Bolt"/>\n</Deck>'
    assert problems_for(dek) == ['line 2: the count must be a whole number from 1 to 999, not "many"']


def test_unknown_card_in_cod_names_its_line(problems_for):
    cod = ('<?xml version="1.0"?>\n<cockatrice_deck version="1">\n<zone name="main">\n'
           '<card number="4" name="Lightning Bolt"/>\n<card number="4" name="Goblin Gide"/>\n'
           '</zone>\n</cockatrice_deck>')
    assert problems_for(cod) == ['line 5: unknown card "Goblin Gide" (did you mean "Goblin Guide" or "Goblin Welder"?)']


def test_garbage_text(problems_for):
    prose = "It was a bright cold day in April,\nand the clocks were striking thirteen.\n"
    assert problems_for(prose) == ['this is not a deck list: no line reads like "4 Lightning Bolt"']


@pytest.mark.parametrize("data", [
    bytes(range(256)) * 4,                    # binary with NUL bytes
    b"\x89PNG\r\n\x1a\n" + b"\x00" * 100,     # an image
    "4 Lightning Bolt\x07\x08\n",            # control characters in text
])
def test_binary_input(problems_for, data):
    assert problems_for(data) == ["this is not a deck list: the file contains binary data"]


def test_text_that_is_not_utf8(problems_for):
    assert problems_for("4 Lim-Dûl's Vault".encode("latin-1")) == [
        "this is not a deck list: the file is not UTF-8 text"]


def test_empty_input(problems_for):
    assert problems_for("  \n\n") == ["the deck list is empty"]


def test_only_comments_have_no_cards(problems_for):
    assert problems_for("// nothing here\n# yet\n") == ['no cards found: expected lines like "4 Lightning Bolt"']


def test_xml_entity_bomb_is_refused_before_expansion(problems_for):
    assert problems_for(BILLION_LAUGHS.encode()) == [
        "XML with a DTD or entity declarations is refused (a deck file has none; entities can expand without bound)"]


def test_xml_external_entity_is_refused(problems_for):
    assert problems_for(EXTERNAL_ENTITY)[0].startswith("XML with a DTD")


def test_undeclared_entity_is_not_well_formed(problems_for):
    assert problems_for(ENTITY_WITHOUT_DTD) == ["line 1: the XML is not well-formed (undefined entity)"]


def test_broken_xml(problems_for):
    assert problems_for('<Deck>\n<Cards Quantity="4" Name="Lightning Bolt">\n</Deck>') == [
        "line 3: the XML is not well-formed (mismatched tag)"]


def test_xml_that_is_not_a_deck_file(problems_for):
    assert problems_for("<html><body>4 Lightning Bolt</body></html>") == [
        "line 1: <html> is not a deck file (expected <Deck> or <cockatrice_deck>)"]


def test_unknown_cockatrice_zone(problems_for):
    cod = '<cockatrice_deck>\n<zone name="maybe"><card number="1" name="Shock"/></zone>\n</cockatrice_deck>'
    assert problems_for(cod) == ['line 2: unknown zone "maybe" (expected "main" or "side")']


def test_ten_megabyte_file(problems_for):
    assert problems_for(b"4 Lightning Bolt\n" * 620_000) == ["the file is 10.5 MB; a deck file is at most 1 MB"]


def test_ten_thousand_lines(problems_for):
    assert problems_for("1 Mountain\n" * 10_000) == ["the file has 10,000 lines; a deck file has at most 5,000"]


def test_a_second_commander_is_refused(problems_for):
    text = "Commander\n1 Krenko, Mob Boss\n1 Wort, Boggart Auntie\nDeck\n98 Mountain\n"
    assert problems_for(text) == ["line 3: a deck has one commander (partners are not supported yet)"]


def test_many_problems_are_cut_short(problems_for):
    problems = problems_for("4 Lightning Bolt\n" + "4 Nonexistent Card\n" * 80)
    assert len(problems) == 51 and problems[-1] == "... and 30 more problems"

"""python manage.py deck import|export|validate."""
import io
import json
import subprocess
import sys
from pathlib import Path

import pytest
from django.core.management import call_command

from game.decks.selectors import deck_contents
from game.decks.services import deck_import
from game.models import Deck
from tests.decks import decklists
from tests.decks.conftest import saved_rows


def deck_command(*args) -> tuple[int, str, str]:
    """Exit status, stdout and stderr of ``manage.py deck ARGS``."""
    out, err = io.StringIO(), io.StringIO()
    try:
        call_command("deck", *map(str, args), stdout=out, stderr=err)
        status = 0
    except SystemExit as exit_:
        status = exit_.code
    return status, out.getvalue(), err.getvalue()


@pytest.fixture
def write(tmp_path):
    def write(name: str, content: str | bytes):
        path = tmp_path / name
        path.write_bytes(content.encode() if isinstance(content, str) else content)
        return path
    return write


def test_import_a_file_for_a_player(catalog, alice, write):
    status, out, err = deck_command("import", write("burn.txt", decklists.BURN_TEXT), "--owner", "alice")
    deck = Deck.objects.get()
    assert (status, err) == (0, "")
    assert out == f"deck {deck.pk}: burn (constructed, 60 cards, 15 in the sideboard) for alice\n"
    assert deck.owner == alice and deck_contents(deck=deck).main_count == 60


def test_import_with_name_and_format_prints_problems(catalog, alice, write):
    status, out, _ = deck_command("import", write("short.txt", "4 Lightning Bolt\n"), "--owner", "alice",
                                  "--name", "Short", "--format", "limited")
    assert status == 0
    assert out.splitlines()[1] == "100.2b: The main deck has 4 cards; a limited deck has at least 40."
    assert Deck.objects.get().format == "limited"


def test_import_uses_the_name_inside_the_file(catalog, alice, write):
    deck_command("import", write("whatever.cod", decklists.ELVES_COD), "--owner", "alice")
    assert Deck.objects.get().name == "Legacy Elves"


def test_import_unknown_card_exits_2_with_one_line_and_saves_nothing(catalog, alice, write):
    before = saved_rows()
    text = "4 Goblin Guide\n4 Monastery Swiftspear\n\n# burn\n// spells\n\n4 Lightening Bolt\n20 Mountain\n"
    status, out, err = deck_command("import", write("burn.txt", text), "--owner", "alice")
    assert (status, out) == (2, "")
    assert err == 'line 7: unknown card "Lightening Bolt" (did you mean "Lightning Bolt"?)\n'
    assert saved_rows() == before


def test_import_for_an_unknown_player(catalog, write):
    assert deck_command("import", write("burn.txt", decklists.BURN_TEXT), "--owner", "nobody") == (
        2, "", 'no user "nobody"\n')


def test_export_each_format(catalog, alice):
    deck = deck_import(owner=alice, data=decklists.DELVER_DEK, name="UR Delver")
    assert deck_command("export", deck.pk, "--to", "dek")[1].startswith('<?xml version="1.0" encoding="utf-8"?>')
    assert "<deckname>UR Delver</deckname>" in deck_command("export", deck.pk, "--to", "cod")[1]
    assert deck_command("export", deck.pk, "--to", "arena")[1].startswith("About\nName UR Delver\n")
    assert "3 Fire // Ice\n" in deck_command("export", deck.pk)[1]  # text by default


def test_export_round_trips_through_the_command_line(catalog, alice, write):
    deck = deck_import(owner=alice, data=decklists.KRENKO_ARENA, name="Krenko")
    for to in ("text", "arena", "dek", "cod"):
        exported = deck_command("export", deck.pk, "--to", to)[1]
        status, out, _ = deck_command("validate", write(f"krenko.{to}", exported), "--format", "commander", "--json")
        assert (status, json.loads(out)["commander"], json.loads(out)["main"]) == (0, "Krenko, Mob Boss", 99)


def test_export_unknown_deck(db):
    assert deck_command("export", 999) == (2, "", "no deck 999\n")


def test_validate_a_legal_deck(catalog, write):
    assert deck_command("validate", write("burn.txt", decklists.BURN_TEXT), "--format", "constructed") == (
        0, "valid constructed deck: 60 cards, 15 in the sideboard\n", "")


def test_validate_prints_one_line_per_problem_and_exits_1(catalog, write):
    text = ("5 Lightning Bolt\n20 Mountain\n"
            "Sideboard\n4 Pyroblast\n4 Skullcrack\n4 Searing Blood\n4 Smash to Smithereens\n")
    status, out, _ = deck_command("validate", write("bad.txt", text), "--format", "constructed")
    assert status == 1
    assert out.splitlines() == [
        "100.2a: The main deck has 25 cards; a constructed deck has at least 60.",
        "100.4a: The sideboard has 16 cards; a constructed sideboard has at most 15.",
        "100.2a: 5 copies of Lightning Bolt; a constructed deck has at most 4 of a card other than basic lands.",
    ]


def test_validate_json_for_a_legal_commander_deck(catalog, write):
    status, out, _ = deck_command("validate", write("krenko.txt", decklists.KRENKO_ARENA), "--format", "commander",
                                  "--json")
    assert status == 0
    assert json.loads(out) == {"valid": True, "format": "commander", "main": 99, "sideboard": 0,
                               "commander": "Krenko, Mob Boss", "problems": []}


def test_validate_json_for_an_illegal_deck(catalog, write):
    elves = write("elves.cod", decklists.ELVES_COD)
    status, out, _ = deck_command("validate", elves, "--format", "commander", "--json")
    report = json.loads(out)
    assert status == 1
    assert report == {
        "valid": False, "format": "commander", "main": 60, "sideboard": 6, "commander": None,
        "problems": [
            {"rule": "903.3", "message": "A Commander deck needs a commander: a legendary creature card "
                                         "(or a card that says it can be your commander)."},
            {"rule": "903.5a", "message": "The deck has 60 cards including the commander; "
                                          "a Commander deck has exactly 100."},
            *({"rule": "903.5b", "message": f"{count} copies of {name}; other than basic lands, each card in a "
                                            "Commander deck has a different name."}
              for name, count in [("Dwynen's Elite", 4), ("Elvish Archdruid", 4), ("Elvish Mystic", 4),
                                  ("Gaea's Cradle", 3), ("Glimpse of Nature", 4), ("Heritage Druid", 4),
                                  ("Llanowar Elves", 4), ("Nettle Sentinel", 4), ("Priest of Titania", 4),
                                  ("Quirion Ranger", 4), ("Timberwatch Elf", 2)]),
        ],
    }


def test_validate_saves_nothing(catalog, write):
    before = saved_rows()
    deck_command("validate", write("burn.txt", decklists.BURN_TEXT), "--format", "constructed")
    assert saved_rows() == before


@pytest.mark.parametrize("content, message", [
    (b"\x00\x01\x02binary", "this is not a deck list: the file contains binary data"),
    ("<!DOCTYPE d [<!ENTITY a 'b'>]><Deck/>", "XML with a DTD or entity declarations is refused (a deck file has "
                                              "none; entities can expand without bound)"),
    ("-3 Lightning Bolt", 'line 1: the count must be a whole number from 1 to 999, not "-3"'),
])
def test_validate_unreadable_input_exits_2_with_one_line(catalog, write, content, message):
    assert deck_command("validate", write("deck.txt", content), "--format", "limited") == (2, "", message + "\n")


def test_validate_several_bad_lines_on_one_stderr_line(catalog, write):
    status, _, err = deck_command("validate", write("deck.txt", "4 Shokc\n4 Lightening Bolt\n"), "--format", "limited")
    assert status == 2 and err.count("\n") == 1
    assert err == ('line 1: unknown card "Shokc" (did you mean "Shock"?); '
                   'line 2: unknown card "Lightening Bolt" (did you mean "Lightning Bolt"?)\n')


def test_validate_a_missing_file(db, tmp_path):
    status, _, err = deck_command("validate", tmp_path / "nope.txt", "--format", "limited")
    assert (status, err) == (2, f"can't read {tmp_path / 'nope.txt'}: No such file or directory\n")


def test_validate_a_ten_megabyte_file(db, write):
    path = write("huge.txt", b"4 Lightning Bolt\n" * 620_000)
    assert deck_command("validate", path, "--format", "limited") == (
        2, "", "the file is 10.5 MB; a deck file is at most 1 MB\n")


def test_exit_status_from_a_real_process(tmp_path):
    """manage.py itself exits 2 with the message alone on stderr (no traceback, no "CommandError:")."""
    path = tmp_path / "garbage.txt"
    path.write_text("Call me Ishmael.\n")
    manage = Path(__file__).resolve().parents[2] / "manage.py"
    result = subprocess.run([sys.executable, str(manage), "deck", "validate", str(path), "--format", "limited"],
                            capture_output=True, text=True, env={"DJANGO_SETTINGS_MODULE": "config.test_settings",
                                                                 "PATH": "/usr/bin:/bin"})
    assert (result.returncode, result.stderr) == (2, 'this is not a deck list: no line reads like "4 Lightning Bolt"\n')

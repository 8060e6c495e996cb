"""python manage.py cards automation / precons: which catalog cards, and which cards of real decks, the engine
performs in full."""
import io
import json
from pathlib import Path

import pytest
from django.core.management import call_command

from game.models import Card

pytestmark = pytest.mark.django_db


def run(*args) -> str:
    out = io.StringIO()
    call_command("cards", "automation", *args, stdout=out)
    return out.getvalue()


def test_the_json_report_counts_every_land_and_names_the_lines_left_to_players(starter_catalog):
    report = json.loads(run("--type", "land", "--json"))
    lands = sum(1 for card in Card.objects.all() if "Land" in card.card_types)
    assert report["summary"]["all"]["cards"] == report["summary"]["land"]["cards"] == lands == len(report["cards"])
    by_name = {card["name"]: card for card in report["cards"]}
    assert by_name["Azorius Guildgate"] == {"name": "Azorius Guildgate", "automated": True, "manual_lines": []}
    assert by_name["Forest"]["automated"] and by_name["Glacial Fortress"]["automated"]
    assert by_name["Gingerbread Cabin"]["automated"]  # its Food token trigger (603.6a, 111.10b)
    assert by_name["Diamond City"] == {"name": "Diamond City", "automated": False, "manual_lines": [
        "This land enters with a shield counter on it.",
        "{T}: Move a shield counter from this land onto target creature. Activate only if two or more creatures entered "
        "the battlefield under your control this turn."]}
    automated = sum(card["automated"] for card in report["cards"])
    assert report["summary"]["land"]["automated"] == automated < lands


def test_the_text_report_has_a_line_per_card_type_and_lists_what_isnt_automated(starter_catalog):
    text = run("--type", "land")
    assert text.splitlines()[0].startswith("all ")
    assert "Diamond City: This land enters with a shield counter on it." in text
    assert "Azorius Guildgate:" not in text
    everything = run()
    assert any(line.startswith("creature ") for line in everything.splitlines())
    assert "Diamond City:" not in everything  # the per-card list comes with --type


def test_the_common_wordings_left_to_players_generalise_numbers_names_and_reminder_text():
    from game.management.commands.cards import common_lines
    cards = [{"name": "Sea Gate Wreckage", "manual_lines": ["Sea Gate Wreckage deals 2 damage. (Reminder.)"]},
             {"name": "Other Ruin", "manual_lines": ["Other Ruin deals 3 damage.", "Kicker {2}"]},
             {"name": "Done Land", "manual_lines": []}]
    assert common_lines(cards, 1) == [("~ deals N damage.", 2)]
    assert dict(common_lines(cards, 5))["Kicker {N}"] == 1


def test_the_text_report_lists_the_common_wordings_when_asked(starter_catalog):
    text = run("--common", "3")
    header = text.splitlines().index("The 3 wordings most often left to players (cards with it):")
    counts = [int(line.split()[0]) for line in text.splitlines()[header + 1:]]
    assert len(counts) == 3 and counts == sorted(counts, reverse=True)
    assert "wordings most often" not in run()


def precons(*args) -> str:
    out = io.StringIO()
    call_command("cards", "precons", *args, stdout=out)
    return out.getvalue()


def test_every_card_of_the_real_decks_is_a_catalog_card_and_each_deck_is_whole():
    """The deck lists' names are the Oracle corpus's exactly (tests/support/cards/precons.json was made from
    them with real_cards, which refuses a name the corpus lacks); basic lands come with the starter set."""
    from tests.rules.builder import starter_specs
    from tests.support.precons import precon_deck, precon_stems
    specs = starter_specs()
    fixture = {entry["name"] for entry in json.loads(
        (Path(__file__).resolve().parents[1] / "support" / "cards" / "precons.json").read_text(encoding="utf-8"))}
    assert len(precon_stems()) >= 6
    for stem in precon_stems():
        deck = precon_deck(stem)
        assert len(deck) in (60, 100), stem  # a commander deck has 100
        assert {name for name in deck if "Basic" not in specs[name].supertypes} <= fixture, stem


def test_the_precons_report_counts_each_decks_nonbasic_copies_and_what_the_engine_performs(starter_catalog):
    report = json.loads(precons("--json"))
    decks = {deck["deck"]: deck for deck in report["decks"]}
    slivers = decks["tempest_the_slivers"]
    assert slivers["product"] == 'Tempest theme deck "The Slivers" (1997)'
    by_name = {card["name"]: card for card in slivers["cards"]}
    assert "Island" not in by_name and by_name["Rootwater Depths"]["count"] == 1  # nonbasic lands count
    assert by_name["Clot Sliver"]["count"] == 4
    assert report["summary"]["tempest_the_slivers"]["copies"] == 60 - 24 == sum(c["count"] for c in by_name.values())
    performed = sum(card["count"] for deck in report["decks"] for card in deck["cards"] if card["automated"])
    assert report["summary"]["all"]["automated"] == performed
    assert report["summary"]["all"]["copies"] == sum(report["summary"][name]["copies"] for name in decks)
    for card in (card for deck in report["decks"] for card in deck["cards"]):
        assert card["automated"] == (card["manual_lines"] == [])


def test_the_precons_text_report_has_a_line_per_deck_and_in_all_then_the_cards_left(starter_catalog):
    lines = precons().splitlines()
    left = lines.index("Left to players:")
    assert lines[left - 1].startswith("all ") and "nonbasic copies performed in full" in lines[left - 1]
    assert any(line.startswith("tempest_the_slivers ") and "(1997)" in line for line in lines[:left])
    assert all(": " in line for line in lines[left + 1:])


def test_a_deck_card_missing_from_the_catalog_is_an_error(tmp_path, starter_catalog):
    from django.core.management.base import CommandError

    from game.management.commands.cards import precons as report
    (tmp_path / "deck.txt").write_text("# A deck (2000)\n4 No Such Card\n20 Forest\n", encoding="utf-8")
    with pytest.raises(CommandError, match="deck.txt: not in the catalog: No Such Card"):
        report(tmp_path)


@pytest.mark.parametrize("line, part", [
    ("Whenever this creature frobs, draw a card.", "trigger: Whenever this creature frobs"),
    ("When this creature enters, if the moon is full, draw a card.", "if: the moon is full"),
    ("{2}, Frob a goblin: Draw a card.", "cost: {2}, Frob a goblin"),
    ("\u22122: Draw a card. Frob a goblin.", "Frob a goblin."),  # a loyalty cost reads (606.4)
    ("Landfall \u2014 Whenever a land you control enters, frob a goblin.", "Frob a goblin."),
    ("Draw a card. Frob a goblin. Also frob a troll.", "Frob a goblin."),
])
def test_first_unread_names_the_part_that_stops_the_reader(line, part):
    from game.rules.unread import first_unread
    assert first_unread(line) == part


def test_the_unread_ranking_counts_cards_missing_one_line_only():
    from game.management.commands.cards import first_unread_parts
    cards = [{"name": "Goblin Frobber", "manual_lines": ["Goblin Frobber frobs 2 goblins. (Reminder.)"]},
             {"name": "Troll Frobber", "manual_lines": ["Troll Frobber frobs 3 goblins."]},
             {"name": "Busy Frobber", "manual_lines": ["Busy Frobber frobs 1 goblin.", "Kicker {2}"]}]
    assert first_unread_parts(cards, 5) == [("~ frobs N goblins.", 2, "Goblin Frobber")]


def test_the_text_report_ranks_the_unread_phrases_when_asked(starter_catalog):
    text = run("--unread", "2")
    assert "phrases that most often stop the reader" in text

"""python manage.py cards automation: which catalog cards the engine performs in full."""
import io
import json

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

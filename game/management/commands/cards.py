"""python manage.py cards automation [--type TYPE] [--json] [--common N]: how much of the catalog the engine
performs.

A card is automated when the engine performs every line of its text (of
every face); the others' lines left to the players are listed. Without
--json: one line per card type and in all, then, with --type, each card of
that type that isn't automated with the lines it leaves to players; with
--common, the N wordings most often left to players (the card's own name as
"~", numbers as "N", reminder text left out), each with how many cards have it.
"""
import json
import re
from collections import Counter

from django.core.management.base import BaseCommand

from game.models import Card
from game.live.store import card_spec_from_model


def automation(card_type: str | None = None) -> dict:
    """{"summary": {"all": {"cards", "automated"}, TYPE: {...}}, "cards": [{"name", "automated",
    "manual_lines"}]}, over the catalog's cards (of ``card_type`` only, when given), by name."""
    summary: dict = {"all": {"cards": 0, "automated": 0}}
    cards = []
    for card in Card.objects.order_by("name").iterator(chunk_size=2000):
        spec = card_spec_from_model(card)
        types = [t.lower() for t in spec.types] or ["none"]
        if card_type and card_type not in types:
            continue
        manual = list(spec.manual_lines)
        for key in ("all", *types):
            tally = summary.setdefault(key, {"cards": 0, "automated": 0})
            tally["cards"] += 1
            tally["automated"] += not manual
        cards.append({"name": spec.name, "automated": not manual, "manual_lines": manual})
    return {"summary": summary, "cards": cards}


def common_lines(cards: list, most: int) -> list[tuple[str, int]]:
    """The ``most`` wordings most often left to players among ``cards`` (a report's), with how many cards."""
    wordings = Counter()
    for card in cards:
        names = sorted({card["name"], *card["name"].split(" // ")}, key=len, reverse=True)
        found = set()
        for line in card["manual_lines"]:
            line = re.sub(r" ?\([^()]*\)", "", line)  # reminder text
            for name in names:
                line = line.replace(name, "~")
            found.add(re.sub(r"\d+", "N", line).strip())
        wordings.update(found)
    return wordings.most_common(most)


def _percent(tally: dict) -> str:
    return f"{100 * tally['automated'] / tally['cards']:.1f}%" if tally["cards"] else "-"


class Command(BaseCommand):
    help = "Report how many catalog cards the engine performs in full, by card type."

    def add_arguments(self, parser):
        commands = parser.add_subparsers(dest="command", required=True)
        report = commands.add_parser("automation", help="cards whose every line the engine performs")
        report.add_argument("--type", dest="card_type", metavar="TYPE", help="one card type, e.g. land")
        report.add_argument("--json", action="store_true", dest="as_json", help="print one JSON object")
        report.add_argument("--common", type=int, metavar="N", default=0,
                            help="also list the N wordings most often left to players")

    def handle(self, *args, command, card_type, as_json, common, **options):
        report = automation(card_type.lower() if card_type else None)
        if as_json:
            self.stdout.write(json.dumps(report))
            return
        for key, tally in sorted(report["summary"].items(), key=lambda item: (item[0] != "all", item[0])):
            self.stdout.write(f"{key:<14} {tally['automated']:>6} of {tally['cards']:>6} automated ({_percent(tally)})")
        if card_type:
            for card in report["cards"]:
                if not card["automated"]:
                    self.stdout.write(f"{card['name']}: " + " | ".join(card["manual_lines"]))
        if common:
            self.stdout.write(f"The {common} wordings most often left to players (cards with it):")
            for line, count in common_lines(report["cards"], common):
                self.stdout.write(f"{count:>6}  {line}")

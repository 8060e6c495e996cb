"""python manage.py cards automation [--type TYPE] [--json] [--common N] [--unread N]: how much of the catalog the engine
performs; python manage.py cards precons [--json]: how much of real preconstructed decks it performs.

A card is automated when the engine performs every line of its text (of
every face); the others' lines left to the players are listed. Without
--json: one line per card type and in all, then, with --type, each card of
that type that isn't automated with the lines it leaves to players; with
--common, the N wordings most often left to players (the card's own name as
"~", numbers as "N", reminder text left out), each with how many cards have it;
with --unread, among the cards missing one line, the N phrases that first stop
the reader (game/rules/unread.py): the phrases to teach it next.

precons reads the deck lists of tests/data/precons/ (one "N Card Name" per line, a "# product (year)" line
first) and counts, per deck and in all, the nonbasic card copies the engine performs in full, then lists the
cards left with their lines.
"""
import json
import re
from collections import Counter
from pathlib import Path

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError

from game.models import Card
from game.decks.formats.text import parse_text
from game.live.store import card_spec_from_model
from game.rules.unread import first_unread

PRECONS = Path(settings.BASE_DIR) / "tests" / "data" / "precons"


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
        report = card_report(spec)
        for key in ("all", *types):
            tally = summary.setdefault(key, {"cards": 0, "automated": 0})
            tally["cards"] += 1
            tally["automated"] += report["automated"]
        cards.append(report)
    return {"summary": summary, "cards": cards}


def card_report(spec) -> dict:
    """{"name", "automated", "manual_lines"}: automated when no line of the card is left to players."""
    manual = list(spec.manual_lines)
    return {"name": spec.name, "automated": not manual, "manual_lines": manual}


def precons(directory: Path = PRECONS) -> dict:
    """{"summary": {"all": {"copies", "automated"}, DECK: {...}}, "decks": [{"deck", "product", "cards":
    [{"name", "count", "automated", "manual_lines"}]}]}: the nonbasic card copies of each deck list in
    ``directory`` (a deck by its file's stem) and how many the engine performs in full."""
    summary: dict = {"all": {"copies": 0, "automated": 0}}
    decks = []
    for path in sorted(directory.glob("*.txt")):
        text = path.read_text(encoding="utf-8")
        counts = Counter()
        for listed in parse_text(text).cards:
            counts[listed.name] += listed.count
        specs = {card.name: card_spec_from_model(card) for card in Card.objects.filter(name__in=counts)}
        if missing := sorted(set(counts) - set(specs)):
            raise CommandError(f"{path.name}: not in the catalog: {', '.join(missing)}")
        cards = [{**card_report(spec), "count": counts[name]} for name, spec in sorted(specs.items())
                 if "Basic" not in spec.supertypes]
        summary[path.stem] = {"copies": 0, "automated": 0}
        for card in cards:
            for key in (path.stem, "all"):
                summary[key]["copies"] += card["count"]
                summary[key]["automated"] += card["count"] * card["automated"]
        decks.append({"deck": path.stem, "product": text.splitlines()[0].lstrip("# "), "cards": cards})
    return {"summary": summary, "decks": decks}


def common_lines(cards: list, most: int) -> list[tuple[str, int]]:
    """The ``most`` wordings most often left to players among ``cards`` (a report's), with how many cards."""
    wordings = Counter()
    for card in cards:
        wordings.update({_numbers_as_n(_as_read(card["name"], line)) for line in card["manual_lines"]})
    return wordings.most_common(most)


def first_unread_parts(cards: list, most: int) -> list[tuple[str, int, str]]:
    """Among ``cards`` (a report's) missing a single line, the ``most`` parts that most often stop the reader
    first (unread.first_unread), each with how many cards it would complete and one of them."""
    parts, example = Counter(), {}
    for card in cards:
        if len(card["manual_lines"]) == 1:
            part = _numbers_as_n(first_unread(_as_read(card["name"], card["manual_lines"][0])))
            parts[part] += 1
            example.setdefault(part, card["name"])
    return [(part, count, example[part]) for part, count in parts.most_common(most)]


def _as_read(name: str, line: str) -> str:
    """A card's line as the reader sees it: reminder text dropped, the card's name (or a face's) as "~"."""
    line = re.sub(r" ?\([^()]*\)", "", line).replace("\u2019", "'")
    for each in sorted({name, *name.split(" // ")}, key=len, reverse=True):
        line = line.replace(each, "~")
    return line.strip()


def _numbers_as_n(line: str) -> str:
    return re.sub(r"\d+", "N", line)


def _percent(tally: dict, key: str = "cards") -> str:
    return f"{100 * tally['automated'] / tally[key]:.1f}%" if tally[key] else "-"


class Command(BaseCommand):
    help = "Report how many catalog cards the engine performs in full, by card type."

    def add_arguments(self, parser):
        commands = parser.add_subparsers(dest="command", required=True)
        report = commands.add_parser("automation", help="cards whose every line the engine performs")
        report.add_argument("--type", dest="card_type", metavar="TYPE", help="one card type, e.g. land")
        report.add_argument("--json", action="store_true", dest="as_json", help="print one JSON object")
        report.add_argument("--common", type=int, metavar="N", default=0,
                            help="also list the N wordings most often left to players")
        report.add_argument("--unread", type=int, metavar="N", default=0,
                            help="also list the N phrases that most often stop the reader on cards missing one line")
        decks = commands.add_parser("precons", help="the nonbasic card copies of tests/data/precons/'s real decks "
                                                    "that the engine performs in full")
        decks.add_argument("--json", action="store_true", dest="as_json", help="print one JSON object")

    def handle(self, *args, command, as_json, card_type=None, common=0, unread=0, **options):
        if command == "precons":
            return self.precons(as_json)
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
        if unread:
            self.stdout.write(f"The {unread} phrases that most often stop the reader on cards missing one line "
                              f"(cards it would complete, one of them):")
            for part, count, name in first_unread_parts(report["cards"], unread):
                self.stdout.write(f"{count:>6}  {part}  ({name})")

    def precons(self, as_json: bool) -> None:
        report = precons()
        if as_json:
            self.stdout.write(json.dumps(report))
            return
        summary = report["summary"]
        for deck in report["decks"]:
            tally = summary[deck["deck"]]
            self.stdout.write(f"{deck['deck']:<34} {tally['automated']:>4} of {tally['copies']:>4} nonbasic copies "
                              f"performed in full ({_percent(tally, 'copies')})  {deck['product']}")
        tally = summary["all"]
        self.stdout.write(f"{'all':<34} {tally['automated']:>4} of {tally['copies']:>4} nonbasic copies "
                          f"performed in full ({_percent(tally, 'copies')})")
        self.stdout.write("Left to players:")
        for deck in report["decks"]:
            for card in deck["cards"]:
                if not card["automated"]:
                    self.stdout.write(f"{deck['deck']}: {card['count']} {card['name']}: "
                                      + " | ".join(card["manual_lines"]))

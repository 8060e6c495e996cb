"""python manage.py deck import|export|validate: decks from the command line, for organizers.

    deck import PATH --owner USERNAME [--name NAME] [--format FORMAT]
    deck export DECK_ID --to text|arena|dek|cod
    deck validate PATH --format constructed|limited|commander [--json]

Exit status: 0 done (validate: a legal deck), 1 validate: an illegal deck,
2 unreadable input or unknown user or deck (one line on stderr).
"""
import json
from pathlib import Path

from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand

from game.decks.errors import DeckFileError
from game.decks.export import export_deck
from game.decks.formats import FILE_FORMATS
from game.decks.selectors import deck_contents
from game.decks.services import deck_import, deck_read
from game.decks.source import check_size
from game.decks.validation import validate_deck
from game.models import Deck

INVALID = 1
UNREADABLE = 2


class Command(BaseCommand):
    help = "Import, export and validate deck files (plain text, MTG Arena, MTGO .dek, Cockatrice .cod)."

    def add_arguments(self, parser):
        commands = parser.add_subparsers(dest="command", required=True)
        formats = Deck.Format.values
        importing = commands.add_parser("import", help="save a deck file as a player's deck")
        importing.add_argument("path", metavar="PATH")
        importing.add_argument("--owner", required=True, metavar="USERNAME")
        importing.add_argument("--name", default="", help="default: the name in the file, or the file's name")
        importing.add_argument("--format", choices=formats,
                               help="default: commander if the list names a commander, else constructed")
        exporting = commands.add_parser("export", help="print a deck in a deck file format")
        exporting.add_argument("deck_id", type=int, metavar="DECK_ID")
        exporting.add_argument("--to", choices=list(FILE_FORMATS), default="text")
        validating = commands.add_parser("validate", help="check a deck file against a format's rules; saves nothing")
        validating.add_argument("path", metavar="PATH")
        validating.add_argument("--format", choices=formats, required=True)
        validating.add_argument("--json", action="store_true", dest="as_json", help="print one JSON object")

    def handle(self, *args, command, **options):
        try:
            return getattr(self, f"_{command}")(**options)
        except DeckFileError as error:
            self._fail(str(error))

    def _import(self, *, path, owner, name, format, **options):
        user = get_user_model().objects.filter(username=owner).first()
        if user is None:
            self._fail(f'no user "{owner}"')
        deck = deck_import(owner=user, data=_read(path), name=name, default_name=Path(path).stem, format=format)
        contents = deck_contents(deck=deck)
        self.stdout.write(f"deck {deck.pk}: {deck.name} ({deck.format}, {contents.main_count} cards, "
                          f"{contents.side_count} in the sideboard) for {user.username}")
        for problem in validate_deck(contents, format=deck.format):
            self.stdout.write(str(problem))

    def _export(self, *, deck_id, to, **options):
        deck = Deck.objects.filter(pk=deck_id).first()
        if deck is None:
            self._fail(f"no deck {deck_id}")
        self.stdout.write(export_deck(deck=deck, to=to).content, ending="")

    def _validate(self, *, path, format, as_json: bool, **options):
        contents = deck_read(data=_read(path), format=format).contents
        problems = validate_deck(contents, format=format)
        if as_json:
            self.stdout.write(_json_report(contents, format, problems))
        elif problems:
            self.stdout.write("\n".join(map(str, problems)))
        else:
            self.stdout.write(f"valid {format} deck: {contents.main_count} cards, "
                              f"{contents.side_count} in the sideboard")
        if problems:
            raise SystemExit(INVALID)

    def _fail(self, message: str):
        self.stderr.write(message)
        raise SystemExit(UNREADABLE)


def _read(path: str) -> bytes:
    file = Path(path)
    try:
        check_size(file.stat().st_size)
        return file.read_bytes()
    except OSError as error:
        raise DeckFileError([f"can't read {path}: {error.strerror}"]) from None


def _json_report(contents, format: str, problems) -> str:
    return json.dumps({
        "valid": not problems,
        "format": format,
        "main": contents.main_count,
        "sideboard": contents.side_count,
        "commander": contents.commander.name if contents.commander else None,
        "problems": [problem.as_dict() for problem in problems],
    })

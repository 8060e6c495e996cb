"""python manage.py import_cards PATH [PATH ...]: import Scryfall or MTGJSON card files."""
import sys

from django.core.management.base import BaseCommand, CommandError

from game.catalog.importer import import_card_files
from game.catalog.sources import CardFileError


class Command(BaseCommand):
    help = (
        "Import card files into the catalog: Scryfall bulk data (oracle-cards, default-cards), "
        "MTGJSON AtomicCards or set files, or a list of cards in MTGJSON field names; gzipped or "
        "not, the format is recognised from the content. Re-running updates cards by name."
    )

    def add_arguments(self, parser):
        parser.add_argument("paths", nargs="+", metavar="PATH")
        parser.add_argument("--no-progress", action="store_true", help="no progress bar on stderr")

    def handle(self, *args, paths, no_progress, **options):
        progress = not no_progress and sys.stderr.isatty()
        try:
            summaries = import_card_files(paths, progress=progress)
        except CardFileError as error:
            raise CommandError(str(error)) from None
        for summary in summaries:
            self.stdout.write(summary.report())

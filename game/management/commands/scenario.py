"""python manage.py scenario FILE [FILE ...]: run rules scenarios, one JSON line per file.

Exit 0 when every file is valid (rejected actions are normal results); exit 2
with one line on stderr when a file is invalid, having printed nothing. No
game is left in the database: the runs happen in a transaction rolled back.
"""
import io
import json

from django.core.management import call_command
from django.core.management.base import BaseCommand
from django.db import connection, transaction
from django.db.migrations.executor import MigrationExecutor

from game.models import Card
from game.scenario.catalog import CatalogNames
from game.scenario.errors import ScenarioError
from game.scenario.runner import read_scenario_file, run_scenario


class Command(BaseCommand):
    help = "Set up each scenario file's position, perform its actions, print the outcome as JSON Lines."
    # The runner needs the models and the engine only: a problem in the web layer's URLs or
    # templates (what system checks import) must not stop a rules test.
    requires_system_checks = []

    def add_arguments(self, parser):
        parser.add_argument("files", nargs="+", metavar="FILE")

    def handle(self, *args, files, **options):
        _prepare_database()
        catalog = CatalogNames()
        scenarios = []
        for path in files:  # all files are checked before any runs
            try:
                scenarios.append(read_scenario_file(path, catalog))
            except ScenarioError as error:
                self.stderr.write(f"{path}: {error}" if len(files) > 1 else str(error), style_func=str)
                raise SystemExit(2) from None
        with transaction.atomic():
            documents = [run_scenario(scenario) for scenario in scenarios]
            transaction.set_rollback(True)
        for document in documents:
            self.stdout.write(json.dumps(document))


def _prepare_database() -> None:
    """A fresh install has no tables and no cards yet: do what bin/run does first."""
    executor = MigrationExecutor(connection)
    if executor.migration_plan(executor.loader.graph.leaf_nodes()):
        call_command("migrate", interactive=False, verbosity=0)
    if not Card.objects.exists():
        call_command("load_catalog", no_progress=True, verbosity=0, stdout=io.StringIO())

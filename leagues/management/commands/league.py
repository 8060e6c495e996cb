"""python manage.py league import-results|standings: league results from the command line.

    league import-results LEAGUE FILE   a round of table results (CSV), recorded as the organizer
    league standings LEAGUE [--json]    the standings, as a table or a JSON list

LEAGUE is the league's exact name or its id. The results file's header is
exactly player1,player2,player1_wins,player2_wins,draws (usernames; an empty
player2 is a bye); a file with any bad row imports nothing.

Exit status: 0 done, 1 the file has problems (one line each on stderr,
naming its line), 2 unknown league or unreadable file.
"""
import json
from pathlib import Path

from django.core.management.base import BaseCommand

from leagues.errors import LeagueError, ResultsFileError
from leagues.models import League
from leagues.selectors import league_by_reference, league_standings
from leagues.services import results_import

REJECTED = 1
UNREADABLE = 2


class Command(BaseCommand):
    help = "Import a round of league results from a CSV file, or print a league's standings."

    def add_arguments(self, parser):
        commands = parser.add_subparsers(dest="command", required=True)
        importing = commands.add_parser("import-results", help="record a round of table results from a CSV file")
        importing.add_argument("league", metavar="LEAGUE", help="the league's exact name or its id")
        importing.add_argument("path", metavar="FILE")
        standing = commands.add_parser("standings", help="print the standings (MTR Appendix C)")
        standing.add_argument("league", metavar="LEAGUE", help="the league's exact name or its id")
        standing.add_argument("--json", action="store_true", dest="as_json", help="print one JSON list")

    def handle(self, *args, command, league, **options):
        try:
            found = league_by_reference(reference=league)
        except League.DoesNotExist as error:
            self._fail(str(error), UNREADABLE)
        if command == "standings":
            return self._standings(found, **options)
        return self._import(found, **options)

    def _import(self, league: League, *, path: str, **options):
        try:
            data = Path(path).read_bytes()
        except OSError as error:
            self._fail(f"can't read {path}: {error.strerror}", UNREADABLE)
        try:
            matches = results_import(league_id=league.pk, by=league.organizer, data=data, source=Path(path).name)
        except ResultsFileError as error:
            self._fail("\n".join(error.problems), REJECTED)
        except LeagueError as error:
            self._fail(str(error), REJECTED)
        self.stdout.write(f"{len(matches)} result(s) recorded in {league.name}")

    def _standings(self, league: League, *, as_json: bool, **options):
        rows = league_standings(league=league)
        if as_json:
            self.stdout.write(json.dumps([row.as_dict() for row in rows]))
            return
        self.stdout.write(f"{'#':>3}  {'player':<20} {'pts':>4} {'m':>3}  {'omw':>6} {'gw':>6} {'ogw':>6}")
        for row in rows:
            self.stdout.write(f"{row.rank:>3}  {row.player:<20} {row.points:>4} {row.matches:>3}  "
                              f"{float(row.omw):>6.4f} {float(row.gw):>6.4f} {float(row.ogw):>6.4f}"
                              + ("  dropped" if row.dropped else ""))

    def _fail(self, message: str, status: int):
        self.stderr.write(message)
        raise SystemExit(status)

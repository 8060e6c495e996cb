"""CSV results: the import service and ``manage.py league import-results|standings``."""
import io
import json
from fractions import Fraction as F

import pytest
from django.core.management import call_command

from leagues import selectors, services
from leagues.errors import LeagueError
from leagues.models import Entry, Match, OrganizerAction
from tests.leagues.test_bad_input import counts

pytestmark = pytest.mark.django_db

HEADER = "player1,player2,player1_wins,player2_wins,draws\n"


def run(*args) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    try:
        call_command("league", *args, stdout=out, stderr=err)
    except SystemExit as exit:
        return exit.code, out.getvalue(), err.getvalue()
    return 0, out.getvalue(), err.getvalue()


@pytest.fixture
def results_file(tmp_path):
    def write(body: str) -> str:
        path = tmp_path / "round.csv"
        path.write_text(HEADER + body)
        return str(path)
    return write


def test_a_round_is_imported_by_league_name_and_completes_open_table_matches(running_league, users, results_file):
    league = running_league("alice", "bob", "carol", "dave", "erin")
    # dave and carol sat down at a table through the site; the file lists them the other way round.
    open_match = services.match_challenge(league_id=league.pk, user=users["dave"], opponent="carol", at_table=True)
    path = results_file("alice,bob,2,1,0\ncarol,dave,2,0,1\nerin,,,,\n")

    status, out, err = run("import-results", "Summer League", path)

    assert (status, out.strip(), err) == (0, "3 result(s) recorded in Summer League", "")
    open_match.refresh_from_db()
    assert (open_match.status, open_match.score) == (Match.Status.FINISHED, "0-2-1")  # dave's view: lost 0-2-1
    assert Match.objects.filter(league=league, status=Match.Status.FINISHED).count() == 3
    assert OrganizerAction.objects.get(kind=OrganizerAction.Kind.IMPORT).detail == "3 result(s) from round.csv"

    status, out, _ = run("standings", str(league.pk), "--json")
    rows = json.loads(out)
    # erin's bye: 3 points, GW 1; alice 2-1: 3 points, GW 6/9; carol 2-0-1: 3 points, GW 7/9.
    # OMW: erin has no opponents (0.33); alice's opponent bob 0/3 -> 0.33; carol's opponent dave -> 0.33.
    # All three on 3 points and OMW 0.33: GW orders them erin (1), carol (7/9), alice (2/3).
    # bob and dave: 0 points, OMW 1 (alice's and carol's MW). GW bob 3/9 = 0.333.. (not floored),
    # dave 1/9 -> 0.33: bob ahead (a floor of 1/3 would tie them, and dave's OGW 7/9 would win).
    assert [(row["player"], row["points"], row["gw"]) for row in rows] == [
        ("erin", 3, 1.0), ("carol", 3, 0.7778), ("alice", 3, 0.6667), ("bob", 0, 0.3333), ("dave", 0, 0.33)]
    assert list(rows[0]) == ["rank", "player", "points", "matches", "omw", "gw", "ogw", "dropped"]


def test_standings_as_a_table(running_league, users):
    league = running_league("alice", "bob")
    services.league_award_bye(league_id=league.pk, by=users["org"], username="bob")
    status, out, _ = run("standings", "Summer League")
    lines = out.splitlines()
    assert status == 0 and lines[1].split() == ["1", "bob", "3", "1", "0.3300", "1.0000", "0.3300"]


def test_malformed_rows_are_reported_by_line_and_nothing_is_imported(running_league, results_file):
    running_league("alice", "bob", "carol", "dave")
    path = results_file("alice,bob,2,1,0\n"          # line 2: fine
                        "carol,dave,two,0,0\n"       # line 3: not a number
                        "carol,dave,1,0\n"           # line 4: four fields
                        ",dave,1,0,0\n"              # line 5: no player1
                        "carol,,1,0,0\n")            # line 6: a bye with a score other than 2-0-0
    before = counts()
    status, out, err = run("import-results", "Summer League", path)
    assert status == 1 and out == ""
    assert err.splitlines() == [
        "line 3: player1_wins must be a whole number, not 'two'",
        "line 4: expected 5 fields, found 4",
        "line 5: player1 is empty",
        "line 6: a bye (empty player2) is 2-0-0: leave the scores empty or write 2,0,0",
    ]
    assert counts() == before


def test_unknown_usernames_impossible_scores_and_repeats_are_reported_and_nothing_is_imported(
        running_league, users, results_file):
    league = running_league("alice", "bob", "carol", "dave", "erin")
    before = counts()
    path = results_file("alice,zed,2,0,0\n"     # line 2: no such user
                        "org,bob,2,0,0\n"       # line 3: org exists but is not in the league
                        "carol,dave,3,0,0\n"    # line 4: best of three
                        "erin,erin,2,0,0\n"     # line 5: against oneself
                        "alice,,,,\n")          # line 6: alice already on line 2
    status, _, err = run("import-results", str(league.pk), path)
    assert status == 1
    assert err.splitlines() == [
        "line 2: no user named 'zed'",
        "line 3: org is not in this league",
        "line 4: in a best-of-3 match a player wins at most 2 games",
        "line 5: a player can't play a match against themselves",
        "line 6: alice already has a result on line 2",
    ]
    assert counts() == before


def test_a_wrong_header_an_unknown_league_or_a_missing_file_is_refused(running_league, users, tmp_path):
    league = running_league("alice", "bob")
    bad = tmp_path / "bad.csv"
    bad.write_text("p1,p2,w1,w2,d\nalice,bob,2,0,0\n")
    before = counts()
    assert run("import-results", "Summer League", str(bad))[::2] == (
        1, "line 1: the header must be exactly player1,player2,player1_wins,player2_wins,draws\n")
    assert run("import-results", "Winter League", str(bad))[::2] == (2, "no league named or numbered 'Winter League'\n")
    assert run("import-results", "Summer League", str(tmp_path / "none.csv"))[0] == 2
    with pytest.raises(LeagueError, match="only the organizer"):
        services.results_import(league_id=league.pk, by=users["alice"], data=(HEADER + "alice,bob,2,0,0\n").encode(),
                                source="x.csv")
    assert counts() == before


def test_the_allowance_is_checked_across_the_file(running_league, results_file):
    running_league("alice", "bob", "carol", max_matches=1)
    before = counts()
    status, _, err = run("import-results", "Summer League", results_file("alice,bob,2,0,0\n"))
    assert status == 0
    status, _, err = run("import-results", "Summer League", results_file("carol,alice,2,0,0\n"))
    assert (status, err.strip()) == (1, "line 2: alice would play more than 1 league matches")
    assert counts()[1] == before[1] + 1


def test_a_result_from_before_a_drop_is_imported_and_the_player_stays_dropped(running_league, users, results_file):
    league = running_league("alice", "bob", "carol", "dave", swiss=True)
    # Round 1 was played at the tables (bob beat alice 2-1, carol beat dave 2-0); bob dropped before the import.
    services.league_drop(league_id=league.pk, user=users["bob"])
    dropped = Entry.objects.get(player=users["bob"]).dropped

    status, out, err = run("import-results", "Summer League", results_file("bob,alice,2,1,0\ncarol,dave,2,0,0\n"))

    assert (status, out.strip(), err) == (0, "2 result(s) recorded in Summer League", "")
    assert Entry.objects.get(player=users["bob"]).dropped == dropped
    table = {row.player: row for row in selectors.league_standings(league=league)}
    # bob: 3 points in 1 match, GW 6/9 = 2/3, still dropped. His result counts for alice too:
    # her OMW is bob's MW, 3/3 = 1, her OGW bob's GW 2/3.
    assert (table["bob"].points, table["bob"].matches, table["bob"].gw, table["bob"].dropped) == (3, 1, F(2, 3), True)
    assert (table["alice"].matches, table["alice"].omw, table["alice"].ogw) == (1, F(1), F(2, 3))
    # Round 2 pairs the three still in: bob gets neither a match nor the bye.
    matches = services.swiss_round_start(league_id=league.pk, by=users["org"], at_table=True)
    assert {entry.player.username for match in matches for entry in (match.player1, match.player2) if entry} == {
        "alice", "carol", "dave"}


def test_a_dropped_player_against_someone_outside_the_league_or_a_removed_player_is_refused(
        running_league, users, results_file):
    league = running_league("alice", "bob", "carol")
    services.league_drop(league_id=league.pk, user=users["bob"])
    services.league_remove_player(league_id=league.pk, by=users["org"], username="carol")
    before = counts()
    status, _, err = run("import-results", "Summer League", results_file("bob,org,2,0,0\ncarol,alice,2,0,0\n"))
    assert (status, err.splitlines()) == (1, ["line 2: org is not in this league",
                                              "line 3: carol was removed from this league"])
    assert counts() == before

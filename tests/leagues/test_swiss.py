"""Swiss rounds: pairings by points, no rematches, a bye for an odd player out, rounds in order."""
import pytest

from leagues import selectors, services
from leagues.errors import LeagueError
from leagues.models import Match
from tests.leagues.conftest import play_game

pytestmark = pytest.mark.django_db


def players_of(match: Match) -> set:
    return {match.player1.player.username, match.player2.player.username if match.player2 else None}


def test_three_players_two_rounds_each_bye_goes_to_someone_new(running_league, users):
    league = running_league("alice", "bob", "carol", swiss=True, best_of=1, max_matches=3)
    org = users["org"]

    first = services.swiss_round_start(league_id=league.pk, by=org)
    # Round 1: all on 0 points, ranked by name (alice, bob, carol): carol, the lowest, gets the bye.
    [played, bye] = first
    assert players_of(played) == {"alice", "bob"} and players_of(bye) == {"carol", None}
    assert {match.round for match in first} == {1} and bye.status == Match.Status.FINISHED
    play_game(played, winner=users["bob"], loser=users["alice"])

    second = services.swiss_round_start(league_id=league.pk, by=org)
    # Round 2: bob 3 and carol 3 (bye), alice 0. carol had the bye, so alice (lowest without one) gets it;
    # bob and carol haven't met: they play.
    [played, bye] = second
    assert players_of(played) == {"bob", "carol"} and players_of(bye) == {"alice", None}
    play_game(played, winner=users["carol"], loser=users["bob"])

    third = services.swiss_round_start(league_id=league.pk, by=org)
    # Round 3: carol 6, alice 3, bob 3. Only bob hasn't had a bye; alice and carol haven't met.
    [played, bye] = third
    assert players_of(played) == {"alice", "carol"} and players_of(bye) == {"bob", None}
    with pytest.raises(LeagueError, match="still being played"):
        services.swiss_round_start(league_id=league.pk, by=org)

    # With round 3 under way: bob W L bye = 6 and carol bye W = 6. OMW bob (alice 3/6 + carol 6/6) / 2 = 3/4,
    # carol (bob 6/9) = 2/3: bob leads. alice L bye = 3.
    standings = selectors.league_standings(league=league)
    assert [(row.player, row.points) for row in standings] == [("bob", 6), ("carol", 6), ("alice", 3)]


def test_table_rounds_wait_for_reports(running_league, users):
    league = running_league("alice", "bob", "carol", "dave", swiss=True)
    matches = services.swiss_round_start(league_id=league.pk, by=users["org"], at_table=True)
    assert len(matches) == 2 and all(m.at_table and not m.games.exists() for m in matches)

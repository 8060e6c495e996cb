"""A whole league through the services: join, pair, play games through the table services, standings, close."""
import json
import io

import pytest
from django.core.management import call_command
from django.db import transaction

from game.models import Game
from game.selectors import game_for_viewer
from leagues import selectors, services
from leagues.models import League, Match, OrganizerAction
from tests.leagues.conftest import current_game_id, play_game

pytestmark = pytest.mark.django_db


def first_choice(match, user) -> dict:
    return game_for_viewer(game_id=current_game_id(match), user=user).state.pending[0]


def test_103_1_after_a_drawn_game_whoever_chose_in_it_chooses_again(running_league, users):
    alice, bob = users["alice"], users["bob"]
    league = running_league("alice", "bob", best_of=3, max_matches=1)
    match = services.match_challenge(league_id=league.pk, user=alice, opponent="bob")
    play_game(match, winner=bob, loser=alice)
    assert first_choice(match, alice) == {"player": "alice", "choice": "starting_player", "options": ["alice", "bob"]}
    drawn = Game.objects.get(pk=current_game_id(match))
    Game.objects.filter(pk=drawn.pk).update(state={**drawn.state, "game_over": True, "winner": None})  # 104.4a
    with transaction.atomic():
        services.league_game_finished(game_id=drawn.pk)
    match.refresh_from_db()
    assert (match.score, match.games.count()) == ("0-1-1", 3)
    assert first_choice(match, alice) == {"player": "alice", "choice": "starting_player", "options": ["alice", "bob"]}


def test_a_best_of_three_league_from_entry_to_close(make_league, users, decks):
    alice, bob, carol, org = users["alice"], users["bob"], users["carol"], users["org"]
    league = make_league(best_of=3, max_matches=2)
    for name in ("alice", "bob", "carol"):
        services.league_join(league_id=league.pk, user=users[name], deck=decks[name])
    decks["alice"].entries.all().delete()  # the league deck is the snapshot taken at entry
    services.league_start(league_id=league.pk, by=org)

    # alice asks and waits; bob asks and is paired with her: game 1 starts from the locked decks.
    assert services.match_request(league_id=league.pk, user=alice) is None
    match = services.match_request(league_id=league.pk, user=bob)
    assert (match.player1.player, match.player2.player) == (alice, bob)
    game = match.games.get().game
    assert game.status == Game.Status.ACTIVE and not game.spectators_allowed
    state = game_for_viewer(game_id=game.pk, user=alice).state
    assert len(state.player("alice").hand) + len(state.player("alice").library) == 60
    # Only the players and the organizer watch a league game.
    assert game_for_viewer(game_id=game.pk, user=org) is not None
    assert game_for_viewer(game_id=game.pk, user=carol) is None

    # Best of three: each finished game starts the next until the match is decided, its loser choosing
    # who takes the first turn of the next (103.1).
    assert game_for_viewer(game_id=game.pk, user=alice).state.pending[0]["choice"] == "mulligan"  # chosen at random
    play_game(match, winner=alice, loser=bob)
    assert (match.status, match.score, match.games.count()) == (Match.Status.PLAYING, "1-0-0", 2)
    assert first_choice(match, alice) == {"player": "bob", "choice": "starting_player", "options": ["alice", "bob"]}
    play_game(match, winner=bob, loser=alice)
    assert (match.status, match.score, match.games.count()) == (Match.Status.PLAYING, "1-1-0", 3)
    assert first_choice(match, alice) == {"player": "alice", "choice": "starting_player", "options": ["alice", "bob"]}
    version = League.objects.get(pk=league.pk).results_version
    play_game(match, winner=alice, loser=bob)
    assert (match.status, match.score, match.games.count()) == (Match.Status.FINISHED, "2-1-0", 3)
    assert list(match.games.values_list("result", flat=True)) == ["player1", "player2", "player1"]
    assert League.objects.get(pk=league.pk).results_version > version  # the standings poll sees a change

    standings = selectors.league_standings(league=league)
    assert [(row.player, row.points) for row in standings][:1] == [("alice", 3)]

    # carol challenges bob by name and wins 2-0; alice and carol play at a table and both report 1-2.
    match = services.match_challenge(league_id=league.pk, user=carol, opponent="bob")
    play_game(match, winner=carol, loser=bob)
    play_game(match, winner=carol, loser=bob)
    assert (match.status, match.score) == (Match.Status.FINISHED, "2-0-0")
    table = services.match_challenge(league_id=league.pk, user=alice, opponent="carol", at_table=True)
    assert not table.games.exists()
    services.table_match_report(match_id=table.pk, user=alice, player1_wins=1, player2_wins=2, draws=0)
    table.refresh_from_db()
    assert table.status == Match.Status.PLAYING  # one report is not enough
    services.table_match_report(match_id=table.pk, user=carol, player1_wins=1, player2_wins=2, draws=0)
    table.refresh_from_db()
    assert (table.status, table.score) == (Match.Status.FINISHED, "1-2-0")

    # Standings by hand:
    #   carol: beat bob 2-0 and alice 2-1: 6 points, MW 1; games 4 won of 5: GW 12/15 = 0.8
    #   alice: beat bob 2-1, lost to carol 1-2: 3 points, MW 1/2; games 3 of 6: GW 9/18 = 0.5
    #   bob: lost 1-2 and 0-2: 0 points, MW 0 -> 0.33; games 1 of 5: GW 3/15 = 0.2 -> 0.33
    #   OMW carol (bob 0.33 + alice 0.5) / 2 = 0.415;  alice (bob 0.33 + carol 1) / 2 = 0.665;
    #       bob (alice 1/2 + carol 1) / 2 = 3/4
    #   OGW carol (bob 0.33 + alice 0.5) / 2 = 0.415;  alice (bob 0.33 + carol 0.8) / 2 = 0.565;
    #       bob (alice 1/2 + carol 4/5) / 2 = 13/20
    services.league_close(league_id=league.pk, by=org)
    out = io.StringIO()
    call_command("league", "standings", "Summer League", "--json", stdout=out)
    assert json.loads(out.getvalue()) == [
        {"rank": 1, "player": "carol", "points": 6, "matches": 2, "omw": 0.415, "gw": 0.8, "ogw": 0.415,
         "dropped": False},
        {"rank": 2, "player": "alice", "points": 3, "matches": 2, "omw": 0.665, "gw": 0.5, "ogw": 0.565,
         "dropped": False},
        {"rank": 3, "player": "bob", "points": 0, "matches": 2, "omw": 0.75, "gw": 0.33, "ogw": 0.65,
         "dropped": False},
    ]
    league.refresh_from_db()
    assert league.status == League.Status.FINISHED
    assert list(league.log.values_list("kind", flat=True)) == [OrganizerAction.Kind.CLOSE, OrganizerAction.Kind.START]

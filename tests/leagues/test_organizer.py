"""Organizer tools: correct a result (logged), confirm a table result, award a bye, remove a player, close."""
import pytest

from game.models import Game
from leagues import selectors, services
from leagues.models import League, Match, OrganizerAction
from leagues.services import league_game_finished
from tests.leagues.conftest import current_game_id, play_game

pytestmark = pytest.mark.django_db


def points(league) -> dict:
    return {row.player: row.points for row in selectors.league_standings(league=league)}


def test_a_correction_changes_the_standings_and_logs_who_and_when(running_league, users):
    league = running_league("alice", "bob", best_of=1)
    match = services.match_challenge(league_id=league.pk, user=users["alice"], opponent="bob")
    play_game(match, winner=users["alice"], loser=users["bob"])
    assert (match.status, match.score, points(league)) == (Match.Status.FINISHED, "1-0-0", {"alice": 3, "bob": 0})

    services.match_correct(match_id=match.pk, by=users["org"], player1_wins=0, player2_wins=1, draws=0)
    assert points(league) == {"bob": 3, "alice": 0}
    entry = OrganizerAction.objects.get(kind=OrganizerAction.Kind.CORRECT)
    assert (entry.by, entry.match, entry.detail) == (users["org"], match, "alice v bob (Summer League): 1-0-0 → 0-1-0")
    assert entry.at is not None


def test_a_corrected_match_ignores_its_late_game(running_league, users):
    league = running_league("alice", "bob", best_of=3)
    match = services.match_challenge(league_id=league.pk, user=users["alice"], opponent="bob")
    services.match_correct(match_id=match.pk, by=users["org"], player1_wins=0, player2_wins=2, draws=0)
    play_game(match, winner=users["alice"], loser=users["bob"])  # the game still ends, but the result stands
    assert (match.score, match.games.count()) == ("0-2-0", 1)


def test_a_drawn_game_counts_as_a_draw(running_league, users):
    league = running_league("alice", "bob", best_of=1)
    match = services.match_challenge(league_id=league.pk, user=users["alice"], opponent="bob")
    # 104.4a: a game that ends with no winner is a draw; the engine rarely gets there, so set the state.
    game = Game.objects.get(pk=current_game_id(match))
    game.state = {**game.state, "game_over": True, "winner": None}
    game.save()
    league_game_finished(game_id=game.pk)
    match.refresh_from_db()
    assert (match.status, match.score, points(league)) == (Match.Status.FINISHED, "0-0-1", {"alice": 1, "bob": 1})


def test_disagreeing_table_reports_wait_for_the_organizer(running_league, users):
    league = running_league("alice", "bob")
    match = services.match_challenge(league_id=league.pk, user=users["alice"], opponent="bob", at_table=True)
    services.table_match_report(match_id=match.pk, user=users["alice"], player1_wins=2, player2_wins=1, draws=0)
    services.table_match_report(match_id=match.pk, user=users["bob"], player1_wins=1, player2_wins=2, draws=0)
    match.refresh_from_db()
    assert match.status == Match.Status.PLAYING
    bobs = match.reports.get(reporter__player=users["bob"])
    services.table_match_confirm(match_id=match.pk, by=users["org"], report_id=bobs.pk)
    match.refresh_from_db()
    assert (match.status, match.score) == (Match.Status.FINISHED, "1-2-0")
    assert OrganizerAction.objects.filter(kind=OrganizerAction.Kind.CONFIRM, by=users["org"], match=match).exists()


def test_a_bye_is_three_points_and_a_two_nil_record(running_league, users):
    league = running_league("alice", "bob")
    bye = services.league_award_bye(league_id=league.pk, by=users["org"], username="alice")
    assert (bye.is_bye, bye.score, points(league)["alice"]) == (True, "2-0-0", 3)


def test_removing_a_player_cancels_their_match_under_way_and_keeps_the_finished_ones(running_league, users):
    league = running_league("alice", "bob", "carol", best_of=1)
    first = services.match_challenge(league_id=league.pk, user=users["alice"], opponent="bob")
    play_game(first, winner=users["bob"], loser=users["alice"])
    under_way = services.match_challenge(league_id=league.pk, user=users["bob"], opponent="carol")
    services.league_remove_player(league_id=league.pk, by=users["org"], username="bob")
    under_way.refresh_from_db()
    assert under_way.status == Match.Status.CANCELLED
    table = {row.player: row for row in selectors.league_standings(league=league)}
    assert (table["bob"].points, table["bob"].matches, table["bob"].dropped) == (3, 1, True)
    assert table["alice"].matches == 1 and table["carol"].matches == 0
    # The cancelled match's game goes on, but it no longer counts.
    play_game(under_way, winner=users["carol"], loser=users["bob"])
    assert under_way.status == Match.Status.CANCELLED and points(league)["carol"] == 0


def test_a_dropped_players_matches_still_count(running_league, users):
    league = running_league("alice", "bob", best_of=1)
    match = services.match_challenge(league_id=league.pk, user=users["alice"], opponent="bob")
    play_game(match, winner=users["alice"], loser=users["bob"])
    services.league_drop(league_id=league.pk, user=users["bob"])
    rows = selectors.league_standings(league=league)
    assert [(row.player, row.points, row.matches, row.dropped) for row in rows] == [
        ("alice", 3, 1, False), ("bob", 0, 1, True)]


def test_closing_cancels_matches_under_way_and_freezes_the_league(running_league, users):
    league = running_league("alice", "bob", "carol")
    match = services.match_challenge(league_id=league.pk, user=users["alice"], opponent="bob")
    services.match_request(league_id=league.pk, user=users["carol"])
    services.league_close(league_id=league.pk, by=users["org"])
    match.refresh_from_db()
    league.refresh_from_db()
    assert (league.status, match.status) == (League.Status.FINISHED, Match.Status.CANCELLED)
    assert not league.entries.filter(looking_since__isnull=False).exists()

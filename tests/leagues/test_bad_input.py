"""Bad input gets a clear error and changes nothing."""
import pytest

from game.models import Game
from leagues import services
from leagues.errors import LeagueError
from leagues.models import Entry, Match, OrganizerAction, TableReport
from tests.leagues.conftest import TOO_MANY_ELVES
from tests.table.conftest import make_deck

pytestmark = pytest.mark.django_db


def counts() -> tuple:
    return (Entry.objects.count(), Match.objects.count(), Game.objects.count(), TableReport.objects.count(),
            OrganizerAction.objects.count())


def refused(call, message: str, **kwargs) -> None:
    before = counts()
    with pytest.raises(LeagueError, match=message):
        call(**kwargs)
    assert counts() == before


def test_joining_twice_is_refused(make_league, users, decks):
    league = make_league()
    services.league_join(league_id=league.pk, user=users["alice"], deck=decks["alice"])
    refused(services.league_join, "already joined", league_id=league.pk, user=users["alice"], deck=decks["alice"])


def test_joining_with_an_invalid_deck_or_someone_elses_is_refused(make_league, users, decks):
    league = make_league()
    illegal = make_deck(users["alice"], "Elf flood", TOO_MANY_ELVES)
    refused(services.league_join, r"isn't a legal Constructed deck: 100\.2a: 18 copies of Llanowar Elves",
            league_id=league.pk, user=users["alice"], deck=illegal)
    refused(services.league_join, "your own deck", league_id=league.pk, user=users["alice"], deck=decks["bob"])


def test_joining_a_finished_league_is_refused(running_league, users, decks):
    league = running_league("alice", "bob")
    services.league_close(league_id=league.pk, by=users["org"])
    refused(services.league_join, "finished", league_id=league.pk, user=users["carol"], deck=decks["carol"])


def test_a_match_against_oneself_is_refused(running_league, users):
    league = running_league("alice", "bob")
    refused(services.match_challenge, "against yourself", league_id=league.pk, user=users["alice"], opponent="alice")


def test_challenges_that_cant_be_played_are_refused(running_league, users):
    league = running_league("alice", "bob", "carol", max_matches=1)
    refused(services.match_challenge, "no player named 'zed'", league_id=league.pk, user=users["alice"],
            opponent="zed")
    refused(services.match_challenge, "not in this league", league_id=league.pk, user=users["dave"],
            opponent="alice")
    services.match_challenge(league_id=league.pk, user=users["alice"], opponent="bob", at_table=True)
    refused(services.match_challenge, "bob is already in a league match", league_id=league.pk, user=users["carol"],
            opponent="bob")
    refused(services.match_request, "you are already in a league match", league_id=league.pk, user=users["alice"])


def test_a_rematch_and_a_match_beyond_the_allowance_are_refused(running_league, users):
    league = running_league("alice", "bob", "carol", max_matches=2)
    match = services.match_challenge(league_id=league.pk, user=users["alice"], opponent="bob", at_table=True)
    services.match_correct(match_id=match.pk, by=users["org"], player1_wins=2, player2_wins=0, draws=0)
    refused(services.match_challenge, "already played bob", league_id=league.pk, user=users["alice"],
            opponent="bob")
    services.league_award_bye(league_id=league.pk, by=users["org"], username="alice")
    refused(services.match_challenge, "played all 2 league matches", league_id=league.pk, user=users["alice"],
            opponent="carol")


def test_asking_before_the_start_twice_or_in_a_swiss_league_is_refused(make_league, running_league, users, decks):
    league = make_league(name="Not yet")
    services.league_join(league_id=league.pk, user=users["alice"], deck=decks["alice"])
    refused(services.match_request, "hasn't started", league_id=league.pk, user=users["alice"])
    league = running_league("alice", "bob")
    services.match_request(league_id=league.pk, user=users["alice"])
    with pytest.raises(LeagueError, match="already waiting"):
        services.match_request(league_id=league.pk, user=users["alice"])
    swiss = running_league("alice", "bob", name="Swiss", swiss=True)
    refused(services.match_request, "organizer pairs Swiss rounds", league_id=swiss.pk, user=users["alice"])


def test_reporting_a_result_for_someone_elses_match_is_refused(running_league, users):
    league = running_league("alice", "bob", "carol")
    match = services.match_challenge(league_id=league.pk, user=users["alice"], opponent="bob", at_table=True)
    refused(services.table_match_report, "your own matches", match_id=match.pk, user=users["carol"],
            player1_wins=0, player2_wins=2, draws=0)
    refused(services.table_match_report, "at most 2 games", match_id=match.pk, user=users["alice"],
            player1_wins=3, player2_wins=0, draws=0)
    refused(services.table_match_report, "at least one game", match_id=match.pk, user=users["alice"],
            player1_wins=0, player2_wins=0, draws=0)


def test_reporting_an_online_match_is_refused(running_league, users):
    league = running_league("alice", "bob")
    match = services.match_challenge(league_id=league.pk, user=users["alice"], opponent="bob")
    refused(services.table_match_report, "played online", match_id=match.pk, user=users["alice"],
            player1_wins=2, player2_wins=0, draws=0)


def test_organizer_tools_are_for_the_organizer_only(running_league, users):
    league = running_league("alice", "bob", "carol")
    match = services.match_challenge(league_id=league.pk, user=users["alice"], opponent="bob", at_table=True)
    bob = users["bob"]
    refused(services.match_correct, "only the organizer", match_id=match.pk, by=bob, player1_wins=0,
            player2_wins=2, draws=0)
    refused(services.league_award_bye, "only the organizer", league_id=league.pk, by=bob, username="bob")
    refused(services.league_remove_player, "only the organizer", league_id=league.pk, by=bob, username="alice")
    refused(services.league_close, "only the organizer", league_id=league.pk, by=bob)
    refused(services.swiss_round_start, "only the organizer", league_id=league.pk, by=bob)


def test_a_swiss_round_needs_two_active_players_and_the_last_round_finished(running_league, users):
    league = running_league("alice", "bob", swiss=True)
    services.league_drop(league_id=league.pk, user=users["bob"])
    refused(services.swiss_round_start, "at least two active players", league_id=league.pk, by=users["org"])
    league = running_league("alice", "bob", "carol", name="Round robin", swiss=True)
    services.swiss_round_start(league_id=league.pk, by=users["org"], at_table=True)
    refused(services.swiss_round_start, "still being played", league_id=league.pk, by=users["org"])
    plain = running_league("alice", "bob", name="Plain")
    refused(services.swiss_round_start, "no Swiss rounds", league_id=plain.pk, by=users["org"])


def test_dropping_mid_match_twice_or_from_outside_is_refused(running_league, users):
    league = running_league("alice", "bob", "carol")
    services.match_challenge(league_id=league.pk, user=users["alice"], opponent="bob")
    refused(services.league_drop, "match in progress", league_id=league.pk, user=users["alice"])
    refused(services.league_drop, "not in this league", league_id=league.pk, user=users["dave"])
    services.league_drop(league_id=league.pk, user=users["carol"])
    refused(services.league_drop, "you have dropped", league_id=league.pk, user=users["carol"])

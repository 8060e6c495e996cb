"""League pages: thin views over the services; errors come back as messages, and nothing changes."""
import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.contrib.auth import get_user_model
from django.test import Client

from leagues import services
from leagues.models import Entry, League, Match
from tests.leagues.conftest import TOO_MANY_ELVES, play_game
from tests.table.conftest import make_deck

pytestmark = pytest.mark.django_db
HTMX = {"HTTP_HX_REQUEST": "true"}


@pytest.fixture
def login(users):
    def client_for(name: str) -> Client:
        client = Client()
        client.force_login(users[name])
        return client
    return client_for


def test_an_organizer_creates_a_league_and_a_player_joins(login, users, decks):
    org = login("org")
    response = org.post("/leagues/new/", {"name": "Friday League", "format": "constructed",
                                          "starts_on": "2025-06-01", "ends_on": "2025-06-30", "best_of": "3",
                                          "max_matches": "5"})
    league = League.objects.get(name="Friday League")
    assert response.status_code == 302 and league.organizer == users["org"]

    alice = login("alice")
    response = alice.post(f"/leagues/{league.pk}/join/", {"deck": decks["alice"].pk}, follow=True)
    assert "your deck is locked" in response.content.decode()
    page = alice.get(f"/leagues/{league.pk}/").content.decode()
    assert "alice&#x27;s deck" in page and "Drop from the league" in page


def test_a_league_that_ends_before_it_starts_is_refused(login):
    response = login("org").post("/leagues/new/", {"name": "Backwards", "format": "constructed",
                                                   "starts_on": "2025-06-30", "ends_on": "2025-06-01",
                                                   "best_of": "3", "max_matches": "5"})
    assert response.status_code == 400 and not League.objects.exists()


def test_joining_with_an_illegal_deck_shows_why_and_changes_nothing(login, users, make_league, starter_catalog):
    league = make_league()
    deck = make_deck(users["alice"], "Elves", TOO_MANY_ELVES)
    response = login("alice").post(f"/leagues/{league.pk}/join/", {"deck": deck.pk}, follow=True)
    assert "100.2a: 18 copies of Llanowar Elves" in response.content.decode()
    assert not Entry.objects.exists()


def test_the_standings_poll_answers_204_until_a_result_changes(login, running_league, users):
    league = running_league("alice", "bob")
    client = login("carol")
    url = f"/leagues/{league.pk}/standings/?since={league.results_version}"
    assert client.get(url, **HTMX).status_code == 204
    services.league_award_bye(league_id=league.pk, by=users["org"], username="bob")
    response = client.get(url, **HTMX)
    body = response.content.decode()
    assert response.status_code == 200 and body.lstrip().startswith('<section id="standings"')
    assert f"since={league.results_version + 1}" in body  # the next poll asks from the new version
    assert client.get(url).status_code == 302  # a plain request goes to the league page


def test_standings_export_as_csv(login, running_league, users):
    league = running_league("alice", "bob")
    services.league_award_bye(league_id=league.pk, by=users["org"], username="bob")
    response = login("carol").get(f"/leagues/{league.pk}/standings.csv")
    assert response["Content-Type"] == "text/csv"
    assert response.content.decode().splitlines() == [
        "rank,player,points,matches,omw,gw,ogw,dropped",
        "1,bob,3,1,0.33,1.0,0.33,False",
        "2,alice,0,0,0.33,0.33,0.33,False",
    ]


def test_only_players_and_the_organizer_watch_a_match_results_are_public(login, running_league, users):
    league = running_league("alice", "bob", best_of=1)
    response = login("alice").post(f"/leagues/{league.pk}/challenge/", {"opponent": "bob"})
    match = Match.objects.get()
    game_url = f"/games/{match.games.get().game_id}/"
    assert response.url == game_url
    assert login("org").get(game_url).status_code == 200
    assert login("carol").get(game_url).status_code == 404
    match_page = login("carol").get(f"/leagues/matches/{match.pk}/").content.decode()
    assert game_url not in match_page and "results are public" in match_page
    play_game(match, winner=users["bob"], loser=users["alice"])
    assert "0-1-0" in login("carol").get(f"/leagues/{league.pk}/").content.decode()


def test_table_reports_and_organizer_tools_through_the_pages(login, running_league, users):
    league = running_league("alice", "bob")
    login("alice").post(f"/leagues/{league.pk}/challenge/", {"opponent": "bob", "at_table": "on"})
    match = Match.objects.get()
    score = {"player1_wins": "2", "player2_wins": "0", "draws": "0"}
    response = login("carol").post(f"/leagues/matches/{match.pk}/report/", score, follow=True)
    assert "your own matches" in response.content.decode() and not match.reports.exists()
    login("alice").post(f"/leagues/matches/{match.pk}/report/", score)
    login("bob").post(f"/leagues/matches/{match.pk}/report/", score)
    match.refresh_from_db()
    assert match.score == "2-0-0" and match.status == Match.Status.FINISHED

    assert login("bob").get(f"/leagues/{league.pk}/manage/").status_code == 404
    org = login("org")
    org.post(f"/leagues/matches/{match.pk}/correct/", {"player1_wins": "1", "player2_wins": "2", "draws": "0"})
    match.refresh_from_db()
    assert match.score == "1-2-0"
    manage = org.get(f"/leagues/{league.pk}/manage/").content.decode()
    assert "Corrected a result" in manage and "2-0-0 → 1-2-0" in manage
    org.post(f"/leagues/{league.pk}/close/")
    assert League.objects.get(pk=league.pk).status == League.Status.FINISHED


def test_a_results_file_with_problems_shows_each_one_by_line(login, running_league):
    league = running_league("alice", "bob")
    upload = b"player1,player2,player1_wins,player2_wins,draws\nalice,zed,2,0,0\nbob,alice,2,1,0\n"
    response = login("org").post(f"/leagues/{league.pk}/import/",
                                 {"file": SimpleUploadedFile("round.csv", upload)}, follow=True)
    body = response.content.decode()
    assert "line 2: no user named &#x27;zed&#x27;" in body and "line 3: alice already has a result on line 2" in body
    assert not Match.objects.exists()


def test_the_manage_page_imports_a_result_for_a_player_who_has_since_dropped(login, running_league, users):
    league = running_league("alice", "bob")
    services.league_drop(league_id=league.pk, user=users["bob"])
    upload = b"player1,player2,player1_wins,player2_wins,draws\nbob,alice,2,0,0\n"
    response = login("org").post(f"/leagues/{league.pk}/import/",
                                 {"file": SimpleUploadedFile("round.csv", upload)}, follow=True)
    assert "Results imported." in response.content.decode()
    assert (Match.objects.get().status, Match.objects.get().score) == (Match.Status.FINISHED, "2-0-0")
    # bob keeps his drop and his 3 points; alice's 0-2 is floored at 0.33 in bob's OMW and OGW,
    # bob's 1 (MW) and 6/6 (GW) are alice's.
    assert login("carol").get(f"/leagues/{league.pk}/standings.csv").content.decode().splitlines()[1:] == [
        "1,bob,3,1,0.33,1.0,0.33,True",
        "2,alice,0,1,1.0,0.33,1.0,False",
    ]


def test_pages_render(login, running_league, users):
    league = running_league("alice", "bob", swiss=True)
    services.swiss_round_start(league_id=league.pk, by=users["org"], at_table=True)
    for name, url in (("carol", "/leagues/"), ("carol", "/leagues/new/"), ("alice", f"/leagues/{league.pk}/"),
                      ("org", f"/leagues/{league.pk}/manage/"),
                      ("bob", f"/leagues/matches/{Match.objects.get().pk}/")):
        assert login(name).get(url).status_code == 200, url


def test_the_admin_lists_leagues_entries_and_matches_with_results_read_only(running_league, users, client):
    league = running_league("alice", "bob")
    bye = services.league_award_bye(league_id=league.pk, by=users["org"], username="bob")
    client.force_login(get_user_model().objects.create_superuser("admin", password="admin-pass-phrase-1"))
    for url in ("/admin/leagues/league/", f"/admin/leagues/league/{league.pk}/change/", "/admin/leagues/entry/",
                "/admin/leagues/match/"):
        assert client.get(url).status_code == 200, url
    page = client.get(f"/admin/leagues/match/{bye.pk}/change/").content.decode()
    assert 'name="player1_wins"' not in page  # results change only through the logged tools

"""After a league game (issue 18 item 7): its page leads to the match's next game, or to the match once it is
decided; a league game has no rematch (the match goes on by its own games)."""
import pytest
from django.test import Client
from django.urls import reverse

from leagues import services
from tests.leagues.conftest import current_game_id, play_game

pytestmark = pytest.mark.django_db


def after(user, game_id):
    client = Client()
    client.force_login(user)
    return client, client.get(reverse("game:after", args=[game_id]), HTTP_HX_REQUEST="true").content.decode()


def test_a_league_game_leads_to_the_next_game_then_to_the_match(running_league, users):
    league = running_league("alice", "bob", best_of=3)
    match = services.match_challenge(league_id=league.pk, user=users["alice"], opponent="bob")
    first = current_game_id(match)
    play_game(match, winner=users["alice"], loser=users["bob"])
    second = current_game_id(match)
    client, links = after(users["bob"], first)
    assert f'href="{reverse("game:detail", args=[second])}">Next game of the match (game 2)' in links
    assert "Rematch" not in links
    assert client.post(reverse("game:rematch", args=[first]), HTTP_HX_REQUEST="true").status_code == 400
    play_game(match, winner=users["alice"], loser=users["bob"])
    _, links = after(users["org"], second)  # the organizer watches too
    assert f'href="{reverse("leagues:match", args=[match.pk])}">The match: 2-0-0' in links

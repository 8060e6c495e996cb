"""A league player waiting for a match is told live when paired (issue 18 item 7): the league page's websocket
shows the match without a reload."""
import pytest
from asgiref.sync import sync_to_async
from channels.routing import URLRouter
from django.contrib.auth.models import AnonymousUser
from django.test import Client
from django.urls import reverse

from leagues import services
from leagues.routing import websocket_urlpatterns
from tests.leagues.conftest import current_game_id
from tests.support.websockets import ws_connect

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.asyncio]
APP = URLRouter(websocket_urlpatterns)


async def connect(league, user):
    return await ws_connect(APP, f"/ws/leagues/{league.pk}/", user)


async def test_the_waiting_player_s_page_shows_the_match_when_an_opponent_asks(running_league, users):
    league = await sync_to_async(running_league)("alice", "bob")
    assert await sync_to_async(services.match_request)(league_id=league.pk, user=users["bob"]) is None  # waits

    def bob_page():
        client = Client()
        client.force_login(users["bob"])
        return client.get(reverse("leagues:detail", args=[league.pk])).content.decode()
    assert f'ws-connect="/ws/leagues/{league.pk}/"' in await sync_to_async(bob_page)()

    bob, connected, _ = await connect(league, users["bob"])
    assert connected
    match = await sync_to_async(services.match_request)(league_id=league.pk, user=users["alice"])
    frame = await bob.receive_from(timeout=10)
    game_url = reverse("game:detail", args=[await sync_to_async(current_game_id)(match)])
    assert 'id="league-pairing"' in frame and 'hx-swap-oob="true"' in frame
    assert "Paired with alice." in frame and f'href="{game_url}"' in frame
    await bob.disconnect()


async def test_only_logged_in_users_connect(running_league):
    league = await sync_to_async(running_league)("alice", "bob")
    _, connected, code = await connect(league, AnonymousUser())
    assert (connected, code) == (False, 4401)

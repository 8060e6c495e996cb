"""The channel layer failing (Redis down, then back with every group lost): an action that was saved
answers success, and live updates come back by themselves."""
import logging

import pytest
from asgiref.sync import sync_to_async
from channels.layers import get_channel_layer
from django.urls import reverse
from redis.exceptions import ConnectionError as RedisConnectionError, RedisError

from game.live import following
from game.models import Game
from game.selectors import game_group
from tests.game.test_following import joined, redis_bus, until
from tests.support.redis_server import redis_server  # noqa: F401 (fixture)
from tests.table.conftest import state_of
from tests.table.test_consumer import connect, open_sockets

pytestmark = pytest.mark.django_db(transaction=True)  # so that saves commit and announce


def gain_life(client, game):
    return client.post(reverse("game:act", args=[game.pk]), {"do": "life", "amount": "1"}, HTTP_HX_REQUEST="true")


def not_announced(caplog, game) -> list:
    return [r for r in caplog.records if r.name == "game.live.announce" and r.levelno == logging.WARNING
            and f"game {game.pk}:" in r.getMessage()]


def test_an_action_saved_when_the_channel_layer_fails_answers_success_and_is_saved_once(
        started_game, users, clients, settings, monkeypatch, caplog):
    settings.CHANNEL_LAYERS = {"default": {"BACKEND": "channels.layers.InMemoryChannelLayer"}}

    async def group_send(group, message):
        raise RedisConnectionError("Error 111 connecting to 127.0.0.1:6379. Connection refused.")

    monkeypatch.setattr(get_channel_layer(), "group_send", group_send)
    version = Game.objects.get(pk=started_game.pk).version
    life = state_of(started_game, users["alice"]).player("alice").life
    response = gain_life(clients["alice"], started_game)
    assert response.status_code == 200
    assert Game.objects.get(pk=started_game.pk).version == version + 1
    assert state_of(started_game, users["alice"]).player("alice").life == life + 1
    assert len(not_announced(caplog, started_game)) == 1


async def ended_by_the_layer(socket) -> None:
    """The connection's application ended on the channel layer's error: under Daphne its socket closes
    with 1011, and the page's htmx ws extension reconnects."""
    await until(socket.future.done, "the connection's end")
    assert isinstance(socket.future.exception(), RedisError)


@pytest.mark.asyncio
async def test_live_updates_come_back_by_themselves_when_redis_restarts(
        started_game, users, clients, redis_server, settings, monkeypatch, caplog):
    follower = following.Follower(redis_bus(settings, monkeypatch, redis_server.url))  # as config/asgi.py does
    monkeypatch.setattr(following, "_follower", follower)
    try:
        sockets, _ = await open_sockets(started_game, users, names=("alice", "bob"))
        redis_server.stop()
        for socket in sockets.values():
            await ended_by_the_layer(socket)
        assert not follower.connections

        for _ in range(3):  # each saved once, and answered as such
            assert (await sync_to_async(gain_life)(clients["alice"], started_game)).status_code == 200
        state = await sync_to_async(state_of)(started_game, users["alice"])
        assert state.player("alice").life == 23 and len(not_announced(caplog, started_game)) == 3
        with pytest.raises(RedisError):  # a page reconnecting meanwhile is refused: it tries again later
            await connect(started_game, users["bob"])
        assert not follower.connections

        redis_server.start()  # with no groups
        groups = (game_group(started_game.pk),)
        await until(lambda: joined(redis_server.url, *groups), "the follower's groups joined again")
        sockets, first = await open_sockets(started_game, users, names=("alice", "bob"))  # the pages reconnect
        assert all("♥ 23" in frame for frame in first.values())  # the current table
        assert (await sync_to_async(gain_life)(clients["alice"], started_game)).status_code == 200
        assert "♥ 24" in await sockets["bob"].receive_from(timeout=10)
        for socket in sockets.values():
            await socket.disconnect()
    finally:
        await follower.stop()


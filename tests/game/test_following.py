"""A server process follows the games it saved: a version saved by another process is replayed here,
with no websocket connection of the game in this process (game/following.py)."""
import asyncio
from unittest import mock

import pytest
from channels.db import database_sync_to_async

from game import following, persistence, services
from game.models import Game
from game.rules import actions as A
from game.services import game_create_from_state, game_perform
from tests.game.test_services import another_process, comparable, first, position, stored_state

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.asyncio, pytest.mark.usefixtures("starter_catalog")]


@pytest.fixture
async def follower(settings):
    settings.CHANNEL_LAYERS = {"default": {"BACKEND": "channels.layers.InMemoryChannelLayer"}}
    following.start()  # in this test's event loop, as config.asgi does in the server's
    yield
    following._Follower.task.cancel()
    following._Follower.loop = following._Follower.task = following._Follower.channel = None
    following._Follower.joined.clear()


async def until(predicate, timeout=2.0):
    for _ in range(int(timeout / 0.01)):
        if await database_sync_to_async(predicate)():
            return
        await asyncio.sleep(0.01)
    raise AssertionError("never happened")


def kept_here(game_id: int, version: int) -> bool:
    kept = persistence._KEPT.get(game_id)
    return kept is not None and kept.key[1] == version


async def test_a_version_saved_elsewhere_is_made_here_without_a_connection(follower):
    state = await database_sync_to_async(position)()
    game = await database_sync_to_async(game_create_from_state)(state=state)
    forest, island = first(state, "Forest"), first(state, "Island", "hand")
    assert (await database_sync_to_async(game_perform)(game_id=game.pk, action=A.ActivateMana("Alice", forest))).ok
    await until(lambda: game.pk in following._Follower.joined)

    def elsewhere():
        """Saved by another process, announced once that process is done (as the commit comes first)."""
        announced = []
        with another_process(), mock.patch.object(services, "announce", lambda **kw: announced.append(kw)):
            assert game_perform(game_id=game.pk, action=A.PlayLand("Alice", island)).ok
        services.announce(**announced[0])

    await database_sync_to_async(elsewhere)()
    await until(lambda: kept_here(game.pk, 2))
    kept = persistence._KEPT[game.pk]
    assert kept.key == persistence._key(await database_sync_to_async(Game.objects.get)(pk=game.pk))
    assert comparable(kept.state) == comparable(await database_sync_to_async(stored_state)(game.pk))


async def test_following_does_nothing_outside_a_server():
    assert following._Follower.loop is None
    following.follow(1)
    assert following._Follower.joined == {}

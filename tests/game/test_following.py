"""game.following: a process that saved an action of a game keeps the versions saved elsewhere, so its
next action of the game reads nothing."""
import asyncio
from unittest import mock

import pytest
from asgiref.sync import sync_to_async
from channels.layers import get_channel_layer

from game import following, persistence, services
from game.rules import actions as A
from game.services import game_create_from_state, game_perform
from tests.game.test_services import another_process, first, position, queries_in_transaction

pytestmark = [pytest.mark.usefixtures("starter_catalog"), pytest.mark.django_db(transaction=True)]


@pytest.fixture
def in_memory_layer(settings):
    settings.CHANNEL_LAYERS = {"default": {"BACKEND": "channels.layers.InMemoryChannelLayer"}}
    return get_channel_layer()


@pytest.fixture
async def follower(in_memory_layer, monkeypatch):
    follower = following.Follower(in_memory_layer)
    monkeypatch.setattr(following, "_follower", follower)
    yield follower
    await follower.stop()


def saved_elsewhere(game_id: int, action) -> dict:
    """Perform ``action`` as another process would; what it announces, not sent yet."""
    announcements = []
    with another_process(), mock.patch.object(services, "announce", lambda **kwargs: announcements.append(kwargs)):
        assert game_perform(game_id=game_id, action=action).ok
    return announcements[0]


async def kept_version_becomes(game_id: int, version: int) -> None:
    for _ in range(200):
        kept = persistence._KEPT.get(game_id)
        if kept is not None and kept.key[1] == version:
            return
        await asyncio.sleep(0.01)
    raise AssertionError(f"version {version} of game {game_id} never kept here")


def perform_recording_queries(game_id: int, action) -> list:
    with queries_in_transaction() as queries:
        assert game_perform(game_id=game_id, action=action).ok
    return [sql.split()[0] for sql, _ in queries]


@pytest.mark.asyncio
async def test_a_process_that_saved_an_action_of_a_game_keeps_the_versions_saved_elsewhere(follower):
    state = await sync_to_async(position)()
    game = await sync_to_async(game_create_from_state)(state=state)
    forests = [o for o in state.battlefield if state.objects[o].card == "Forest"]
    assert (await sync_to_async(game_perform)(game_id=game.pk, action=A.ActivateMana("Alice", forests[0]))).ok
    assert list(follower.games) == [game.pk]

    announcement = await sync_to_async(saved_elsewhere)(game.pk, A.PlayLand("Alice", first(state, "Island", "hand")))
    await sync_to_async(services.announce)(**announcement)  # as the other process does, once committed
    await kept_version_becomes(game.pk, 2)  # made here from version 1 and the announcement

    queries = await sync_to_async(perform_recording_queries)(game.pk, A.ActivateMana("Alice", forests[1]))
    assert "SELECT" not in queries  # started from the version kept here: the save's check confirmed it
    kept = persistence._KEPT[game.pk]
    assert kept.key[1] == 3 and kept.state.player("Alice").lands_played == 1


@pytest.mark.asyncio
async def test_a_process_follows_at_most_its_limit_of_games_the_longest_followed_dropped_first(
        follower, monkeypatch):
    monkeypatch.setattr(following, "FOLLOWED_GAMES", 2)
    for game_id in (11, 12, 13):
        await following.follow(game_id)
    await following.follow(12)  # followed already: nothing changes
    assert list(follower.games) == [12, 13]
    assert set(follower.layer.groups) == {"game-12", "game-13", following.PROCESSES}


@pytest.mark.asyncio
async def test_a_game_shown_by_a_connection_in_the_process_is_not_dropped_to_make_room(follower, monkeypatch):
    monkeypatch.setattr(following, "FOLLOWED_GAMES", 2)
    connection = object()
    await following.attach(11, connection)
    for game_id in (12, 13):
        await following.follow(game_id)
    assert list(follower.games) == [11, 13]  # 12 dropped: the longest followed with no connection here
    following.detach(11, connection)
    await following.follow(14)
    assert list(follower.games) == [13, 14]


def test_only_a_channel_layer_that_reaches_other_processes_turns_following_on(settings, monkeypatch):
    monkeypatch.setattr(following, "_follower", None)
    settings.CHANNEL_LAYERS = {"default": {"BACKEND": "channels.layers.InMemoryChannelLayer"}}
    following.enable()
    assert following._follower is None  # one process: it keeps every version it saves anyway
    settings.CHANNEL_LAYERS = {"default": {"BACKEND": "channels_redis.core.RedisChannelLayer",
                                           "CONFIG": {"hosts": ["redis://127.0.0.1:6379/15"]}}}
    following.enable()
    assert isinstance(following._follower, following.Follower)


@pytest.mark.asyncio
async def test_a_connection_opening_in_one_process_has_every_following_process_read_and_follow_the_game(
        in_memory_layer):
    here, elsewhere = following.Follower(in_memory_layer), following.Follower(in_memory_layer)  # two processes
    try:
        await elsewhere.start()  # as once it served a connection or an action
        game = await sync_to_async(game_create_from_state)(state=await sync_to_async(position)())
        persistence._KEPT.clear()  # neither has read the game yet
        await here.watched(game.pk)
        for _ in range(200):
            if game.pk in persistence._KEPT:
                break
            await asyncio.sleep(0.01)
        assert list(here.games) == list(elsewhere.games) == [game.pk]
        assert persistence._KEPT[game.pk].key[1] == game.version  # read by the other one, off any request
    finally:
        await here.stop()
        await elsewhere.stop()


@pytest.mark.asyncio
async def test_a_process_joins_the_processes_group_once_from_its_first_request(follower):
    await following.start()
    channel = follower.channel
    await following.start()
    assert follower.channel == channel and follower.layer.groups[following.PROCESSES].keys() == {channel}

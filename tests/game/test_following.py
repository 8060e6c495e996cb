"""game.live.following: a process that saved an action of a game keeps the versions saved elsewhere, so its
next action of the game reads nothing."""
import asyncio
import inspect
import logging
from unittest import mock

import pytest
import redis.asyncio
from asgiref.sync import sync_to_async
from channels.layers import get_channel_layer

from game import services
from game.live import bus, following, owners, store
from game.rules import actions as A
from game.selectors import game_group
from game.services import game_create_from_state, game_perform
from tests.game.test_services import another_process, first, position, queries_in_transaction
from tests.support.redis_server import redis_server  # noqa: F401 (fixture)

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
        kept = store.KEPT.get(game_id)
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
    kept = store.KEPT[game.pk]
    assert kept.key[1] == 3 and kept.state.player("Alice").lands_played == 1


@pytest.mark.asyncio
async def test_a_process_follows_at_most_its_limit_of_games_the_longest_followed_dropped_first(
        follower, monkeypatch):
    monkeypatch.setattr(following, "FOLLOWED_GAMES", 2)
    for game_id in (11, 12, 13):
        await following.follow(game_id)
    await following.follow(12)  # followed already: nothing changes
    assert list(follower.games) == [12, 13]
    assert set(follower.layer.groups) == {"game-12", "game-13"}


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
    monkeypatch.setattr(store.KEPT, "keep_first", store.KEPT.keep_first)  # restored afterwards
    following.enable()
    assert isinstance(following._follower, following.Follower)
    following._follower.connections[5] = {object()}
    assert store.KEPT.keep_first(5) and not store.KEPT.keep_first(6)  # memory: games shown here kept first


@pytest.mark.asyncio
async def test_a_connection_opening_in_one_process_has_no_other_process_read_or_follow_the_game(in_memory_layer):
    """A connect reads the game once, in its own process: another process that neither owns the game nor shows
    it hears nothing of it (adding processes adds capacity, not work per action)."""
    here, elsewhere = following.Follower(in_memory_layer), following.Follower(in_memory_layer)  # two processes
    try:
        await elsewhere.start()  # as once it served a connection or an action
        game = await sync_to_async(game_create_from_state)(state=await sync_to_async(position)())
        await here.attach(game.pk, object())
        await asyncio.sleep(0.05)
        assert list(here.games) == [game.pk] and list(elsewhere.games) == []
    finally:
        await here.stop()
        await elsewhere.stop()


@pytest.mark.asyncio
async def test_a_process_makes_its_channel_once_from_its_first_request(follower):
    await following.start()
    channel = follower.channel
    await following.start()
    assert follower.channel == channel
    assert owners.serving_as() is None  # with the in-memory layer, one process: it decides every game


def redis_bus(settings, monkeypatch, url: str) -> bus.Subscriber:
    """Redis at ``url`` as the channel layer and bus, and a process's subscriber to it, retried every few
    hundredths of a second when it fails."""
    settings.CHANNEL_LAYERS = {"default": {"BACKEND": "channels_redis.core.RedisChannelLayer",
                                           "CONFIG": {"hosts": [url]}}}
    monkeypatch.setattr(following, "RETRY_FIRST", 0.02)
    monkeypatch.setattr(following, "RETRY_MAX", 0.1)
    return bus.Subscriber(url)


async def until(condition, what: str, seconds: float = 10) -> None:
    """Wait until ``condition()`` is true (or an awaitable of true), for at most ``seconds``."""
    for _ in range(int(seconds / 0.02)):
        met = condition()
        if await met if inspect.isawaitable(met) else met:
            return
        await asyncio.sleep(0.02)
    raise AssertionError(f"not within {seconds} s: {what}")


async def joined(url: str, *groups: str) -> bool:
    """Whether the Redis server at ``url`` has a subscriber to each of ``groups``' topics (bus.py)."""
    client = redis.asyncio.from_url(url)
    try:
        return all(count > 0 for _, count in await client.pubsub_numsub(*map(bus.topic, groups)))
    finally:
        await client.aclose()


@pytest.mark.asyncio
async def test_after_redis_restarts_a_follower_joins_its_groups_again_and_brings_its_connections_up_to_date(
        redis_server, settings, monkeypatch, caplog):
    follower = following.Follower(redis_bus(settings, monkeypatch, redis_server.url))
    failed_joins, subscribe = [], follower.layer.subscribe

    async def counted_subscribe(channel):
        try:
            await subscribe(channel)
        except Exception as error:
            failed_joins.append(error)
            raise

    monkeypatch.setattr(follower.layer, "subscribe", counted_subscribe)
    shown = []  # the versions handed to a connection of the game in this process

    class Connection:
        async def game_changed(self, event):
            shown.append(event["version"])

    state = await sync_to_async(position)()
    game = await sync_to_async(game_create_from_state)(state=state)
    try:
        await follower.attach(game.pk, Connection())
        redis_server.stop()
        # Saved meanwhile, its announcement lost (see test_redis_outage for the saver's side).
        await sync_to_async(saved_elsewhere)(game.pk, A.PlayLand("Alice", first(state, "Island", "hand")))
        await until(lambda: len(failed_joins) >= 3, "three attempts to join again")
        redis_server.start()  # with no groups
        await until(lambda: shown == [game.version + 1], "the connection given the version saved meanwhile")
        assert await joined(redis_server.url, game_group(game.pk))
        warnings = [r.getMessage() for r in caplog.records
                    if r.name == "game.live.following" and r.levelno == logging.WARNING]
        assert len(warnings) == 2 and "failed" in warnings[0] and "works again" in warnings[1]  # once per outage
    finally:
        await follower.stop()


@pytest.mark.asyncio
async def test_a_process_whose_first_requests_arrive_together_makes_one_channel_and_hears_what_comes_there(
        redis_server, settings, monkeypatch):
    follower = following.Follower(redis_bus(settings, monkeypatch, redis_server.url))
    monkeypatch.setattr(following, "_follower", follower)
    nexts = []

    class Connection:
        async def game_next(self, event):
            nexts.append(event["game_id"])

    try:
        await asyncio.gather(*(following.start() for _ in range(4)))
        client = redis.asyncio.from_url(redis_server.url)
        try:
            assert await client.pubsub_channels(f"{follower.layer.prefix}process.*") == [follower.channel.encode()]
        finally:
            await client.aclose()
        assert owners.serving_as() == follower.channel
        await follower.attach(7, Connection())
        assert bus.publish(follower.channel, {"type": "game.next", "game_id": 7}) == 1
        await until(lambda: nexts == [7], "the message on the process's channel handled")
    finally:
        await follower.stop()


@pytest.mark.asyncio
async def test_a_process_whose_first_request_finds_redis_down_serves_it_and_follows_games_once_redis_is_back(
        redis_server, settings, monkeypatch):
    follower = following.Follower(redis_bus(settings, monkeypatch, redis_server.url))
    monkeypatch.setattr(following, "_follower", follower)
    try:
        redis_server.stop()
        await following.start()  # as config/asgi.py does before serving a request: no error
        assert follower.channel is not None
        redis_server.start()
        await following.follow(7)
        assert await joined(redis_server.url, game_group(7))
    finally:
        await follower.stop()


@pytest.mark.asyncio
async def test_a_slow_connection_holds_up_neither_another_connection_nor_the_next_announcement(follower):
    """Each connection is handed an update in a task of its own: the listener goes on meanwhile."""
    released, shown = asyncio.Event(), []

    class Connection:
        def __init__(self, name: str, slow: bool = False):
            self.name, self.slow = name, slow

        async def game_changed(self, event):
            if self.slow:
                await released.wait()
            shown.append((self.name, event["version"]))

    await follower.attach(7, Connection("slow", slow=True))
    await follower.attach(7, Connection("quick"))
    for version in (2, 3):
        await follower.layer.group_send(game_group(7), {"type": "game.changed", "game_id": 7, "version": version,
                                                                   "saved": "not kept here"})
    await until(lambda: sorted(shown) == [("quick", 2), ("quick", 3)], "the quick connection given both versions")
    await until(lambda: len(follower.tasks) == 2, "the slow connection's two tasks kept referenced until they end")
    released.set()
    await until(lambda: len(shown) == 4 and not follower.tasks, "the slow connection given both, its tasks done")


@pytest.mark.asyncio
async def test_a_version_saved_here_reaches_the_connections_here_once_without_waiting_for_the_channel_layer(
        follower, monkeypatch):
    """The saving process hands its version to its own connections as it announces it; the same version coming
    back through the channel layer is not handed again (one render per version and viewer)."""
    shown, sent = [], []

    class Connection:
        async def game_changed(self, event):
            shown.append(event["version"])

    async def group_send_later(group, message):  # the channel layer's copy, held back until the check below
        sent.append(message)

    state = await sync_to_async(position)()
    game = await sync_to_async(game_create_from_state)(state=state)
    await follower.attach(game.pk, Connection())
    monkeypatch.setattr(follower.layer, "group_send", group_send_later)
    forest = next(o for o in state.battlefield if state.objects[o].card == "Forest")
    saved = (await sync_to_async(game_perform)(game_id=game.pk, action=A.ActivateMana("Alice", forest))).version
    await until(lambda: shown == [saved], "the saved version handed to the connection here")
    assert [message["version"] for message in sent] == [saved]
    follower.changed(sent[0])  # as the listener does when it comes back
    await asyncio.sleep(0.05)
    assert shown == [saved]

"""game.live.bus: messages between server processes over Redis Pub/Sub."""
import asyncio

import pytest

from game.live import bus
from tests.game.test_following import redis_bus
from tests.support.redis_server import redis_server  # noqa: F401 (fixture)


def test_topics_carry_the_redis_database_so_two_sites_sharing_a_server_hear_nothing_of_each_other(settings):
    topics = []
    for url in ("redis://127.0.0.1:6379/3", "redis://127.0.0.1:6379/4", "redis://127.0.0.1:6379"):
        settings.CHANNEL_LAYERS = {"default": {"BACKEND": "channels_redis.core.RedisChannelLayer",
                                               "CONFIG": {"hosts": [{"address": url}]}}}
        topics.append(bus.topic("game-7"))
    assert topics == ["landfall:3:game-7", "landfall:4:game-7", "landfall:0:game-7"]


@pytest.mark.asyncio
async def test_a_message_published_reaches_each_subscribed_process_as_data_and_says_who_received_it(
        redis_server, settings, monkeypatch):
    here, there = redis_bus(settings, monkeypatch, redis_server.url), bus.Subscriber(redis_server.url)
    try:
        channel = await here.new_channel()
        await here.group_add("game-7", channel)
        await there.group_add("game-7", await there.new_channel())
        message = {"type": "game.changed", "game_id": 7, "version": 3, "replay": {"action": {"paid": []}}}
        assert bus.publish_to_group("game-7", message) == 2
        assert await asyncio.wait_for(here.receive(channel), 5) == message
        assert await asyncio.wait_for(there.receive(await there.new_channel()), 5) == message

        await here.group_discard("game-7", channel)
        assert bus.publish_to_group("game-7", message) == 1  # only ``there`` still follows the game
        assert bus.publish(channel, {"type": "game.act"}) == 1  # this process's own channel
        assert bus.publish(f"{here.prefix}process.gone", {"type": "game.act"}) == 0  # no one listens there
    finally:
        await here.close()
        await there.close()


@pytest.mark.asyncio
async def test_subscriptions_made_at_once_all_reach_the_one_connection_the_process_reads(
        redis_server, settings, monkeypatch):
    """A process's first requests arrive together: each subscription must land on the connection it reads, not on
    one of its own that Redis counts as a receiver and no one reads."""
    subscriber = redis_bus(settings, monkeypatch, redis_server.url)
    try:
        channel, *_ = await asyncio.gather(subscriber.new_channel(), *(
            subscriber.group_add(f"game-{number}", "") for number in range(1, 5)))
        topics = [channel, *(bus.topic(f"game-{number}") for number in range(1, 5))]
        for number, topic in enumerate(topics):
            assert bus.publish(topic, {"type": "game.next", "game_id": number}) == 1
        received = [await asyncio.wait_for(subscriber.receive(channel), 5) for _ in topics]
        assert sorted(event["game_id"] for event in received) == list(range(len(topics)))
    finally:
        await subscriber.close()

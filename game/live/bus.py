"""Messages between server processes over Redis Pub/Sub: a game's announcements and the table actions forwarded to
its owner, one PUBLISH each, pushed to every process subscribed.

Used where the channel layer is Redis (several processes). channels-redis's own layer takes about eight round
trips to Redis a message (four for a group send, four more for a receive, which polls), each waiting on a busy
event loop; here a request's thread publishes with a client of its own, and each process reads what it is sent
on one connection, as it comes.

Pub/Sub keeps nothing: a message published while a process is not subscribed never reaches it. The only times
that happens are when the process's connection fails, which its ``Subscriber`` raises (no silent reconnect), so
that following.py subscribes again and brings its pages up to date; and when a forwarded action's owner no longer
listens, which the publish tells (no one received it: owners.py decides the action where it arrived).

Topics carry the Redis database's number: Pub/Sub ignores databases, and two sites sharing a server must not
hear each other.
"""
import asyncio
import json
import threading
import uuid
from urllib.parse import urlparse

import redis
import redis.asyncio
from channels.layers import InMemoryChannelLayer, get_channel_layer
from django.conf import settings
from redis.asyncio.retry import Retry
from redis.backoff import NoBackoff

_client: tuple[str, redis.Redis] | None = None  # the server's address, and the client
_client_lock = threading.Lock()


def configured() -> bool:
    """Whether processes talk over Redis (the channel layer is Redis) rather than live in one process."""
    return not isinstance(get_channel_layer(), InMemoryChannelLayer)


def _host() -> dict:
    host = settings.CHANNEL_LAYERS["default"]["CONFIG"]["hosts"][0]
    return host if isinstance(host, dict) else {"address": host}


def address() -> str:
    """The Redis server's URL (the channel layer's)."""
    return _host()["address"]


def client() -> redis.Redis:
    """A Redis client on the channel layer's server (thread-safe: a pool of connections)."""
    global _client
    host = _host()
    with _client_lock:
        if _client is None or _client[0] != host["address"]:
            _client = host["address"], redis.Redis.from_url(
                host["address"], socket_connect_timeout=host.get("socket_connect_timeout", 5),
                socket_timeout=host.get("socket_timeout", 10), decode_responses=True)
        return _client[1]


def _prefix(url: str) -> str:
    database = urlparse(url).path.strip("/") or "0"
    return f"landfall:{database}:"


def topic(group: str) -> str:
    """The topic of a group (game.selectors.game_group) on the configured server."""
    return _prefix(address()) + group


def publish(channel: str, message: dict) -> int:
    """Publish ``message`` (JSON data) on a topic or a process's channel, from any thread; how many processes
    received it. Raises redis.RedisError."""
    return client().publish(channel, json.dumps(message))


def publish_to_group(group: str, message: dict) -> int:
    return publish(topic(group), message)


class Subscriber:
    """One process's subscriptions, on one connection of its own; from its event loop only.

    The verbs are the channel layer's that following.Follower uses (new_channel, group_add, group_discard,
    receive), so that one process's in-memory layer can stand in for it. A failed connection raises from each
    call until Redis answers again; then the first call subscribes again to everything it was subscribed to.
    """

    def __init__(self, url: str, connect_timeout: float = 5):
        self.url, self.prefix = url, _prefix(url)
        # No retry: a reconnect that hid a failure would hide the messages lost meanwhile (see the module).
        self.redis = redis.asyncio.Redis.from_url(url, decode_responses=True, retry=Retry(NoBackoff(), 0),
                                                  socket_connect_timeout=connect_timeout)
        self.pubsub = self.redis.pubsub(ignore_subscribe_messages=True)
        # One (un)subscribe at a time: redis-py's PubSub opens its connection on the first, and two first ones at
        # once would each open one, the process reading only the last: Redis would count it a receiver of what
        # the other subscribed to, which no one reads.
        self.commands = asyncio.Lock()

    async def new_channel(self) -> str:
        """This process's own channel, subscribed to at once where Redis answers, else by the first receive."""
        channel = f"{self.prefix}process.{uuid.uuid4().hex}"
        try:
            await self.subscribe(channel)
        except redis.RedisError:
            pass
        return channel

    async def subscribe(self, channel: str) -> None:
        """Subscribe to ``channel`` (again: Redis answering again, every earlier subscription is renewed)."""
        async with self.commands:
            await self.pubsub.subscribe(channel)

    async def group_add(self, group: str, channel: str) -> None:
        await self.subscribe(self.prefix + group)

    async def group_discard(self, group: str, channel: str) -> None:
        async with self.commands:
            await self.pubsub.unsubscribe(self.prefix + group)

    async def receive(self, channel: str) -> dict:
        """The next message on ``channel`` or a subscribed group."""
        if channel not in self.pubsub.channels:
            await self.subscribe(channel)
        while True:
            message = await self.pubsub.get_message(ignore_subscribe_messages=True, timeout=None)
            if message is not None and message["type"] == "message":
                return json.loads(message["data"])

    async def close(self) -> None:
        await self.pubsub.aclose()
        await self.redis.aclose()

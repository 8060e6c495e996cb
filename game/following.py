"""A server process follows the announcements of the games it acts on, with or without a connection.

A process keeps the last version of each game it saved (game/persistence.py).
When a game's next action is saved by another process, this one makes that
version itself from the announcement (services.replay_announced) if something
here receives it. Its websocket connections do, but a player's requests and
their page's websocket may land on different processes: so every process
that saves a game also joins the game's group with one channel of its own,
read by one task in its event loop (started by the ASGI application,
config/asgi.py). Outside a server (tests, management commands) there is no
such loop and following does nothing.
"""
import asyncio
import logging
import threading
import time

from channels.layers import get_channel_layer

from game.persistence import kept_state
from game.selectors import game_group

logger = logging.getLogger(__name__)
# Channel layers forget group members after a day (channels_redis' group_expiry): join again well before.
REJOIN_AFTER = 3600.0


class _Follower:
    loop: asyncio.AbstractEventLoop | None = None
    task: asyncio.Task | None = None  # referenced here: the loop keeps only a weak reference
    channel: str | None = None
    joined: dict = {}  # game pk -> when this process joined its group (time.monotonic())
    lock = threading.Lock()


def start() -> None:
    """Start following in the running event loop, once per process (call it from the ASGI application)."""
    if _Follower.loop is None:
        _Follower.loop = asyncio.get_running_loop()
        _Follower.task = _Follower.loop.create_task(_replay_forever())


def follow(game_id: int) -> None:
    """Follow the game's announcements from now on (from any thread; a no-op outside a server)."""
    loop = _Follower.loop
    if loop is None:
        return
    with _Follower.lock:
        if time.monotonic() - _Follower.joined.get(game_id, -REJOIN_AFTER) < REJOIN_AFTER:
            return
        _Follower.joined[game_id] = time.monotonic()
    loop.call_soon_threadsafe(loop.create_task, _join(game_id))


async def _channel() -> str:
    if _Follower.channel is None:
        # The default prefix, as the connections' channels: channels_redis reads all of a process's
        # channels with one shared receiver per prefix, and a second prefix would wait its turn.
        _Follower.channel = await get_channel_layer().new_channel()
    return _Follower.channel


async def _join(game_id: int) -> None:
    try:
        await get_channel_layer().group_add(game_group(game_id), await _channel())
    except Exception:  # the layer is down: this process reads new versions from the database instead
        logger.exception("following game %s", game_id)
        _Follower.joined.pop(game_id, None)


async def _replay_forever() -> None:
    from game.services import replay_announced  # here: services imports this module

    channel, layer = await _channel(), get_channel_layer()
    while True:
        try:
            event = await layer.receive(channel)
            if event.get("type") == "game.changed" and kept_state(
                    game_id=event["game_id"], version=event["version"], saved=event["saved"]) is None:
                replay_announced(game_id=event["game_id"], event=event)
        except asyncio.CancelledError:
            raise
        except Exception:  # one bad message must not stop the following
            logger.exception("replaying an announcement")
            await asyncio.sleep(0.1)

"""A server process follows the games it saves actions of, so that it keeps their latest version.

An action starts from the version of its game that its process keeps (store.KEPT), and the
save's version check says whether that was the latest (services.game_perform). A process hears of
other processes' saves only through the channel layer, and only while one of its connections shows
the game (game/consumers.py); otherwise its next action of the game finds its version out of date
and reads the game row to catch up, on that request's time. So once a process has saved an action
of a game, it joins the game's group on a channel of its own and makes each version announced there
from the one before it as it arrives (store.replay_announced): between actions, not during one.
The announcements carry ids only, as for any connection.

A process that has never loaded a game would read all of it (the row, every placement) on its first
action of it. So when a connection of a game opens in one process, every process that follows games
(from the first request each serves) hears of it on a group of their own (PROCESSES), reads the
game then, and follows it.

The process's channel is also the one member of a game's group for every connection of the game in
this process: the listener makes the version once and hands it to each of them (attach), so an action
costs one channel-layer message per following process, not one per connection and one more for the
process.

On only where it helps and can work: a channel layer that reaches other processes (Redis), and an
event loop that runs as long as the process, as under Daphne: config/asgi.py calls enable().
At most FOLLOWED_GAMES games; the one followed longest with no connection here is dropped first.

When the channel layer fails (Redis down or restarted, which loses every group), the listener tries
again, waiting longer each time, until it can join its groups again; then it hands each connection
here the latest version of its game, as what was announced meanwhile never came (Follower._listen).
"""
import asyncio
import logging
import random
from collections import OrderedDict

from channels.db import database_sync_to_async
from channels.layers import InMemoryChannelLayer, get_channel_layer

from game.models import Game
from game.live.store import announced_state, announcement, read_game
from game.selectors import game_group

FOLLOWED_GAMES = 256  # as many as a process keeps versions of (settings.LANDFALL_KEPT_GAMES)
PROCESSES = "landfall-processes"  # the group of every process's following channel
RETRY_FIRST, RETRY_MAX = 0.5, 15.0  # seconds before trying the channel layer again: doubling, at most the max
log = logging.getLogger(__name__)


class Follower:
    """This process's channel, the games it follows on it, and the task that listens to it.
    Used from the event loop only."""

    def __init__(self, layer):
        self.layer, self.channel, self.listener = layer, None, None
        self.games: OrderedDict = OrderedDict()
        self.connections: dict[int, set] = {}  # game id -> this process's connections of it (consumers)

    async def start(self) -> None:
        """This process's channel, its listener, and its place in PROCESSES (refreshed: groups expire)."""
        if self.channel is None:
            channel = await self.layer.new_channel()
            if self.channel is None:  # not started by another request meanwhile
                self.channel, self.listener = channel, asyncio.get_running_loop().create_task(self._listen())
        await self.layer.group_add(PROCESSES, self.channel)

    async def follow(self, game_id: int) -> None:
        if game_id in self.games:
            return
        if self.channel is None:
            await self.start()
        await self.layer.group_add(game_group(game_id), self.channel)
        self.games[game_id] = None
        if len(self.games) > FOLLOWED_GAMES:
            dropped = next((game for game in self.games if game not in self.connections), None)
            if dropped is not None:  # else every one of them is shown here: keep them all
                del self.games[dropped]
                await self.layer.group_discard(game_group(dropped), self.channel)

    async def attach(self, game_id: int, connection) -> None:
        """Hand ``game_id``'s announcements to ``connection`` (its ``game_changed``) from now on."""
        self.connections.setdefault(game_id, set()).add(connection)  # first, so following it can't drop it
        await self.follow(game_id)

    def detach(self, game_id: int, connection) -> None:
        connections = self.connections.get(game_id, set())
        connections.discard(connection)
        if not connections:
            self.connections.pop(game_id, None)

    async def watched(self, game_id: int) -> None:
        """A connection of ``game_id`` opened here: this process follows it, and tells the others."""
        await self.start()
        await self.follow(game_id)
        await self.layer.group_send(PROCESSES, {"type": "game.watched", "game_id": game_id})

    async def stop(self) -> None:
        if self.listener is not None:
            self.listener.cancel()
        for game_id in list(self.games):
            await self.layer.group_discard(game_group(game_id), self.channel)
        self.games.clear()
        self.connections.clear()

    async def _listen(self) -> None:
        await self._join()  # in case start() could not (the channel layer down from the first)
        while True:
            try:
                event = await self.layer.receive(self.channel)
            except Exception as error:  # the layer failed (Redis down or restarted): its groups may be lost
                log.warning("following games: the channel layer failed (%s: %s); trying again until it works",
                            type(error).__name__, error)
                await self._join()
                log.warning("following games: the channel layer works again; %d games' groups joined",
                            len(self.games))
                await self._resync()
                continue
            try:
                if event.get("type") == "game.changed":
                    await self._changed(event)
                elif event.get("type") in ("game.chat", "game.next"):
                    await self._hand_on(event, event["type"].replace(".", "_"))
                elif event.get("type") == "game.watched" and event.get("game_id") not in self.games:
                    await self.follow(event["game_id"])  # first: what is saved during the read comes after it
                    await database_sync_to_async(_keep_latest)(event["game_id"])
            except Exception:  # one bad message must not end the following of every game
                log.exception("following game %s: %s not handled", event.get("game_id"), event.get("type"))

    async def _join(self) -> None:
        """Join PROCESSES and every followed game's group, trying again while the channel layer fails, at
        growing intervals (with jitter, so processes don't all try at once)."""
        delay = RETRY_FIRST
        while True:
            try:
                await self.layer.group_add(PROCESSES, self.channel)
                for game_id in list(self.games):
                    await self.layer.group_add(game_group(game_id), self.channel)
                return
            except Exception:
                await asyncio.sleep(random.uniform(delay / 2, delay))
                delay = min(delay * 2, RETRY_MAX)

    async def _resync(self) -> None:
        """Hand each connection here the latest version of its game, announced as its last save was: what
        was announced while this process was out of the groups never came. A connection showing that
        version already ignores it."""
        for game_id in list(self.connections):
            try:
                event = await database_sync_to_async(_latest_announcement)(game_id)
                if event is not None:
                    await self._changed(event)
            except Exception:  # the others are brought up to date all the same
                log.exception("game %s: connections not brought up to date", game_id)

    async def _changed(self, event: dict) -> None:
        announced_state(game_id=event["game_id"], event=event)  # kept, or None: the next action reads
        await self._hand_on(event)

    async def _hand_on(self, event: dict, handler: str = "game_changed") -> None:
        for connection in list(self.connections.get(event["game_id"], ())):
            try:
                await getattr(connection, handler)(event)
            except Exception:  # a connection that failed (closing, say) must not keep the update from others
                log.exception("game %s: an update not handed to a connection", event["game_id"])


def _keep_latest(game_id: int) -> None:
    """Read a game in progress, so this process keeps its latest version."""
    game = Game.objects.filter(pk=game_id, status=Game.Status.ACTIVE).first()
    if game is not None:
        read_game(game=game)


def _latest_announcement(game_id: int) -> dict | None:
    """The announcement of a game's latest version (see store.announcement): one query."""
    game = Game.objects.only("version", "updated", "last_change").filter(pk=game_id).first()
    return announcement(game=game, replay=game.last_change) if game is not None else None


_follower: Follower | None = None


def enable() -> None:
    """Follow games in this process from now on, if its channel layer reaches other processes."""
    global _follower
    layer = get_channel_layer()
    if layer is not None and not isinstance(layer, InMemoryChannelLayer):
        _follower = Follower(layer)


async def follow(game_id: int) -> None:
    """Follow ``game_id`` in this process (see the module's docstring); nothing when not enabled."""
    if _follower is not None:
        await _follower.follow(game_id)


async def start() -> None:
    """Join PROCESSES, to hear of games watched elsewhere from the first request this process serves.
    The request is served all the same when the channel layer fails: the listener joins once it works."""
    if _follower is not None and _follower.channel is None:
        try:
            await _follower.start()
        except Exception as error:
            log.warning("following games: PROCESSES not joined yet (%s: %s)", type(error).__name__, error)


async def watched(game_id: int) -> None:
    """A connection of ``game_id`` opened in this process (see the module's docstring); nothing when not
    enabled."""
    if _follower is not None:
        await _follower.watched(game_id)


async def attach(game_id: int, connection) -> bool:
    """Hand ``game_id``'s announcements to ``connection`` through this process's channel (see the module's
    docstring); False when following is off: the connection joins the game's group itself."""
    if _follower is None:
        return False
    await _follower.attach(game_id, connection)
    return True


def detach(game_id: int, connection) -> None:
    if _follower is not None:
        _follower.detach(game_id, connection)

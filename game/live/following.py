"""A server process follows the games it owns and the games its connections show, so that it keeps their latest
version.

Each game has one owner process (owners.py): the one that decides its actions and saves them, and so keeps its
latest version without following anything. A process hears of the other processes' saves over Redis Pub/Sub
(bus.py): it subscribes to the topic of each game its connections show, on a connection of its own, and makes
each version announced there from the one before it as it arrives (store.replay_announced), once for all its
connections of the game (attach): an action costs one message per process showing the game, not one per
connection. The process that saved a version hands it to its own connections at once (saved_here). A process
that shows no connection of a game and doesn't own it hears nothing of it: adding processes adds capacity, not
work per action. The process that saved an action of a game follows it too
(announce.py), so that it keeps its latest version should someone else save one (a takeover: owners.py).

The same channel receives the table actions other processes forward to this one as the owner of their game
(owners.perform_forwarded), and this process renews its owner leases from here (owners.renew_forever).

On only where it helps and can work: a channel layer that reaches other processes (Redis), and an
event loop that runs as long as the process, as under Daphne: config/asgi.py calls enable(). (In one process,
with the in-memory channel layer, each connection joins its game's group itself: consumers.py.)
At most FOLLOWED_GAMES games; the one followed longest with no connection here is dropped first.

When Redis fails (down or restarted, which ends every subscription), the listener tries again, waiting longer
each time, until it can subscribe again; then it hands each connection here the latest version of its game, as
what was announced meanwhile never came (Follower._listen).
"""
import asyncio
import logging
import random
from collections import OrderedDict

from asgiref.sync import async_to_sync
from channels.db import database_sync_to_async

from config.request_threads import KeptThreads

from game.models import Game
from game.live import bus, owners, store
from game.live.store import announced_state, announcement
from game.selectors import game_group

FOLLOWED_GAMES = 256  # besides those shown by a connection here, which are never dropped
RETRY_FIRST, RETRY_MAX = 0.5, 15.0  # seconds before trying the channel layer again: doubling, at most the max
log = logging.getLogger(__name__)


class Follower:
    """This process's channel, the games it follows on it, and the task that listens to it.
    Used from the event loop only, but for saved_here and follow_from_thread.

    ``layer``: a bus.Subscriber, or in one process's tests the in-memory channel layer (the same verbs)."""

    def __init__(self, layer):
        self.layer, self.channel, self.listener, self.renewer = layer, None, None, None
        self.loop = None  # the event loop it runs on, once started
        self.threads = KeptThreads()  # for the actions forwarded here
        self.games: OrderedDict = OrderedDict()
        self.connections: dict[int, set] = {}  # game id -> this process's connections of it (consumers)
        self.handed: dict[int, int] = {}  # game id -> the latest version handed to its connections here
        self.tasks: set = set()  # running in the background (see _in_background)
        self.starting = asyncio.Lock()  # the first requests arrive together: one channel all the same

    async def start(self) -> None:
        """This process's channel, its listener, and the renewal of the leases on the games it owns."""
        async with self.starting:
            if self.channel is None:
                self.channel = await self.layer.new_channel()
                self.loop = loop = asyncio.get_running_loop()
                self.listener = loop.create_task(self._listen())
                if isinstance(self.layer, bus.Subscriber):  # else one process: no one to forward to
                    owners.serve_as(self.channel)
                    self.renewer = loop.create_task(owners.renew_forever())

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
        try:
            if game_id in self.games:  # joined again all the same: it fails while the channel layer does, so
                await self.layer.group_add(game_group(game_id), self.channel)  # the page is refused, tries later
            await self.follow(game_id)
        except Exception:
            self.detach(game_id, connection)
            raise

    def detach(self, game_id: int, connection) -> None:
        connections = self.connections.get(game_id, set())
        connections.discard(connection)
        if not connections:
            self.connections.pop(game_id, None)
            self.handed.pop(game_id, None)

    async def stop(self) -> None:
        for task in (self.listener, self.renewer, *self.tasks):
            if task is not None:
                task.cancel()
        if self.channel is not None and owners.serving_as() == self.channel:
            owners.serve_as(None)
        for game_id in list(self.games):
            await self.layer.group_discard(game_group(game_id), self.channel)
        await self.layer.close()
        self.games.clear()
        self.connections.clear()
        self.handed.clear()

    async def _listen(self) -> None:
        failure = None
        while True:
            if await self._join(failure):  # Redis failed meanwhile: what was announced then never came
                await self._resync()
            try:
                while True:
                    self._handle(await self.layer.receive(self.channel))
            except Exception as error:  # Redis failed (down or restarted): announcements may be lost
                failure = error

    def _handle(self, event: dict) -> None:
        try:
            if event.get("type") == "game.changed":
                self.changed(event)
            elif event.get("type") in ("game.chat", "game.next"):
                self._hand_on(event, event["type"].replace(".", "_"))
            elif event.get("type") == "game.act":  # decided on a thread: the listener goes on meanwhile
                self._in_background(self._act(event))
        except Exception:  # one bad message must not end the following of every game
            log.exception("following game %s: %s not handled", event.get("game_id"), event.get("type"))

    async def _act(self, event: dict) -> None:
        try:
            async with self.threads.lent():  # each on a thread of its own, as a request here would be
                await database_sync_to_async(owners.perform_forwarded)(event)
        except Exception:  # unanswered: the forwarding process asks again (owners.py)
            log.exception("game %s: a forwarded action failed", event.get("game_id"))

    async def _join(self, failure: Exception | None = None) -> bool:
        """Subscribe to this process's channel and every followed game, trying again while Redis fails, at
        growing intervals (with jitter, so processes don't all try at once); whether Redis failed meanwhile
        (``failure``: the error that ended the listening). Warns once per outage."""
        delay = RETRY_FIRST
        if failure is not None:
            _warn_failed(failure)
        while True:
            try:
                if isinstance(self.layer, bus.Subscriber):  # its own channel too: it may follow no game
                    await self.layer.subscribe(self.channel)
                for game_id in list(self.games):
                    await self.layer.group_add(game_group(game_id), self.channel)
            except Exception as error:
                if failure is None:
                    failure = error
                    _warn_failed(error)
                await asyncio.sleep(random.uniform(delay / 2, delay))
                delay = min(delay * 2, RETRY_MAX)
                continue
            if failure is not None:
                log.warning("following games: Redis works again; %d games followed again", len(self.games))
            return failure is not None

    async def _resync(self) -> None:
        """Hand each connection here the latest version of its game, announced as its last save was: what
        was announced while this process was out of the groups never came. A connection showing that
        version already ignores it."""
        for game_id in list(self.connections):
            try:
                event = await database_sync_to_async(_latest_announcement)(game_id)
                if event is not None:
                    self.changed(event)
            except Exception:  # the others are brought up to date all the same
                log.exception("game %s: connections not brought up to date", game_id)

    def changed(self, event: dict) -> None:
        """A version announced: kept here (made from the one before, or None: the next action reads), and handed
        to this process's connections of the game unless they had it already: a version saved here is handed
        to them as it is announced (saved_here), before it comes back through the channel layer."""
        game_id, version = event["game_id"], event["version"]
        if self.handed.get(game_id, 0) >= version:
            return
        announced_state(game_id=game_id, event=event)
        if game_id in self.connections:
            self.handed[game_id] = version
            self._hand_on(event)

    def _hand_on(self, event: dict, handler: str = "game_changed") -> None:
        """Hand ``event`` to each connection here of its game, each in a task of its own: the listener goes on to
        the next announcement meanwhile, and one viewer's render doesn't wait for another's (the acting player's
        own pages are drawn last: render_queue.py). A connection drops an older version that comes after a newer
        one (GameConsumer.send_changed)."""
        for connection in list(self.connections.get(event["game_id"], ())):
            self._in_background(self._hand_to(connection, event, handler))

    @staticmethod
    async def _hand_to(connection, event: dict, handler: str) -> None:
        try:
            await getattr(connection, handler)(event)
        except Exception:  # a connection that failed (closing, say) must not keep the update from others
            log.exception("game %s: an update not handed to a connection", event["game_id"])

    def _in_background(self, work) -> None:
        """Run the coroutine ``work`` as a task, referenced until it ends (the event loop keeps only a weak
        reference to a task: one left alone could be collected before it ends)."""
        task = asyncio.get_running_loop().create_task(work)
        self.tasks.add(task)
        task.add_done_callback(self.tasks.discard)


def acting_player(event: dict) -> str | None:
    """Who performed the announced change (its last action's player: a spell after its auto-payment), when the
    announcement carries it (store.announcement's ``replay``)."""
    change = event.get("replay") or {}
    actions = change.get("actions") or [change.get("action")]
    return ((actions[-1] or {}).get("fields") or {}).get("player")


def _warn_failed(error: Exception) -> None:
    log.warning("following games: Redis failed (%s: %s); trying again until it works", type(error).__name__, error)


def _latest_announcement(game_id: int) -> dict | None:
    """The announcement of a game's latest version (see store.announcement): one query."""
    game = Game.objects.only("version", "updated", "last_change").filter(pk=game_id).first()
    return announcement(game=game, replay=game.last_change) if game is not None else None


_follower: Follower | None = None


def enable() -> None:
    """Follow games in this process from now on, if its channel layer reaches other processes."""
    global _follower
    if bus.configured():
        _follower = Follower(bus.Subscriber(bus.address()))
        store.KEPT.keep_first = lambda game_id: game_id in _follower.connections  # memory: shown games first


async def follow(game_id: int) -> None:
    """Follow ``game_id`` in this process (see the module's docstring); nothing when not enabled."""
    if _follower is not None:
        await _follower.follow(game_id)


async def start() -> None:
    """This process's channel, from the first request it serves: forwarded actions come there (owners.py).
    The request is served all the same when the channel layer fails: the next one tries again."""
    if _follower is not None and _follower.channel is None:
        try:
            await _follower.start()
        except Exception as error:
            log.warning("following games: no channel yet (%s: %s)", type(error).__name__, error)


def saved_here(event: dict) -> None:
    """Hand a version saved in this process (its announcement, ``event``) to this process's connections of the
    game, on the event loop: they needn't wait for it to come back over Redis. From the saving thread, which
    doesn't wait."""
    follower = _follower
    if follower is not None and follower.loop is not None and event["game_id"] in follower.connections:
        follower.loop.call_soon_threadsafe(follower.changed, event)


def follow_from_thread(game_id: int) -> None:
    """Follow ``game_id`` (see follow) from a thread that saved a version of it: waits only the first time."""
    if _follower is not None and game_id not in _follower.games:
        async_to_sync(_follower.follow)(game_id)


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

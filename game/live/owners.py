"""Each game has one owner process at a time: the one that decides its table actions, keeps its latest version and
announces it. Another process forwards a table action to the owner and answers its request with the owner's reply.

The owner holds a lease in Redis: ``landfall:owner:<game id>`` names its following channel (following.py), set only
where no one holds it and expiring after LANDFALL_OWNER_LEASE seconds (5 by default) unless renewed. The owner
renews the leases of the games it keeps every third of that (``renew_forever``, run by its Follower), and lets go
of those it no longer keeps (store.KEPT: memory by budget) or, as it shuts down, of all of them. A process that
finds no owner takes the lease and decides there, and so does one that a page of the game connects to (claim).
So when an owner dies its leases lapse, and the next action or connection of each of its games makes the process
that received it the owner.

Two processes may both believe for a moment that they own a game (one paused longer than its lease, say); the
version check of every save (store.save_game) stays the safety net: they can never both save one version.

The forwarded action is ids and form fields, as the request had them, published on the owner's channel (bus.py:
one PUBLISH, from the request's thread; no one receiving it means the owner no longer listens, and the action is
decided where it arrived); the reply comes back on a Redis list of the request's own (BLPOP): ok, and a
refusal's rule and message, which only the acting player's page shows. Each action has a request id the save
records (Game.last_change "requests", the last REMEMBERED): when an owner doesn't answer in time (it died, or
stalls), the request asks again, of the next owner or of itself, with ``retried``, and an action already saved
is answered "done" rather than done twice.

Off (everything decided where it arrives, as before) with the in-memory channel layer, or before this process's
follower has a channel.
"""
import asyncio
import atexit
import json
import logging
import time

import redis
from django.conf import settings
from django.db import connection, connections

from game.live import store
from game.live.bus import client, publish
from game.models import Game

REMEMBERED = 16  # request ids a game row keeps (Game.last_change "requests")
REPLY_KEEP = 60  # seconds an unread reply stays in Redis
log = logging.getLogger(__name__)

_RENEW = """local kept = {}
for i, key in ipairs(KEYS) do
  if redis.call('get', key) == ARGV[1] then redis.call('pexpire', key, ARGV[2]); kept[i] = 1 else kept[i] = 0 end
end
return kept"""
# The lease's holder, taking it for ARGV[1] where no one holds it: one round trip.
_HOLDER = """local holder = redis.call('get', KEYS[1])
if holder then return holder end
redis.call('set', KEYS[1], ARGV[1], 'px', ARGV[2])
return ARGV[1]"""
_RELEASE = """for _, key in ipairs(KEYS) do
  if redis.call('get', key) == ARGV[1] then redis.call('del', key) end
end
return 0"""

_me: str | None = None  # this process's following channel, once it has one (serve_as)
_performer = None  # how a forwarded action is decided here (performed_by)
_owned: dict[int, float] = {}  # game id -> until when (time.monotonic()) this process surely holds its lease
_renewal_failing = False  # since renewing last worked: warned once per outage


def serve_as(channel: str | None) -> None:
    """This process owns games under its following channel's name from now on (following.Follower.start);
    None: it owns none (the Follower stopped)."""
    global _me
    _me = channel
    if channel is None:
        _owned.clear()


def serving_as() -> str | None:
    return _me


def performed_by(performer) -> None:
    """``performer(game_id, user_id, data, request, retried) -> dict`` decides a forwarded action here
    (game.table.act registers it)."""
    global _performer
    _performer = performer


def perform_forwarded(event: dict) -> None:
    """Decide an action another process forwarded here, and answer it (sync: on a kept thread of its own, as a
    request would be: following.Follower._act)."""
    outcome = _performer(event["game_id"], event["user"], event["data"], event["request"], event["retried"])
    answer(event["reply"], outcome)


def lease_seconds() -> float:
    return settings.LANDFALL_OWNER_LEASE


def lease_key(game_id: int) -> str:
    return f"landfall:owner:{game_id}"


def owner_elsewhere(game_id: int) -> str | None:
    """The channel of the process that owns ``game_id`` when it isn't this one; None when this process decides
    it: it owns the game (taking the lease if no one holds it), owners are off, or Redis fails (the version
    check decides then)."""
    me = _me
    if me is None:
        return None
    now = time.monotonic()
    if _owned.get(game_id, 0) > now:
        return None
    try:
        holder = client().eval(_HOLDER, 1, lease_key(game_id), me, int(lease_seconds() * 1000))
    except redis.RedisError as error:
        log.warning("game %s: owner not known (%s: %s); deciding here", game_id, type(error).__name__, error)
        return None
    if holder == me:
        _owned[game_id] = now + lease_seconds() * 2 / 3
        return None
    _owned.pop(game_id, None)
    return holder


def claim(game_id: int) -> None:
    """Own ``game_id`` from now on where no process does (as owner_elsewhere): a page connecting here shows it,
    so this process keeps its version, and the game's first action finds it here rather than reading it, taking
    the lease and following the game on its way."""
    owner_elsewhere(game_id)


class NotSent(Exception):
    """The action never reached the owner (it no longer listens, Redis down): deciding it here is safe."""


def forward(owner: str, message: dict) -> dict | None:
    """Send a table action to its game's owner and wait for the reply: None when none comes within a lease.
    Raises NotSent when it couldn't be sent."""
    reply = f"landfall:reply:{message['request']}"
    if not connection.in_atomic_block:
        # Wait holding no database connection: the owner's decision may need one from a pool that requests
        # waiting on owners would otherwise hold, and two processes forwarding to each other wait each other out.
        connections.close_all()
    try:
        received = publish(owner, {**message, "type": "game.act", "reply": reply})
    except redis.RedisError as error:
        log.warning("game %s: action not forwarded (%s: %s); deciding here", message["game_id"],
                    type(error).__name__, error)
        raise NotSent from error
    if not received:
        raise NotSent(f"game {message['game_id']}: its owner no longer listens")
    try:
        answered = client().blpop([reply], timeout=max(1, round(lease_seconds())))
    except redis.RedisError as error:  # sent, perhaps decided: as if the owner didn't answer
        log.warning("game %s: no answer read (%s: %s)", message["game_id"], type(error).__name__, error)
        return None
    return json.loads(answered[1]) if answered else None


def wait_for_lapse(game_id: int, owner: str) -> None:
    """Wait until ``owner``'s lease on the game lapses (it died) or a lease and a half passes (it is alive
    and renews it): either way the next ``owner_elsewhere`` names who decides."""
    deadline = time.monotonic() + lease_seconds() * 1.5
    try:
        while time.monotonic() < deadline and client().get(lease_key(game_id)) == owner:
            time.sleep(min(0.1, lease_seconds() / 10))
    except redis.RedisError:
        pass


def answer(reply: str, outcome: dict) -> None:
    """The owner's reply to a forwarded action."""
    with client().pipeline() as pipe:
        pipe.rpush(reply, json.dumps(outcome)).expire(reply, REPLY_KEEP).execute()


def saved_already(game_id: int, request: str) -> bool:
    """Whether the game's saves record ``request`` (one query)."""
    from_row = Game.objects.filter(pk=game_id).values_list("last_change", flat=True).first()
    return request in ((from_row or {}).get("requests") or [])


def remembered(last_change: dict | None, request: str) -> list:
    """The request ids a save records: the last ones of the version before, and this one."""
    return [*((last_change or {}).get("requests") or [])[1 - REMEMBERED:], request]


async def renew_forever() -> None:
    """Renew the leases of the games this process owns and keeps, every third of a lease; let go of the others.
    Run by the Follower, for as long as the process."""
    while True:
        await asyncio.to_thread(_renew)
        await asyncio.sleep(lease_seconds() / 3)


def _renew() -> None:
    global _renewal_failing
    me, kept = _me, store.KEPT
    games = list(_owned)
    if me is None or not games:
        return
    keep = [game for game in games if game in kept]
    try:
        let_go = [game for game in games if game not in kept]
        if let_go:
            release(let_go)
        if keep:
            started = time.monotonic()
            still = client().eval(_RENEW, len(keep), *map(lease_key, keep), me, int(lease_seconds() * 1000))
            for game, held in zip(keep, still):
                if held:
                    _owned[game] = started + lease_seconds() * 2 / 3
                else:
                    _owned.pop(game, None)
    except redis.RedisError as error:
        if not _renewal_failing:
            log.warning("owned games: leases not renewed (%s: %s)", type(error).__name__, error)
        _renewal_failing = True
    else:
        _renewal_failing = False


def release(games=None) -> None:
    """Let go of the leases of ``games`` (all this process owns when None)."""
    me = _me
    games = list(_owned) if games is None else list(games)
    for game in games:
        _owned.pop(game, None)
    if me is not None and games:
        client().eval(_RELEASE, len(games), *map(lease_key, games), me)


@atexit.register
def _release_all() -> None:
    """As the process ends (a deploy, a restart): its games move at once rather than after a lease."""
    try:
        release()
    except Exception:
        pass

"""One owner process per game (game/live/owners.py): the lease in Redis, table actions forwarded to the owner and
answered from it, leases renewed and let go, and a takeover that neither loses nor doubles an action. Each test
plays both processes in one: "this process" is whoever owners._me names."""
import asyncio
import threading
import time

import pytest
from asgiref.sync import sync_to_async
from django.db import connection
from redis.exceptions import ConnectionError as RedisConnectionError

from game.live import bus, following, owners, store
from game.models import Game
from game.table.act import game_act
from tests.game.test_following import redis_bus
from tests.support.redis_server import redis_server  # noqa: F401 (fixture)
from tests.table.conftest import _data, state_of
from tests.table.test_consumer import connect

pytestmark = pytest.mark.django_db(transaction=True)  # so that saves commit and announce

ELSEWHERE = "process-elsewhere-1.x!y"  # a process that owns games but answers nothing: it died
performer = owners._performer  # the table's (game.table.act registers it)


@pytest.fixture
def lease(redis_server, settings, monkeypatch):
    """Owners on the test's Redis server, with a lease of 1 s; this process is "process-here"."""
    redis_bus(settings, monkeypatch, redis_server.url)
    settings.LANDFALL_OWNER_LEASE = 1
    monkeypatch.setattr(owners, "_me", "process-here.a!b")
    monkeypatch.setattr(owners, "_owned", {})
    return bus.client()


def owned_elsewhere(lease, monkeypatch, game, px: int) -> None:
    """``game`` is ELSEWHERE's for ``px`` ms more, and never was this process's (the game's start was)."""
    lease.set(owners.lease_key(game.pk), ELSEWHERE, px=px)
    monkeypatch.setattr(owners, "_owned", {})


def as_process(monkeypatch, channel: str) -> None:
    monkeypatch.setattr(owners, "_me", channel)
    monkeypatch.setattr(owners, "_owned", {})


def life(game, user) -> int:
    return state_of(game, user).player("alice").life


def gain_life(game, user):
    return game_act(game_id=game.pk, user=user, data=_data(do="life", amount="1"))


def test_the_first_process_to_decide_a_game_takes_its_lease_and_the_others_forward_to_it(lease, monkeypatch):
    assert owners.owner_elsewhere(41) is None  # no owner: this process takes the game
    assert lease.get(owners.lease_key(41)) == "process-here.a!b"
    assert 0 < lease.pttl(owners.lease_key(41)) <= 1000
    as_process(monkeypatch, "process-there.c!d")
    assert owners.owner_elsewhere(41) == "process-here.a!b"
    assert owners.owner_elsewhere(42) is None  # another game, another owner


def test_a_lease_that_is_not_renewed_lapses_and_the_next_process_takes_the_game(lease, monkeypatch):
    lease.set(owners.lease_key(41), ELSEWHERE, px=300)
    assert owners.owner_elsewhere(41) == ELSEWHERE
    time.sleep(0.4)
    assert owners.owner_elsewhere(41) is None
    assert lease.get(owners.lease_key(41)) == "process-here.a!b"


def test_an_owner_renews_the_leases_of_the_games_it_keeps_and_lets_go_of_the_others(lease, started_game, users):
    assert life(started_game, users["alice"]) == 20  # read: kept here
    for game_id in (started_game.pk, 999):
        assert owners.owner_elsewhere(game_id) is None
    lease.pexpire(owners.lease_key(started_game.pk), 100)
    owners._renew()
    assert lease.pttl(owners.lease_key(started_game.pk)) > 500  # renewed to a whole lease
    assert lease.get(owners.lease_key(999)) is None and 999 not in owners._owned  # not kept here: let go
    lease.set(owners.lease_key(started_game.pk), ELSEWHERE)  # taken over while this one stalled
    owners._renew()
    assert started_game.pk not in owners._owned and lease.get(owners.lease_key(started_game.pk)) == ELSEWHERE


def test_letting_go_at_exit_deletes_only_this_process_s_own_leases(lease):
    owners.owner_elsewhere(41)
    lease.set(owners.lease_key(42), ELSEWHERE)
    owners._owned[42] = time.monotonic() + 1  # believed owned, but taken over meanwhile
    owners.release()
    assert lease.get(owners.lease_key(41)) is None and lease.get(owners.lease_key(42)) == ELSEWHERE
    assert owners._owned == {}


@pytest.mark.asyncio
async def test_a_page_connecting_makes_its_process_the_owner_of_a_game_that_has_none(
        lease, started_game, users, monkeypatch):
    """So the game's first action finds its version kept where it is decided (or forwarded there), rather than
    reading it, taking the lease and following the game on its way."""
    for holder, expected in ((None, "process-here.a!b"), (ELSEWHERE, ELSEWHERE)):
        await sync_to_async(lease.delete)(owners.lease_key(started_game.pk))
        if holder is not None:
            await sync_to_async(owned_elsewhere)(lease, monkeypatch, started_game, px=60_000)
        monkeypatch.setattr(owners, "_owned", {})
        socket, connected, _ = await connect(started_game, users["bob"])
        assert connected
        await socket.receive_from(timeout=10)  # the full refresh: the connection is open
        assert await sync_to_async(lease.get)(owners.lease_key(started_game.pk)) == expected
        await socket.disconnect()


@pytest.mark.asyncio
async def test_a_table_action_forwarded_to_the_game_s_owner_is_decided_there_and_answered(
        lease, started_game, users, monkeypatch):
    owner = following.Follower(bus.Subscriber(bus.address()))
    monkeypatch.setattr(owners, "_owned", {})  # its renewals must not touch the game's start's lease
    await owner.start()  # the owner's channel and listener, as under Daphne
    try:
        assert owners.serving_as() == owner.channel
        await sync_to_async(lease.set)(owners.lease_key(started_game.pk), owner.channel)
        as_process(monkeypatch, "process-there.c!d")  # the request arrives in another process
        decided = []
        monkeypatch.setattr(owners, "_performer", lambda *args: decided.append(args[-2]) or performer(*args))
        # As on a request thread of its own (config/request_threads.py), not the thread the owner decides on.
        outcome = await sync_to_async(gain_life, thread_sensitive=False)(started_game, users["alice"])
        assert outcome.ok and len(decided) == 1  # decided once, by the owner's listener
        assert await sync_to_async(life)(started_game, users["alice"]) == 21
        refused = await sync_to_async(game_act, thread_sensitive=False)(game_id=started_game.pk, user=users["alice"],
                                                data=_data(do="cast", card="000000000000"))
        assert not refused.ok and refused.error  # the owner's refusal, answered as it gave it
    finally:
        await owner.stop()


@pytest.mark.asyncio
async def test_actions_forwarded_to_an_owner_are_each_decided_on_a_thread_of_their_own(monkeypatch):
    """Not one after another on the process's one shared thread: each waits here until both are being decided."""
    both_deciding, threads = threading.Barrier(2, timeout=5), []

    def decide(event):
        both_deciding.wait()
        threads.append(threading.get_ident())

    monkeypatch.setattr(owners, "perform_forwarded", decide)
    owner = following.Follower(layer=None)
    await asyncio.gather(owner._act({"game_id": 1}), owner._act({"game_id": 2}))
    assert len(set(threads)) == 2


@pytest.mark.postgres  # SQLite's in-memory test database ignores closing (it would lose the database)
def test_a_request_waiting_for_its_owner_holds_no_database_connection(lease, started_game, monkeypatch):
    """The owner's decision may need a connection from a pool that waiting requests would otherwise hold: two
    processes forwarding to each other would wait each other out (psycopg_pool's PoolTimeout)."""
    Game.objects.get(pk=started_game.pk)  # the request has read the database: its connection is open
    held, owner_listening = [], lease.pubsub()
    owner_listening.subscribe(ELSEWHERE)  # it gets the action, and answers nothing
    monkeypatch.setattr(lease, "blpop", lambda keys, timeout: held.append(connection.connection is not None))
    try:
        assert owners.forward(ELSEWHERE, {"game_id": started_game.pk, "request": "waiting-1"}) is None
    finally:
        owner_listening.close()
    assert held == [False]


def test_an_owner_that_saved_an_action_but_died_before_answering_does_not_have_it_done_twice(
        lease, started_game, users, monkeypatch):
    version = Game.objects.get(pk=started_game.pk).version
    owned_elsewhere(lease, monkeypatch, started_game, px=1000)

    def saved_then_died(owner, message):
        performer(message["game_id"], message["user"], message["data"], message["request"], message["retried"])
        store.KEPT.reset()  # what the dead process kept dies with it
        return None  # no answer

    monkeypatch.setattr(owners, "forward", saved_then_died)
    started = time.monotonic()
    outcome = gain_life(started_game, users["alice"])
    assert outcome.ok and time.monotonic() - started < 3  # after its lease lapsed, this process took over
    assert lease.get(owners.lease_key(started_game.pk)) == "process-here.a!b"
    assert Game.objects.get(pk=started_game.pk).version == version + 1  # saved once
    assert life(started_game, users["alice"]) == 21


def test_an_owner_that_died_before_saving_loses_nothing(lease, started_game, users, monkeypatch):
    owned_elsewhere(lease, monkeypatch, started_game, px=500)
    monkeypatch.setattr(owners, "forward", lambda owner, message: None)  # the message went nowhere
    assert gain_life(started_game, users["alice"]).ok
    assert life(started_game, users["alice"]) == 21


def test_with_redis_down_the_process_that_gets_the_action_decides_it(lease, started_game, users, redis_server):
    redis_server.stop()
    assert gain_life(started_game, users["alice"]).ok  # the save's version check is the safety net
    assert life(started_game, users["alice"]) == 21


def test_until_a_process_has_a_channel_it_decides_every_action_itself(monkeypatch):
    monkeypatch.setattr(owners, "_me", None)
    assert owners.owner_elsewhere(41) is None


def test_an_action_that_cannot_reach_the_owner_is_decided_here_at_once(lease, started_game, users, monkeypatch):
    """No process listening on the owner's channel (it died or shut down within its lease), or Redis failing as the
    action is published: the owner never had it, so this process decides it (the save's version check keeps it
    right), rather than waiting for a lease."""
    owned_elsewhere(lease, monkeypatch, started_game, px=60_000)
    started = time.monotonic()
    assert gain_life(started_game, users["alice"]).ok and time.monotonic() - started < 1
    assert life(started_game, users["alice"]) == 21
    assert lease.get(owners.lease_key(started_game.pk)) == ELSEWHERE  # still its owner

    def failing(channel, message):
        raise RedisConnectionError("Error 111 connecting to 127.0.0.1:6379. Connection refused.")

    monkeypatch.setattr(owners, "publish", failing)
    assert gain_life(started_game, users["alice"]).ok and time.monotonic() - started < 2
    assert life(started_game, users["alice"]) == 22

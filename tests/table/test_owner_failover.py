"""A game's owner process is killed mid-game (kill -9, as a host that dies): its game moves to another process, and
no action is lost or doubled (game/live/owners.py). Two Daphne servers, standing in for two hosts behind a load
balancer, over one PostgreSQL database and one Redis."""
import os
import signal
import threading
import time
import urllib.error
import urllib.request
from pathlib import Path
from urllib.parse import urlencode

import pytest
import redis
from django.db import connection
from django.test import Client

from game.live import owners
from game.models import Game
from tests.e2e.server import LiveServer
from tests.table.conftest import state_of

pytestmark = [pytest.mark.postgres, pytest.mark.redis, pytest.mark.django_db(transaction=True)]
CSRF = "0123456789abcdef" * 2  # a CSRF token: 32 letters and digits


def database_url() -> str:
    db = connection.settings_dict
    password = f":{db['PASSWORD']}" if db["PASSWORD"] else ""
    return f"postgres://{db['USER']}{password}@{db['HOST'] or '127.0.0.1'}:{db['PORT'] or 5432}/{db['NAME']}"


def session_cookie(user) -> str:
    client = Client()
    client.force_login(user)
    return client.cookies["sessionid"].value


def gain_life(server: LiveServer, game, session: str) -> int:
    request = urllib.request.Request(
        f"{server.url}/games/{game.pk}/act/", data=urlencode({"do": "life", "amount": "1"}).encode(),
        headers={"Cookie": f"sessionid={session}; csrftoken={CSRF}", "X-CSRFToken": CSRF, "HX-Request": "true",
                 "X-Landfall-Live": "1"})
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return response.status
    except urllib.error.HTTPError as error:
        return error.code


def worker_pid(server: LiveServer) -> int:
    """The one Daphne worker of ``server`` (config.serve's child)."""
    pid = server.process.pid
    return int(Path(f"/proc/{pid}/task/{pid}/children").read_text().split()[0])


def test_killing_a_game_s_owner_moves_the_game_to_another_process_with_no_action_lost_or_doubled(
        tmp_path, redis_url, settings, started_game, users):
    env = {"DATABASE_URL": database_url(), "REDIS_URL": redis_url, "SECRET_KEY": settings.SECRET_KEY,
           "LANDFALL_OWNER_LEASE": "2"}
    lease = redis.Redis.from_url(redis_url, decode_responses=True)
    lease.delete(owners.lease_key(started_game.pk))  # a game of an earlier run may have had this pk
    alice = session_cookie(users["alice"])
    version = Game.objects.get(pk=started_game.pk).version
    first = LiveServer(tmp_path, env).start(prepare=False)
    second = LiveServer(tmp_path, env).start(prepare=False)
    answers = []
    try:
        for server in (first, second):  # each process's first request (imports, connections) out of the way
            urllib.request.urlopen(f"{server.url}/accounts/login/", timeout=30).close()
        answers.append(gain_life(first, started_game, alice))  # the first process to decide it owns it
        owner = lease.get(owners.lease_key(started_game.pk))  # the first process to decide it: ``first``
        assert owner is not None
        answers += [gain_life(second, started_game, alice) for _ in range(3)]  # forwarded to the owner

        in_flight = threading.Thread(target=lambda: answers.append(gain_life(second, started_game, alice)))
        in_flight.start()  # forwarded to the owner as it dies: answered once its lease lapses, by the other one
        time.sleep(0.05)
        os.kill(worker_pid(first), signal.SIGKILL)
        in_flight.join(timeout=30)
        # No process listens on the dead owner's channel: each action is decided at once where it arrives.
        answers += [gain_life(second, started_game, alice) for _ in range(3)]
        while lease.get(owners.lease_key(started_game.pk)) == owner:  # until the dead owner's lease lapses
            time.sleep(0.1)
        answers.append(gain_life(second, started_game, alice))

        assert answers == [200] * 9
        assert lease.get(owners.lease_key(started_game.pk)) not in (None, owner)  # ``second`` owns it now
    finally:
        second.stop()
        first.stop()
    assert Game.objects.get(pk=started_game.pk).version == version + 9  # each saved once
    assert state_of(started_game, users["alice"]).player("alice").life == 29

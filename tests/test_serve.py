"""config.serve: several Daphne workers on one listening socket (bin/run's server)."""
import os
import signal
import urllib.request
from pathlib import Path

import pytest

from config.serve import CONNECT_TIMEOUT, WORKERS_PER_CPU, daphne_command, worker_count
from tests.e2e.server import LiveServer


def test_more_than_one_worker_needs_the_redis_layer(monkeypatch):
    monkeypatch.delenv("REDIS_URL", raising=False)
    monkeypatch.delenv("LANDFALL_WORKERS", raising=False)
    assert worker_count(None) == 1
    with pytest.raises(SystemExit, match="needs REDIS_URL"):
        worker_count(2)  # the in-memory channel layer can't carry updates between processes
    with pytest.raises(SystemExit, match="at least 1"):
        worker_count(0)
    monkeypatch.setenv("REDIS_URL", "redis://127.0.0.1:6379/15")
    assert worker_count(None) == (os.cpu_count() or 1) * WORKERS_PER_CPU
    monkeypatch.setenv("LANDFALL_WORKERS", "3")
    assert worker_count(None) == 3
    monkeypatch.setenv("LANDFALL_WORKERS", "lots")
    with pytest.raises(SystemExit, match="LANDFALL_WORKERS: a whole number"):
        worker_count(None)


def test_behind_a_proxy_daphne_takes_client_addresses_from_its_headers(monkeypatch):
    monkeypatch.delenv("LANDFALL_PROXY_SSL_HEADER", raising=False)
    assert "--proxy-headers" not in daphne_command(3, "config.asgi:application")
    monkeypatch.setenv("LANDFALL_PROXY_SSL_HEADER", "1")
    assert daphne_command(3, "config.asgi:application")[-2:] == ["--proxy-headers", "config.asgi:application"]


def test_a_websocket_handshake_may_wait_long_enough_for_a_thousand_reconnects_at_once(monkeypatch):
    monkeypatch.delenv("LANDFALL_WEBSOCKET_CONNECT_TIMEOUT", raising=False)
    command = daphne_command(3, "config.asgi:application")
    assert command[command.index("--websocket_connect_timeout") + 1] == str(CONNECT_TIMEOUT)
    monkeypatch.setenv("LANDFALL_WEBSOCKET_CONNECT_TIMEOUT", "20")
    command = daphne_command(3, "config.asgi:application")
    assert command[command.index("--websocket_connect_timeout") + 1] == "20"


def workers_of(pid: int) -> list[int]:
    return [int(child) for child in Path(f"/proc/{pid}/task/{pid}/children").read_text().split()]


@pytest.mark.redis
def test_workers_share_one_socket_and_stop_together(tmp_path, redis_url):
    server = LiveServer(tmp_path, {"REDIS_URL": redis_url}, workers=2).start()
    try:
        workers = workers_of(server.process.pid)
        assert len(workers) == 2
        for _ in range(4):
            with urllib.request.urlopen(f"{server.url}/accounts/login/", timeout=10) as response:
                assert response.status == 200
        server.process.send_signal(signal.SIGTERM)
        assert server.process.wait(timeout=15) == 0
        assert not [pid for pid in workers if Path(f"/proc/{pid}").exists()]
    finally:
        server.stop()

"""A Redis server of a test's own, to stop and start again: ``redis_server`` (a fixture).

Needs the redis-server program (REDIS_SERVER, else on PATH or /usr/bin): a missing one skips the
test, or fails it in CI, as for the other services (tests/conftest.py).
"""
import os
import shutil
import subprocess
import time

import pytest

from tests.e2e.server import free_port
from tests.support.services import reachable


class RedisServer:
    """redis-server on a free port of 127.0.0.1, keeping nothing on disk: a restart loses everything."""

    def __init__(self, program: str, workdir):
        self.program, self.workdir = program, workdir
        self.port = free_port()
        self.url = f"redis://127.0.0.1:{self.port}/0"
        self.process = None

    def start(self) -> "RedisServer":
        self.process = subprocess.Popen(
            [self.program, "--port", str(self.port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no",
             "--dir", str(self.workdir)],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline = time.monotonic() + 10
        while not reachable("redis", self.url, timeout=0.2):
            if self.process.poll() is not None or time.monotonic() > deadline:
                self.stop()
                raise RuntimeError(f"redis-server did not start on port {self.port}")
            time.sleep(0.05)
        return self

    def stop(self) -> None:
        """As in a crash: no goodbye to its clients."""
        if self.process is not None:
            self.process.kill()
            self.process.wait(timeout=10)
            self.process = None


def redis_program() -> str | None:
    return os.environ.get("REDIS_SERVER") or shutil.which("redis-server") or (
        "/usr/bin/redis-server" if os.path.exists("/usr/bin/redis-server") else None)


@pytest.fixture
def redis_server(tmp_path):
    program = redis_program()
    if program is None:
        if os.environ.get("CI") == "true":
            pytest.fail("CI: redis-server is required (REDIS_SERVER, PATH or /usr/bin) but was not found")
        pytest.skip("no redis-server program (REDIS_SERVER, PATH or /usr/bin)")
    server = RedisServer(program, tmp_path).start()
    yield server
    server.stop()

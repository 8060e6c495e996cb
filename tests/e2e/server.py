"""A real Landfall server for browser tests: Daphne on a free port over a fresh SQLite file."""
import os
import socket
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
STARTER_CARDS = ROOT / "game" / "catalog" / "data" / "starter_cards.json"


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


class LiveServer:
    """Migrate, load the starter cards and the demo players, then serve until ``stop`` as bin/run does
    (config.serve: ``workers`` Daphne processes on one socket; more than one needs REDIS_URL)."""

    def __init__(self, workdir: Path, extra_env: dict | None = None, workers: int = 1):
        self.workers = workers
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.env = {**os.environ, "DATABASE_URL": f"sqlite:///{workdir / 'db.sqlite3'}",
                    "SECRET_KEY": "browser-tests-only", "DJANGO_SETTINGS_MODULE": "config.settings",
                    **(extra_env or {})}
        if not (extra_env or {}).get("REDIS_URL"):
            self.env.pop("REDIS_URL", None)  # the in-memory channel layer
        self.log = open(workdir / f"daphne-{self.port}.log", "w")
        self.process = None

    def manage(self, *args: str) -> None:
        subprocess.run([sys.executable, "manage.py", *args], cwd=ROOT, env=self.env, check=True,
                       stdout=subprocess.DEVNULL, timeout=300)

    def manage_output(self, *args: str) -> str:
        """What a management command prints, run against this server's database."""
        return subprocess.run([sys.executable, "manage.py", *args], cwd=ROOT, env=self.env, check=True,
                              capture_output=True, text=True, timeout=300).stdout

    def game_at(self, position_script: str, cards_file: Path | None = None) -> str:
        """The URL of a game this server stores at a position: ``cards_file``'s cards imported (if any), then
        ``position_script`` run in its shell, which prints the game's pk last."""
        if cards_file is not None:
            self.manage("import_cards", str(cards_file), "--no-progress")
        game_id = self.manage_output("shell", "-c", position_script).split()[-1]
        return f"{self.url}/games/{game_id}/"

    def start(self, prepare: bool = True) -> "LiveServer":
        if prepare:
            self.manage("migrate", "--noinput")
            self.manage("import_cards", str(STARTER_CARDS), "--no-progress")
            self.manage("load_demo")
        self.process = subprocess.Popen(
            [sys.executable, "-m", "config.serve", "--port", str(self.port), "--workers", str(self.workers)],
            cwd=ROOT, env=self.env, stdout=self.log, stderr=subprocess.STDOUT,
        )
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            try:
                with socket.create_connection(("127.0.0.1", self.port), timeout=0.5):
                    return self
            except OSError:
                time.sleep(0.2)
        self.stop()
        raise RuntimeError(f"Daphne did not start on port {self.port}")

    def stop(self) -> None:
        if self.process is not None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
        self.log.close()

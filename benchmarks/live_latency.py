"""Live-update latency benchmark (not a test): N concurrent games over real websockets.

    .venv/bin/python -m benchmarks.live_latency [--games 1 20 50] [--actions 20]

Starts Daphne with the Redis channel layer (REDIS_URL, default
redis://127.0.0.1:6379/13) over PostgreSQL (DATABASE_URL, default the local
server's database landfall_bench, created if missing). For each N it opens N
two-player games; in every game the players take turns performing an action
through the table's HTTP endpoint (a life change: the whole service path of
load, lock, rules check, save, announce, and a per-viewer render) and the
time from sending the request to the OPPONENT's websocket receiving the
update is recorded. Beside it, the same measure for the stack's floor: a
trivial view that writes one row and sends one group message
(benchmarks/floor_asgi.py). Prints p50/p95/p99 in milliseconds.
"""
import argparse
import asyncio
import os
import secrets
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
DEFAULT_DB = "postgres://postgres@127.0.0.1:5432/landfall_bench"
DEFAULT_REDIS = "redis://127.0.0.1:6379/13"
LIVE = {"X-Landfall-Live": "1"}  # as the table page sends while its websocket is open


def configure_environment() -> dict:
    os.environ.setdefault("DATABASE_URL", DEFAULT_DB)
    os.environ.setdefault("REDIS_URL", DEFAULT_REDIS)
    os.environ.setdefault("SECRET_KEY", secrets.token_urlsafe(40))
    os.environ["DJANGO_SETTINGS_MODULE"] = "config.settings"
    if os.environ["DATABASE_URL"] == DEFAULT_DB:
        import psycopg

        with psycopg.connect("postgresql://postgres@127.0.0.1:5432/postgres", autocommit=True) as conn:
            if not conn.execute("SELECT 1 FROM pg_database WHERE datname = 'landfall_bench'").fetchone():
                conn.execute("CREATE DATABASE landfall_bench")
    return dict(os.environ)


def prepare_games(count: int) -> list[dict]:
    """Users, decks and started games (both hands kept); returns what the clients need."""
    import django

    django.setup()
    from django.conf import settings
    from django.contrib.auth import BACKEND_SESSION_KEY, HASH_SESSION_KEY, SESSION_KEY, get_user_model
    from django.contrib.sessions.backends.db import SessionStore
    from django.core.management import call_command
    from django.http import QueryDict

    from game import lobby
    from game.catalog.bundled import STARTER_CARDS
    from game.models import Card, Deck, DeckEntry, Game
    from game.selectors import game_state
    from game.services import game_act

    call_command("migrate", "--noinput", verbosity=0)
    if not Card.objects.filter(name="Forest").exists():
        call_command("import_cards", str(STARTER_CARDS), "--no-progress", verbosity=0)
    Game.objects.all().delete()
    forest = Card.objects.get(name="Forest")
    users = get_user_model().objects
    games = []
    for index in range(count):
        pair = []
        for side in ("a", "b"):
            user, _ = users.get_or_create(username=f"bench-{index}-{side}")
            deck, created = Deck.objects.get_or_create(owner=user, name="Forests")
            if created:
                DeckEntry.objects.create(deck=deck, card=forest, count=60)
            session = SessionStore()
            session[SESSION_KEY] = str(user.pk)
            session[BACKEND_SESSION_KEY] = settings.AUTHENTICATION_BACKENDS[0]
            session[HASH_SESSION_KEY] = user.get_session_auth_hash()
            session.create()
            pair.append((user, deck, session.session_key))
        game = lobby.game_open(host=pair[0][0], deck=pair[0][1])
        lobby.game_join(game_id=game.pk, user=pair[1][0], deck=pair[1][1])
        keep = QueryDict("do=mulligan&keep=1")
        by_name = {user.username: user for user, _, _ in pair}
        while (pending := game_state(game_id=game.pk).pending):  # in the order the players decide (103.5)
            assert game_act(game_id=game.pk, user=by_name[pending[0]["player"]], data=keep).ok
        games.append({"id": game.pk, "sessions": [p[2] for p in pair]})
    return games


class Player:
    def __init__(self, base: str, session_key: str):
        import aiohttp

        self.base = base
        self.csrf = secrets.token_hex(16)
        cookies = {"sessionid": session_key, "csrftoken": self.csrf}
        self.http = aiohttp.ClientSession(cookies=cookies, headers={"X-CSRFToken": self.csrf, "Origin": base})
        self.ws = None

    async def connect(self, path: str):
        self.ws = await self.http.ws_connect(f"{self.base.replace('http', 'ws')}{path}", headers={"Origin": self.base})

    async def close(self):
        if self.ws is not None:
            await self.ws.close()
        await self.http.close()


async def timed(request, receiver) -> float:
    """Milliseconds from sending ``request`` to ``receiver`` getting its next frame."""
    start = time.perf_counter()
    waiting = asyncio.ensure_future(receiver.ws.receive(timeout=30))
    response = await request()
    frame = await waiting
    elapsed = (time.perf_counter() - start) * 1000
    if response.status >= 400 or frame.type.name != "TEXT":
        raise RuntimeError(f"request failed ({response.status}) or the websocket closed ({frame.type})")
    return elapsed


async def run_game(base: str, game: dict, actions: int, floor: bool) -> list[float]:
    players = [Player(base, key) for key in game["sessions"]]
    path = f"/ws/floor/{game['id']}/" if floor else f"/ws/games/{game['id']}/"
    try:
        for player in players:
            await player.connect(path)
            if not floor:
                await player.ws.receive(timeout=30)  # the full refresh on connect
        latencies = []
        for turn in range(actions):
            actor, opponent = players[turn % 2], players[1 - turn % 2]
            if floor:
                request = lambda: actor.http.post(f"{base}/bench/floor/{game['id']}/")  # noqa: E731
            else:
                request = lambda: actor.http.post(f"{base}/games/{game['id']}/act/",  # noqa: E731
                                                  data={"do": "life", "amount": "1"}, headers=LIVE)
            latencies.append(await timed(request, opponent))
            if not floor:
                await actor.ws.receive(timeout=30)  # the actor's own update
        return latencies
    finally:
        for player in players:
            await player.close()


async def measure(base: str, games: list[dict], actions: int, floor: bool) -> list[float]:
    results = await asyncio.gather(*(run_game(base, game, actions, floor) for game in games))
    return [latency for game in results for latency in game]


def percentiles(values: list[float]) -> str:
    cuts = statistics.quantiles(values, n=100, method="inclusive")
    return f"p50 {cuts[49]:7.1f}  p95 {cuts[94]:7.1f}  p99 {cuts[98]:7.1f} ms  ({len(values)} samples)"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, nargs="+", default=[1, 20, 50])
    parser.add_argument("--actions", type=int, default=20, help="actions per game")
    args = parser.parse_args()
    env = configure_environment()
    games = prepare_games(max(args.games))
    from tests.e2e.server import free_port

    port = free_port()
    base = f"http://127.0.0.1:{port}"
    server = subprocess.Popen([sys.executable, "-m", "daphne", "-b", "127.0.0.1", "-p", str(port),
                               "benchmarks.floor_asgi:application"], cwd=ROOT, env=env,
                              stdout=subprocess.DEVNULL, stderr=open(ROOT / "db" / "bench-daphne.log", "w"))
    try:
        time.sleep(3)
        print(f"database {env['DATABASE_URL']}, channel layer {env['REDIS_URL']}, one Daphne process")
        for count in args.games:
            action = asyncio.run(measure(base, games[:count], args.actions, floor=False))
            floor = asyncio.run(measure(base, games[:count], args.actions, floor=True))
            print(f"N={count:3d} games  action -> opponent update: {percentiles(action)}")
            print(f"           floor (1 row + 1 group message): {percentiles(floor)}")
    finally:
        server.terminate()
        server.wait(timeout=10)


if __name__ == "__main__":
    main()

"""Live-update latency benchmark (a load benchmark, not a test): N concurrent games over real websockets.

    .venv/bin/python -m benchmarks.live_latency [--games 1 20 50] [--actions 10] [--think 1 3] [--board 10]
                                                [--workers N [N ...]] [--reuse]

Starts the server as bin/run does with Redis (config.serve: --workers Daphne
processes sharing one socket, default two per CPU) serving
benchmarks.floor_asgi:application (Landfall's own ASGI application plus the
floor route; settings benchmarks.settings) with
the Redis channel layer (REDIS_URL, default redis://127.0.0.1:6379/13; only the
channel-layer groups are cleared before each server starts: an earlier run's
members, processes long gone, would each still be sent every message) over
PostgreSQL (DATABASE_URL, default the local server's database landfall_bench,
created if missing). The server's stderr goes to
db/bench-daphne.log.

Every game is two players with a 60-card deck (24 Forest, 18 Llanowar Elves,
18 Grizzly Bears), both opening hands of 7 kept and, before measuring, --board
permanents (default 10) put onto the battlefield for each player from their
library through the table's own service (a search by hand, then do=move ... to=battlefield), so each
viewer's render has a real table to draw.

For each N (--games, default 1 20 50) N games run at once, each a closed loop
with one action in flight: a player waits a think time (--think MIN MAX,
seconds, uniform at random per action; default 1 3, i.e. one action every 2 s
per game on average, plus the latency itself), then performs an action through
the table's HTTP endpoint (a life change: session, CSRF and auth middleware,
load, lock, rules check, save, announce, and a render for each connected
viewer); once the request is answered AND both players' websockets have
received the update, the other player's turn begins. --think 0 0 is the
back-to-back saturation mode. The recorded latency is from sending the request
to the OPPONENT's websocket receiving the update; each game plays --actions
actions (default 10).

Beside it, under the same pacing (the same seeded think times, --seed, default
1) and the same N, the stack's floor (benchmarks/floor.py): a plain sync
Django view behind Landfall's middleware (login required) that writes one row
through the ORM and sends one group message, received by a trivial consumer
behind the same websocket auth stack that sends one frame per message.

Prints, per N: p50/p95/p99 in milliseconds for both (and of the request's own
answer), the achieved actions per second, the server's CPU time per action
(utime+stime of config.serve and its workers from /proc over the phase,
divided by its actions), and whether the
target holds: p95 within 2x the floor's p95 and under 50 ms. Before the first
phase one game plays 2 unmeasured actions and 2 floor messages (warm-up).

On PostgreSQL the database is vacuumed (VACUUM (ANALYZE)) before each measured phase, so that no phase
inherits the dead rows of the ones before it where autovacuum is off (see vacuum()).

Beside each phase, benchmarks.machine_speed times a fixed piece of work every 2 s in a process of its own, and
the phase's lines end with those figures and the share of the CPUs' time the hypervisor gave other guests
meanwhile: on a shared machine whose speed changes from one minute to the next, they tell whether the action and
the floor ran on a machine of the same speed.

With BENCH_GC_PAUSES=1 in the environment, each server process writes its
garbage collector's pauses to the server log every 10 s (benchmarks/gc_pauses.py).
With BENCH_STAGES=1, once each server stopped, it prints where the server's
time went, stage by stage (benchmarks/stage_timings.py).

Any error from the server (an HTTP status other than 2xx, a websocket that
closes or stays silent for 30 s) stops the run with the status and the start
of the body.
"""
import argparse
import asyncio
import os
import random
import resource
import secrets
import socket
import statistics
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import aiohttp

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
from benchmarks import stage_timings  # noqa: E402
from benchmarks.machine_speed import SpeedProbe  # noqa: E402
from config.serve import WORKERS_PER_CPU  # noqa: E402  (the server's own default)
DEFAULT_DB = "postgres://postgres@127.0.0.1:5432/landfall_bench"
DEFAULT_REDIS = "redis://127.0.0.1:6379/13"
SETTINGS = "benchmarks.settings"
LIVE = {"X-Landfall-Live": "1"}  # as the table page sends while its websocket is open
DECK = {"Forest": 24, "Llanowar Elves": 18, "Grizzly Bears": 18}
DECK_NAME = "Bench: Forests, Elves, Bears"
HAND = 7
FRAME_TIMEOUT = 30
WARM_UP_ACTIONS = 2
CLOCK_TICKS = os.sysconf("SC_CLK_TCK")


class ServerError(RuntimeError):
    """The server answered with an error, or a websocket closed or went silent."""


def raise_file_limit() -> None:
    """A socket a page on each side (this client, and the server, which inherits the limit): a thousand games
    need more than the usual 1,024 files."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))


def configure_environment() -> dict:
    os.environ.setdefault("DATABASE_URL", DEFAULT_DB)
    os.environ.setdefault("REDIS_URL", DEFAULT_REDIS)
    os.environ.setdefault("SECRET_KEY", secrets.token_urlsafe(40))
    os.environ["DJANGO_SETTINGS_MODULE"] = SETTINGS
    if os.environ["DATABASE_URL"] == DEFAULT_DB:
        import psycopg

        with psycopg.connect("postgresql://postgres@127.0.0.1:5432/postgres", autocommit=True) as conn:
            if not conn.execute("SELECT 1 FROM pg_database WHERE datname = 'landfall_bench'").fetchone():
                conn.execute("CREATE DATABASE landfall_bench")
    return dict(os.environ)


def prepare_games(count: int, board: int, reuse: bool = False) -> list[dict]:
    """Users, decks and started games (both hands of 7 kept, ``board`` permanents each on the
    battlefield); returns what the clients need. ``reuse``: the games an earlier run prepared, when there are
    enough of them (played on since: only life totals changed), with new sessions."""
    import django

    django.setup()
    from django.contrib.auth import get_user_model
    from django.core.management import call_command
    from django.http import QueryDict

    from game import lobby
    from game.catalog.bundled import STARTER_CARDS
    from game.models import Card, Deck, DeckEntry, Game
    from game.selectors import game_state
    from game.table.act import game_act

    call_command("migrate", "--noinput", verbosity=0)
    if reuse:
        earlier = list(Game.objects.filter(status=Game.Status.ACTIVE, seats__user__username__startswith="bench-")
                       .distinct().order_by("pk").prefetch_related("seats__user")[:count])
        if len(earlier) == count:
            return [{"id": game.pk, "sessions": [_session(seat.user) for seat in game.seats.order_by("position")]}
                    for game in earlier]
    if Card.objects.filter(name__in=DECK).count() < len(DECK):
        call_command("import_cards", str(STARTER_CARDS), "--no-progress", verbosity=0)
    cards = {card.name: card for card in Card.objects.filter(name__in=DECK)}
    Game.objects.all().delete()
    users = get_user_model().objects
    games = []
    for index in range(count):
        pair = []
        for side in ("a", "b"):
            user, _ = users.get_or_create(username=f"bench-{index}-{side}")
            deck, created = Deck.objects.get_or_create(owner=user, name=DECK_NAME)
            if created:
                DeckEntry.objects.bulk_create(DeckEntry(deck=deck, card=cards[name], count=number)
                                              for name, number in DECK.items())
            pair.append((user, deck, _session(user)))
        game = lobby.game_open(host=pair[0][0], deck=pair[0][1])
        lobby.game_join(game_id=game.pk, user=pair[1][0], deck=pair[1][1])
        by_name = {user.username: user for user, _, _ in pair}
        keep = QueryDict("do=mulligan&keep=1")
        while (pending := game_state(game_id=game.pk).pending):  # in the order the players decide (103.5)
            outcome = game_act(game_id=game.pk, user=by_name[pending[0]["player"]], data=keep)
            assert outcome.ok, outcome.error
        for player in game_state(game_id=game.pk).players:
            if len(player.library) < board:
                raise SystemExit(f"--board {board}: only {len(player.library)} cards left in a library")
            user = by_name[player.name]
            for fields in ("do=search", *(f"do=move&card={card}&to=battlefield" for card in player.library[:board]),
                           "do=search&done=1"):  # library cards are named only while searching (701.19a)
                outcome = game_act(game_id=game.pk, user=user, data=QueryDict(fields))
                assert outcome.ok, f"{fields}: {outcome.error}"
        state = game_state(game_id=game.pk)
        assert len(state.battlefield) == 2 * board, len(state.battlefield)
        assert all(len(player.hand) == HAND for player in state.players)
        games.append({"id": game.pk, "sessions": [p[2] for p in pair]})
    return games


def vacuum() -> None:
    """VACUUM (ANALYZE) the benchmark's PostgreSQL database, before each measured phase: where autovacuum is off
    (as on the machines these runs were made on) nothing else clears the dead rows earlier phases and preparing
    the games left, nor gathers the planner's statistics, and each phase would run slower than the one before,
    the table's more than the floor's (benchmarks/README.md, thirteenth session)."""
    from django.db import connection

    if connection.vendor == "postgresql":
        with connection.cursor() as cursor:  # Django's autocommit: VACUUM can't run in a transaction
            cursor.execute("VACUUM (ANALYZE)")


def autovacuum() -> str:
    """The PostgreSQL server's autovacuum setting ("on", "off"); "" on SQLite."""
    from django.db import connection

    if connection.vendor != "postgresql":
        return ""
    with connection.cursor() as cursor:
        cursor.execute("SHOW autovacuum")
        return cursor.fetchone()[0]


def _session(user) -> str:
    """A logged-in session of ``user``'s (what a log-in records), by its key."""
    from django.contrib.auth import BACKEND_SESSION_KEY, HASH_SESSION_KEY, SESSION_KEY
    from django.contrib.sessions.backends.db import SessionStore

    session = SessionStore()
    session[SESSION_KEY] = str(user.pk)
    session[BACKEND_SESSION_KEY] = "django.contrib.auth.backends.ModelBackend"
    session[HASH_SESSION_KEY] = user.get_session_auth_hash()
    session.create()
    return session.session_key


class Player:
    def __init__(self, base: str, session_key: str):
        self.base = base
        self.csrf = secrets.token_hex(16)
        cookies = {"sessionid": session_key, "csrftoken": self.csrf}
        self.http = aiohttp.ClientSession(cookies=cookies, headers={"X-CSRFToken": self.csrf, "Origin": base})
        self.ws = None

    async def connect(self, path: str):
        try:
            self.ws = await self.http.ws_connect(f"{self.base.replace('http', 'ws')}{path}",
                                                 headers={"Origin": self.base})
        except aiohttp.WSServerHandshakeError as error:
            raise ServerError(f"websocket {path} refused: {error.status} {error.message}") from None
        # Always reading, as a browser does: aiohttp answers the server's pings only while it reads, and a page
        # left alone longer than Daphne's ping timeout (30 s) would be closed.
        self.frames: asyncio.Queue = asyncio.Queue()
        self.reader = asyncio.ensure_future(self._read())

    async def _read(self):
        while True:
            message = await self.ws.receive()
            await self.frames.put((time.perf_counter(), message))
            if message.type != aiohttp.WSMsgType.TEXT:
                return

    async def next_message(self, timeout: float = FRAME_TIMEOUT) -> tuple[float, str]:
        """When (perf_counter) the next text frame arrived, and its text; ServerError if it doesn't."""
        try:
            arrived, message = await asyncio.wait_for(self.frames.get(), timeout)
        except asyncio.TimeoutError:
            raise ServerError(f"no websocket frame within {timeout} s") from None
        if message.type != aiohttp.WSMsgType.TEXT:
            raise ServerError(f"websocket {message.type.name} (close code {self.ws.close_code}, "
                              f"data {str(message.data)[:200]!r})")
        return arrived, message.data

    async def next_frame(self) -> float:
        return (await self.next_message())[0]

    async def close(self):
        if self.ws is not None:
            self.reader.cancel()
            await self.ws.close()
        await self.http.close()


async def one_action(base: str, game_id: int, players: list, turn: int, floor: bool) -> tuple[float, float]:
    """One action by the player whose turn it is; milliseconds until the opponent got the update,
    and until the request was answered.

    Returns only when the request was answered and both players' websockets got their frame.
    """
    actor, opponent = turn % 2, 1 - turn % 2
    if floor:
        url, data, headers = f"{base}/bench/floor/{game_id}/", None, None
    else:
        url, data, headers = f"{base}/games/{game_id}/act/", {"do": "life", "amount": "1"}, LIVE
    arrivals = [asyncio.ensure_future(player.next_frame()) for player in players]
    try:
        start = time.perf_counter()
        async with players[actor].http.post(url, data=data, headers=headers, allow_redirects=False) as response:
            body = await response.text()
        answered = time.perf_counter()
        if not 200 <= response.status < 300:
            raise ServerError(f"POST {url} answered {response.status}: {body[:300]!r}")
        frames = await asyncio.gather(*arrivals)
    except BaseException:
        for arrival in arrivals:
            arrival.cancel()
        raise
    return (frames[opponent] - start) * 1000, (answered - start) * 1000


async def play(base: str, game: dict, players: list, actions: int, floor: bool,
               think: tuple[float, float], rng: random.Random) -> list[tuple[float, float]]:
    latencies = []
    for turn in range(actions):
        await asyncio.sleep(rng.uniform(*think))
        latencies.append(await one_action(base, game["id"], players, turn, floor))
    return latencies


def server_cpu_seconds(pid: int) -> float:
    """utime + stime of the server: the config.serve process and its Daphne workers (all their threads)."""
    children = Path(f"/proc/{pid}/task/{pid}/children").read_text().split()
    total = 0
    for process in [pid, *map(int, children)]:
        fields = Path(f"/proc/{process}/stat").read_text().rsplit(")", 1)[1].split()
        total += int(fields[11]) + int(fields[12])  # utime and stime: fields 14 and 15 of proc(5)
    return total / CLOCK_TICKS


@dataclass
class Phase:
    latencies: list  # request sent -> the opponent's frame
    later: list      # the same, of each game's actions but its first
    answers: list    # request sent -> its answer
    seconds: float
    server_cpu: float
    client_cpu: float
    speed: SpeedProbe  # the machine's own speed meanwhile

    @property
    def per_second(self) -> float:
        return len(self.latencies) / self.seconds

    def cpu_ms(self, seconds: float) -> float:
        return seconds * 1000 / len(self.latencies)


async def measure(base: str, games: list[dict], actions: int, floor: bool, think: tuple[float, float],
                  seed: int, server_pid: int) -> Phase:
    """All games at once; connecting and closing are outside the timed and CPU-counted window."""
    players = [[Player(base, key) for key in game["sessions"]] for game in games]
    try:
        async def connect(player: Player, game: dict):
            if floor:
                await player.connect(f"/ws/floor/{game['id']}/")
            else:
                await player.connect(f"/ws/games/{game['id']}/")
                await player.next_frame()  # the full refresh on connect

        await asyncio.gather(*(connect(player, game) for game, pair in zip(games, players) for player in pair))
        # The same think times for the action and the floor: one generator per (seed, N, game).
        rngs = [random.Random(f"{seed}/{len(games)}/{index}") for index in range(len(games))]
        with SpeedProbe() as speed:
            server0, client0, start = server_cpu_seconds(server_pid), time.process_time(), time.perf_counter()
            results = await asyncio.gather(*(play(base, game, pair, actions, floor, think, rng)
                                             for game, pair, rng in zip(games, players, rngs)))
            seconds = time.perf_counter() - start
            server_cpu, client_cpu = server_cpu_seconds(server_pid) - server0, time.process_time() - client0
    finally:
        await asyncio.gather(*(player.close() for pair in players for player in pair), return_exceptions=True)
    timings = [timing for game in results for timing in game]
    later = [opponent for game in results for opponent, _ in game[1:]]
    return Phase([opponent for opponent, _ in timings], later, [answer for _, answer in timings], seconds,
                 server_cpu, client_cpu, speed)


def p(values: list[float]) -> tuple[float, float, float]:
    cuts = statistics.quantiles(values, n=100, method="inclusive")
    return cuts[49], cuts[94], cuts[98]


def line(label: str, phase: Phase) -> str:
    p50, p95, p99 = p(phase.latencies)
    return (f"  {label:<30} p50 {p50:7.1f}  p95 {p95:7.1f}  p99 {p99:7.1f} ms  ({len(phase.latencies)} samples)"
            f"  {phase.per_second:6.1f} actions/s  server CPU {phase.cpu_ms(phase.server_cpu):5.1f} ms/action"
            f"  (client {phase.cpu_ms(phase.client_cpu):4.1f})"
            f"\n  {'':<30} request answered: p50 {p(phase.answers)[0]:7.1f}  p95 {p(phase.answers)[1]:7.1f} ms"
            + (f"\n  {'':<30} each game's actions but its first: p50 {p(phase.later)[0]:7.1f}  "
               f"p95 {p(phase.later)[1]:7.1f}  p99 {p(phase.later)[2]:7.1f} ms" if len(phase.later) > 1 else "")
            + f"\n  {'':<30} {phase.speed.summary()}")


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def wait_for_server(server: subprocess.Popen, port: int, log: Path, timeout: float = 60) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if server.poll() is not None:
            raise ServerError(f"Daphne exited with {server.returncode}; see {log}:\n{log.read_text()[-2000:]}")
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.5):
                return
        except OSError:
            time.sleep(0.2)
    raise ServerError(f"Daphne did not listen on port {port} within {timeout:.0f} s; see {log}")


def header(args, env: dict, workers: int, autovacuum: str) -> str:
    low, high = args.think
    if high <= 0:
        pacing = "no think time: back-to-back, saturation"
    else:
        pacing = (f"think {low:g}-{high:g} s uniform before each action (mean {(low + high) / 2:g} s: one action "
                  f"every {(low + high) / 2:g} s per game on average, plus the latency)")
    return "\n".join([
        f"Landfall live-update latency: {args.actions} actions per game, {pacing}, seed {args.seed}",
        f"  table: 2 players, {args.board} permanents each on the battlefield, {HAND} cards in each hand; "
        "action: a life change (POST /games/<id>/act/ do=life)",
        "  floor: sync view behind Landfall's middleware (login required), 1 row + 1 group message -> "
        "1 frame from a trivial consumer behind the same websocket auth stack",
        "  latency: request sent -> the opponent's websocket frame; the next action waits for the answer and "
        "both players' frames",
        f"  database {env['DATABASE_URL']}, channel layer {env['REDIS_URL']}, {workers} Daphne worker(s) "
        f"(config.serve); "
        f"{os.cpu_count()} CPUs shared with this client, PostgreSQL and Redis",
        *([f"  PostgreSQL autovacuum {autovacuum}: VACUUM (ANALYZE) before each phase"] if autovacuum else []),
    ])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, nargs="+", default=[1, 20, 50], help="numbers of concurrent games")
    parser.add_argument("--actions", type=int, default=10, help="actions per game (default 10)")
    parser.add_argument("--think", type=float, nargs=2, default=[1.0, 3.0], metavar=("MIN", "MAX"),
                        help="think time before each action, seconds, uniform (default 1 3; 0 0 = back to back)")
    parser.add_argument("--board", type=int, default=10, help="permanents per player on the battlefield (default 10)")
    parser.add_argument("--seed", type=int, default=1, help="random seed of the think times (default 1)")
    parser.add_argument("--reuse", action="store_true",
                        help="play the games an earlier run prepared, when there are enough (saves minutes at 1,000)")
    parser.add_argument("--workers", type=int, nargs="+", default=[(os.cpu_count() or 1) * WORKERS_PER_CPU],
                        help="Daphne processes (config.serve; default: two per CPU, as it serves with Redis); "
                             "several numbers: a server of each in turn, on the same games")
    args = parser.parse_args()
    if args.actions < 2 or min(args.games) < 1 or args.board < 0 or not 0 <= args.think[0] <= args.think[1]:
        parser.error("need --actions >= 2, --games >= 1, --board >= 0 and 0 <= --think MIN <= MAX")
    think = (args.think[0], args.think[1])
    raise_file_limit()
    env = configure_environment()
    games = prepare_games(max(args.games), args.board, args.reuse)

    (ROOT / "db").mkdir(exist_ok=True)
    for workers in args.workers:
        run_server(args, env, games, think, workers)


def clear_groups(url: str) -> None:
    """Delete the channel layer's groups (channels-redis keys "asgi:group:*") at ``url``: their members are the
    channels of servers that are gone, and channels-redis keeps a member for a day."""
    import redis

    client = redis.Redis.from_url(url)
    try:
        for key in client.scan_iter(match="asgi:group:*", count=1000):
            client.delete(key)
    finally:
        client.close()


def run_server(args, env: dict, games: list[dict], think: tuple[float, float], workers: int) -> None:
    """Serve with ``workers`` Daphne processes and measure each number of games."""
    port = free_port()
    log = ROOT / "db" / "bench-daphne.log"
    stages = env.get("BENCH_STAGES") == "1"
    for path in stage_timings.files() if stages else []:
        path.unlink()
    base = f"http://127.0.0.1:{port}"
    clear_groups(env["REDIS_URL"])
    with open(log, "w") as log_file:
        server = subprocess.Popen([sys.executable, "-m", "config.serve", "--port", str(port),
                                   "--workers", str(workers), "benchmarks.floor_asgi:application"], cwd=ROOT, env=env,
                                  stdout=subprocess.DEVNULL, stderr=log_file)
    try:
        wait_for_server(server, port, log)
        for floor in (False, True):  # warm-up, not reported
            asyncio.run(measure(base, games[:1], WARM_UP_ACTIONS, floor, (0, 0), args.seed, server.pid))
        print(header(args, env, workers, autovacuum()), flush=True)
        for count in args.games:
            vacuum()
            action = asyncio.run(measure(base, games[:count], args.actions, False, think, args.seed, server.pid))
            vacuum()
            floor = asyncio.run(measure(base, games[:count], args.actions, True, think, args.seed, server.pid))
            action_p95, floor_p95 = p(action.latencies)[1], p(floor.latencies)[1]
            holds = action_p95 <= 2 * floor_p95 and action_p95 < 50
            print(f"N={count} games")
            print(line("action -> opponent update", action))
            print(line("floor (1 row + 1 group msg)", floor))
            print(f"  target p95 <= 2x floor p95 ({2 * floor_p95:.1f} ms) and < 50 ms: "
                  f"{'yes' if holds else 'no'} (p95 {action_p95:.1f} ms)", flush=True)
    except ServerError as error:
        sys.exit(f"server error: {error}\n(server log: {log})")
    finally:
        server.terminate()
        server.wait(timeout=10)
    if stages:
        print(f"Inside the server ({workers} processes), over the whole run:\n{stage_timings.report()}", flush=True)


if __name__ == "__main__":
    main()

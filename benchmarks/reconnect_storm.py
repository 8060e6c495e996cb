"""Reconnect-storm benchmark (a load benchmark, not a test): every page of N games reconnects at once, as after a
restart or a deploy.

    .venv/bin/python -m benchmarks.reconnect_storm [--games 500] [--board 10] [--workers N]

Prepares --games games as benchmarks.live_latency does (two players each, --board permanents each on the
battlefield; PostgreSQL at DATABASE_URL, Redis at REDIS_URL, the same defaults) and serves them as bin/run does
(config.serve: --workers Daphne processes on one socket, so the kernel spreads connections as a load balancer
without sticky sessions would). Then:

1. every player's websocket (two a game) opens at once, each waiting for its first frame (the full table);
2. they all close; each game changes meanwhile (its first player gains 1 life over HTTP);
3. the server restarts (a deploy: new processes, nothing kept, no lease held) and answers requests;
4. every websocket opens again at once: each must be accepted, and its first frame must show the new life
   total (the game's latest version).

Prints, for both storms, how many connected and resynced, the time from the storm's start to each first frame
(p50/p95/p99/max) and to the last. Any refusal or silent websocket is counted and shown, not retried.
"""
import argparse
import asyncio
import os
import statistics
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

from benchmarks.live_latency import (LIVE, ROOT, Player, ServerError, configure_environment, free_port,
                                     prepare_games, raise_file_limit, vacuum, wait_for_server)
from config.serve import WORKERS_PER_CPU

STORM_TIMEOUT = 120  # seconds a page waits for its first frame in a storm


async def storm(base: str, games: list[dict], expect: str | None) -> tuple[list, list]:
    """Open every player's websocket at once; (seconds to each first frame, failures)."""
    players = [(Player(base, key), game) for game in games for key in game["sessions"]]
    start = time.perf_counter()

    async def open_one(player: Player, game: dict):
        await player.connect(f"/ws/games/{game['id']}/")
        arrived, text = await player.next_message(timeout=STORM_TIMEOUT)
        if expect is not None and expect not in text:
            raise ServerError(f"game {game['id']}: first frame without {expect!r}")
        return arrived - start

    try:
        results = await asyncio.gather(*(open_one(player, game) for player, game in players), return_exceptions=True)
    finally:
        await asyncio.gather(*(player.close() for player, _ in players), return_exceptions=True)
    return [r for r in results if isinstance(r, float)], [r for r in results if not isinstance(r, float)]


async def change_every_game(base: str, games: list[dict]) -> None:
    """Each game's first player gains 1 life, no page connected (at most 20 requests at a time)."""
    limit = asyncio.Semaphore(20)

    async def change(game: dict):
        player = Player(base, game["sessions"][0])
        try:
            async with limit, player.http.post(f"{base}/games/{game['id']}/act/", data={"do": "life", "amount": "1"},
                                               headers=LIVE) as response:
                if response.status != 200:
                    raise ServerError(f"game {game['id']}: life change answered {response.status}")
        finally:
            await player.close()

    await asyncio.gather(*(change(game) for game in games))


def report(label: str, times: list, failures: list, pages: int) -> str:
    if len(times) >= 2:
        cuts = statistics.quantiles(times, n=100, method="inclusive")
        spread = (f"first frame p50 {cuts[49]:.2f}  p95 {cuts[94]:.2f}  p99 {cuts[98]:.2f}  "
                  f"last {max(times):.2f} s")
    else:
        spread = "too few frames for percentiles"
    kinds = sorted({f"{type(f).__name__}: {str(f)[:80]}" for f in failures})[:3]
    return (f"  {label:<36} {len(times)} of {pages} connected{' and resynced' if 'resync' in label else ''}; "
            f"{spread}" + (f"\n    failures ({len(failures)}): {kinds}" if failures else ""))


def serve(workers: int, port: int, env: dict, log: Path, log_file) -> subprocess.Popen:
    """The server, once each of its workers answers (they start after the socket listens): a few requests at a
    time until as many in a row as there are workers come back quickly."""
    server = subprocess.Popen([sys.executable, "-m", "config.serve", "--port", str(port), "--workers", str(workers)],
                              cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=log_file)
    wait_for_server(server, port, log)
    quick = 0
    while quick < 4 * workers:
        start = time.perf_counter()
        urllib.request.urlopen(f"http://127.0.0.1:{port}/accounts/login/", timeout=120).close()
        quick = quick + 1 if time.perf_counter() - start < 0.2 else 0
    return server


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=500, help="games, two pages each (default 500: 1,000 pages)")
    parser.add_argument("--board", type=int, default=10, help="permanents per player on the battlefield (default 10)")
    parser.add_argument("--workers", type=int, default=(os.cpu_count() or 1) * WORKERS_PER_CPU,
                        help="Daphne processes (config.serve; default: as it serves with Redis, two per CPU)")
    args = parser.parse_args()
    raise_file_limit()
    env = configure_environment()
    games = prepare_games(args.games, args.board)
    vacuum()  # the dead rows preparing left, where autovacuum is off (live_latency.vacuum)
    pages = 2 * len(games)
    port, log = free_port(), ROOT / "db" / "bench-daphne.log"
    base = f"http://127.0.0.1:{port}"
    print(f"Landfall reconnect storm: {len(games)} games, {pages} websockets opened at once; {args.workers} Daphne "
          f"worker(s) (config.serve), database {env['DATABASE_URL']}, channel layer {env['REDIS_URL']}; "
          f"{os.cpu_count()} CPUs shared with this client, PostgreSQL and Redis", flush=True)
    with open(log, "w") as log_file:
        server = serve(args.workers, port, env, log, log_file)
        try:
            times, failures = asyncio.run(storm(base, games, None))
            print(report("storm 1 (a fresh server)", times, failures, pages), flush=True)
            asyncio.run(change_every_game(base, games))
            server.terminate()
            server.wait(timeout=30)
            server = serve(args.workers, port, env, log, log_file)  # the deploy: every process new
            times, failures = asyncio.run(storm(base, games, "♥ 21"))
            print(report("storm 2 (after a restart: resync)", times, failures, pages), flush=True)
        except ServerError as error:
            sys.exit(f"server error: {error}\n(server log: {log})")
        finally:
            server.terminate()
            server.wait(timeout=30)


if __name__ == "__main__":
    main()

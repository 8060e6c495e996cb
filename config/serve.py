"""Serve Landfall with several Daphne processes sharing one listening socket.

    .venv/bin/python -m config.serve [--host 127.0.0.1] [--port 8000] [--workers N] [APPLICATION]

Python runs one thread at a time per process, so one Daphne uses at most
one core; N processes accepting from one socket (the kernel hands each new
connection to one of them) share the machine. Two per CPU: a process's
request threads, render thread and event loop take turns on its one
interpreter lock, and with more processes fewer of them wait behind each
other. Each game has one owner process (game/live/owners.py), and only the
processes showing a page of it replay its versions, so more processes don't
repeat much work (benchmarks.live_latency on the 2-core machine, 2 against
4 processes, two runs each: action p95 27 and 31 ms against 25 and 24 at 50
games, 61 and 61 against 45 and 50 at 1,000 games, server CPU per action the
same; benchmarks/README.md, sixteenth session). Live updates cross processes
through the channel layer, so more than one worker needs the Redis layer
(REDIS_URL); without it, Landfall serves with one. --workers defaults to
LANDFALL_WORKERS, else WORKERS_PER_CPU per CPU with Redis and 1 without.
Behind a proxy (LANDFALL_PROXY_SSL_HEADER) Daphne takes the client's address
from X-Forwarded-For, so the log-in lock-out counts each client's address.
"""
import argparse
import os
import signal
import socket
import subprocess
import sys

from config.env import env_flag, env_seconds

DEFAULT_APPLICATION = "config.asgi:application"
WORKERS_PER_CPU = 2
CONNECT_TIMEOUT = 60  # seconds a websocket handshake may wait (see daphne_command)


def worker_count(requested: int | None) -> int:
    redis = bool(os.environ.get("REDIS_URL", "").strip())
    if requested is None:
        configured = os.environ.get("LANDFALL_WORKERS", "").strip()
        if configured and not configured.isdigit():
            raise SystemExit(f"LANDFALL_WORKERS: a whole number of processes, not {configured!r}")
        requested = int(configured or 0) or ((os.cpu_count() or 1) * WORKERS_PER_CPU if redis else 1)
    if requested < 1:
        raise SystemExit("--workers: at least 1")
    if requested > 1 and not redis:
        raise SystemExit("--workers above 1 needs REDIS_URL: the in-memory channel layer can't reach other processes")
    return requested


def daphne_command(fd: int, application: str) -> list[str]:
    # A thousand pages reconnecting at once (a restart, a deploy) queue their handshakes: each waits up to
    # LANDFALL_WEBSOCKET_CONNECT_TIMEOUT seconds (Daphne's default, 5, refused many under such a storm).
    command = [sys.executable, "-m", "daphne", "--fd", str(fd), "--websocket_connect_timeout",
               str(env_seconds("LANDFALL_WEBSOCKET_CONNECT_TIMEOUT", CONNECT_TIMEOUT))]
    if env_flag("LANDFALL_PROXY_SSL_HEADER"):
        command.append("--proxy-headers")  # the proxy sets X-Forwarded-For, as it sets X-Forwarded-Proto
    return [*command, application]


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--host", default=os.environ.get("HOST", "127.0.0.1"))
    parser.add_argument("--port", type=int, default=int(os.environ.get("PORT", 8000)))
    parser.add_argument("--workers", type=int, default=None)
    parser.add_argument("application", nargs="?", default=DEFAULT_APPLICATION)
    args = parser.parse_args(argv)
    workers = worker_count(args.workers)

    listener = socket.create_server((args.host, args.port), backlog=1024)
    listener.set_inheritable(True)
    command = daphne_command(listener.fileno(), args.application)
    processes = [subprocess.Popen(command, pass_fds=[listener.fileno()]) for _ in range(workers)]
    print(f"Landfall: {workers} Daphne worker(s) on http://{args.host}:{args.port}/", flush=True)

    stopping = []

    def stop(signum, frame):
        stopping.append(signum)
        for process in processes:
            process.terminate()

    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGINT, stop)
    # The first worker to end (a crash, or a signal) takes the others down with it.
    _, status = os.wait()
    asked = bool(stopping)
    stop(None, None)
    for process in processes:
        process.wait()
    return 0 if asked else os.waitstatus_to_exitcode(status) or 1


if __name__ == "__main__":
    sys.exit(main())

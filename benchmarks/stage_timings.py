"""Where a table action's time goes inside a benchmark's server, stage by stage.

Installed by benchmarks.floor_asgi when BENCH_STAGES=1 is in its environment: each server process then keeps
one row per table action, floor request, forwarded action and live update, and appends them to
db/bench-stages-<pid>.jsonl every WRITE_EVERY seconds (from a thread of its own, not the request's) and as it
stops. benchmarks.live_latency deletes those files before it starts a server and prints this report once the
server stopped (also ``python -m benchmarks.stage_timings [FOLDER]``): each stage's p50/p95/p99 in
milliseconds, over the whole run,

- of table actions decided where they arrived, and of those forwarded to their game's owner
  (game/live/owners.py), from Daphne handing the request to Django to the answer's start: the view, the rest
  (the request's thread, session and user; the answer), and in the view its seat check, owner lookup, the
  engine's load, save and announcement, or the forward and its wait;
- of the floor's requests (benchmarks/floor.py), whole;
- of forwarded actions at their owner: from arriving on the process's channel to their thread starting, and
  the decision;
- of each live update a connection gets: from the announcement arriving to its handing on, and the render and
  send;
- of table actions and of floor requests, whole, window by WINDOW seconds of their phase: a stall of the machine
  (or of one process: benchmarks.gc_pauses' lines give the same clock) shows as a few windows far slower than
  the rest, and a phase with such windows says more about the machine than about the code.

It times by wrapping the functions on the module attributes their callers look up, so a renamed function fails
the install, loudly.
"""
import atexit
import contextvars
import functools
import glob
import json
import os
import statistics
import sys
import threading
import time
from pathlib import Path

WRITE_EVERY = 10.0  # seconds
WINDOW = 10.0  # seconds of a phase in one line of the report
FOLDER = Path(__file__).resolve().parent.parent / "db"

_request: contextvars.ContextVar = contextvars.ContextVar("bench_stage_request", default=None)
_rows: list = []
_lock = threading.Lock()


def _record(row: dict) -> None:
    with _lock:
        _rows.append(row)


def _write(path: Path) -> None:
    with _lock:
        rows, _rows[:] = list(_rows), []
    with path.open("a") as out:
        out.writelines(json.dumps(row) + "\n" for row in rows)


def _write_forever(path: Path) -> None:
    while True:
        time.sleep(WRITE_EVERY)
        _write(path)


def _timed(module, name: str, stage: str) -> None:
    """Add the time spent in ``module.name`` to the stage ``stage`` of the request being served, if any."""
    function = getattr(module, name)

    @functools.wraps(function)
    def timed(*args, **kwargs):
        started = time.perf_counter()
        try:
            return function(*args, **kwargs)
        finally:
            row = _request.get()
            if row is not None:
                row[stage] = row.get(stage, 0.0) + time.perf_counter() - started
    setattr(module, name, timed)


def _time_requests(handler_class) -> None:
    call = handler_class.__call__

    async def timed_call(self, scope, receive, send):
        path = scope.get("path", "")
        kind = "action" if path.endswith("/act/") else "floor" if path.startswith("/bench/floor/") else None
        if scope["type"] != "http" or kind is None:
            return await call(self, scope, receive, send)
        row = {"kind": kind, "arrived": time.perf_counter()}
        _request.set(row)  # this task's context, which the request's thread gets a copy of (asgiref)

        async def send_timed(message):
            if message["type"] == "http.response.start":
                row["answered"] = time.perf_counter()
            await send(message)
        await call(self, scope, receive, send_timed)
        _record(row)
    handler_class.__call__ = timed_call


def install() -> None:
    from config import request_threads
    from game import services, views
    from game.live import consumers, following, owners
    from game.table import act

    _time_requests(request_threads.KeptThreadASGIHandler)
    _timed(views, "table_act", "view")
    for module, name, stage in ((act, "_seat", "seat"), (act, "game_perform", "perform"),
                                (owners, "owner_elsewhere", "owner"), (owners, "forward", "forward"),
                                (services, "load_kept", "load"), (services, "save_game", "save"),
                                (services, "announce", "announce"), (owners, "answer", "answer")):
        _timed(module, name, stage)

    perform_forwarded = owners.perform_forwarded

    def timed_forwarded(event):
        started = time.perf_counter()
        row = {"kind": "owner", "waited": started - event["_arrived"]}
        _request.set(row)  # the decision's own stages, as a request's (this thread's context is a copy)
        try:
            perform_forwarded(event)
        finally:
            _request.set(None)
        _record(row | {"decided": time.perf_counter() - started})
    owners.perform_forwarded = timed_forwarded

    handle = following.Follower._handle

    def stamped_handle(self, event):
        event["_arrived"] = time.perf_counter()  # a process's own copy of the message
        return handle(self, event)
    following.Follower._handle = stamped_handle

    game_changed = consumers.GameConsumer.game_changed

    async def timed_game_changed(self, event):
        started = time.perf_counter()
        await game_changed(self, event)
        if "_arrived" in event:  # else handed on as saved here, before it came back (following.saved_here)
            _record({"kind": "update", "waited": started - event["_arrived"], "sent": time.perf_counter() - started})
    consumers.GameConsumer.game_changed = timed_game_changed

    path = FOLDER / f"bench-stages-{os.getpid()}.jsonl"
    threading.Thread(target=_write_forever, args=(path,), daemon=True, name="bench-stages").start()
    atexit.register(_write, path)


def files(folder: Path = FOLDER) -> list[Path]:
    return [Path(path) for path in sorted(glob.glob(str(folder / "bench-stages-*.jsonl")))]


# -- the report ---------------------------------------------------------------------------------------------------
def _line(label: str, seconds: list) -> str:
    if len(seconds) < 2:
        return f"  {label:<34} ({len(seconds)} samples)"
    cuts = statistics.quantiles([s * 1000 for s in seconds], n=100, method="inclusive")
    return f"  {label:<34} p50 {cuts[49]:7.1f}  p95 {cuts[94]:7.1f}  p99 {cuts[98]:7.1f} ms  ({len(seconds)} samples)"


def _windows(label: str, rows: list) -> list[str]:
    """The whole time of ``rows`` (requests), window by window from the first one's arrival."""
    if not rows:
        return []
    first, by_window = min(row["arrived"] for row in rows), {}
    for row in rows:
        by_window.setdefault(int((row["arrived"] - first) // WINDOW), []).append(row["answered"] - row["arrived"])
    return [f"{label}, whole, by {WINDOW:.0f}-second window:"] + [
        _line(f"  from {index * WINDOW:3.0f} s (at {first + index * WINDOW:.0f})", by_window[index])
        for index in sorted(by_window)]


def report(folder: Path = FOLDER) -> str:
    rows = [json.loads(line) for path in files(folder) for line in path.read_text().splitlines()]

    def of(kind: str, *needed: str) -> list:  # requests that failed have no answer, or no view
        return [row for row in rows if row["kind"] == kind and all(name in row for name in needed)]
    actions, floors = of("action", "answered", "view"), of("floor", "answered")
    owners, updates = of("owner"), of("update")
    lines = []
    for label, forwarded in (("table actions decided where they arrived", False),
                             ("table actions forwarded to their owner", True)):
        these = [row for row in actions if ("forward" in row) == forwarded]
        lines.append(f"{label}:")
        lines.append(_line("whole (handed to Django -> answer)", [r["answered"] - r["arrived"] for r in these]))
        lines.append(_line("the view", [r["view"] for r in these]))
        lines.append(_line("the rest", [r["answered"] - r["arrived"] - r["view"] for r in these]))
        for stage in ("seat", "owner", "forward", "perform", "load", "save", "announce"):
            if any(stage in r for r in these):
                lines.append(_line(f"  {stage}", [r[stage] for r in these if stage in r]))
    lines.append("floor requests:")
    lines.append(_line("whole (handed to Django -> answer)", [r["answered"] - r["arrived"] for r in floors]))
    lines.append("forwarded actions, at their owner:")
    lines.append(_line("arrived -> thread started", [r["waited"] for r in owners]))
    lines.append(_line("decided", [r["decided"] for r in owners]))
    for stage in ("seat", "perform", "load", "save", "announce", "answer"):
        if any(stage in r for r in owners):
            lines.append(_line(f"  {stage}", [r[stage] for r in owners if stage in r]))
    lines.append("live updates, each connection:")
    lines.append(_line("arrived -> handed on", [r["waited"] for r in updates]))
    lines.append(_line("rendered and sent", [r["sent"] for r in updates]))
    lines += _windows("table actions", actions) + _windows("floor requests", floors)
    return "\n".join(lines)


if __name__ == "__main__":
    print(report(Path(sys.argv[1]) if len(sys.argv) > 1 else FOLDER))

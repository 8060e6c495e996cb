"""The garbage collector's pauses in a benchmark's server process: how many collections of each generation, their
total and longest time, written to stderr (db/bench-daphne.log) every REPORT_EVERY seconds. A collection
stops every thread of the process, so a long one is felt by each page it serves at that moment.

Each pause is given twice: as the clock saw it, and as the collecting thread's CPU time (in brackets). The clock
also counts the time the process waited for a CPU, and the callbacks' own wait for the interpreter lock
between the collection's start and end.

It doesn't count the tracked objects: a list from gc.get_objects() held across one bytecode lets another thread
see its own tuple under construction shared, and fail with "SystemError: Objects/tupleobject.c: bad argument to
internal function" (seen in a render thread at 1,000 games).

Installed by benchmarks.floor_asgi when BENCH_GC_PAUSES=1 is in its environment.
"""
import gc
import os
import sys
import time

REPORT_EVERY = 10.0  # seconds


class Pauses:
    def __init__(self):
        self.started = None  # (clock, the thread's CPU time) as the collection started
        self.by_generation = {0: [], 1: [], 2: []}  # (clock ms, CPU ms) a collection
        self.reported = time.perf_counter()  # the clock of benchmarks.stage_timings' rows

    def __call__(self, phase: str, info: dict) -> None:
        if phase == "start":
            self.started = time.perf_counter(), time.thread_time()
            return
        if self.started is None:
            return
        clock, cpu = self.started
        self.by_generation[info["generation"]].append(((time.perf_counter() - clock) * 1000,
                                                        (time.thread_time() - cpu) * 1000))
        self.started = None
        if time.perf_counter() - self.reported >= REPORT_EVERY:
            self.report()

    def report(self) -> None:
        parts = []
        for generation, pauses in self.by_generation.items():
            if pauses:
                longest = max(pauses)
                parts.append(f"gen{generation}: {len(pauses)} x, {sum(clock for clock, _ in pauses):.0f} ms in all "
                             f"({sum(cpu for _, cpu in pauses):.0f}), longest {longest[0]:.1f} ms ({longest[1]:.1f})")
        now = time.perf_counter()
        print(f"[gc pid {os.getpid()} at {now:.0f}] last {now - self.reported:.0f} s: {'; '.join(parts) or 'none'}",
              file=sys.stderr, flush=True)
        self.by_generation = {0: [], 1: [], 2: []}
        self.reported = now


def install() -> None:
    gc.callbacks.append(Pauses())

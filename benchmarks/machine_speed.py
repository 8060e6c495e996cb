"""How fast the machine itself runs while a benchmark measures: a fixed piece of pure-Python work, timed in CPU
seconds of a process of its own, every --every seconds (one figure in milliseconds per line):

    .venv/bin/python -m benchmarks.machine_speed [--every 2]

CPU time rather than the clock, so that waiting for a busy CPU doesn't count: what changes it is how fast a CPU
runs this process's instructions. On the shared 2-core machines the same work's CPU time changes by up to two
times from one minute to the next (2026-11-26: the same loop took 0.50 s, then 0.97 s, seconds apart), and a
benchmark's phases, run one after the other, may land on a fast and a slow stretch. benchmarks.live_latency
runs this beside each phase (SpeedProbe) and prints the figures with the phase's, and the share of the CPUs'
time the hypervisor gave other guests meanwhile (the "steal" of /proc/stat, on Linux): a phase that ran while
the machine was shared with another guest's load shows it there.
"""
import argparse
import statistics
import subprocess
import sys
import time
from pathlib import Path

LOOPS = 100_000  # 7-18 ms of CPU on these machines: under 1% of one CPU, read every 2 s


def work_ms() -> float:
    """The CPU milliseconds of the fixed work, once."""
    started, total = time.process_time(), 0
    for number in range(LOOPS):
        total += number * number
    return (time.process_time() - started) * 1000


def cpu_ticks() -> tuple[int, int] | None:
    """The CPUs' time stolen by the hypervisor and their time in all, in ticks since boot; None off Linux."""
    try:
        fields = Path("/proc/stat").read_text().split("\n", 1)[0].split()
    except OSError:
        return None
    # cpu user nice system idle iowait irq softirq steal (guest time is counted in user already)
    ticks = [int(field) for field in fields[1:9]]
    return (ticks[7], sum(ticks)) if len(ticks) == 8 else None  # kernels before 2.6.11 have no steal


class SpeedProbe:
    """This module in a process of its own for as long as the ``with`` lasts; ``figures``: its readings."""

    def __init__(self, every: float = 2.0):
        self.every, self.figures, self.stolen = every, [], None

    def __enter__(self) -> "SpeedProbe":
        self._ticks = cpu_ticks()
        self._process = subprocess.Popen([sys.executable, "-m", "benchmarks.machine_speed", "--every", str(self.every)],
                                         stdout=subprocess.PIPE, text=True, cwd=Path(__file__).resolve().parents[1])
        return self

    def __exit__(self, *exc) -> None:
        self._process.terminate()
        output, _ = self._process.communicate(timeout=10)
        self.figures = [float(figure) for figure in output.split()]
        ticks = cpu_ticks()
        if ticks is not None and self._ticks is not None and ticks[1] > self._ticks[1]:
            self.stolen = (ticks[0] - self._ticks[0]) / (ticks[1] - self._ticks[1])

    def summary(self) -> str:
        if not self.figures:
            return "machine speed: no reading"
        return (f"machine speed: a fixed work's CPU time p50 {statistics.median(self.figures):.1f} ms, "
                f"{min(self.figures):.1f}-{max(self.figures):.1f} over {len(self.figures)} readings "
                f"(higher is slower)"
                + ("" if self.stolen is None else f"; stolen by the hypervisor: {self.stolen:.1%} of the CPUs' time"))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--every", type=float, default=2.0)
    every = parser.parse_args().every
    while True:  # until stopped
        print(f"{work_ms():.2f}", flush=True)
        time.sleep(every)


if __name__ == "__main__":
    main()

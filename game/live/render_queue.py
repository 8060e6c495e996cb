"""A process's renders of the table: one at a time, on a thread of their own, off the event loop, and the pages
waiting to see what happened before those of the player who did it.

One thread: threads draw no faster side by side (the interpreter lock), and asyncio's default six at once only
took turns on that lock with each other and with the requests' threads, so every render finished late, the
requests too (p95 of the 400-game benchmark 83-178 ms with six, 53-69 with one: benchmarks/README.md).

The order: a page whose player made the change (an action's own answer has told them it was done) is drawn
after every page queued meanwhile in any game of the process that waits to see a change someone else made;
otherwise first come, first drawn. A table with spells to pay for takes milliseconds to draw (autopay.py), and
in a process showing hundreds of games, first come, first drawn had an opponent's page wait behind the acting
players' own pages of other games.
"""
import asyncio
import itertools
import logging
import queue
import threading

log = logging.getLogger(__name__)


class RenderQueue:
    def __init__(self, name: str = "render"):
        self._waiting = queue.PriorityQueue()
        self._order = itertools.count()  # first come, first drawn among pages of one rank
        self._name = name
        self._thread = None
        self._starting = threading.Lock()

    async def draw(self, work, *, after_others: bool = False):
        """The result of ``work()``, called on the render thread (its exception raised here). ``after_others``:
        for the page of the player who made the change."""
        loop = asyncio.get_running_loop()
        done = loop.create_future()
        self._waiting.put((after_others, next(self._order), work, loop, done))
        self._start()
        return await done

    def _start(self) -> None:
        with self._starting:
            if self._thread is None:
                self._thread = threading.Thread(target=self._draw_forever, name=self._name, daemon=True)
                self._thread.start()

    def _draw_forever(self) -> None:
        while True:
            _, _, work, loop, done = self._waiting.get()
            if done.cancelled():  # its page closed meanwhile
                continue
            try:
                outcome = (_set_result, work())
            except Exception as error:  # the page's to handle (GameConsumer), as an executor's would be
                outcome = (_set_exception, error)
            try:
                loop.call_soon_threadsafe(outcome[0], done, outcome[1])
            except RuntimeError:  # that event loop has closed: nobody waits for it any more
                log.debug("a render finished after its event loop closed")


def _set_result(done: asyncio.Future, result) -> None:
    if not done.done():
        done.set_result(result)


def _set_exception(done: asyncio.Future, error: Exception) -> None:
    if not done.done():
        done.set_exception(error)

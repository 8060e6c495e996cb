"""A bounded in-memory map of what a process keeps between requests, with one way to forget it all."""
import threading
from collections import OrderedDict
from collections.abc import Callable, Mapping


def _one(value) -> int:
    return 1


class Recent(Mapping):
    """The last value kept for each of the most recently kept keys, within a budget: at most ``limit`` in all
    of ``size(value)`` (1 a value by default: a count); ``limit`` 0 keeps nothing. Past the budget the least
    recently kept (or ``used``) go first: first those ``keep_first(key)`` doesn't ask to keep (a game shown by a
    connection in this process), then the others. The value just kept stays, however big.

    Reads take no lock (a dict lookup is atomic under the interpreter lock); writes and ``used`` do, as request
    threads, the render thread and the event loop's replays keep values at once. ``reset()`` forgets everything
    (tests: databases roll back and reuse primary keys).
    """

    def __init__(self, limit: int, size: Callable = _one):
        self.limit, self.size = limit, size
        self.keep_first: Callable = lambda key: False
        self.total = 0
        self._values: OrderedDict = OrderedDict()
        self._sizes: dict = {}
        self._lock = threading.Lock()

    def __getitem__(self, key):
        return self._values[key]

    def __iter__(self):
        return iter(list(self._values))

    def __len__(self) -> int:
        return len(self._values)

    def keep(self, key, value):
        """Keep ``value`` for ``key``, letting older ones go past the budget; returns ``value``."""
        if self.limit:
            size = self.size(value)
            with self._lock:
                self.total += size - self._sizes.get(key, 0)
                self._values[key], self._sizes[key] = value, size
                self._values.move_to_end(key)
                if self.total > self.limit:
                    self._shrink(newest=key)
        return value

    def used(self, key):
        """The value kept for ``key``, now the most recently kept; None when none is."""
        with self._lock:
            value = self._values.get(key)
            if value is not None:
                self._values.move_to_end(key)
            return value

    def _shrink(self, newest) -> None:
        for any_key in (False, True):
            # The oldest first, only as many as the budget needs: a full cache lets one or two go a keep.
            going, freed = [], 0
            for key in self._values:
                if self.total - freed <= self.limit:
                    break
                if key != newest and (any_key or not self.keep_first(key)):
                    going.append(key)
                    freed += self._sizes[key]
            for key in going:
                del self._values[key]
                self.total -= self._sizes.pop(key)
            if self.total <= self.limit:
                return

    def reset(self) -> None:
        with self._lock:
            self._values.clear()
            self._sizes.clear()
            self.total = 0

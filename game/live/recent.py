"""A bounded in-memory map of what a process keeps between requests, with one way to forget it all."""
import threading
from collections import OrderedDict
from collections.abc import Mapping


class Recent(Mapping):
    """The last value kept for each of the ``limit`` most recently kept keys; ``limit`` 0 keeps nothing.

    Reads take no lock (a dict lookup is atomic under the interpreter lock); writes do, as request threads
    and the event loop's replays keep values at once. ``reset()`` forgets everything (tests: databases
    roll back and reuse primary keys).
    """

    def __init__(self, limit: int):
        self.limit = limit
        self._values: OrderedDict = OrderedDict()
        self._lock = threading.Lock()

    def __getitem__(self, key):
        return self._values[key]

    def __iter__(self):
        return iter(list(self._values))

    def __len__(self) -> int:
        return len(self._values)

    def keep(self, key, value):
        """Keep ``value`` for ``key`` (the oldest key goes past the limit); returns ``value``."""
        if self.limit:
            with self._lock:
                self._values[key] = value
                self._values.move_to_end(key)
                if len(self._values) > self.limit:
                    self._values.popitem(last=False)
        return value

    def reset(self) -> None:
        with self._lock:
            self._values.clear()

"""Every random thing in a game comes from the game's secret seed, through BLAKE2b keyed with it.

A game is reproducible from its stored state (the seed and the counters kept
in it), and unpredictable without the seed: a new game's seed is 256 bits from
``secrets``, so no search over seeds can recover a library's order from what a
player saw (their own deck and opening hand). Object ids come from the same
key, so an id says nothing about its card: not its place in a deck list, nor
the order in which hidden cards were made.
"""
import hashlib
import secrets
from functools import lru_cache

ID_HEX_DIGITS = 12  # 48 bits: a collision inside one game is out of reach, and each is checked anyway


def new_seed() -> str:
    """A new game's seed: 256 bits, as 64 hex digits."""
    return secrets.token_hex(32)


@lru_cache(maxsize=1024)
def _key(seed) -> bytes:
    return hashlib.blake2b(str(seed).encode(), digest_size=32).digest()  # any seed (old int ones too) as a key


def _digest(seed, purpose: str, size: int) -> bytes:
    return hashlib.blake2b(purpose.encode(), key=_key(seed), digest_size=size).digest()


def object_id(seed, counter: int) -> str:
    """The ``counter``-th object id of the game with ``seed``: 12 hex digits."""
    return _digest(seed, f"id:{counter}", ID_HEX_DIGITS // 2).hex()


class Stream:
    """Uniform choices drawn from one named stream of a seed (a shuffle, the starting player)."""

    def __init__(self, seed, name: str):
        self._seed, self._name, self._block, self._buffer = seed, name, 0, b""

    def _bytes(self, count: int) -> bytes:
        while len(self._buffer) < count:
            self._buffer += _digest(self._seed, f"{self._name}:{self._block}", 64)
            self._block += 1
        taken, self._buffer = self._buffer[:count], self._buffer[count:]
        return taken

    def below(self, n: int) -> int:
        """A whole number in [0, n), uniform: rejection sampling over 64-bit draws."""
        if n <= 0:
            raise ValueError("n must be positive")
        limit = (1 << 64) - (1 << 64) % n
        while True:
            value = int.from_bytes(self._bytes(8), "big")
            if value < limit:
                return value % n

    def choice(self, items: list):
        return items[self.below(len(items))]

    def shuffle(self, items: list) -> None:
        """Fisher-Yates, in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]


def random_choice(state, items: list):
    """One of ``items`` at random for a game ``state`` (a random card, a random color): each such choice draws
    from a stream of its own, counted with the shuffles."""
    state.shuffles += 1
    return Stream(state.seed, f"shuffle:{state.shuffles}").choice(items)

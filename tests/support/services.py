"""Is a PostgreSQL or Redis server reachable? Used by bin/test and conftest.

python -m tests.support.services postgres|redis URL  -> exit 0 when reachable.
"""
import socket
import sys
from urllib.parse import urlparse

DEFAULT_PORTS = {"postgres": 5432, "redis": 6379}


def reachable(kind: str, url: str, timeout: float = 1.0) -> bool:
    parsed = urlparse(url)
    host = parsed.hostname or "127.0.0.1"
    port = parsed.port or DEFAULT_PORTS[kind]
    try:
        with socket.create_connection((host, port), timeout=timeout):
            return True
    except OSError:
        return False


if __name__ == "__main__":
    sys.exit(0 if reachable(sys.argv[1], sys.argv[2]) else 1)

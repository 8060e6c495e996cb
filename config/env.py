"""Small readers for the settings that come from the environment.

Kept apart from settings.py so that bad values fail with one clear message
(ImproperlyConfigured) and so that tests can exercise them directly.
"""
import os
import secrets
from pathlib import Path

from django.core.exceptions import ImproperlyConfigured

SUPPORTED_DATABASE_SCHEMES = ("sqlite", "postgres", "postgresql", "pgsql")
# Game writes are short: wait for a lock rather than failing, and take the write
# lock when a transaction begins, so two writers never deadlock upgrading a read
# lock (SQLite's "database is locked"), e.g. under two server processes.
SQLITE_OPTIONS = {"timeout": 20, "transaction_mode": "IMMEDIATE"}


def env_flag(name: str, default: bool = False) -> bool:
    value = os.environ.get(name)
    if value is None or value == "":
        return default
    if value.lower() in ("1", "true", "yes", "on"):
        return True
    if value.lower() in ("0", "false", "no", "off"):
        return False
    raise ImproperlyConfigured(f"{name}={value!r} is not a yes/no value (use 1 or 0)")


def env_seconds(name: str, default: int = 0) -> int:
    return env_count(name, default, "seconds")


def env_count(name: str, default: int = 0, of: str = "") -> int:
    """A whole number, 0 or more (``of``: what it counts, for the message)."""
    value = os.environ.get(name, "").strip()
    if not value:
        return default
    if not value.isdigit():
        raise ImproperlyConfigured(f"{name}={value!r} is not a whole number{' of ' + of if of else ''}")
    return int(value)


def env_list(name: str, default: list[str]) -> list[str]:
    value = os.environ.get(name)
    if not value:
        return default
    return [item.strip() for item in value.split(",") if item.strip()]


def secret_key(*, debug: bool, key_file: Path) -> str:
    """SECRET_KEY from the environment, else this install's own random key in ``key_file``.

    There is no built-in key: a deployment sets SECRET_KEY; a local install
    (bin/run, manage.py commands, the scenario runner) gets a random key made
    once and kept out of git. With DEBUG on, the same applies.
    """
    key = os.environ.get("SECRET_KEY", "").strip()
    if key:
        return key
    try:
        if key_file.exists():
            stored = key_file.read_text(encoding="utf-8").strip()
            if stored:
                return stored
        key_file.parent.mkdir(parents=True, exist_ok=True)
        generated = secrets.token_urlsafe(50)
        key_file.write_text(generated + "\n", encoding="utf-8")
        key_file.chmod(0o600)
        return generated
    except OSError as error:
        raise ImproperlyConfigured(
            f"SECRET_KEY is not set and {key_file} can't be used ({error.strerror}); set SECRET_KEY"
        ) from None


POSTGRES_POOL = {"min_size": 2, "max_size": 16, "timeout": 10}


def database_from_url(default_sqlite_path: Path) -> dict:
    """DATABASE_URL (sqlite:// or postgres://) or the embedded SQLite file."""
    import dj_database_url

    url = os.environ.get("DATABASE_URL", "").strip()
    if not url:
        default_sqlite_path.parent.mkdir(parents=True, exist_ok=True)
        return {
            "ENGINE": "django.db.backends.sqlite3",
            "NAME": default_sqlite_path,
            "OPTIONS": SQLITE_OPTIONS,
        }
    scheme = url.split("://", 1)[0].lower() if "://" in url else ""
    if scheme not in SUPPORTED_DATABASE_SCHEMES:
        raise ImproperlyConfigured(
            f"DATABASE_URL scheme {scheme or url!r} is not supported; "
            "use postgres://USER@HOST:PORT/NAME or sqlite:///PATH"
        )
    config = dj_database_url.parse(url)
    if config["ENGINE"] == "django.db.backends.sqlite3":
        config["OPTIONS"] = dict(SQLITE_OPTIONS)
    if config["ENGINE"] == "django.db.backends.postgresql":
        config.setdefault("TEST", {})["NAME"] = f"test_{config['NAME']}"
        # Under ASGI every request and websocket runs its sync code in a thread of its own, so persistent
        # connections would be one per thread, opened anew each time; psycopg's pool hands them out instead.
        config["OPTIONS"] = {**config.get("OPTIONS", {}), "pool": POSTGRES_POOL}
    return config


CHANNEL_CAPACITY = 2000  # messages waiting on one channel before a send fails (ChannelFull)


def channel_layers() -> dict:
    """REDIS_URL selects the Redis channel layer; otherwise the in-memory one."""
    url = os.environ.get("REDIS_URL", "").strip()
    if not url:
        return {"default": {"BACKEND": "channels.layers.InMemoryChannelLayer"}}
    if not url.startswith(("redis://", "rediss://", "unix://")):
        raise ImproperlyConfigured(f"REDIS_URL {url!r} must start with redis://, rediss:// or unix://")
    # Bounded waits, so a Redis host that stops answering fails calls instead of hanging them: the read
    # timeout stays above channels-redis's 5 s blocking receive.
    host = {"address": url, "socket_connect_timeout": 5, "socket_timeout": 10}
    return {
        "default": {
            "BACKEND": "channels_redis.core.RedisChannelLayer",
            # A process's one channel carries the updates of every game its pages show and the actions forwarded
            # to it as their games' owner (game/live/): room for a thousand games' bursts (the default is 100).
            "CONFIG": {"hosts": [host], "capacity": CHANNEL_CAPACITY},
        }
    }

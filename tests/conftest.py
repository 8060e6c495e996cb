"""Suite-wide fixtures and the rules for tests that need real services.

Tests marked ``postgres`` run only when the configured database is PostgreSQL
(bin/test's second pass); tests marked ``redis`` need a Redis server at
REDIS_URL (default redis://127.0.0.1:6379/15). In CI both are required: a
missing server fails the run instead of skipping it.
"""
import os

import pytest

from tests.support.services import reachable

IN_CI = os.environ.get("CI") == "true"
TEST_REDIS_URL = os.environ.get("LANDFALL_TEST_REDIS_URL", "redis://127.0.0.1:6379/15")


def pytest_collection_modifyitems(config, items):
    from django.db import connection

    on_postgres = connection.vendor == "postgresql"
    redis_up = None
    for item in items:
        if "postgres" in item.keywords and not on_postgres:
            item.add_marker(pytest.mark.skip(reason="PostgreSQL test: runs in bin/test's PostgreSQL pass"))
        if "redis" in item.keywords:
            if redis_up is None:
                redis_up = reachable("redis", TEST_REDIS_URL)
            if not redis_up:
                if IN_CI:
                    raise pytest.UsageError(f"CI: Redis is required at {TEST_REDIS_URL} but is not reachable")
                item.add_marker(pytest.mark.skip(reason=f"no Redis server at {TEST_REDIS_URL}"))


@pytest.fixture
def redis_url():
    return TEST_REDIS_URL


@pytest.fixture(autouse=True)
def _forget_what_processes_keep():
    """Each test starts with no game versions, seats or drawn cards kept in memory: test databases roll back
    and reuse pks."""
    from game import selectors
    from game.live import store
    from game.table import render

    for kept in (store.KEPT, selectors.SEATS_IN_PLAY, render.CARD_HTML):
        kept.reset()
    yield
    for kept in (store.KEPT, selectors.SEATS_IN_PLAY, render.CARD_HTML):
        kept.reset()

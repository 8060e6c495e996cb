"""Browser tests drive Debian's Chromium with Playwright against a real Daphne server.

They need /usr/bin/chromium (``apt-get install chromium``): without it they
skip, except in CI where it is required. Screenshots go to test-artifacts/.
"""
import os
import shutil
from pathlib import Path

import pytest

from tests.e2e.server import ROOT, LiveServer

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]
ARTIFACTS = ROOT / "test-artifacts"


def pytest_collection_modifyitems(config, items):
    if os.path.exists(CHROMIUM):
        return
    if os.environ.get("CI") == "true":
        raise pytest.UsageError(f"CI: Chromium is required at {CHROMIUM} for the browser tests")
    for item in items:
        item.add_marker(pytest.mark.skip(reason="no Chromium (apt-get install chromium)"))


@pytest.fixture
def landfall_server(tmp_path):
    server = LiveServer(tmp_path).start()
    yield server
    server.stop()


@pytest.fixture
def live_server_url(landfall_server):
    return landfall_server.url


@pytest.fixture
def two_servers_sharing_redis(tmp_path, redis_url):
    """Two Daphne processes over one database and one Redis channel layer."""
    env = {"REDIS_URL": redis_url}
    first = LiveServer(tmp_path, env).start()
    second = LiveServer(tmp_path, env).start(prepare=False)
    yield first.url, second.url
    second.stop()
    first.stop()


@pytest.fixture
def browser():
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        instance = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield instance
        instance.close()


@pytest.fixture
def screenshot():
    ARTIFACTS.mkdir(exist_ok=True)

    def take(page, name: str) -> Path:
        path = ARTIFACTS / f"{name}.png"
        page.screenshot(path=str(path), full_page=True)
        return path

    return take

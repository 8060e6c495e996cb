"""A process's render thread (game/live/render_queue.py): one render at a time, the acting player's pages last."""
import asyncio
import threading

import pytest

from game.live.render_queue import RenderQueue

pytestmark = pytest.mark.asyncio


async def test_pages_waiting_to_see_a_change_are_drawn_before_the_acting_players_queued_earlier():
    renders, drawn, busy, release = RenderQueue("test-render"), [], threading.Event(), threading.Event()

    def blocking():
        busy.set()
        release.wait(5)
        return "first"

    def drawing(name):
        drawn.append((name, threading.current_thread().name))
        return name

    first = asyncio.ensure_future(renders.draw(blocking))
    await asyncio.to_thread(busy.wait, 5)  # the thread is drawing: the next ones queue up
    queued = [asyncio.ensure_future(renders.draw(lambda name=name: drawing(name), after_others=after))
              for name, after in (("actor's page", True), ("opponent's page", False), ("spectator's page", False))]
    await asyncio.sleep(0.05)  # every one of them in the queue before the thread is free
    release.set()
    assert await first == "first"
    assert await asyncio.gather(*queued) == ["actor's page", "opponent's page", "spectator's page"]
    assert drawn == [("opponent's page", "test-render"), ("spectator's page", "test-render"),
                     ("actor's page", "test-render")]


async def test_a_render_that_fails_raises_for_its_page_and_the_next_one_is_drawn():
    renders = RenderQueue("test-render")

    def failing():
        raise ValueError("no such card")

    with pytest.raises(ValueError, match="no such card"):
        await renders.draw(failing)
    assert await renders.draw(lambda: "drawn") == "drawn"


async def test_a_render_whose_page_closed_meanwhile_is_not_drawn():
    renders, drawn, busy, release = RenderQueue("test-render"), [], threading.Event(), threading.Event()
    first = asyncio.ensure_future(renders.draw(lambda: (busy.set(), release.wait(5))))
    await asyncio.to_thread(busy.wait, 5)
    closed = asyncio.ensure_future(renders.draw(lambda: drawn.append("closed page")))
    await asyncio.sleep(0.01)
    closed.cancel()
    release.set()
    await first
    assert await renders.draw(lambda: drawn.append("open page") or "done") == "done"
    assert drawn == ["open page"]

"""config.request_threads: a request's sync work runs on a thread kept from earlier requests, one at a time."""
import asyncio
import threading

import pytest
from django.http import HttpResponse
from django.urls import path

from config.request_threads import KeptThreadASGIHandler

BOTH_INSIDE = threading.Barrier(2, timeout=5)


def thread_view(request):
    return HttpResponse(str(threading.get_ident()))


def meeting_view(request):
    """Returns only once a second request is inside its view at the same time."""
    BOTH_INSIDE.wait()
    return thread_view(request)


urlpatterns = [path("thread/", thread_view), path("meet/", meeting_view)]


async def get(app, url: str) -> tuple[int, str]:
    scope = {"type": "http", "asgi": {"version": "3.0"}, "http_version": "1.1", "method": "GET", "scheme": "http",
             "path": url, "raw_path": url.encode(), "query_string": b"", "root_path": "",
             "headers": [(b"host", b"localhost")], "client": ("127.0.0.1", 50000), "server": ("localhost", 80)}
    requested = asyncio.Event()
    messages = []

    async def receive():
        if not requested.is_set():
            requested.set()
            return {"type": "http.request", "body": b"", "more_body": False}
        await asyncio.Future()  # the client stays connected

    async def send(message):
        messages.append(message)

    await app(scope, receive, send)
    status = next(m["status"] for m in messages if m["type"] == "http.response.start")
    return status, b"".join(m.get("body", b"") for m in messages if m["type"] == "http.response.body").decode()


@pytest.mark.urls(__name__)
def test_requests_one_after_another_run_on_one_kept_thread_and_start_none():
    app = KeptThreadASGIHandler()

    async def three_requests():
        answers = [await get(app, "/thread/")]
        threads = threading.active_count()
        answers += [await get(app, "/thread/"), await get(app, "/thread/")]
        return answers, threading.active_count() - threads

    answers, started = asyncio.run(three_requests())
    assert [status for status, _ in answers] == [200, 200, 200]
    assert len({ident for _, ident in answers}) == 1
    assert started == 0
    assert len(app.threads.idle) == 1


@pytest.mark.urls(__name__)
def test_requests_at_the_same_time_each_have_a_thread_of_their_own():
    app = KeptThreadASGIHandler()

    async def two_at_once():
        return await asyncio.gather(get(app, "/meet/"), get(app, "/meet/"))

    # On one shared thread the first view would wait for the second forever (the barrier breaks: 500).
    (status_a, thread_a), (status_b, thread_b) = asyncio.run(two_at_once())
    assert (status_a, status_b) == (200, 200)
    assert thread_a != thread_b
    assert len(app.threads.idle) == 2

"""Django's ASGI handler with each request's sync work on a kept thread.

Django runs a request's sync code (middleware, signals, the view) in one
thread of the request's own, through asgiref's ThreadSensitiveContext. By
default that thread is started for the request and joined by another new
thread at its end: two thread starts per request, and each blocks the event
loop until the new thread holds the interpreter lock, which under load means
waiting out other threads' turns while every websocket of the process waits
too. Here a request borrows a one-thread executor that earlier requests used
and gives it back when it ends (asgiref's ThreadSensitiveContext(executor=)),
so it still has a thread to itself while it runs, but none is started or
joined. The table actions another process forwards to this one borrow them
the same way (game/live/following.py).
"""
from concurrent.futures import ThreadPoolExecutor
from contextlib import asynccontextmanager

import django
from asgiref.sync import ThreadSensitiveContext
from django.core.handlers.asgi import ASGIHandler

# Idle threads kept for the next requests; a burst beyond this many lets the extra ones end.
MAX_IDLE_THREADS = 32


class KeptThreads:
    """One-thread executors lent to one piece of sync work at a time, and kept for the next once it ends."""

    def __init__(self):
        self.idle: list[ThreadPoolExecutor] = []

    @asynccontextmanager
    async def lent(self):
        """Within it, sync_to_async(thread_sensitive=True) work runs on a thread of its own."""
        executor = self.idle.pop() if self.idle else ThreadPoolExecutor(
            max_workers=1, thread_name_prefix="django-request")
        try:
            # Django's own ThreadSensitiveContext inside this one sees it and leaves it in charge.
            async with ThreadSensitiveContext(executor=executor):
                yield
        finally:
            # Work cancelled while its sync part still runs hands back a busy executor: the next one's work
            # then queues behind it, on the same thread, as it would in one request.
            if len(self.idle) < MAX_IDLE_THREADS:
                self.idle.append(executor)
            else:
                executor.shutdown(wait=False)


class KeptThreadASGIHandler(ASGIHandler):
    def __init__(self):
        super().__init__()
        self.threads = KeptThreads()

    async def __call__(self, scope, receive, send):
        async with self.threads.lent():
            await super().__call__(scope, receive, send)


def get_asgi_application() -> KeptThreadASGIHandler:
    """As django.core.asgi.get_asgi_application, with kept request threads."""
    django.setup(set_prefix=False)
    return KeptThreadASGIHandler()

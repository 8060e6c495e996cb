"""Keep the middleware chain synchronous under ASGI.

Every view here is synchronous, and WhiteNoise's middleware is sync-only. With
an async-capable middleware innermost, Django runs the chain in async mode
from there in: each middleware hops to a thread for its own hooks and back,
and WhiteNoise adapts back to sync on top. Innermost and sync-only, this one
makes every middleware above it run in one thread, the view's hop included.
"""


class SyncOnly:
    sync_capable = True
    async_capable = False

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        return self.get_response(request)

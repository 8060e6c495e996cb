"""The benchmark's ASGI app: Landfall's application plus the floor's websocket route.

/ws/floor/<game id>/ goes to benchmarks.floor.FloorConsumer behind the same
middleware as Landfall's websocket route in config/asgi.py (allowed-hosts
origin check, then AuthMiddlewareStack); everything else, HTTP included, goes
to Landfall's own application. With DJANGO_SETTINGS_MODULE=benchmarks.settings
Landfall's HTTP side also serves the floor view (benchmarks/urls.py).

    .venv/bin/python -m daphne benchmarks.floor_asgi:application
"""
import os

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "benchmarks.settings")

from config.asgi import application as landfall  # noqa: E402  (sets Django up)

from channels.auth import AuthMiddlewareStack  # noqa: E402
from channels.routing import URLRouter  # noqa: E402
from channels.security.websocket import AllowedHostsOriginValidator  # noqa: E402
from django.urls import path  # noqa: E402

from benchmarks.floor import FloorConsumer  # noqa: E402

if os.environ.get("BENCH_GC_PAUSES") == "1":
    from benchmarks import gc_pauses

    gc_pauses.install()
if os.environ.get("BENCH_STAGES") == "1":
    from benchmarks import stage_timings

    stage_timings.install()

floor_websocket = AllowedHostsOriginValidator(
    AuthMiddlewareStack(URLRouter([path("ws/floor/<int:game_id>/", FloorConsumer.as_asgi())])))


async def application(scope, receive, send):
    if scope["type"] == "websocket" and scope["path"].startswith("/ws/floor/"):
        return await floor_websocket(scope, receive, send)
    return await landfall(scope, receive, send)

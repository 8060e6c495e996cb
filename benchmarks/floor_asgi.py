"""Landfall's ASGI app plus a "floor" route for the latency benchmark.

The floor is the least any live update can cost on this stack: one HTTP
request, one row written through the ORM, one group message through the
channel layer, one websocket frame out. It lives here, not in the app.
"""
import os

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")

from channels.auth import AuthMiddlewareStack  # noqa: E402
from channels.db import database_sync_to_async  # noqa: E402
from channels.generic.websocket import AsyncWebsocketConsumer  # noqa: E402
from channels.layers import get_channel_layer  # noqa: E402
from channels.routing import URLRouter  # noqa: E402
from django.urls import path  # noqa: E402
from django.utils import timezone  # noqa: E402

from config.asgi import application as landfall  # noqa: E402
from game.models import Game  # noqa: E402


@database_sync_to_async
def _write_one_row(game_id: int) -> None:
    Game.objects.filter(pk=game_id).update(updated=timezone.now())


async def floor_http(scope, receive, send):
    """POST /bench/floor/<game id>/: write one row, send one group message, answer 204."""
    while (await receive()).get("more_body"):
        pass
    game_id = int(scope["path"].strip("/").split("/")[-1])
    await _write_one_row(game_id)
    await get_channel_layer().group_send(f"floor-{game_id}", {"type": "floor.ping"})
    await send({"type": "http.response.start", "status": 204, "headers": []})
    await send({"type": "http.response.body", "body": b""})


class FloorConsumer(AsyncWebsocketConsumer):
    async def connect(self):
        self.group = f"floor-{self.scope['url_route']['kwargs']['game_id']}"
        await self.channel_layer.group_add(self.group, self.channel_name)
        await self.accept()

    async def disconnect(self, code):
        await self.channel_layer.group_discard(self.group, self.channel_name)

    async def floor_ping(self, event):
        await self.send(text_data="pong")


floor_websocket = AuthMiddlewareStack(URLRouter([path("ws/floor/<int:game_id>/", FloorConsumer.as_asgi())]))


async def application(scope, receive, send):
    if scope["type"] == "http" and scope["path"].startswith("/bench/floor/"):
        return await floor_http(scope, receive, send)
    if scope["type"] == "websocket" and scope["path"].startswith("/ws/floor/"):
        return await floor_websocket(scope, receive, send)
    return await landfall(scope, receive, send)

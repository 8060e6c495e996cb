"""The stack's floor for the live-update latency benchmark: the least a live update can cost.

floor_view is a plain sync Django view served through Landfall's own HTTP
stack (the same middleware: sessions, CSRF, auth; login required), like
game.views.game_act, so both pay the same hop to the sync thread. It writes
one row through the ORM and sends one group message through the channel
layer. FloorConsumer sits behind the same websocket middleware as the game's
route (config/asgi.py: origin check, then session auth) and sends one frame
per group message, with no database work and no rendering.

Benchmark-only: reached through benchmarks/settings.py, benchmarks/urls.py
and benchmarks/floor_asgi.py, never from Landfall's own configuration.
"""
from asgiref.sync import async_to_sync
from channels.generic.websocket import AsyncWebsocketConsumer
from channels.layers import get_channel_layer
from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpResponse
from django.utils import timezone
from django.views.decorators.http import require_POST

from game.models import Game

CLOSE_UNAUTHENTICATED = 4401


def floor_group(game_id: int) -> str:
    return f"bench-floor-{game_id}"


@login_required
@require_POST
def floor_view(request, game_id: int):
    """POST /bench/floor/<game id>/: one row written (the game's timestamp), one group message, 204."""
    if not Game.objects.filter(pk=game_id).update(updated=timezone.now()):
        raise Http404("no such game")
    async_to_sync(get_channel_layer().group_send)(floor_group(game_id), {"type": "floor.ping"})
    return HttpResponse(status=204)


class FloorConsumer(AsyncWebsocketConsumer):
    async def connect(self):
        user = self.scope.get("user")
        if user is None or not user.is_authenticated:
            await self.close(code=CLOSE_UNAUTHENTICATED)
            return
        self.group = floor_group(self.scope["url_route"]["kwargs"]["game_id"])
        await self.channel_layer.group_add(self.group, self.channel_name)
        await self.accept()

    async def disconnect(self, code):
        if hasattr(self, "group"):
            await self.channel_layer.group_discard(self.group, self.channel_name)

    async def floor_ping(self, event):
        await self.send(text_data="floor")

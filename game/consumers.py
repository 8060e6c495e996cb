"""Live table updates over a websocket, one connection per viewer.

The channel layer carries ids only ({"type": "game.changed", "game_id",
"version"}); each connection loads the game and renders the partials for
its own viewer, so no hidden card ever travels to a viewer who may not see
it. Only logged-in players and permitted spectators connect.
"""
from channels.db import database_sync_to_async
from channels.generic.websocket import AsyncWebsocketConsumer

from game.selectors import game_for_viewer, game_group
from game.table.render import render_live

CLOSE_UNAUTHENTICATED = 4401
CLOSE_FORBIDDEN = 4403


class GameConsumer(AsyncWebsocketConsumer):
    async def connect(self):
        user = self.scope.get("user")
        if user is None or not user.is_authenticated:
            await self.close(code=CLOSE_UNAUTHENTICATED)
            return
        self.game_id = self.scope["url_route"]["kwargs"]["game_id"]
        access = await database_sync_to_async(game_for_viewer)(game_id=self.game_id, user=user)
        if access is None:
            await self.close(code=CLOSE_FORBIDDEN)
            return
        self.viewer = access.viewer
        self.version = None
        await self.channel_layer.group_add(game_group(self.game_id), self.channel_name)
        await self.accept()
        await self.send_table()  # a (re)connecting page gets a full refresh

    async def disconnect(self, code):
        if hasattr(self, "viewer"):
            await self.channel_layer.group_discard(game_group(self.game_id), self.channel_name)

    async def receive(self, text_data=None, bytes_data=None):
        """Actions come over HTTP; anything sent here is ignored."""

    async def game_changed(self, event):
        if self.version is not None and event.get("version", 0) <= self.version:
            return  # already showing this version or a later one
        await self.send_table()

    async def send_table(self):
        html, version = await database_sync_to_async(self._render)()
        if html is not None:
            self.version = version
            await self.send(text_data=html)

    def _render(self):
        access = game_for_viewer(game_id=self.game_id, user=self.scope["user"])
        if access is None:
            return None, None
        return render_live(game=access.game, state=access.state, viewer=access.viewer), access.game.version

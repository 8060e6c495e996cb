"""The league page's websocket: a waiting player hears that they are paired (leagues/live.py)."""
from channels.db import database_sync_to_async
from channels.generic.websocket import AsyncWebsocketConsumer

from leagues.live import pairing_group, render_paired

CLOSE_UNAUTHENTICATED = 4401


class PairingConsumer(AsyncWebsocketConsumer):
    async def connect(self):
        user = self.scope.get("user")
        if user is None or not user.is_authenticated:
            await self.close(code=CLOSE_UNAUTHENTICATED)
            return
        self.user_id = user.pk
        self.group = pairing_group(self.scope["url_route"]["kwargs"]["league_id"], user.pk)
        await self.channel_layer.group_add(self.group, self.channel_name)
        await self.accept()

    async def disconnect(self, code):
        if hasattr(self, "group"):
            await self.channel_layer.group_discard(self.group, self.channel_name)

    async def receive(self, text_data=None, bytes_data=None):
        """Nothing is asked over it."""

    async def league_paired(self, event):
        await self.send(text_data=await database_sync_to_async(render_paired)(match_id=event["match_id"],
                                                                              user_id=self.user_id))

"""Live table updates over a websocket, one connection per viewer.

The channel layer carries ids only ({"type": "game.changed", "game_id",
"version", "saved"}), to each connection or, where processes follow games, to
its process, which hands it to its connections of the game (game/following.py);
each connection renders the table's partials for its
own viewer, so no hidden card ever travels to a viewer who may not see it,
and sends only the partials that changed since its last frame (each seat in
pieces: a life change sends that seat's status alone). Only
logged-in players and permitted spectators connect; access is checked when
the connection opens (seats and spectator rights don't change in play).

When the channel layer fails (Redis down), so does the connection: opening it, or while open (its
receive loop, AsyncConsumer's, ends on the layer's error). Daphne then refuses the handshake or
closes the socket with 1011, on which the page's htmx ws extension reconnects, later and later,
and its actions meanwhile bring the new table in their answer (static/js/table.js). The reconnected
page gets the current table first.
"""
import asyncio
from functools import partial

from channels.db import database_sync_to_async
from channels.generic.websocket import AsyncWebsocketConsumer

from game.live import following, owners
from game.live.render_queue import RenderQueue
from game.models import Game
from game.live.store import read_game
from game.selectors import game_for_viewer, game_group
from game.live.store import announced_state
from game.table.render import live_partials, render_after_game, render_chat_lines

RENDERS = RenderQueue()  # this process's renders: one at a time, off the event loop


async def _render(*, after_others: bool = False, **kwargs) -> dict[str, str]:
    """live_partials(**kwargs) on the render thread (render_queue.py)."""
    return await RENDERS.draw(partial(live_partials, **kwargs), after_others=after_others)


CLOSE_UNAUTHENTICATED = 4401
CLOSE_FORBIDDEN = 4403


class GameConsumer(AsyncWebsocketConsumer):
    async def __call__(self, scope, receive, send):
        try:
            await super().__call__(scope, receive, send)
        finally:  # also when the channel layer failed, which sends no disconnect
            if getattr(self, "attached", False):
                following.detach(self.game_id, self)

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
        self.game, self.viewer = access.game, access.viewer
        self.version = None
        # partial name -> the html this connection last sent for it, as a plain str: a Markup is an object the
        # garbage collector tracks, and a page keeps it until the partial changes, long enough to reach the old
        # generations and bring on full collections (benchmarks/README.md, ninth session)
        self.sent = {}
        # One member of the game's group per process where it can (see following), else this connection.
        # Before accepting: while the channel layer fails, the page is refused and tries again later.
        self.attached = await following.attach(self.game_id, self)
        if not self.attached:
            await self.channel_layer.group_add(game_group(self.game_id), self.channel_name)
        await self.accept()
        if access.state is not None and not access.state.game_over:
            await asyncio.to_thread(owners.claim, self.game_id)
        if access.state is not None:  # a (re)connecting page gets a full refresh, of the state just read
            chat = await database_sync_to_async(render_chat_lines)(game_id=self.game_id, viewer=self.viewer, oob=True)
            partials = await _render(game=self.game, state=access.state, viewer=self.viewer)
            await self.send_changed(partials | {"chat": chat}, access.game.version)

    async def disconnect(self, code):
        if getattr(self, "attached", None) is False:  # it joined the game's group itself
            await self.channel_layer.group_discard(game_group(self.game_id), self.channel_name)

    async def receive(self, text_data=None, bytes_data=None):
        """Actions come over HTTP; anything sent here is ignored."""

    async def game_changed(self, event):
        if self.version is not None and event.get("version", 0) <= self.version:
            return  # already showing this version or a later one
        await self.send_table(event)

    async def game_chat(self, event):
        """The chat's lines (game/chat.py), read afresh: sent when they differ from what this page shows."""
        html = await database_sync_to_async(render_chat_lines)(game_id=self.game_id, viewer=self.viewer, oob=True)
        if self.sent.get("chat") != html:
            self.sent["chat"] = str(html)
            await self.send(text_data=html)

    async def game_next(self, event):
        """Something follows the finished game now (a rematch): the page asks what (game:after)."""
        await self.send(text_data=render_after_game(game_id=self.game_id))

    async def send_table(self, event):
        state = announced_state(game_id=self.game_id, event=event)
        if state is not None:
            # Kept or replayed in memory: no database. Drawn on the render thread all the same: a table with spells to
            # pay for takes milliseconds (autopay.py), which the event loop spends meanwhile on every other page here.
            acted = self.viewer is not None and following.acting_player(event) == self.viewer
            partials = await _render(game=self.game, state=state, viewer=self.viewer, after_others=acted)
            version = event["version"]
        else:
            partials, version = await database_sync_to_async(self._render_stored)()
        if partials is not None:
            await self.send_changed(partials, version)

    async def send_changed(self, partials: dict, version: int):
        """Send the partials that differ from what this connection last sent, and remember them; nothing
        when it sent a later version meanwhile (an update handed on while the first frame was made)."""
        if self.version is not None and version < self.version:
            return
        self.version = version
        changed = {name: html for name, html in partials.items() if self.sent.get(name) != html}
        if changed:
            self.sent.update((name, str(html)) for name, html in changed.items())
            await self.send(text_data="".join(changed.values()))

    def _render_stored(self):
        """The partials for this viewer of the game as stored (the latest version)."""
        game = Game.objects.filter(pk=self.game_id).first()
        if game is None or game.status == Game.Status.SETUP:
            return None, None
        game, state = read_game(game=game)
        return live_partials(game=self.game, state=state, viewer=self.viewer), game.version

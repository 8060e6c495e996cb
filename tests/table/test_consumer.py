"""Live updates over websockets (Channels' WebsocketCommunicator)."""
import gc
import re

import pytest
from asgiref.sync import sync_to_async
from channels.layers import get_channel_layer
from channels.routing import URLRouter
from django.contrib.auth.models import AnonymousUser
from markupsafe import Markup

from game.live import consumers, following
from game.live.consumers import GameConsumer
from game.routing import websocket_urlpatterns
from game.rules.characteristics import characteristics
from game.selectors import game_group
from game.table.act import game_act
from tests.support.websockets import ws_connect
from tests.table.conftest import _data, state_of

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.asyncio]
APP = URLRouter(websocket_urlpatterns)


async def connect(game, user):
    return await ws_connect(APP, f"/ws/games/{game.pk}/", user)


def hand_ids(state, name):
    return list(state.player(name).hand)


async def open_sockets(game, users, names=("alice", "bob", "carol")) -> tuple[dict, dict]:
    """Connected sockets and the full frame each got on connecting."""
    sockets, first = {}, {}
    for name in names:
        sockets[name], connected, _ = await connect(game, users[name])
        assert connected
        first[name] = await sockets[name].receive_from(timeout=10)  # a full refresh on connect
        assert 'id="seat-0-cards"' in first[name] and 'id="hand"' in first[name] and 'hx-swap-oob="true"' in first[name]
    return sockets, first


def assert_own_render(frames: dict, state) -> None:
    """Each player's frames show their own hand and never the other's; the spectator's show no hand."""
    for name in ("alice", "bob"):
        other = "bob" if name == "alice" else "alice"
        for object_id in hand_ids(state, other) + list(state.player(other).library):
            assert f'data-card="{object_id}"' not in frames[name]
    assert "Your hand" not in frames["carol"]
    for object_id in hand_ids(state, "alice") + hand_ids(state, "bob"):
        assert f'data-card="{object_id}"' not in frames["carol"]
        assert characteristics(state, object_id).name not in frames["carol"] or \
            characteristics(state, object_id).name in _public_names(state)


async def test_each_viewer_gets_their_own_render_after_an_action(started_game, users):
    sockets, first = await open_sockets(started_game, users)
    state = await sync_to_async(state_of)(started_game, users["alice"])
    assert_own_render(first, state)
    for name in ("alice", "bob"):
        assert all(f'data-card="{object_id}"' in first[name] for object_id in hand_ids(state, name))

    priority = state.turn.priority
    outcome = await sync_to_async(game_act)(game_id=started_game.pk, user=users[priority], data=_data(do="pass"))
    assert outcome.ok

    state = await sync_to_async(state_of)(started_game, users["alice"])
    updates = {name: await socket.receive_from(timeout=10) for name, socket in sockets.items()}
    assert_own_render(updates, state)
    for frame in updates.values():
        assert 'id="turn-bar"' in frame and "priority: <strong>" in frame  # priority moved on
    for socket in sockets.values():
        await socket.disconnect()


async def test_an_update_sends_a_viewer_only_the_partials_that_changed_for_them(started_game, users):
    sockets, _ = await open_sockets(started_game, users)
    outcome = await sync_to_async(game_act)(game_id=started_game.pk, user=users["alice"], data=_data(do="draw"))
    assert outcome.ok
    state = await sync_to_async(state_of)(started_game, users["alice"])
    updates = {name: await socket.receive_from(timeout=10) for name, socket in sockets.items()}
    assert 'id="hand"' in updates["alice"] and f'data-card="{state.player("alice").hand[-1]}"' in updates["alice"]
    for name in ("bob", "carol"):  # their hands (none, for carol) didn't change; alice's hand count did
        assert 'id="hand"' not in updates[name] and "Hand 8" in updates[name]
    assert_own_render(updates, state)
    for socket in sockets.values():
        assert await socket.receive_nothing(timeout=0.2)
        await socket.disconnect()


def swapped_ids(frame: str) -> set:
    """The ids a frame swaps in (its elements marked hx-swap-oob)."""
    tags = re.findall(r'<[a-z]+\b[^>]*hx-swap-oob="true"[^>]*>', frame)
    return {re.search(r'\bid="([^"]+)"', tag).group(1) for tag in tags}


async def test_a_life_change_sends_that_seats_status_alone_so_what_is_open_in_the_seats_stays(started_game, users):
    """Each seat goes live in pieces (seats.jinja): an open token form or graveyard isn't swapped away when only
    a life total changes."""
    sockets, first = await open_sockets(started_game, users)
    assert {"seat-0-status", "seat-0-tools", "seat-0-cards", "seat-1-status", "seat-1-tools", "seat-1-cards"} \
        <= swapped_ids(first["carol"])
    outcome = await sync_to_async(game_act)(game_id=started_game.pk, user=users["bob"],
                                            data=_data(do="life", amount="-1"))
    assert outcome.ok
    for name, socket in sockets.items():
        frame = await socket.receive_from(timeout=10)
        assert swapped_ids(frame) == {"seat-1-status", "log"}, name  # bob sits second (table_view: the seats' order)
        assert "♥ 19" in frame and 'data-card="' not in frame
        assert await socket.receive_nothing(timeout=0.2)
        await socket.disconnect()


async def test_where_processes_follow_games_each_viewer_gets_their_own_render_through_the_process_channel(
        started_game, users, monkeypatch):
    follower = following.Follower(get_channel_layer())  # as config/asgi.py enables it with Redis
    monkeypatch.setattr(following, "_follower", follower)
    try:
        sockets, _ = await open_sockets(started_game, users)
        # One member of the game's group for the three connections: one message per process and action.
        assert list(follower.layer.groups[game_group(started_game.pk)]) == [follower.channel]
        outcome = await sync_to_async(game_act)(game_id=started_game.pk, user=users["alice"], data=_data(do="draw"))
        assert outcome.ok
        state = await sync_to_async(state_of)(started_game, users["alice"])
        updates = {name: await socket.receive_from(timeout=10) for name, socket in sockets.items()}
        assert f'data-card="{state.player("alice").hand[-1]}"' in updates["alice"]
        assert all("Hand 8" in updates[name] for name in ("bob", "carol"))
        assert_own_render(updates, state)
        for socket in sockets.values():
            await socket.disconnect()
        assert started_game.pk not in follower.connections
    finally:
        await follower.stop()


def _public_names(state):
    public = list(state.battlefield) + list(state.stack) + list(state.exile)
    for player in state.players:
        public += list(player.graveyard)
    return {characteristics(state, o).name for o in public}


async def test_anonymous_connections_are_refused(started_game):
    _, connected, code = await connect(started_game, AnonymousUser())
    assert not connected and code == 4401


async def test_spectators_are_refused_where_the_game_allows_none(started_game, users):
    started_game.spectators_allowed = False
    await sync_to_async(started_game.save)(update_fields=["spectators_allowed"])
    _, connected, code = await connect(started_game, users["carol"])
    assert not connected and code == 4403
    player_socket, connected, _ = await connect(started_game, users["alice"])
    assert connected
    await player_socket.disconnect()


async def test_messages_from_the_browser_are_ignored(started_game, users):
    socket, connected, _ = await connect(started_game, users["alice"])
    await socket.receive_from(timeout=10)
    await socket.send_to(text_data='{"do": "concede"}')
    await socket.send_to(text_data="\x00garbage")
    assert await socket.receive_nothing(timeout=0.3)
    state = await sync_to_async(state_of)(started_game, users["alice"])
    assert not state.game_over
    await socket.disconnect()


async def test_a_page_remembers_what_it_sent_as_plain_strings_and_sends_only_what_changed():
    """What a connection last sent stays with it until the partial changes: as plain strings, which the garbage
    collector doesn't track, where the renders' Markup strings are objects it would walk in every full pass."""
    page, frames = GameConsumer(), []
    page.version, page.sent = None, {}

    async def send(text_data):
        frames.append(text_data)
    page.send = send
    await page.send_changed({"hand": Markup("<div id='hand'>1</div>"), "seats": Markup("<div id='seats'/>")}, 3)
    await page.send_changed({"hand": Markup("<div id='hand'>2</div>"), "seats": Markup("<div id='seats'/>")}, 4)
    await page.send_changed({"hand": Markup("<div id='hand'>0</div>")}, 2)  # an older version: nothing
    assert frames == ["<div id='hand'>1</div><div id='seats'/>", "<div id='hand'>2</div>"]
    assert page.sent == {"hand": "<div id='hand'>2</div>", "seats": "<div id='seats'/>"} and page.version == 4
    assert not any(gc.is_tracked(html) for html in page.sent.values())


async def test_the_acting_players_page_is_drawn_after_the_pages_waiting_to_see_the_change(started_game, users,
                                                                                           monkeypatch):
    asked, draw = [], consumers.RENDERS.draw

    async def recording(work, *, after_others=False):
        asked.append((work.keywords["viewer"], after_others))
        return await draw(work, after_others=after_others)

    sockets, _ = await open_sockets(started_game, users)
    monkeypatch.setattr(consumers.RENDERS, "draw", recording)
    outcome = await sync_to_async(game_act)(game_id=started_game.pk, user=users["alice"], data=_data(do="draw"))
    assert outcome.ok
    for socket in sockets.values():
        await socket.receive_from(timeout=10)
        await socket.disconnect()
    assert sorted(asked, key=str) == sorted([("alice", True), ("bob", False), (None, False)], key=str)

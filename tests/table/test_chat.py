"""The table's chat (issue 18 item 9): players write, everyone who may watch reads, live; escaped, size- and
rate-limited; it carries a player's words and nothing of the game."""
from datetime import timedelta

import pytest
from asgiref.sync import sync_to_async
from django.urls import reverse
from django.utils import timezone

from game.chat import CHAT_BURST, CHAT_LENGTH, CHAT_WINDOW, ChatError, chat_lines, chat_post
from game.models import ChatMessage
from tests.table.test_consumer import open_sockets

pytestmark = pytest.mark.django_db


def say(clients, name, game, text):
    return clients[name].post(reverse("game:chat", args=[game.pk]), {"text": text}, HTTP_HX_REQUEST="true")


def test_a_player_s_message_reaches_every_page_escaped(started_game, clients):
    response = say(clients, "alice", started_game, "<script>alert(1)</script> good luck")
    assert response.status_code == 200
    assert "&lt;script&gt;alert(1)&lt;/script&gt; good luck" in response.content.decode()
    for name in ("bob", "carol"):  # carol watches
        page = clients[name].get(reverse("game:detail", args=[started_game.pk])).content.decode()
        assert "<strong>alice</strong>: &lt;script&gt;alert(1)&lt;/script&gt; good luck" in page
        assert "<script>alert(1)" not in page


def test_spectators_read_but_dont_write(started_game, clients):
    response = say(clients, "carol", started_game, "psst, bob has a Shock")
    assert response.status_code == 400
    assert "only the players at this table can write in its chat" in response.content.decode()
    assert not ChatMessage.objects.exists()
    page = clients["carol"].get(reverse("game:detail", args=[started_game.pk])).content.decode()
    assert 'aria-label="message to the table"' not in page


@pytest.mark.parametrize("text, error", [("   ", "write something to send"),
                                         ("x" * (CHAT_LENGTH + 1), f"at most {CHAT_LENGTH} characters")])
def test_an_empty_or_too_long_message_is_refused_and_saves_nothing(started_game, clients, text, error):
    response = say(clients, "alice", started_game, text)
    assert response.status_code == 400 and error in response.content.decode()
    assert not ChatMessage.objects.exists()


def test_at_most_a_burst_of_messages_per_window(started_game, users):
    start = timezone.now()
    for n in range(CHAT_BURST):
        chat_post(game_id=started_game.pk, user=users["alice"], text=f"message {n}", now=start)
    with pytest.raises(ChatError, match="slow down"):
        chat_post(game_id=started_game.pk, user=users["alice"], text="one too many", now=start)
    chat_post(game_id=started_game.pk, user=users["bob"], text="my own burst", now=start)  # per player
    chat_post(game_id=started_game.pk, user=users["alice"], text="later", now=start + CHAT_WINDOW + timedelta(seconds=1))
    assert [text for _, text in chat_lines(game_id=started_game.pk)][-2:] == ["my own burst", "later"]


@pytest.mark.django_db(transaction=True)
@pytest.mark.asyncio
async def test_a_message_is_pushed_live_to_players_and_spectators(started_game, users, clients):
    sockets, first = await open_sockets(started_game, users)
    assert all('id="chat-lines"' in frame for frame in first.values())  # on connecting, with the table
    await sync_to_async(chat_post)(game_id=started_game.pk, user=users["bob"], text="gg <b>wp</b>")
    for name, socket in sockets.items():
        frame = await socket.receive_from(timeout=10)
        assert 'id="chat-lines"' in frame and "<strong>bob</strong>: gg &lt;b&gt;wp&lt;/b&gt;" in frame, name
        assert 'id="seat-' not in frame  # the chat alone: nothing of the game's state
    for socket in sockets.values():
        await socket.disconnect()

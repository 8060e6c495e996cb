"""The table's chat: a seated player says something; every page of the game (spectators too) gets it live.

Plain text, escaped where it is shown; at most CHAT_LENGTH characters, and at most CHAT_BURST messages per
player in CHAT_WINDOW. Nothing of the game's state goes into it: a player's words are all it carries.
"""
from datetime import timedelta
from functools import partial

from django.db import transaction
from django.utils import timezone

from game.live.announce import announce_chat
from game.models import ChatMessage, Game, Seat

CHAT_LENGTH = 500
CHAT_BURST, CHAT_WINDOW = 5, timedelta(seconds=10)
CHAT_SHOWN = 50


class ChatError(ValueError):
    """A message that can't be posted; the text says why."""


def chat_post(*, game_id: int, user, text: str, now=None) -> ChatMessage:
    """Post ``text`` as the user's seat in the game. Raises Game.DoesNotExist, ChatError."""
    text = (text or "").strip()
    if not text:
        raise ChatError("write something to send")
    if len(text) > CHAT_LENGTH:
        raise ChatError(f"a message has at most {CHAT_LENGTH} characters")
    now = now or timezone.now()
    with transaction.atomic():
        game = Game.objects.get(pk=game_id)
        # Locked: two posts of one player are counted one after the other.
        seat = Seat.objects.select_for_update().filter(game=game, user=user).first()
        if seat is None:
            raise ChatError("only the players at this table can write in its chat")
        if game.status == Game.Status.SETUP:
            raise ChatError("the chat opens when the game starts")
        if ChatMessage.objects.filter(seat=seat, created__gt=now - CHAT_WINDOW).count() >= CHAT_BURST:
            raise ChatError(f"slow down: at most {CHAT_BURST} messages in {CHAT_WINDOW.seconds} seconds")
        message = ChatMessage.objects.create(game=game, seat=seat, text=text, created=now)
    transaction.on_commit(partial(announce_chat, game_id=game_id))
    return message


def chat_lines(*, game_id: int) -> list:
    """The last CHAT_SHOWN messages of the game, oldest first: (name, text)."""
    recent = ChatMessage.objects.filter(game_id=game_id).order_by("-created", "-pk")[:CHAT_SHOWN]
    return list(reversed(recent.values_list("seat__name", "text")))

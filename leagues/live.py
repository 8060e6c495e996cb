"""A league player waiting for a match is told live when paired: their league page's websocket
(consumers.PairingConsumer) hears of the new match on a group of their own and shows where to play it, without a
reload. The channel layer carries the match's id only; the connection reads the match and renders it for its user.
"""
from functools import partial
import logging

from asgiref.sync import async_to_sync
from channels.layers import get_channel_layer
from django.db import transaction
from django.template.loader import render_to_string
from django.urls import reverse

from leagues.models import Match

log = logging.getLogger(__name__)


def pairing_group(league_id: int, user_id: int) -> str:
    return f"league-{league_id}-player-{user_id}"


def announce_paired(match: Match) -> None:
    """Once the new match commits, tell both players' league pages (the one who was waiting has it open)."""
    for entry in (match.player1, match.player2):
        transaction.on_commit(partial(_send, pairing_group(match.league_id, entry.player_id), match.pk))


def _send(group: str, match_id: int) -> None:
    try:  # best-effort: the match is made; a page that missed it shows it on its next load
        async_to_sync(get_channel_layer().group_send)(group, {"type": "league.paired", "match_id": match_id})
    except Exception as error:
        log.warning("match %s: pairing not announced (%s: %s)", match_id, type(error).__name__, error)


def render_paired(*, match_id: int, user_id: int) -> str:
    """The "you're paired" line, out of band, for one of the match's players."""
    match = Match.objects.select_related("player1__player", "player2__player").get(pk=match_id)
    opponent = match.player2 if match.player1.player_id == user_id else match.player1
    first = match.games.order_by("number").first()
    where = reverse("game:detail", args=[first.game_id]) if first else reverse("leagues:match", args=[match.pk])
    return render_to_string("leagues/_paired.html", {"opponent": opponent.player.username, "where": where,
                                                     "online": first is not None})

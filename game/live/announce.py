"""After a save commits: tell the game's connections, in every process, that it changed."""
import logging

from asgiref.sync import async_to_sync
from channels.layers import get_channel_layer

from game.live import bus, following
from game.live.store import announcement
from game.models import Game
from game.selectors import game_group

log = logging.getLogger(__name__)


def announce(*, game: Game, replay: dict | None = None) -> None:
    """Tell the game's connections that it changed: ids only, each renders for its own viewer.

    The message names the version (number and save time, see store.version_stamp), so a
    connection in a process that keeps that version renders it without a query. With ``replay``
    (the version before, the action and the save's digest: ids and a hash) a process
    that keeps the version before makes this one itself (see store.replay_announced). Call it from
    ``transaction.on_commit``, so no one reads a version that may roll back.

    Other processes' connections get it over Redis (bus.py), or in one process over the channel layer; this
    process's own connections get it at once (following.saved_here), after the publish: handed on first, their
    renders took the interpreter lock while the publish waited for Redis, and the publish then waited for them
    (benchmarks/README.md, tenth session). This process follows the game from now on, to keep the versions
    saved elsewhere (see following).

    Best-effort: the version is saved, so the action succeeded even when Redis fails. That is logged, and
    connections catch up once it works again (see following).
    """
    message = announcement(game=game, replay=replay)
    try:
        _send(game_group(game.pk), message)
        following.follow_from_thread(game.pk)
    except Exception as error:
        log.warning("game %s: version %s saved but not announced (%s: %s)", game.pk, game.version,
                    type(error).__name__, error)
    following.saved_here(message)


def _send(group: str, message: dict) -> None:
    """To every process's connections of the game (sync: from the thread that saved)."""
    if bus.configured():
        bus.publish_to_group(group, message)
    else:
        async_to_sync(get_channel_layer().group_send)(group, message)


def announce_chat(*, game_id: int) -> None:
    """Tell the game's connections that its chat has a new message (the id only: each reads the chat)."""
    _announce_event(game_id, "game.chat")


def announce_next(*, game_id: int) -> None:
    """Tell a finished game's connections that something follows it now (a rematch): each page asks what."""
    _announce_event(game_id, "game.next")


def _announce_event(game_id: int, kind: str) -> None:
    try:
        _send(game_group(game_id), {"type": kind, "game_id": game_id})
    except Exception as error:
        log.warning("game %s: %s not announced (%s: %s)", game_id, kind, type(error).__name__, error)

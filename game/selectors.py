"""Reads of games, shaped for their callers."""
from dataclasses import dataclass

from game.models import Game
from game.persistence import load_game
from game.rules.state import GameState


def game_state(*, game_id: int) -> GameState:
    """The engine state of a stored game (two queries)."""
    return load_game(game_id=game_id).state


def game_group(game_id: int) -> str:
    """The channel-layer group of a game's live connections."""
    return f"game-{game_id}"


@dataclass
class TableAccess:
    """A game as one user may see it: their seat's name, or None for a spectator."""

    game: Game
    state: GameState | None
    viewer: str | None


def game_for_viewer(*, game_id: int, user) -> TableAccess | None:
    """The game for a seated player or a permitted spectator; None when the user may not watch."""
    game = Game.objects.filter(pk=game_id).first()
    if game is None:
        return None
    seat = game.seats.filter(user=user).first() if user.is_authenticated else None
    if seat is None and not (user.is_authenticated and (game.spectators_allowed or game.status == Game.Status.SETUP)):
        return None
    if game.status == Game.Status.SETUP:
        return TableAccess(game=game, state=None, viewer=seat.name if seat else None)
    loaded = load_game(game_id=game_id)
    return TableAccess(game=loaded.game, state=loaded.state, viewer=seat.name if seat else None)


def lobby_games(*, user) -> tuple[list, list]:
    """Open games waiting for players, and the games the user is seated in."""
    open_games = list(Game.objects.filter(status=Game.Status.SETUP).exclude(seats__user=user)
                      .prefetch_related("seats"))
    mine = list(Game.objects.filter(seats__user=user).prefetch_related("seats").distinct()[:50])
    return open_games, mine

"""Reads of games, shaped for their callers."""
from dataclasses import dataclass

from game.models import Game
from game.live.store import load_game, read_game
from game.rules.state import GameState


def game_state(*, game_id: int) -> GameState:
    """The engine state of a stored game, a copy of its own (one query when this process has that version)."""
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
    if game is None or not user.is_authenticated:
        return None
    seat_name = game.seats.filter(user=user).values_list("name", flat=True).first()
    # The host may always watch: a league's organizer is the host of its matches' games.
    if seat_name is None and not (game.spectators_allowed or game.status == Game.Status.SETUP
                                  or game.host_id == user.pk):
        return None
    if game.status == Game.Status.SETUP:
        return TableAccess(game=game, state=None, viewer=seat_name)
    game, state = read_game(game=game)  # every viewer of a version shares one state, loaded once
    return TableAccess(game=game, state=state, viewer=seat_name)


def lobby_games(*, user) -> tuple[list, list]:
    """Open games waiting for players, and the games the user is seated in."""
    open_games = list(Game.objects.filter(status=Game.Status.SETUP).exclude(seats__user=user)
                      .prefetch_related("seats"))
    mine = list(Game.objects.filter(seats__user=user).prefetch_related("seats").distinct()[:50])
    return open_games, mine

"""Reads of games, shaped for their callers."""
from dataclasses import dataclass

from django.db.models import Q

from game.live.recent import Recent
from game.live.store import load_game, read_game
from game.models import Game, Seat
from game.rules import GameState


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
    if game.status == Game.Status.ACTIVE:  # the seats its actions here check, kept from now on: one query at most
        seats = (seats_in_play(game_id=game.pk) or ([], False))[0]
        seat_name = next((name for name, seat_user in seats if seat_user == user.pk), None)
    else:
        seat_name = game.seats.filter(user=user).values_list("name", flat=True).first()
    # The host may always watch: a league's organizer is the host of its matches' games.
    if seat_name is None and not (game.spectators_allowed or game.status == Game.Status.SETUP
                                  or game.host_id == user.pk):
        return None
    if game.status == Game.Status.SETUP:
        return TableAccess(game=game, state=None, viewer=seat_name)
    game, state = read_game(game=game)  # every viewer of a version shares one state, loaded once
    return TableAccess(game=game, state=state, viewer=seat_name)


def lobby_games(*, user) -> tuple[list, list, list]:
    """Open games waiting for players, the games the user is seated in, and the games in progress the user may
    watch: open to spectators, or hosted by them (a league's organizer hosts its games, which only their
    players and the organizer may watch)."""
    open_games = list(Game.objects.filter(status=Game.Status.SETUP).exclude(seats__user=user)
                      .prefetch_related("seats"))
    mine = list(Game.objects.filter(seats__user=user).prefetch_related("seats").distinct()[:50])
    watchable = list(Game.objects.filter(Q(spectators_allowed=True) | Q(host=user), status=Game.Status.ACTIVE)
                     .exclude(seats__user=user).prefetch_related("seats").distinct()[:50])
    return open_games, mine, watchable


# The seats of games in progress, (name, user pk) in turn order, by game pk. Seats don't change once a
# game has started (a deleted user's seat loses its user, and a deleted user can't act), so each process
# reads them once. A game that has ended since is refused by the engine (104.1).
SEATS_IN_PLAY = Recent(1024)


def seats_in_play(*, game_id: int) -> tuple[list, bool] | None:
    """The game's seats, (name, user pk) in turn order, and whether it is in progress (one query, none
    for a game in progress this process has seen); None when it has no seats."""
    seats = SEATS_IN_PLAY.get(game_id)
    if seats is not None:
        return seats, True
    rows = list(Seat.objects.filter(game_id=game_id).values_list("name", "user_id", "game__status"))
    if not rows:
        return None
    seats, in_play = [(name, user_id) for name, user_id, _ in rows], rows[0][2] == Game.Status.ACTIVE
    if in_play:
        SEATS_IN_PLAY.keep(game_id, seats)
    return seats, in_play

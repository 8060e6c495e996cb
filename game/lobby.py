"""Lobby services: open a game, join it, leave it; the game starts when its seats are filled.

Each seat keeps a snapshot of the deck it joined with (the card names), so
editing a deck later never changes a game. Starting follows rule 103:
libraries shuffled (103.3), a random starting player (103.1), seven-card
hands and mulligans (103.5); sideboards stay outside the game (400.11a).
"""
from functools import partial

from django.db import IntegrityError, transaction
from django.dispatch import Signal

from game.decks.selectors import deck_card_names
from game.live.announce import announce, announce_next
from game.live.store import card_spec_from_model, store_new_game
from game.models import Card, Game, Seat
from game.rules import new_game, randomness
from game.rules.passing import DEFAULT_STOPS

MIN_PLAYERS, MAX_PLAYERS = 2, 4   # two-player games, and free-for-all up to four (806)
STARTING_LIFE_RANGE = (1, 200)


# Sent with ``game_id`` once a game is over; a receiver answers the (label, url) of what follows it for its
# players (a league match's next game, or the match's page), else nothing. The apps that arrange games (leagues)
# connect; the game app doesn't know them. A game something follows this way gets no rematch.
what_follows = Signal()


class LobbyError(ValueError):
    """A lobby request that can't be done; the message says why."""


def _deck_snapshot(deck) -> dict:
    """The seat's copy of the deck: library cards and commander; the sideboard stays out (400.11a)."""
    names = deck_card_names(deck=deck)
    if not names.library:
        raise LobbyError(f"the deck {deck.name!r} has no main-deck cards")
    return {"deck_name": deck.name, "deck_cards": names.library, "commander": names.commander or ""}


def game_open(*, host, deck, max_players: int = 2, starting_life: int = 20, ante: bool = False) -> Game:
    if deck.owner_id != host.pk:
        raise LobbyError("you can only bring your own deck")
    if not MIN_PLAYERS <= max_players <= MAX_PLAYERS:
        raise LobbyError(f"a game has {MIN_PLAYERS} to {MAX_PLAYERS} players")
    if not STARTING_LIFE_RANGE[0] <= starting_life <= STARTING_LIFE_RANGE[1]:
        raise LobbyError("starting life must be between 1 and 200")
    snapshot = _deck_snapshot(deck)
    with transaction.atomic():
        game = Game.objects.create(
            status=Game.Status.SETUP, host=host, max_players=max_players,
            options={"starting_life": starting_life, "ante": ante},
        )
        Seat.objects.create(game=game, position=0, name=host.username, user=host, **snapshot)
    return game


def game_join(*, game_id: int, user, deck) -> Game:
    if deck.owner_id != user.pk:
        raise LobbyError("you can only bring your own deck")
    snapshot = _deck_snapshot(deck)
    with transaction.atomic():
        game = Game.objects.select_for_update().get(pk=game_id)
        if game.status != Game.Status.SETUP:
            raise LobbyError("this game has already started")
        seats = list(game.seats.all())
        if any(seat.user_id == user.pk for seat in seats):
            raise LobbyError("you are already seated in this game")
        if len(seats) >= game.max_players:
            raise LobbyError("this game is full")
        try:
            with transaction.atomic():
                Seat.objects.create(game=game, position=len(seats), name=user.username, user=user, **snapshot)
        except IntegrityError:
            raise LobbyError("that seat was just taken; try again") from None
        if len(seats) + 1 == game.max_players:
            _start(game)
    return game


def game_leave(*, game_id: int, user) -> None:
    """Leave a game before it starts; the last one out closes it."""
    with transaction.atomic():
        game = Game.objects.select_for_update().get(pk=game_id)
        if game.status != Game.Status.SETUP:
            raise LobbyError("the game has started: concede instead")
        deleted, _ = game.seats.filter(user=user).delete()
        if not deleted:
            raise LobbyError("you are not seated in this game")
        remaining = list(game.seats.order_by("position"))
        if not remaining:
            game.delete()
            return
        for position, seat in enumerate(remaining):
            seat.position = position
        Seat.objects.bulk_update(remaining, ["position"])
        if game.host_id == user.pk:
            game.host = remaining[0].user
            game.save(update_fields=["host"])


def game_start_for_players(*, players: list[tuple], host=None, spectators_allowed: bool = True,
                           starting_life: int = 20, chooser=None) -> Game:
    """Start a game at once for players brought together elsewhere (a league match).

    ``players`` lists (user, deck snapshot) in seat order; a snapshot has the
    seat's ``deck_name``, ``deck_cards`` and ``commander``, taken when the deck
    was locked. ``host`` is who arranged the game; a host may always watch it.
    ``chooser`` (one of the users) chooses who takes the first turn (103.1),
    else the starting player is chosen at random.
    """
    if not MIN_PLAYERS <= len(players) <= MAX_PLAYERS:
        raise LobbyError(f"a game has {MIN_PLAYERS} to {MAX_PLAYERS} players")
    if len({user.pk for user, _ in players}) != len(players):
        raise LobbyError("a player can't take two seats")
    if chooser is not None and chooser.pk not in {user.pk for user, _ in players}:
        raise LobbyError("only a player in the game can choose who takes the first turn")
    with transaction.atomic():
        game = Game.objects.create(
            status=Game.Status.SETUP, host=host, max_players=len(players), spectators_allowed=spectators_allowed,
            options={"starting_life": starting_life, "ante": False,
                     "chooser": chooser.username if chooser else None},
        )
        Seat.objects.bulk_create(
            Seat(game=game, position=position, name=user.username, user=user, **snapshot)
            for position, (user, snapshot) in enumerate(players)
        )
        _start(game)
    return game


def following_links(*, game_id: int) -> list:
    """What follows a finished game, by the apps that arranged it (see what_follows): (label, url) pairs."""
    return [link for _, links in what_follows.send(sender=Game, game_id=game_id) for link in links or ()]


def game_rematch(*, game_id: int, user) -> Game:
    """The same players with the same decks again, started at once; the first to ask starts it, the others are
    sent to it. A loser of the game chooses who takes the first turn (103.1), as in a match's next game."""
    with transaction.atomic():
        game = Game.objects.select_for_update().get(pk=game_id)
        if game.status != Game.Status.FINISHED:
            raise LobbyError("a rematch follows a finished game")
        seats = list(game.seats.order_by("position").select_related("user"))
        if user.pk not in {seat.user_id for seat in seats}:
            raise LobbyError("only the players of a game can start its rematch")
        if "rematch" in game.options:
            return Game.objects.get(pk=game.options["rematch"])
        if following_links(game_id=game_id):
            raise LobbyError("this game's match goes on by its own games")
        if any(seat.user is None for seat in seats):
            raise LobbyError("a player of this game has left Landfall")
        winner = game.state.get("winner")
        losers = [seat.user for seat in seats if winner is not None and seat.name != winner]
        rematch = game_start_for_players(
            players=[(seat.user, {"deck_name": seat.deck_name, "deck_cards": seat.deck_cards,
                                  "commander": seat.commander}) for seat in seats],
            host=user, spectators_allowed=game.spectators_allowed,
            starting_life=game.options.get("starting_life", 20), chooser=losers[0] if len(losers) == 1 else None)
        game.options = {**game.options, "rematch": rematch.pk}
        game.save(update_fields=["options"])
    transaction.on_commit(partial(announce_next, game_id=game_id))
    return rematch


def _start(game: Game) -> None:
    seats = list(game.seats.order_by("position"))
    names = {name for seat in seats for name in [*seat.deck_cards, seat.commander] if name}
    cards = {card.name: card_spec_from_model(card) for card in Card.objects.filter(name__in=names)}
    missing = names - set(cards)
    if missing:
        raise LobbyError(f"cards missing from the catalog: {', '.join(sorted(missing))}")
    state, events = new_game(
        players=[seat.name for seat in seats], decks={seat.name: seat.deck_cards for seat in seats},
        cards=cards, seed=randomness.new_seed(), starting_life=game.options.get("starting_life", 20),
        ante=game.options.get("ante", False),
        commanders={seat.name: seat.commander for seat in seats if seat.commander},
        chooser=game.options.get("chooser"), damage_by_hand=True,  # players at a table divide combat damage
    )
    state.stops = {seat.name: {**DEFAULT_STOPS} for seat in seats}  # a table's players stop where MTGO's do
    game.version += 1  # the waiting room's version before it: its connections hear of this one
    store_new_game(game, state)
    transaction.on_commit(partial(announce, game=game))

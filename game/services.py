"""Every write to games. Keyword-only arguments; each write is atomic (one transaction, or one UPDATE).

``game_perform`` is the one way an action reaches a game, for the web views
and for the scenario runner alike: load (the version kept in memory, else the
row, locked only as the last resort), ``engine.apply``, save with the version
check, and announce the new version once it is committed.
"""
from contextlib import nullcontext
from dataclasses import dataclass, field
from functools import partial

from django.contrib.auth.models import AbstractBaseUser
from django.db import transaction
from django.dispatch import Signal

from game.live.announce import announce
from game.live.recent import Recent
from game.live.store import (LoadedGame, StaleGame, catalog_card_ids, game_state_json, keep_saved, load_game,
                             load_kept, load_latest, placement_rows, save_game, version_stamp)
from game.models import Game, Seat, ZonePlacement
from game.rules import engine
from game.rules.actions import EFFECT_ACTIONS, action_to_dict
from game.rules.errors import RuleViolation
from game.rules.state import GameState
from game.table.requests import BadRequest, action_from_request, check_table_action

# Sent with ``game_id`` when an action ends a game, inside that action's transaction, so whatever
# records the result (a league match) commits or rolls back with it. Receivers are connected by the
# apps that care (leagues, in its AppConfig.ready()); the game app doesn't know them.
game_finished = Signal()


@dataclass
class ActionResult:
    """What became of an action: accepted with its events, or rejected with the rule that forbids it."""

    ok: bool
    rule: str | None = None
    error: str | None = None
    events: list = field(default_factory=list)
    version: int | None = None


def game_create_from_state(*, state: GameState, users: dict[str, AbstractBaseUser] | None = None,
                           options: dict | None = None) -> Game:
    """Store a game at the given position; ``users`` maps player names to the users seated there."""
    users = users or {}
    with transaction.atomic():
        game = Game.objects.create(
            status=Game.Status.FINISHED if state.game_over else Game.Status.ACTIVE,
            options={"ante": state.playing_for_ante, **(options or {})},
            state=game_state_json(state),
        )
        Seat.objects.bulk_create(
            Seat(game=game, position=position, name=player.name, user=users.get(player.name))
            for position, player in enumerate(state.players)
        )
        card_ids = catalog_card_ids(state.cards)
        ZonePlacement.objects.bulk_create(placement_rows(game, state, card_ids).values())
    return game


def game_perform(*, game_id: int, action, precheck=None, refuse_unchanged: bool = False) -> ActionResult:
    """Perform one engine action on a stored game (engine.apply: with the passes of players passing until a
    step, and the log), saved and announced once.

    A rule violation is a normal result and changes nothing, not even the
    version. Raises StaleGame when a concurrent save came first. ``precheck``
    (optional) sees the state first and may raise to refuse the action. With
    ``refuse_unchanged`` (the table) a manual effect that would change nothing is refused.

    First on the version this process keeps, with no read: when its save's version check passes, that
    was the latest version. When it fails, or the action is refused on it (perhaps only because it is
    out of date), on the latest version read without a lock (see load_latest: the game row alone when
    this process can make its version from the one it keeps, the whole game when it keeps none),
    checked the same way. Else the action is decided again on the game row read and locked.
    """
    kept = load_kept(game_id=game_id)
    perform = partial(_perform, action=action, precheck=precheck, refuse_unchanged=refuse_unchanged)
    result = (_perform_unlocked(kept, perform)
              or _perform_unlocked(load_latest(game_id=game_id, tried=kept), perform))
    if result is not None:
        return result
    with transaction.atomic():
        try:
            return perform(load_game(game_id=game_id, lock=True))
        except RuleViolation as violation:
            return ActionResult(ok=False, rule=violation.rule, error=violation.message)


def _perform_unlocked(loaded: LoadedGame | None, perform) -> ActionResult | None:
    """The action performed on ``loaded``, a version this process made without a lock; None to decide
    it again (none given, not the latest version, or refused on it: perhaps only for being out of date)."""
    if loaded is None:
        return None
    try:
        return perform(loaded)
    except (StaleGame, RuleViolation, BadRequest):
        if loaded.state is None:  # saved already (see save_game): what failed after it is no reason
            raise                 # to decide again
        return None


def _perform(loaded: LoadedGame, *, action, precheck, refuse_unchanged) -> ActionResult:
    """The action on a loaded game, saved and kept, announced once the transaction commits.
    Raises RuleViolation, StaleGame, and what ``precheck`` raises."""
    if precheck is not None:
        precheck(loaded.state)
    was_over, after = loaded.state.game_over, version_stamp(loaded.game)
    events = _apply(loaded.state, action, refuse_unchanged)
    ends_game = loaded.state.game_over and not was_over
    # A save alone needs no transaction of its own (see save_game); one that ends the game shares one
    # with whatever records the result.
    with transaction.atomic() if ends_game else nullcontext():
        version = save_game(loaded, change={"after": after, "action": action_to_dict(action)})
        keep_saved(loaded)
        if ends_game:
            game_finished.send(sender=Game, game_id=loaded.game.pk)
    transaction.on_commit(partial(announce, game=loaded.game, replay=loaded.game.last_change))
    return ActionResult(ok=True, events=events, version=version)


def _apply(state: GameState, action, refuse_unchanged: bool) -> list:
    """engine.apply, and with ``refuse_unchanged`` a manual effect that changes nothing refused (its log line
    and the end of its player's "pass until" are no change). Raises RuleViolation, BadRequest."""
    if not (refuse_unchanged and isinstance(action, EFFECT_ACTIONS)):
        return engine.apply(state, action)
    before = _material(state)
    events = engine.apply(state, action)
    if _material(state) == before:
        _refuse_unchanged(events)
    return events


def _material(state: GameState) -> dict:
    return {key: value for key, value in state.to_dict().items() if key not in ("log", "passing")}


def _refuse_unchanged(events: list):
    """A manual effect that would change nothing is refused, so it makes no new version; with the rule
    that makes it do nothing, when there is one (400.4a: an instant stays where it was)."""
    rule = next((event["rule"] for event in events if event["type"] == "no_change"), None)
    if rule is None:
        raise BadRequest("that would change nothing")
    raise RuleViolation(rule, f"that would change nothing ({NO_CHANGE_REASONS.get(rule, 'see the rule')})")


NO_CHANGE_REASONS = {
    "400.4a": "an instant or sorcery can't enter the battlefield: it stays where it was",
    "400.4b": "that card can't leave the command zone",
    "301.5c": "an Equipment can equip only a creature",
    "301.6": "a Fortification can fortify only a land",
    "303.4g": "an Aura with nothing it can enchant stays where it was",
    "303.4i": "an Aura can't enter attached to that",
    "303.4j": "an Aura can't enchant that",
}


@dataclass
class TableOutcome:
    """A table action's result, with the game as it now stands for the acting player."""

    ok: bool
    rule: str | None
    error: str | None


def game_act(*, game_id: int, user, data) -> TableOutcome:
    """A seated player's action from the table page: parse it, check it, perform it."""
    found = _seats(game_id)
    if found is None and not Game.objects.filter(pk=game_id).exists():
        raise Game.DoesNotExist
    seats, in_play = found or ([], False)
    seat_name = next((name for name, user_id in seats if user_id == user.pk), None)
    if seat_name is None:
        return TableOutcome(ok=False, rule=None, error="only a player seated in this game can act in it")
    if not in_play:
        return TableOutcome(ok=False, rule=None, error="this game is not in progress")
    players = [name for name, _ in seats]
    try:
        action = action_from_request(data, seat_name, players)
    except BadRequest as error:
        return TableOutcome(ok=False, rule=None, error=str(error))
    try:
        result = game_perform(game_id=game_id, action=action, precheck=partial(check_table_action, action=action),
                              refuse_unchanged=True)
    except BadRequest as error:
        return TableOutcome(ok=False, rule=None, error=str(error))
    except StaleGame:
        return TableOutcome(ok=False, rule=None, error="the game changed at the same moment; try again")
    return TableOutcome(ok=result.ok, rule=result.rule, error=result.error)


# The seats of games in progress, (name, user pk) in turn order, by game pk. Seats don't change once a
# game has started (a deleted user's seat loses its user, and a deleted user can't act), so each process
# reads them once. A game that has ended since is refused by the engine (104.1).
SEATS_IN_PLAY = Recent(1024)


def _seats(game_id: int) -> tuple[list, bool] | None:
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

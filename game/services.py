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
from game.live.owners import remembered
from game.live.store import (LoadedGame, StaleGame, keep_saved, load_game, load_kept, load_latest, save_game,
                             store_new_game, version_stamp)
from game.models import Game, Seat
from game.rules import GameState, RuleViolation, actions, apply
from game.rules.autopay import payment
from game.table.requests import BadRequest

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
        game = Game(options={"ante": state.playing_for_ante, **(options or {})})
        store_new_game(game, state)
        Seat.objects.bulk_create(
            Seat(game=game, position=position, name=player.name, user=users.get(player.name))
            for position, player in enumerate(state.players)
        )
    return game


def game_perform(*, game_id: int, action, precheck=None, refuse_unchanged: bool = False,
                 auto_pay: bool = False, request: str | None = None) -> ActionResult:
    """Perform one engine action on a stored game (engine.apply: with the passes of players passing until a
    step, and the log), saved and announced once. With ``auto_pay`` (a spell or ability) the mana abilities
    that pay for it are activated first (rules/autopay.py), all in the same save: all or nothing.

    A rule violation is a normal result and changes nothing, not even the
    version. Raises StaleGame when a concurrent save came first. ``precheck``
    (optional) sees the state first and may raise to refuse the action. With
    ``refuse_unchanged`` (the table) a manual effect that would change nothing is refused.

    Decided once on the latest version: first the one this process keeps, with no read (its save's
    version check confirms it was the latest; a refusal on it stands when the game row still names it);
    else the latest version read without a lock (see load_latest: the game row alone when this process
    can make its version from the one it keeps). Only when saves race (StaleGame) is it decided on the
    game row read and locked.

    ``request`` (a table request's id, see live/owners.py) is recorded with the save.
    """
    perform = partial(_perform, action=action, precheck=precheck, refuse_unchanged=refuse_unchanged,
                      auto_pay=auto_pay, request=request)
    kept = load_kept(game_id=game_id)
    outcome = _attempt(kept, perform)
    if isinstance(outcome, ActionResult):
        return outcome
    latest = load_latest(game_id=game_id, tried=kept)  # None: the row still names the kept version
    if latest is None and not isinstance(outcome, StaleGame):
        return _decided(outcome)  # refused on the kept version, the latest
    outcome = _attempt(latest, perform)
    if outcome is not None and not isinstance(outcome, StaleGame):
        return _decided(outcome)
    with transaction.atomic():
        try:
            return perform(load_game(game_id=game_id, lock=True))
        except RuleViolation as violation:
            return _decided(violation)


def _attempt(loaded: LoadedGame | None, perform):
    """The action performed on ``loaded``, a version this process made without a lock: its ActionResult,
    the refusal (RuleViolation, BadRequest) or StaleGame; None when there is no version to try."""
    if loaded is None:
        return None
    try:
        return perform(loaded)
    except (StaleGame, RuleViolation, BadRequest) as outcome:
        if loaded.state is None:  # saved already (see save_game): what failed after it is no reason
            raise                 # to decide again
        return outcome


def _decided(outcome) -> ActionResult:
    """An ActionResult as it is; a rule violation as a refused ActionResult; a malformed request raised."""
    if isinstance(outcome, RuleViolation):
        return ActionResult(ok=False, rule=outcome.rule, error=outcome.message)
    if isinstance(outcome, BadRequest):
        raise outcome
    return outcome


def _perform(loaded: LoadedGame, *, action, precheck, refuse_unchanged, auto_pay, request) -> ActionResult:
    """The action on a loaded game, saved and kept, announced once the transaction commits.
    Raises RuleViolation, StaleGame, and what ``precheck`` raises."""
    if precheck is not None:
        precheck(loaded.state)
    was_over, after = loaded.state.game_over, version_stamp(loaded.game)
    performed = [*_auto_payment(loaded.state, action), action] if auto_pay else [action]
    events = [event for each in performed for event in _apply(loaded.state, each, refuse_unchanged)]
    ends_game = loaded.state.game_over and not was_over
    # A save alone needs no transaction of its own (see save_game); one that ends the game shares one
    # with whatever records the result.
    with transaction.atomic() if ends_game else nullcontext():
        recorded = [actions.action_to_dict(each) for each in performed]
        change = {"after": after, **({"action": recorded[0]} if len(recorded) == 1 else {"actions": recorded})}
        if request is not None:
            change["requests"] = remembered(loaded.game.last_change, request)
        version = save_game(loaded, change=change)
        keep_saved(loaded)
        if ends_game:
            game_finished.send(sender=Game, game_id=loaded.game.pk)
    transaction.on_commit(partial(announce, game=loaded.game, replay=loaded.game.last_change))
    return ActionResult(ok=True, events=events, version=version)


def _auto_payment(state: GameState, action) -> tuple:
    """The mana abilities to activate before a spell or ability so that it is paid for. Raises RuleViolation."""
    if not isinstance(action, (actions.Cast, actions.ActivateAbility)):
        raise BadRequest("only a spell or an activated ability can be paid for automatically")
    taps = payment(state, action.player, action)
    if taps is None:
        raise RuleViolation("601.2h", "your untapped mana sources can't pay for that")
    return taps


def _apply(state: GameState, action, refuse_unchanged: bool) -> list:
    """engine.apply, and with ``refuse_unchanged`` a manual effect that changes nothing refused (its log line
    and the end of its player's "pass until" are no change). Raises RuleViolation, BadRequest."""
    if not (refuse_unchanged and isinstance(action, actions.EFFECT_ACTIONS)):
        return apply(state, action)
    before = _material(state, action)
    events = apply(state, action)
    if _material(state, action) == before:
        _refuse_unchanged(events)
    return events


def _material(state: GameState, action) -> tuple:
    """What a manual effect can change: the game's header (players, the turn, ids made: every zone change
    makes a new id, 400.7; shuffles made) but its log and "pass until" wishes, and the object it names."""
    header = {key: value for key, value in state.header_dict().items() if key not in ("log", "passing")}
    card = state.objects.get(getattr(action, "card", None))
    return header, card.to_dict() if card is not None else None


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

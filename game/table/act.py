"""A table action: the page's form fields turned into one engine action, performed by the game services.

The view calls ``game_act``; the services never see a request. Only the
seated player acts, only in a game in progress, naming only objects their
page shows them (requests.check_table_action); a manual effect that would
change nothing is refused. The game's owner process decides it (live/owners.py): here, or where the action
is forwarded.
"""
import secrets
from functools import partial

from django.utils.datastructures import MultiValueDict

from game.live import owners
from game.live.store import StaleGame
from game.models import Game
from game.selectors import seats_in_play
from game.services import ActionResult, game_perform
from game.table.requests import BadRequest, action_from_request, check_table_action


def _refused(error: str) -> ActionResult:
    return ActionResult(ok=False, error=error)


def game_act(*, game_id: int, user, data) -> ActionResult:
    """A seated player's action from the table page (``data``: the form's fields): parse it, check it,
    perform it, where the game's owner is. Raises Game.DoesNotExist for no such game."""
    seat = _seat(game_id, user.pk)
    if isinstance(seat, ActionResult):
        return seat
    request = secrets.token_hex(8)
    for retried in (False, True):
        owner = owners.owner_elsewhere(game_id)
        if owner is None:
            return _decide(game_id, user.pk, data, request, retried)
        fields = {key: data.getlist(key) for key in data}
        try:
            reply = owners.forward(owner, {"game_id": game_id, "user": user.pk, "data": fields, "request": request,
                                           "retried": retried})
        except owners.NotSent:  # the owner never had it: deciding here is safe (the save's version check)
            return _decide(game_id, user.pk, data, request, retried)
        if reply is not None:
            return ActionResult(**reply)
        owners.wait_for_lapse(game_id, owner)  # it died (its lease lapses), or it is slow: ask again
    return _refused("the game's server did not answer; try again")


def _seat(game_id: int, user_id: int) -> tuple[str, list] | ActionResult:
    """The user's seat name and every seat's, in a game in progress; else the refusal."""
    found = seats_in_play(game_id=game_id)
    if found is None and not Game.objects.filter(pk=game_id).exists():
        raise Game.DoesNotExist
    seats, in_play = found or ([], False)
    seat_name = next((name for name, seat_user in seats if seat_user == user_id), None)
    if seat_name is None:
        return _refused("only a player seated in this game can act in it")
    if not in_play:
        return _refused("this game is not in progress")
    return seat_name, [name for name, _ in seats]


def _decide_forwarded(game_id: int, user_id: int, fields: dict, request: str, retried: bool) -> dict:
    """A table action another process forwarded here, as the game's owner (see owners.perform_forwarded)."""
    outcome = _decide(game_id, user_id, MultiValueDict(fields), request, retried)
    return {"ok": outcome.ok, "rule": outcome.rule, "error": outcome.error, "version": outcome.version}


owners.performed_by(_decide_forwarded)


def _decide(game_id: int, user_id: int, data, request: str, retried: bool) -> ActionResult:
    """The action decided in this process. ``retried``: asked again after an owner didn't answer, so it may
    be saved already (then it is not done twice)."""
    if retried and owners.saved_already(game_id, request):
        return ActionResult(ok=True)
    seat = _seat(game_id, user_id)
    if isinstance(seat, ActionResult):
        return seat
    seat_name, names = seat
    try:
        action = action_from_request(data, seat_name, names)
        return game_perform(game_id=game_id, action=action, precheck=partial(check_table_action, action=action),
                            refuse_unchanged=True, auto_pay=data.get("autopay") == "1", request=request)
    except BadRequest as error:
        return _refused(str(error))
    except StaleGame:
        return _refused("the game changed at the same moment; try again")

"""A table action: the page's form fields turned into one engine action, performed by the game services.

The view calls ``game_act``; the services never see a request. Only the
seated player acts, only in a game in progress, naming only objects their
page shows them (requests.check_table_action); a manual effect that would
change nothing is refused.
"""
from functools import partial

from game.live.store import StaleGame
from game.models import Game
from game.selectors import seats_in_play
from game.services import ActionResult, game_perform
from game.table.requests import BadRequest, action_from_request, check_table_action


def _refused(error: str) -> ActionResult:
    return ActionResult(ok=False, error=error)


def game_act(*, game_id: int, user, data) -> ActionResult:
    """A seated player's action from the table page (``data``: the form's fields): parse it, check it,
    perform it. Raises Game.DoesNotExist for no such game."""
    found = seats_in_play(game_id=game_id)
    if found is None and not Game.objects.filter(pk=game_id).exists():
        raise Game.DoesNotExist
    seats, in_play = found or ([], False)
    seat_name = next((name for name, user_id in seats if user_id == user.pk), None)
    if seat_name is None:
        return _refused("only a player seated in this game can act in it")
    if not in_play:
        return _refused("this game is not in progress")
    try:
        action = action_from_request(data, seat_name, [name for name, _ in seats])
        return game_perform(game_id=game_id, action=action, precheck=partial(check_table_action, action=action),
                            refuse_unchanged=True, auto_pay=data.get("autopay") == "1")
    except BadRequest as error:
        return _refused(str(error))
    except StaleGame:
        return _refused("the game changed at the same moment; try again")

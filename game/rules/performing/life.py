"""Performing life gained and lost (phrasebook/life.py)."""
from dataclasses import replace

from game.rules.abilities import Condition
from game.rules.conditions import count
from game.rules.phrasebook.life import DRAIN
from game.rules.phrases import permanents_with
from game.rules.registry import PERFORMERS, performs
from game.rules.triggers import life_gained


def _players(state, who: str, controller: str, target) -> list[str]:
    if who == "you":
        return [controller]
    if who in ("player", "opponent"):
        return [target]
    return [p.name for p in state.apnap() if who == "each player" or p.name != controller]


def _times(state, counted: tuple, controller: str) -> int:
    """How many of what "for each ..." counts as it resolves (608.2h); 1 for a plain amount."""
    if not counted:
        return 1
    what, where = counted
    if what == "cards in your hand":
        return len(state.player(controller).hand)
    mine = count(state, Condition("permanents", **permanents_with(what)), controller)
    others = count(state, Condition("permanents", whose="opponents", **permanents_with(what)), controller)
    return mine + (others if where == "on the battlefield" else 0)


@performs("life")
def life(state, effect, *, controller, source_id, target, events) -> None:
    """119.3: each player's life total adjusted; gaining or losing 0 life is no event (119.9); DRAIN: then the
    controller gains the life lost this way."""
    who, way, *drain = effect.quality
    amount = effect.amount * _times(state, effect.detail, controller)
    if amount <= 0:
        return
    change = amount if way == "gain" else -amount
    players = _players(state, who, controller, target)
    for player in players:
        state.player(player).change_life(change)
        events.append({"type": "life", "player": player, "change": change})
        life_gained(state, player, change)
    if DRAIN in drain:
        life(state, replace(effect, amount=amount * len(players), quality=("you", "gain"), detail=()),
             controller=controller, source_id=source_id, target=None, events=events)


@performs("destroy_then_life", "exile_then_life")
def destroy_then_life(state, effect, *, controller, source_id, target, events) -> None:
    """The controller the permanent had as it was destroyed or exiled loses or gains the life, whether or not it
    was (indestructible, regenerated)."""
    player = state.objects[target].controller
    PERFORMERS[effect.kind.removesuffix("_then_life")](state, effect, controller=controller, source_id=source_id,
                                                       target=target, events=events)
    life(state, effect, controller=player, source_id=source_id, target=None, events=events)

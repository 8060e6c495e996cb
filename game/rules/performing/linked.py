"""Performing phrasebook/linked.py (607.2a): cards exiled by a linked ability remember the object that exiled them
(``GameObject.exiled_with``); the ability that refers to them finds them by it, though its source has left the
battlefield (113.7a), and a new object of the same card is not linked to them (400.7)."""
from game.rules.errors import RuleViolation
from game.rules.performing.keywords import resolving_source
from game.rules.performing.permanents import to_hand_or_library
from game.rules.registry import chooses, performs
from game.rules.targets import card_fits
from game.rules.zones import move_object


@performs("exile_linked")
def exile_linked(state, effect, *, controller, source_id, target, events) -> None:
    exiled = move_object(state, target, "exile", events)
    if exiled is not None:
        exiled.exiled_with = resolving_source(state, source_id)


def _linked(state, source_id) -> list:
    return state.exiled_with(resolving_source(state, source_id))


@performs("return_linked")
def return_linked(state, effect, *, controller, source_id, target, events) -> None:
    """"each": every linked card of the kind onto the battlefield under its owner's control; "one": one linked
    creature card under the ability's controller's (chosen as it resolves, 608.2d, when there are more), then
    each other linked card to its owner's hand; "hand": the linked card to its owner's hand."""
    what, = effect.quality
    linked = _linked(state, source_id)
    fitting = [oid for oid in linked if not what or card_fits(state, what, oid)]
    if effect.detail == ("hand",):
        for object_id in fitting:
            to_hand_or_library(state, object_id, "hand", events)
    elif effect.detail == ("each",):
        for object_id in fitting:
            move_object(state, object_id, "battlefield", events, controller=state.objects[object_id].owner)
    elif len(fitting) > 1:
        state.pending.append({"player": controller, "choice": "return_linked", "options": fitting, "linked": linked})
    else:
        _one_and_the_rest(state, controller, fitting, linked, events)


def _one_and_the_rest(state, player: str, chosen: list, linked: list, events: list) -> None:
    for object_id in chosen:
        move_object(state, object_id, "battlefield", events, controller=player)
    for object_id in linked:
        if object_id not in chosen and object_id in state.objects:
            to_hand_or_library(state, object_id, "hand", events)


def _check(state, player, choice, cards, targets, options) -> None:
    if targets or options or len(cards) != 1 or cards[0] not in choice["options"]:
        raise RuleViolation("608.2d", "choose one of the creature cards to return to the battlefield")


chooses("return_linked", "608.2d", check=_check,
        answer=lambda state, player, choice, cards, targets, options, events:
        _one_and_the_rest(state, player, list(cards), choice["linked"], events),
        offers=lambda state, player, choice: [((oid,), (), ()) for oid in choice["options"]])

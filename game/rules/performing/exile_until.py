"""Performing phrasebook/exile_until.py (610.3): the exiled card remembers the permanent it waits for
(``GameObject.exiled_until``); as soon as that permanent leaves the battlefield, the card returns to the
battlefield under its owner's control (610.3c), by a one-shot effect that doesn't use the stack."""
from game.rules.characteristics import characteristics, invalidate
from game.rules.errors import RuleViolation
from game.rules.performing.keywords import resolving_source
from game.rules.registry import chooses, performs
from game.rules.sba import attachment_legal
from game.rules.zones import LEFT_BATTLEFIELD, move_object


@performs("exile_until_leaves")
def exile_until_leaves(state, effect, *, controller, source_id, target, events) -> None:
    """610.3a-b: if its source has already left the battlefield, the target isn't exiled at all."""
    waited_for = resolving_source(state, source_id)
    source = state.objects.get(waited_for)
    if source is None or source.zone != "battlefield":
        return
    exiled = move_object(state, target, "exile", events)
    if exiled is not None:
        exiled.exiled_until = waited_for


def return_exiled_until(state, left_id: str, events: list) -> None:
    """610.3, 610.3c: each card exiled until the permanent ``left_id`` leaves the battlefield returns now. An Aura
    returning enchants what its owner chooses as it enters (303.4g: something it could enchant; with nothing, it
    stays in exile)."""
    for object_id in [oid for oid in state.exile if state.objects[oid].exiled_until == left_id]:
        owner = state.objects[object_id].owner
        chars = characteristics(state, object_id)
        if "Aura" not in chars.subtypes:
            move_object(state, object_id, "battlefield", events, controller=owner)
            continue
        hosts = _hosts(state, object_id, owner)
        if len(hosts) == 1:
            _enchanting(state, object_id, hosts[0], events)
        elif hosts:
            state.pending.append({"player": owner, "choice": "enchant_as_it_returns", "id": object_id,
                                  "options": hosts})


def _hosts(state, object_id: str, owner: str) -> list:
    chars = characteristics(state, object_id)
    return [oid for oid in state.battlefield if attachment_legal(
        chars, characteristics(state, oid), itself=False, yours=state.objects[oid].controller == owner)]


def _enchanting(state, object_id: str, host: str, events: list) -> None:
    returned = move_object(state, object_id, "battlefield", events, controller=state.objects[object_id].owner)
    if returned is not None:
        returned.attached_to = host
        invalidate(state)


def _check(state, player, choice, cards, targets, options) -> None:
    if cards or options or len(targets) != 1 or targets[0] not in _hosts(state, choice["id"], player):
        raise RuleViolation("303.4g", "choose one permanent the returning Aura can enchant")


def _answer(state, player, choice, cards, targets, options, events) -> None:
    if choice["id"] in state.exile:
        _enchanting(state, choice["id"], targets[0], events)


chooses("enchant_as_it_returns", "303.4g", check=_check, answer=_answer,
        offers=lambda state, player, choice: [((), (oid,), ()) for oid in _hosts(state, choice["id"], player)])


LEFT_BATTLEFIELD.append(return_exiled_until)

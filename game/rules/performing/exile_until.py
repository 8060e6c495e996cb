"""Performing phrasebook/exile_until.py (610.3): the exiled card remembers the permanent it waits for
(``GameObject.exiled_until``); as soon as that permanent leaves the battlefield, the card returns to the
battlefield under its owner's control (610.3c), by a one-shot effect that doesn't use the stack."""
from game.rules.performing.keywords import resolving_source
from game.rules.registry import performs
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
    returning enchants what its owner chooses as it enters (303.4f, with nothing to enchant it stays in exile,
    303.4g: zones.move_object)."""
    for object_id in [oid for oid in state.exile if state.objects[oid].exiled_until == left_id]:
        move_object(state, object_id, "battlefield", events, controller=state.objects[object_id].owner)


LEFT_BATTLEFIELD.append(return_exiled_until)

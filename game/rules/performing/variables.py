"""Performing the instructions of phrasebook/variables.py (their X is worked out by amounts.py)."""
from game.rules.amounts import mana_value_of
from game.rules.performing.permanents import destroy
from game.rules.registry import performs
from game.rules.targets import fits


@performs("destroy_each")
def destroy_each(state, effect, *, controller, source_id, target, events) -> None:
    """701.8a: each permanent that is what it says as it resolves (608.2h), of that mana value if it says one
    (202.3), destroyed; none is targeted (115.10a)."""
    what, *value = effect.detail
    doomed = [oid for oid in state.battlefield if fits(state, what, oid, controller=controller)
              and (not value or mana_value_of(state, oid) == value[0])]
    for oid in doomed:
        if oid in state.objects and state.objects[oid].zone == "battlefield":
            destroy(state, effect, controller=controller, source_id=source_id, target=oid, events=events)

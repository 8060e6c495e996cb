"""Performing phrasebook/bites.py: damage equal to a creature's power, one way (it isn't combat damage)."""
from game.rules.characteristics import characteristics
from game.rules.effects import deal_damage
from game.rules.registry import performs


@performs("biter")
def biter(state, effect, *, controller, source_id, target, events) -> None:
    """The creature named before, still legal: marked as the first creature (as performing/combat.py's "fight")."""
    events.append({"type": "fights", "id": target})


@performs("bite")
def bite(state, effect, *, controller, source_id, target, events) -> None:
    """The creature the instruction before named (its "fights" mark, performing/combat.py), if it was still legal,
    deals damage equal to its power to this target; the mark is no fight, so it goes."""
    mark = next((e for e in reversed(events) if e["type"] == "fights" and "other" not in e), None)
    if mark is None:
        return  # the first target is illegal: no damage (608.2b)
    events.remove(mark)
    deal_damage(state, mark["id"], target, characteristics(state, mark["id"]).power or 0, events)


@performs("damage_to_itself")
def damage_to_itself(state, effect, *, controller, source_id, target, events) -> None:
    deal_damage(state, target, target, characteristics(state, target).power or 0, events)

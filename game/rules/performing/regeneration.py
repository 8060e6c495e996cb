"""Performing regeneration (phrasebook/regeneration.py)."""
from game.rules.registry import performs
from game.rules.shields import add_shield, dealt_damage_this_way


@performs("regenerate")
def regenerate(state, effect, *, controller, source_id, target, events) -> None:
    """701.15a: a regeneration shield on the target, or on the ability's source ("Regenerate ~"), for this turn."""
    shield_from_destruction(state, target if effect.target else source_id, controller, source_id, events)


def shield_from_destruction(state, object_id: str, controller: str, source_id: str | None, events: list) -> None:
    """701.15a: the next time this permanent would be destroyed this turn, it regenerates instead."""
    if object_id not in state.battlefield:
        return  # the source left the battlefield: a new object, not shielded (400.7)
    add_shield(state, object_id, ["regenerate"], controller=controller, source_id=source_id)
    events.append({"type": "shield", "id": object_id, "text": "the next time it would be destroyed this turn, "
                                                              "it regenerates instead"})


@performs("cant_regenerate")
def cant_regenerate(state, effect, *, controller, source_id, target, events) -> None:
    """701.15c: its regeneration shields don't apply this turn (shields.regenerates): the target, its source, or each
    creature dealt damage this way."""
    permanents = dealt_damage_this_way(state, events, source_id) if effect.detail else \
        [target if effect.target else source_id]
    for object_id in permanents:
        if object_id in state.battlefield:
            add_shield(state, object_id, ["cant_regenerate"], controller=controller, source_id=source_id)
            events.append({"type": "shield", "id": object_id, "text": "it can't be regenerated this turn"})

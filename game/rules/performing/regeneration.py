"""Performing regeneration (phrasebook/regeneration.py)."""
from game.rules.registry import performs
from game.rules.shields import add_shield


@performs("regenerate")
def regenerate(state, effect, *, controller, source_id, target, events) -> None:
    """701.15a: a regeneration shield on the target, or on the ability's source ("Regenerate ~"), for this turn."""
    object_id = target if effect.target else source_id
    if object_id not in state.battlefield:
        return  # the source left the battlefield: a new object, not shielded (400.7)
    add_shield(state, object_id, ["regenerate"], controller=controller, source_id=source_id)
    events.append({"type": "shield", "id": object_id, "text": "the next time it would be destroyed this turn, "
                                                              "it regenerates instead"})

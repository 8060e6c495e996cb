"""Performing phrasebook/dying.py: a shield on each permanent it names for the rest of the turn; zones.move_object
exiles a permanent with one instead of putting it into a graveyard from the battlefield (614.1a)."""
from game.rules.registry import performs
from game.rules.shields import add_shield, dealt_damage_this_way


@performs("exile_if_dies")
def exile_if_dies(state, effect, *, controller, source_id, target, events) -> None:
    permanents = dealt_damage_this_way(state, events, source_id) if effect.detail else [target]
    for object_id in permanents:
        if object_id in state.battlefield:  # 400.7: once it left, a new object
            add_shield(state, object_id, ["exile_if_dies"], controller=controller, source_id=source_id)
            events.append({"type": "shield", "id": object_id, "text": "if it would die this turn, it is exiled "
                                                                      "instead"})

"""Performing type changes with no duration or "for as long as" a counter stays (phrasebook/type_changes.py)."""
from game.rules.abilities import WHILE_COUNTER
from game.rules.effects import until_end_of_turn
from game.rules.registry import performs


@performs("add_creature_type")
def add_creature_type(state, effect, *, controller, source_id, target, events) -> None:
    """On the target still there (400.7); 611.2b: "for as long as it has a KIND counter on it" does nothing when it
    has none now (the duration never starts)."""
    subtype, kind = effect.detail
    if target not in state.battlefield or kind and kind not in state.objects[target].counters:
        return
    until_end_of_turn(state, target, (("4", "add_subtypes", (subtype,)),), controller=controller,
                      source_id=source_id, until=f"{WHILE_COUNTER}{kind}" if kind else "game")
    events.append({"type": "type_added", "id": target, "subtype": subtype, "while_counter": kind})

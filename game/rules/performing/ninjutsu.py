"""Performing ninjutsu's ability (702.49a, ninjutsu.py): the card put onto the battlefield from its owner's hand,
tapped and attacking what the returned creature attacked (702.49c), unblocked (blockers are declared: it never
becomes blocked, 509.1h)."""
from game.rules.registry import performs
from game.rules.zones import move_object


@performs("ninjutsu")
def ninjutsu(state, effect, *, controller, source_id, target, events) -> None:
    """Nothing if the card is no longer that object in its owner's hand (400.7)."""
    card = state.objects.get(source_id) if source_id else None
    if card is None or card.zone != "hand" or card.owner != controller:
        return
    returned = state.objects[state.stack[0]].known.get("paid", [{}])[0]
    move_object(state, card.id, "battlefield", events, tapped=True, controller=controller,
                attacking=returned.get("attacking"))

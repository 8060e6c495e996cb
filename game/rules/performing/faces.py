"""Performing "Transform this land." (phrasebook/faces.py; the rules of turning over: faces.py)."""
from game.rules.faces import can_transform, transform
from game.rules.registry import performs


@performs("transform")
def transform_it(state, effect, *, controller, source_id, target, events) -> None:
    """701.28c-d: nothing happens to what can't transform; 701.28f: an ability of the permanent transforms it
    only if it hasn't transformed since that ability was put on the stack (the resolving ability, on top)."""
    if not can_transform(state, target):
        return
    resolving = state.objects[state.stack[0]] if state.stack else None
    if resolving is not None and resolving.is_ability and resolving.source == target \
            and state.objects[target].transformed > resolving.timestamp:
        return
    transform(state, target, events)

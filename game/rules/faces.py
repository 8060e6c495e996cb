"""Transforming double-faced permanents (701.28, 712): turning one over so that its other face is up.

It stays the same object (712.18): its counters, damage, tapped state and the effects on it stay; only the face
that is up changes, and with it all its characteristics (712.8d-e; mana value: its front face's, amounts.py).
"""
from game.rules.characteristics import invalidate
from game.rules.state import GameState

_NOT_PERMANENT = ("Instant", "Sorcery")


def can_transform(state: GameState, object_id: str) -> bool:
    """701.28c / 712.9: only a permanent represented by a transforming double-faced card transforms; 712.10:
    not into an instant or sorcery face; 712.15a: not while face down."""
    obj = state.objects[object_id]
    spec = state.cards[obj.card]
    if not state.on_battlefield(obj.id) or obj.face_down or spec.layout != "transform" or len(spec.faces) != 2:
        return False
    return not set(_NOT_PERMANENT).intersection(spec.faces[1 - obj.face].types)


def transform(state: GameState, object_id: str, events: list) -> None:
    """701.28a: its other face up; ``transformed`` keeps when (a timestamp), for 701.28f."""
    obj = state.objects[object_id]
    before = state.spec(obj).name
    obj.face = 1 - obj.face
    obj.transformed = state.new_timestamp()
    invalidate(state)
    events.append({"type": "transformed", "id": object_id, "from": before, "to": state.spec(obj).name,
                   "rule": "701.28a"})


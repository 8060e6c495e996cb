"""608.2h: a permanent's power and toughness (and its source's subtypes) as it last existed on the battlefield, kept with each triggered ability
waiting to be put on the stack or on it that refers to it: its source's ("with power less than this creature's
power", mentor) and the creature's whose entering triggered it ("that creature's power", evolve); and its source's
copiable values (707.2: "create a token that's a copy of this creature")."""
from game.rules.characteristics import characteristics
from game.rules.copies import copiable_key
from game.rules.state import GameState


def _kept(state: GameState, object_id: str, source: str, known: dict) -> dict:
    """``known`` with the power and toughness of ``object_id`` where the ability refers to it; its source's
    copiable values too (707.2: offspring's "a token that's a copy of it", performing/copies.py)."""
    chars = characteristics(state, object_id)
    for key, refers in (("source_pt", source == object_id), ("entered_pt", known.get("entered") == object_id)):
        if refers:
            known = {**known, key: [chars.power, chars.toughness]}
    if source == object_id:  # "a copy of this creature" (707.2), kinship's "shares a creature type with this creature"
        known = {**known, "source_copiable": copiable_key(state, state.objects[object_id]),
                 "source_subtypes": list(chars.subtypes)}
    return known


def remember_power(state: GameState, object_id: str) -> None:
    """As the permanent ``object_id`` leaves the battlefield (replaced, never changed in place: copies share them)."""
    for obj in (state.objects[sid] for sid in state.stack):
        if obj.is_ability and object_id in (obj.source, obj.known.get("entered")):
            obj.known = _kept(state, object_id, obj.source, obj.known)
    for trigger in state.triggers:
        if object_id in (trigger["source"], trigger.get("known", {}).get("entered")):
            trigger["known"] = _kept(state, object_id, trigger["source"], trigger.get("known", {}))

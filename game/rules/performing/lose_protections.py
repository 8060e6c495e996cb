"""Performing "creatures your opponents control lose hexproof and shroud and can't have hexproof or shroud"
until end of turn, and targeting as though they didn't have hexproof (phrasebook/lose_protections.py)."""
from game.rules.characteristics import characteristics
from game.rules.effects import until_end_of_turn
from game.rules.registry import performs


@performs("opponents_creatures_lose")
def opponents_creatures_lose(state, effect, *, controller, source_id, target, events) -> None:
    """611.2c: the creatures the ability's controller's opponents control as it resolves, those alone."""
    for oid in list(state.battlefield):
        if state.objects[oid].controller != controller and "Creature" in characteristics(state, oid).types:
            until_end_of_turn(state, oid, effect.detail, controller=controller, source_id=source_id)
            events.append({"type": "until_end_of_turn", "id": oid,
                           "text": "loses hexproof and shroud and can't have them"})


@performs("ignore_hexproof")
def ignore_hexproof(state, effect, *, controller, source_id, target, events) -> None:
    """702.11b: until the cleanup step (514.2), targets.is_legal_target lets the controller's spells and
    abilities target their opponents' creatures with hexproof."""
    state.player(controller).ignores_hexproof = True
    events.append({"type": "ignores_hexproof", "player": controller})

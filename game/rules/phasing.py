"""702.26 phasing: a permanent's status, phased in or out (110.5).

A phased-out permanent stays on the battlefield (its zone, 702.26d: no zone change, no new object, no
enters or leaves triggers, its counters and tokens kept) but is treated as though it doesn't exist (702.26b):
its id moves from ``GameState.battlefield`` to ``GameState.phased_out``, so nothing that looks at the
battlefield sees it (characteristics, counts, combat, state-based actions, mana, legal actions), and
``GameState.on_battlefield`` and ``targets.fits`` say no to it by id. ``GameObject.phased_out`` says how it
phased out: "directly", or "indirectly" with the permanent it is attached to (702.26g).

502.1 (the untap step's first turn-based action): the active player's phased-in permanents with phasing phase
out and the permanents that phased out directly under their control phase in, simultaneously (``untap_step``).
"Target creature phases out." (performing/permanents.py) phases one out until then.
"""
from game.rules.characteristics import all_characteristics, invalidate
from game.rules.state import GameState


def phase_out(state: GameState, object_id: str, events: list, how: str = "directly") -> None:
    """702.26b: it is removed from combat (506.4); 702.26f: effects lasting for as long as it stays tapped end;
    702.26g-h: what is attached to it phases out with it, indirectly."""
    obj = state.objects[object_id]
    state.battlefield.remove(object_id)
    state.phased_out.append(object_id)
    obj.phased_out = how
    obj.attacking, obj.blocking, obj.blocked = None, None, False
    state.effects = [e for e in state.effects if not (e["until"] == "while_source_tapped" and e["source"] == object_id)]
    events.append({"type": "phase_out", "id": object_id, "rule": "702.26g" if how == "indirectly" else "702.26b"})
    for attached in [oid for oid in state.battlefield if state.objects[oid].attached_to == object_id]:
        phase_out(state, attached, events, "indirectly")
    invalidate(state)


def phase_in(state: GameState, object_id: str, events: list) -> None:
    """702.26c: the game sees it again; what phased out with it, indirectly, phases in with it (702.26g). An
    Aura or Equipment that phased out directly comes back attached to what it was, if that is still on the
    battlefield, else unattached (702.26i: state-based actions then see to it)."""
    obj = state.objects[object_id]
    state.phased_out.remove(object_id)
    state.battlefield.append(object_id)
    if obj.phased_out == "directly" and obj.attached_to is not None and not (
            state.has_player(obj.attached_to) or obj.attached_to in state.objects
            and state.objects[obj.attached_to].zone == "battlefield"):
        obj.attached_to = None
    obj.phased_out = ""
    events.append({"type": "phase_in", "id": object_id, "rule": "702.26c"})
    for attached in [oid for oid in state.phased_out if state.objects[oid].attached_to == object_id
                     and state.objects[oid].phased_out == "indirectly"]:
        phase_in(state, attached, events)
    invalidate(state)


def untap_step(state: GameState, events: list) -> None:
    """502.1, 702.26a: simultaneously, the active player's phased-in permanents with phasing phase out and
    those that phased out directly under their control phase in (one with phasing attached to another that
    phases out phases out indirectly, 702.26h)."""
    active, chars_by_id = state.turn.active, all_characteristics(state)
    going = [oid for oid in state.battlefield
             if state.objects[oid].controller == active and chars_by_id[oid].has_keyword("phasing")]
    coming = [oid for oid in state.phased_out
              if state.objects[oid].controller == active and state.objects[oid].phased_out == "directly"]
    for oid in going:
        if not _attached_to_one_of(state, oid, going):
            phase_out(state, oid, events)
    for oid in coming:
        phase_in(state, oid, events)


def _attached_to_one_of(state: GameState, object_id: str, hosts: list) -> bool:
    """Whether it is attached, by way of others or not, to one of ``hosts`` (702.26h: it phases out with it)."""
    host = state.objects[object_id].attached_to
    while host in state.objects and host not in hosts:
        host = state.objects[host].attached_to
    return host in hosts

"""Control-changing effects with a duration (613.1b, layer 2): "Gain control of target creature until end of turn."
The permanent's controller is a field, changed at once (effects.change_control); the effect is kept as an entry of
``state.effects`` with no layered parts and a ``control``: [the controller before, the timestamp that control
began]. At cleanup (514.2) the effects end and each permanent is controlled as the earlier effects say: the
controller before the earliest of its ending effects that no later change of control (one for good, or a player
leaving the game, 800.4a) has overridden."""
from game.rules.effects import change_control
from game.rules.state import GameState


def gain_control_until_end_of_turn(state: GameState, obj, player: str, *, source_id: str | None,
                                   events: list) -> None:
    before, since = obj.controller, obj.controlled_since
    change_control(state, obj, player, events)
    state.effects.append({"id": obj.id, "source": source_id, "controller": player, "timestamp": obj.controlled_since,
                          "until": "end_of_turn", "parts": [], "control": [before, since]})


def control_effects_end(state: GameState, events: list) -> None:
    """514.2: the "until end of turn" control effects end, the latest first: a permanent whose control each of them
    set in turn goes back to the controller before them (its owner, should that player have left the game)."""
    ending = {(e["id"], e["timestamp"]): e["control"] for e in state.effects
              if e.get("control") and e["until"] == "end_of_turn"}
    for object_id in {oid for oid, _ in ending}:
        obj = state.objects.get(object_id)
        if obj is None or obj.zone != "battlefield":  # phased out too (702.26d)
            continue
        player, since = obj.controller, obj.controlled_since
        while (object_id, since) in ending:
            player, since = ending[object_id, since]
        if player != obj.controller:
            change_control(state, obj, player if state.player(player).in_game else obj.owner, events)
            events[-1]["rule"] = "514.2"

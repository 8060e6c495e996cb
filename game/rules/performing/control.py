"""Performing phrasebook/control.py: the target permanent comes under the control of the spell's or ability's
controller (613.1b), for good or until end of turn (control.py ends that at cleanup, 514.2)."""
from game.rules.control import gain_control_until_end_of_turn
from game.rules.effects import change_control
from game.rules.phrasebook.control import UNTIL_END_OF_TURN
from game.rules.registry import performs


@performs("gain_control")
def gain_control(state, effect, *, controller, source_id, target, events) -> None:
    obj = state.objects[target]
    if obj.controller == controller:
        return  # nothing changes now; any later change of control has a later timestamp and applies after (613.7)
    if UNTIL_END_OF_TURN in effect.detail:
        gain_control_until_end_of_turn(state, obj, controller, source_id=source_id, events=events)
    else:
        change_control(state, obj, controller, events)

"""Performing dash's delayed triggered ability (702.109a, dash.py): the permanent the dashed spell became, if it
still is that object on the battlefield (400.7), returned to its owner's hand."""
from game.rules.registry import performs
from game.rules.zones import move_object


@performs("return_dashed")
def return_dashed(state, effect, *, controller, source_id, target, events) -> None:
    if state.on_battlefield(effect.detail[0]):
        move_object(state, effect.detail[0], "hand", events)
        events[-1]["rule"] = "702.109a"

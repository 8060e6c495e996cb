"""Performing the instructions of phrasebook/turns.py: an extra turn for the ability's controller (500.7), or
their next turn skipped (614.10a)."""
from game.rules.registry import performs
from game.rules.turn_order import give_extra_turn, skip_next_turn


@performs("extra_turn", "skip_turn")
def turns(state, effect, *, controller, source_id, target, events) -> None:
    (give_extra_turn if effect.kind == "extra_turn" else skip_next_turn)(state, controller)
    events.append({"type": effect.kind, "player": controller})

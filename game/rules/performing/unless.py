"""Performing phrasebook/unless.py: the instructions only if the condition doesn't hold now (608.2c)."""
from game.rules.abilities import SpellEffect
from game.rules.conditions import holds
from game.rules.effects import perform_in_order
from game.rules.phrases import condition
from game.rules.registry import performs


@performs("unless")
def unless(state, effect, *, controller, source_id, target, events) -> None:
    words, governed = effect.detail
    if not holds(state, condition(words), controller, source=source_id):
        steps = [(SpellEffect.from_data(e), None) for e in governed]
        perform_in_order(state, steps, controller=controller, source_id=source_id, token=None, events=events)

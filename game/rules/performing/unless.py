"""Performing phrasebook/unless.py: the instructions only if the condition doesn't hold now ("unless"), or only if
it does ("If CONDITION, ..."): 608.2c."""
from game.rules.abilities import SpellEffect
from game.rules.conditions import holds
from game.rules.effects import perform_in_order
from game.rules.phrases import condition
from game.rules.registry import performs


@performs("unless", "only_if", "instead_if")
def unless(state, effect, *, controller, source_id, target, events) -> None:
    """"instead_if": the other instructions if the condition holds, else the first ones (checked once)."""
    words, governed, *otherwise = effect.detail
    if holds(state, condition(words), controller, source=source_id) != (effect.kind == "unless"):
        perform_steps = governed
    elif otherwise:
        perform_steps = otherwise[0]
    else:
        return
    steps = [(SpellEffect.from_data(e), None) for e in perform_steps]
    perform_in_order(state, steps, controller=controller, source_id=source_id, token=None, events=events)

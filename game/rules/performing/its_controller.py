"""Performing phrasebook/its_controller.py: the target's controller noted, the instruction performed on it, then that
player loses the life (608.2h: "its controller" as it last existed on the battlefield or the stack; 119.3)."""
from game.rules.abilities import SpellEffect
from game.rules.effects import perform
from game.rules.registry import performs


@performs("then_its_controller_loses")
def then_its_controller_loses(state, effect, *, controller, source_id, target, events) -> None:
    player = state.objects[target].controller
    (acts,) = [SpellEffect.from_data(e) for e in effect.detail[0]]
    perform(state, acts, controller=controller, source_id=source_id, target=target, token=None, events=events)
    if state.player(player).in_game:
        state.player(player).change_life(-effect.amount)
        events.append({"type": "life", "player": player, "change": -effect.amount})

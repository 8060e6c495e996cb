"""Ward (702.21a): "Whenever this permanent becomes the target of a spell or ability an opponent controls, counter
that spell or ability unless its controller pays {N}." It triggers once for each instance as the spell or ability
goes on the stack with its targets (601.2c, 602.2b, 603.3d); the trigger stands for its one instruction, kept like
a delayed trigger's (delayed.ability), naming the spell or ability to counter (performing/countering.py).
"""
from game.rules.abilities import WARD, SpellEffect
from game.rules.characteristics import characteristics
from game.rules.state import GameState


def became_targets(state: GameState, stack_obj, only=None) -> None:
    """702.21a: each permanent with ward that the spell or ability targets (``only`` these, chosen last: an
    opponent's choice, opponents_choice.py), if an opponent of its controller controls that spell or ability,
    triggers once for each ward it has."""
    for target in dict.fromkeys(stack_obj.targets if only is None else only):
        obj = state.objects.get(target)
        if obj is None or not state.on_battlefield(obj.id) or obj.controller == stack_obj.controller:
            continue
        for ability in characteristics(state, target).abilities:
            if ability.__class__ is str and ability.startswith("keyword:") and (m := WARD.fullmatch(ability[8:])):
                cost = "{" + m.group(1) + "}"
                text = f"Ward {cost} (counter that spell or ability unless its controller pays {cost})"
                effect = SpellEffect("counter", detail=(cost, stack_obj.id))
                state.triggers.append({"source": target, "card": obj.copiable, "controller": obj.controller,
                                       "index": -1, "text": text,
                                       "delayed": {"effect": effect.to_data(), "text": text}})

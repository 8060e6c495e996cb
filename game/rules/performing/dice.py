"""Performing a die roll (phrasebook/dice.py), 706.1a: the result from 1 to N, equally likely, from the game's
seed (a stream of its own, counted with the shuffles), public and in the log; then the instructions that use
it, with the result as their amount (706.4), or the rows of its results table (706.3), before the rest of the
resolution."""
from game.rules.abilities import SpellEffect
from game.rules.amounts import with_value
from game.rules.effects import perform_in_order
from game.rules.phrasebook.variables import RESULT
from game.rules.randomness import Stream
from game.rules.registry import performs


def roll_die(state, player: str, sides: int, events: list) -> int:
    """706.1a: one N-sided die rolled by ``player``; its result."""
    state.shuffles += 1
    result = 1 + Stream(state.seed, f"die roll:{state.shuffles}").below(sides)
    events.append({"type": "die_roll", "player": player, "sides": sides, "result": result})
    return result


@performs("roll_on_table")
def roll_on_table(state, effect, *, controller, source_id, target, events) -> None:
    """706.3a, 706.4: what each row whose range holds the result says, in order, with the result as the amount
    of what uses it; a target, the one chosen as it was put on the stack."""
    result = roll_die(state, controller, effect.amount, events)
    steps = [(with_value(e, result) if e.x == RESULT else e, target if e.target else None)
             for low, high, then in effect.detail if low <= result <= high for e in map(SpellEffect.from_data, then)]
    perform_in_order(state, steps, controller=controller, source_id=source_id, token=None, events=events)

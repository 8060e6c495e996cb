"""Statics that reduce what spells cost (601.2f): "Colorless Eldrazi spells you cast cost {2} less to cast." (Eye
of Ugin). A reduction lowers only the generic part of the total cost, never below nothing.

The static is kept by its words (abilities.REDUCES, its amount and the spells it describes, read as a spending
restriction reads them, spending.py), so a game without one asks nothing more than whether the battlefield has the words.
"""
from game.rules.abilities import REDUCES, CostsLess
from game.rules.affinity import AFFINITY
from game.rules.characteristics import all_characteristics
from game.rules.conditions import count, holds
from game.rules.spending import allows, as_cast
from game.rules.state import GameState
from game.rules.targets import fits

def reduction(state: GameState, player: str, chars, text: str) -> int:
    """How much less generic mana ``player``'s spell with ``chars`` and rules ``text`` costs to cast, from the
    statics of the permanents they control."""
    every = all_characteristics(state)
    if not any(word.startswith(REDUCES) for word in every.words):
        return 0
    chars = as_cast(chars, text)
    total = 0
    for oid in state.battlefield:
        if state.objects[oid].controller != player:
            continue
        for ability in every[oid].abilities:
            if ability.__class__ is str and ability.startswith(REDUCES):
                amount, spells = ability.removeprefix(REDUCES).split(":", 1)
                total += int(amount) if allows(f"cast {spells} spells", chars, spell=True, text=text) else 0
    return total


def own_reduction(state: GameState, player: str, object_id: str, abilities: tuple, targets: tuple) -> int:
    """How much less generic mana the spell costs by its own "This spell costs {2} less to cast if ...", with the
    targets chosen (601.2c, before the total cost is worked out, 601.2f)."""
    total = 0
    for ability in abilities:
        if not isinstance(ability, CostsLess):
            continue
        if ability.per is not None:
            # 601.2a: the spell is on the stack by then, not among what it counts (a card cast from a graveyard)
            total += ability.amount * count(state, ability.per, player, leaving_out=object_id, source=object_id)
        elif any(fits(state, ability.targets, t, controller=player) for t in targets) if ability.targets \
                else holds(state, ability.condition, player, source=object_id):
            total += ability.amount
    return total
def affinity_reduction(state: GameState, player: str, abilities) -> int:
    """702.41a: {1} less for each permanent ``player`` controls that the spell's affinity counts."""
    counted = [a.removeprefix(AFFINITY) for a in abilities if a.__class__ is str and a.startswith(AFFINITY)]
    return sum(fits(state, what, oid, controller=player) for what in counted for oid in state.battlefield)

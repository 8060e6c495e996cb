"""Instructions that change a land's land type until end of turn (305.7, 613.1d): "Target land you control
becomes the basic land type of your choice until end of turn." (one of the five, 205.3i, chosen as it resolves,
608.2d)."""
import re

from game.rules.abilities import SpellEffect
from game.rules.phrases import TARGET, targeted
from game.rules.registry import reads


@reads
def becomes_basic_land_type(sentence: str) -> list[SpellEffect] | None:
    sentence = sentence[0].lower() + sentence[1:]
    if m := re.fullmatch(rf"{TARGET} becomes the basic land type of your choice until end of turn\.", sentence):
        return targeted("become_chosen_basic_land_type", m)
    return None

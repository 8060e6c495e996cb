""""Until end of turn, creatures your opponents control lose hexproof and shroud and can't have hexproof or
shroud." (Arcane Lighthouse): an effect on the creatures they control as it resolves (611.2c) that removes
those keywords in layer 6 and keeps any effect from granting them again (113.11, 613.1f; characteristics.py
applies "can't have" after every other layer-6 effect)."""
from game.rules.abilities import SpellEffect
from game.rules.registry import reads

_LOSE_AND_CANT_HAVE = ("Until end of turn, creatures your opponents control lose hexproof and shroud and can't have "
                       "hexproof or shroud.")


@reads
def lose_hexproof_and_shroud(sentence: str) -> list[SpellEffect] | None:
    if sentence == _LOSE_AND_CANT_HAVE:
        return [SpellEffect("opponents_creatures_lose", detail=(("6", "cant_have_keywords", ("hexproof", "shroud")),))]
    return None

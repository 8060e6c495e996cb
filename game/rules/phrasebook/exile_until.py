"""Exiling until its source leaves the battlefield (610.3): "When this enchantment enters, exile target nonland
permanent an opponent controls until this enchantment leaves the battlefield." (Banishing Light), "... exile up
to one target creature until this creature leaves the battlefield."."""
import re

from game.rules.abilities import SpellEffect
from game.rules.phrases import SELF_NAMES, TARGET, targeted
from game.rules.registry import reads


@reads
def exile_until_it_leaves(sentence: str) -> list[SpellEffect] | None:
    if m := re.fullmatch(rf"Exile {TARGET} until {SELF_NAMES} leaves the battlefield\.", sentence):
        return targeted("exile_until_leaves", m)
    return None

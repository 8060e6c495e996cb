"""Choices made at random: "Choose a random color." (Gem Bazaar: its permanent keeps the color, "the color last
chosen", performing/random_choices.py)."""
from game.rules.abilities import SpellEffect
from game.rules.registry import reads


@reads
def random_color(sentence: str) -> list[SpellEffect] | None:
    return [SpellEffect("random_color")] if sentence == "Choose a random color." else None

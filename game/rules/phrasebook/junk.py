"""The Junk token's wording of impulse draw (111.10t): "Exile the top card of your library. You may play that card
this turn." (601.3, 305.2a: a play permission until end of turn; performing/library.py performs it)."""
from game.rules.abilities import SpellEffect
from game.rules.registry import reads


@reads
def play_this_turn(text: str) -> list[SpellEffect] | None:
    if text == "Exile the top card of your library. You may play that card this turn.":
        return [SpellEffect("impulse", 1, quality=("",), detail=("end_of_turn", "play"))]
    return None

"""Instructions about turns: "Take an extra turn after this one." (500.7) and "Skip your next turn." (614.10,
a replacement effect on that turn): Magosi, the Waterveil. Performed by performing/turns.py (turn_order.py)."""
from game.rules.abilities import SpellEffect
from game.rules.registry import reads

_TURNS = {"Take an extra turn after this one.": "extra_turn", "Skip your next turn.": "skip_turn"}


@reads
def turns(sentence: str) -> list[SpellEffect] | None:
    return [SpellEffect(_TURNS[sentence])] if sentence in _TURNS else None

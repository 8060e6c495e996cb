"""Performing instructions on the ability's own permanent (phrasebook/itself.py); returning it to its owner's
hand is the targeted instruction's performer (performing/permanents.py)."""
from game.rules.performing.sacrifice_unless import sacrifice
from game.rules.registry import performs


@performs("sacrifice_itself")
def sacrifice_itself(state, effect, *, controller, source_id, target, events) -> None:
    """701.17a: its controller moves it to its owner's graveyard, if they still control it."""
    sacrifice(state, controller, target, events)

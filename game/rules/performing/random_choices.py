"""Performing choices made at random (phrasebook/random_choices.py): the color is drawn from the game's seed
(randomness.py) and kept by the permanent whose ability chose it (its ``chosen_color``, "the color last chosen")."""
from game.rules.abilities import COLORS
from game.rules.characteristics import invalidate
from game.rules.randomness import random_choice
from game.rules.registry import performs


def choose_random_color(state, object_id: str, events: list) -> None:
    """A random color for the permanent ``object_id``, if it is still on the battlefield (400.7)."""
    obj = state.objects.get(object_id)
    if obj is None or not state.on_battlefield(obj.id):
        return
    obj.chosen_color = random_choice(state, list(COLORS))
    events.append({"type": "color_chosen", "id": object_id, "color": obj.chosen_color, "random": True})
    invalidate(state)


@performs("random_color")
def random_color(state, effect, *, controller, source_id, target, events) -> None:
    choose_random_color(state, source_id, events)

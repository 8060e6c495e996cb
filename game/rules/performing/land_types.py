"""Performing the land type family (phrasebook/land_types.py)."""
from game.rules.performing.evasion import choose_change
from game.rules.registry import performs
from game.rules.typeline import BASIC_LAND_TYPES


@performs("become_chosen_basic_land_type")
def become_chosen_basic_land_type(state, effect, *, controller, source_id, target, events) -> None:
    """305.7: the land type chosen replaces its land types; it loses its rules text's abilities and has the chosen
    type's mana ability."""
    choose_change(state, controller, source_id, target, "set_land_types", list(BASIC_LAND_TYPES))

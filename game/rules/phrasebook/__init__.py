"""How the phrase families' sentences read (see registry.py): importing this package registers them all."""
# First the library's wordings that carry their own "may" (one choice: a card or none), then "You may ..."
# around any other instruction (it reads whole texts of sentences), then the rest.
from game.rules.phrasebook import library  # noqa: F401, I001
from game.rules.phrasebook import optional  # noqa: F401
from game.rules.phrasebook import (  # noqa: F401 (each registers its own)
    anthems, as_long_as, attachments, attacks, bites, cards, chosen_cards, clash, coins, combat, combat_keywords,
    control, copies, cost_reductions, countering, counters, creature_keywords, creatures, damage, defined_pt,
    delayed, dice, dying, evasion, exile_until, faces, flash_permission, granted, grants, graveyards, groups,
    its_controller, itself, junk, keyword_actions, keywords, kicked, kinship, land_types, levels, life, linked,
    lose_protections, mechanics, opening_hand, permanents, players, random_choices, regeneration, revealed_hands,
    ring, sacrifice_unless, sagas, searches, several_targets, tokens, turns, type_changes, type_chosen, unless,
    variables, vehicles,
)

from game.rules.registry import READERS

__all__ = ["READERS"]

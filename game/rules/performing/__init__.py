"""How the phrase families' instructions are performed (see registry.py): importing this package registers
them all (the engine does)."""
from game.rules.performing import (  # noqa: F401 (each registers its own)
    attacks, cards, chosen_cards, coins, combat, copies, countering, counters, creatures, damage, delayed, evasion,
    faces, flash_permission, graveyards, groups, keyword_actions, keywords, kicked, land_types, library, life,
    linked, lose_protections, mechanics, opening_hand, optional, permanents, players, random_choices, regeneration,
    sacrifice_unless, searches, spent_mana, tokens, trigger_modes, turns, type_changes, variables,
)
from game.rules.performing import attachments  # noqa: F401 (Auras and Equipment)

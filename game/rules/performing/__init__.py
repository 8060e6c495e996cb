"""How the phrase families' instructions are performed (see registry.py): importing this package registers
them all (the engine does)."""
from game.rules.performing import (  # noqa: F401 (each registers its own)
    attachments, attacks, bites, cards, cast_triggers, chosen_cards, cipher, clash, coins, combat, combat_keywords,
    control, copies, countering, counters, creature_keywords, creatures, damage, dash, delayed, dice, dying,
    evasion, exile_until, faces, flash_permission, graveyards, groups, its_controller, keyword_actions, keywords,
    kicked, kinship, land_types, library, life, linked, lose_protections, madness, mechanics, ninjutsu,
    opening_hand, optional, permanents, players, random_choices, rebound, regeneration, revealed_hands, ring,
    sacrifice_unless, searches, spent_mana, suspend, tokens, trigger_modes, turns, type_changes, type_chosen,
    unless, variables,
)

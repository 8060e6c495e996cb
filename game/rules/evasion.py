"""Evasion abilities (702.9b flying, 702.36 fear, 702.13 intimidate, 702.28 shadow, 702.31 horsemanship, 702.118
skulk, 702.14 landwalk, 702.111 menace) and "can't be blocked" (509.1b): the restrictions on which creatures may block an attacking creature.

Each restriction but menace concerns one blocker and one attacker (``block_restriction``); menace concerns the
whole declaration (``menace_restriction``, 509.1b-c: a creature blocked by one creature alone).
"""
from collections import Counter

from game.rules.abilities import LANDWALK
from game.rules.characteristics import all_characteristics, characteristics, ring_bearers
from game.rules.phrasebook.evasion import (
    BLOCKED_ONLY_BY_POWER_AT_LEAST_ITS, BLOCKS_ONLY_FLYING, POWER_BOUND, TYPE_BOUND, UNBLOCKABLE_WHILE_DEFENDER_CONTROLS,
    YOURS_BLOCKED_ONLY_BY_POWER_AT_LEAST_ITS,
)
from game.rules.protection import protects
from game.rules.state import GameState
from game.rules.targets import fits

UNBLOCKABLE_BY = "can't be blocked by creatures {} controls"  # of one player, named (performing/evasion.py)


def landwalks(chars) -> list[str]:
    """702.14a: the land types (or "land") of the creature's landwalk abilities."""
    return [m.group(1) for a in chars.abilities if a.__class__ is str and a.startswith("keyword:")
            and (m := LANDWALK.fullmatch(a.removeprefix("keyword:")))]


def _type_bound(chars) -> str | None:
    """The creature type of "can't block or be blocked by non-[type] creatures" (phrasebook/evasion.py)."""
    return next((a.removeprefix(TYPE_BOUND).removesuffix(" creatures") for a in chars.abilities
                 if a.__class__ is str and a.startswith(TYPE_BOUND)), None)


def _power_bound(chars) -> tuple[int, str] | None:
    """The power and "less"/"greater" of "can't be blocked by creatures with power N or less" (phrasebook)."""
    words = next((a.removeprefix(POWER_BOUND) for a in chars.abilities
                  if a.__class__ is str and a.startswith(POWER_BOUND)), None)
    if words is None:
        return None
    power, _, side = words.split(" ")
    return int(power), side


def _unblockable_while(chars) -> str | None:
    """The card type of "can't be blocked as long as defending player controls an artifact" (phrasebook)."""
    return next((a.removeprefix(UNBLOCKABLE_WHILE_DEFENDER_CONTROLS) for a in chars.abilities
                 if a.__class__ is str and a.startswith(UNBLOCKABLE_WHILE_DEFENDER_CONTROLS)), None)


def _described(chars, verb: str) -> list[list[str]]:
    """The target phrases of the creatures of each of the creature's "[verb] [creatures]" abilities
    (phrasebook/evasion.py; "this turn": phrasebook/combat.py): each one a restriction of its own."""
    prefix = f"ability:{verb}:"
    return [a.removeprefix(prefix).split("|") for a in chars.abilities if a.__class__ is str and a.startswith(prefix)]


def _controls_land_walked(state: GameState, player: str, walked: str) -> bool:
    """702.14c: the defending player controls a land of the type (or, for "landwalk", any land)."""
    for oid in state.battlefield:
        chars = characteristics(state, oid)
        if state.objects[oid].controller == player and "Land" in chars.types and \
                (walked == "land" or walked.capitalize() in chars.subtypes):
            return True
    return False


def block_restriction(state: GameState, blocker_id: str, attacker_id: str) -> tuple[str, str] | None:
    """(rule, reason) when ``blocker_id`` can't block ``attacker_id`` (509.1b); None when it may. The defending
    player is the blocker's controller (509.1a)."""
    attacker, blocker = characteristics(state, attacker_id), characteristics(state, blocker_id)
    name = attacker.name
    defender = state.objects[blocker_id].controller
    if attacker.has_ability("can't be blocked"):
        return "509.1b", f"{name} can't be blocked"
    if attacker.has_ability(UNBLOCKABLE_BY.format(defender)):
        return "509.1b", f"{name} can't be blocked by creatures {defender} controls this turn"
    if attacker.has_keyword("flying") and not (blocker.has_keyword("flying") or blocker.has_keyword("reach")):
        return "702.9b", f"{name} has flying: only creatures with flying or reach can block it"
    if not attacker.has_keyword("flying") and BLOCKS_ONLY_FLYING in blocker.abilities:
        return "509.1b", f"{blocker.name} can block only creatures with flying"
    if (bound := _power_bound(attacker)) and blocker.power is not None and \
            (blocker.power <= bound[0] if bound[1] == "less" else blocker.power >= bound[0]):
        return "509.1b", f"{name} can't be blocked by creatures with power {bound[0]} or {bound[1]}"
    if (kind := _unblockable_while(attacker)) and any(
            state.objects[o].controller == defender and kind in characteristics(state, o).types for o in state.battlefield):
        return "509.1b", f"{name} can't be blocked as long as {defender} controls an {kind.lower()}"
    if BLOCKED_ONLY_BY_POWER_AT_LEAST_ITS in attacker.abilities and (blocker.power or 0) < (attacker.power or 0):
        return "509.1b", f"creatures with power less than {name}'s power can't block it"
    if YOURS_BLOCKED_ONLY_BY_POWER_AT_LEAST_ITS in all_characteristics(state).words and (champion := next((
            chars for o in state.battlefield
            if YOURS_BLOCKED_ONLY_BY_POWER_AT_LEAST_ITS in (chars := characteristics(state, o)).abilities
            and state.objects[o].controller == state.objects[attacker_id].controller
            and (blocker.power or 0) < (chars.power or 0)), None)):
        return "509.1b", f"creatures with power less than {champion.name}'s power can't block {name}"
    for bound, other_id, verb in ((attacker, blocker_id, "can't be blocked by"),
                                  (attacker, blocker_id, "can't be blocked except by"),
                                  (blocker, attacker_id, "can't block")):
        for kinds in _described(bound, verb):
            if any(fits(state, kind, other_id, controller=defender) for kind in kinds) != verb.endswith("except by"):
                return "509.1b", f"{bound.name} {verb} {' or '.join(kinds)}"
    if attacker.has_keyword("fear") and not ("Artifact" in blocker.types or "B" in blocker.colors):
        return "702.36b", f"{name} has fear: only artifact creatures and/or black creatures can block it"
    if attacker.has_keyword("intimidate") and not ("Artifact" in blocker.types
                                                   or set(blocker.colors) & set(attacker.colors)):
        return "702.13b", (f"{name} has intimidate: only artifact creatures and/or creatures that share a color "
                           "with it can block it")
    if attacker.has_keyword("shadow") != blocker.has_keyword("shadow"):
        return "702.28b", ("a creature with shadow can block only creatures with shadow, and be blocked only by "
                           "creatures with shadow")
    if attacker.has_keyword("horsemanship") and not blocker.has_keyword("horsemanship"):
        return "702.31b", f"{name} has horsemanship: only creatures with horsemanship can block it"
    if any(bearer == attacker_id for _, bearer, _ in ring_bearers(state)) and \
            (blocker.power or 0) > (attacker.power or 0):
        return "701.52c", f"{name} is a Ring-bearer: creatures with greater power can't block it"
    if attacker.has_keyword("skulk") and (blocker.power or 0) > (attacker.power or 0):
        return "702.118b", f"{name} has skulk: creatures with greater power can't block it"
    for bound, other, verb in ((attacker, blocker, "be blocked by"), (blocker, attacker, "block")):
        if (kind := _type_bound(bound)) and kind not in other.subtypes:
            return "509.1b", f"{bound.name} can't {verb} non-{kind} creatures"
    if protects(attacker, blocker):
        return "702.16f", f"{name} has protection from a quality {blocker.name} has: it can't block {name}"
    for walked in landwalks(attacker):
        if _controls_land_walked(state, defender, walked):
            return "702.14c", f"{name} has {walked}walk and {defender} controls a {walked.capitalize()}"
    return None


def menace_restriction(state: GameState, blocked: tuple) -> tuple[str, str] | None:
    """702.111b: a creature with menace can't be blocked except by two or more creatures. ``blocked``: the
    attacker each declared blocker blocks."""
    for attacker_id, blockers in Counter(blocked).items():
        if blockers == 1 and characteristics(state, attacker_id).has_keyword("menace"):
            name = characteristics(state, attacker_id).name
            return "702.111b", f"{name} has menace: it can't be blocked except by two or more creatures"
    return None

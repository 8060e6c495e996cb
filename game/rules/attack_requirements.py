"""The declaration of attackers as a whole (508.1c-d): the restrictions "This creature can't attack alone." (506.5)
and "This creature can't attack unless defending player controls an Island.", and the requirement "This creature
attacks each combat if able.": a declaration obeying fewer such requirements than the most that could be obeyed
without disobeying a restriction is illegal (508.1d).

Every other restriction concerns one creature alone (combat.can_attack), so the most requirements that can be
obeyed is the number of required creatures that can attack something, unless the only one is a creature that can't
attack alone and nothing else can attack with it.
"""
import re

from game.rules.characteristics import characteristics
from game.rules.combat import attack_targets, can_attack
from game.rules.phrasebook.combat_keywords import CANT_ATTACK_ALONE, ISLAND_DEFENDER, MUST_ATTACK
from game.rules.state import GameState
from game.rules.targets import defending_player

# 508.1d: a creature that can attack only if a cost is paid isn't required to; costs the engine leaves to the players
# (Ghostly Prison) lift the requirement, left to them too.
_ATTACK_COST = re.compile(r"can't attack .*unless .*pays?\b")


def _controls_an_island(state: GameState, player: str) -> bool:
    return any(state.objects[o].controller == player and "Island" in characteristics(state, o).subtypes
               for o in state.battlefield)


def _may_attack(state: GameState, creature_id: str, attacked: str) -> bool:
    """No restriction keeps the creature from attacking that player or planeswalker."""
    return not (characteristics(state, creature_id).has_ability(ISLAND_DEFENDER)
                and not _controls_an_island(state, defending_player(state, attacked)))


def _able(state: GameState, player: str) -> dict:
    """Each creature that can attack something: what it may attack."""
    able = {}
    for oid in state.battlefield:
        if can_attack(state, oid, player):
            targets = [t for t in attack_targets(state, player) if _may_attack(state, oid, t)]
            if targets:
                able[oid] = targets
    return able


def attack_restriction(state: GameState, cards: list, attacked: list) -> tuple[str, str] | None:
    """(rule, reason) for a restriction the declaration disobeys (508.1c); ``attacked``: what each attacks."""
    if len(cards) == 1 and characteristics(state, cards[0]).has_ability(CANT_ATTACK_ALONE):
        return "508.1c", f"{characteristics(state, cards[0]).name} can't attack alone (rule 506.5)"
    for creature_id, target in zip(cards, attacked):
        if not _may_attack(state, creature_id, target):
            return "508.1c", (f"{characteristics(state, creature_id).name} can't attack unless defending player "
                              "controls an Island")
    return None


def _any_required(state: GameState, player: str) -> bool:
    """Whether a creature of the player's attacks each combat if able (the usual case: none, nothing to weigh)."""
    return any(state.objects[o].controller == player and characteristics(state, o).has_ability(MUST_ATTACK)
               for o in state.battlefield)


def _required(state: GameState, able: dict) -> list:
    if not any(characteristics(state, o).has_ability(MUST_ATTACK) for o in able) or any(
            _ATTACK_COST.search(line) for o in state.battlefield for line in state.spec(state.objects[o]).manual_lines):
        return []
    return [o for o in able if characteristics(state, o).has_ability(MUST_ATTACK)]


def _most_obeyed(state: GameState, able: dict, required: list) -> int:
    if len(required) == 1 and len(able) == 1 and characteristics(state, required[0]).has_ability(CANT_ATTACK_ALONE):
        return 0
    return len(required)


def attack_requirement(state: GameState, player: str, cards: list) -> tuple[str, str] | None:
    """(rule, reason) when the declaration obeys fewer requirements than it could (508.1d)."""
    if not _any_required(state, player):
        return None
    able = _able(state, player)
    required = _required(state, able)
    if sum(c in cards for c in required) < _most_obeyed(state, able, required):
        names = ", ".join(characteristics(state, o).name for o in required if o not in cards)
        return "508.1d", f"{names} attacks each combat if able"
    return None


def required_declaration(state: GameState, player: str) -> tuple[tuple, tuple]:
    """A declaration obeying the most requirements (for the engine's legal actions): each required creature that can
    attack, attacking the first thing it may, and with one that can't attack alone another creature; (cards,
    targets), targets named when there is more than one thing to attack."""
    if not _any_required(state, player):
        return (), ()
    able = _able(state, player)
    required = _required(state, able)
    if not _most_obeyed(state, able, required):
        return (), ()
    cards = list(required)
    if len(cards) == 1 and characteristics(state, cards[0]).has_ability(CANT_ATTACK_ALONE):
        cards.append(next(o for o in able if o not in cards))
    named = len(attack_targets(state, player)) > 1
    return tuple(cards), tuple(able[c][0] for c in cards) if named else ()

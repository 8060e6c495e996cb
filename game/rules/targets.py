"""What a spell or ability may target (115, 601.2c) and whether a target is still legal (608.2b)."""
from game.rules.abilities import Enchant, SpellEffect
from game.rules.characteristics import characteristics
from game.rules.state import GameState

# "any target": a creature, player, planeswalker, or battle (115.4).
ANY_TARGET_TYPES = ("Creature", "Planeswalker", "Battle")


def is_legal_target(state: GameState, kind: str, target: str, *, controller: str) -> bool:
    if state.has_player(target):
        return state.player(target).in_game and (kind in ("any", "player") or kind == "opponent" and target != controller)
    obj = state.objects.get(target)
    if obj is None or obj.zone != "battlefield":
        return False
    chars = characteristics(state, target)
    if kind == "any":
        return any(t in chars.types for t in ANY_TARGET_TYPES)
    if kind in ("creature_you_control", "land_you_control"):
        wanted = "Creature" if kind.startswith("creature") else "Land"
        return wanted in chars.types and obj.controller == controller
    if kind == "permanent":
        return True
    return kind.capitalize() in chars.types


def target_kinds(abilities) -> list[str]:
    """The targets a spell's automated instructions require, in order."""
    kinds = []
    for ability in abilities:
        if isinstance(ability, SpellEffect) and ability.target:
            kinds.append(ability.target)
        elif isinstance(ability, Enchant):
            kinds.append(ability.what)  # 303.4a: an Aura spell targets what it can enchant
    return kinds

"""Combat (506-511): who can attack and block, and combat damage.

First strike and double strike damage steps (510.4) and trample are not
automated yet: all combat damage is dealt in one step.
"""
from game.rules.characteristics import characteristics, invalidate
from game.rules.effects import deal_damage
from game.rules.state import GameState


def can_attack(state: GameState, object_id: str, player: str) -> bool:
    """508.1a / 302.6: an untapped creature its controller has controlled since the turn began (or with haste)."""
    obj = state.objects[object_id]
    chars = characteristics(state, object_id)
    return (obj.zone == "battlefield" and obj.controller == player and "Creature" in chars.types
            and "Battle" not in chars.types and not obj.tapped and (not obj.sick or chars.has_keyword("haste"))
            and not chars.cant_attack_block and not chars.has_keyword("defender"))


def can_block(state: GameState, object_id: str, player: str) -> bool:
    obj = state.objects[object_id]
    chars = characteristics(state, object_id)
    return (obj.zone == "battlefield" and obj.controller == player and "Creature" in chars.types
            and not obj.tapped and not chars.cant_attack_block)


def can_block_attacker(state: GameState, blocker_id: str, attacker_id: str) -> bool:
    """702.9b: a creature with flying can be blocked only by creatures with flying or reach."""
    attacker = characteristics(state, attacker_id)
    blocker = characteristics(state, blocker_id)
    return not attacker.has_keyword("flying") or blocker.has_keyword("flying") or blocker.has_keyword("reach")


def attackers(state: GameState) -> list:
    return [o for o in state.battlefield if state.objects[o].attacking]


def attack_targets(state: GameState, player: str) -> list:
    """508.1b: each attacker attacks an opponent or a planeswalker an opponent controls (306.6)."""
    opponents = [p.name for p in state.players_in_game() if p.name != player]
    walkers = [o for o in state.battlefield if state.objects[o].controller in opponents
               and "Planeswalker" in characteristics(state, o).types]
    return opponents + walkers


def defending_player(state: GameState, attacked: str) -> str | None:
    """506.2: the player attacked, or the controller of the planeswalker attacked."""
    if state.has_player(attacked):
        return attacked
    walker = state.objects.get(attacked)
    return walker.controller if walker else None


def defending_players(state: GameState) -> list:
    attacked = {defending_player(state, state.objects[o].attacking) for o in attackers(state)}
    return [p.name for p in state.apnap() if p.name in attacked]


def declare_attackers(state: GameState, chosen: list, attacked: list, events: list) -> None:
    for index, object_id in enumerate(chosen):
        obj = state.objects[object_id]
        obj.attacking = attacked[index]
        if not characteristics(state, object_id).has_keyword("vigilance"):
            obj.tapped = True  # 508.1f
        events.append({"type": "attacks", "id": object_id, "defender": obj.attacking})
    invalidate(state)


def declare_blockers(state: GameState, chosen: list, blocked: list, events: list) -> None:
    for blocker_id, attacker_id in zip(chosen, blocked):
        state.objects[blocker_id].blocking = attacker_id
        events.append({"type": "blocks", "id": blocker_id, "attacker": attacker_id})
    invalidate(state)


def deal_combat_damage(state: GameState, events: list) -> None:
    """510.1-510.2: attackers and blockers deal damage equal to their power, all at once."""
    assignments = []
    for attacker_id in attackers(state):
        power = characteristics(state, attacker_id).power or 0
        blockers = [o for o in state.battlefield if state.objects[o].blocking == attacker_id]
        if not blockers:
            assignments.append((attacker_id, state.objects[attacker_id].attacking, power))
            continue
        remaining = power
        for blocker_id in blockers:  # 510.1c: lethal damage in order, the rest to the last
            blocker = characteristics(state, blocker_id)
            lethal = max(0, (blocker.toughness or 0) - state.objects[blocker_id].damage)
            amount = remaining if blocker_id == blockers[-1] else min(remaining, lethal)
            assignments.append((attacker_id, blocker_id, amount))
            remaining -= amount
        for blocker_id in blockers:
            assignments.append((blocker_id, attacker_id, characteristics(state, blocker_id).power or 0))
    for source, target, amount in assignments:
        if target in state.objects or state.has_player(target):
            deal_damage(state, source, target, amount, events)


def remove_from_combat(state: GameState) -> None:
    """511.3: at the end of combat, creatures stop attacking and blocking."""
    for object_id in state.battlefield:
        obj = state.objects[object_id]
        obj.attacking = None
        obj.blocking = None
    invalidate(state)

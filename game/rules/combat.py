"""Combat (506-511): who can attack and block, and combat damage.

Damage is assigned automatically where the rules let its controller choose
(510.1c-d, 702.19b): in blocking order, lethal damage to each creature before
the next, the rest to the last one, or with trample to the player or
planeswalker attacked.
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
        state.objects[attacker_id].blocked = True  # 509.1h
        events.append({"type": "blocks", "id": blocker_id, "attacker": attacker_id})
    invalidate(state)


def _strikes_first(state: GameState, object_id: str) -> bool:
    chars = characteristics(state, object_id)
    return chars.has_keyword("first strike") or chars.has_keyword("double strike")


def deal_combat_damage(state: GameState, events: list) -> None:
    """510.4 / 702.4b / 702.7b: which creatures deal combat damage in this combat damage step, then 510.1-510.2.

    When a combatant has first strike or double strike as the first combat damage step begins, only those
    deal damage in it and a second step follows (``Turn.second_strikers``, see flow.end_step) for the rest
    that had neither then (702.7c) and for those that have double strike now (702.4c-d).
    """
    turn = state.turn
    combatants = [o for o in state.battlefield if state.objects[o].attacking or state.objects[o].blocking]
    if turn.second_strikers is not None:  # the second combat damage step
        dealing = [o for o in combatants
                   if o in turn.second_strikers or characteristics(state, o).has_keyword("double strike")]
        turn.second_strikers = None
    else:
        first = [o for o in combatants if _strikes_first(state, o)]
        dealing = first or combatants
        if first:
            turn.second_strikers = [o for o in combatants if o not in first]
            events.append({"type": "first_strike_damage"})
    assignments = []
    for object_id in dealing:
        if state.objects[object_id].attacking:
            assignments += _attacker_assignment(state, object_id)
        else:
            assignments += _blocker_assignment(state, object_id)
    for source, target, amount in assignments:  # 510.2: dealt simultaneously
        deal_damage(state, source, target, amount, events)


def _attacker_assignment(state: GameState, attacker_id: str) -> list:
    """510.1a-c, 702.19b-d (trample), 702.2c (deathtouch): (source, target, amount) for one attacker."""
    attacker = state.objects[attacker_id]
    chars = characteristics(state, attacker_id)
    power = chars.power or 0
    attacked = attacker.attacking
    attacked_exists = state.has_player(attacked) or attacked in state.battlefield
    if power <= 0:
        return []  # 510.1a
    blockers = [o for o in state.battlefield if state.objects[o].blocking == attacker_id]
    trample = chars.has_keyword("trample")
    if not attacker.blocked or (not blockers and trample):  # 510.1b; 702.19d
        return [(attacker_id, attacked, power)] if attacked_exists else []
    if not blockers:
        return []  # 510.1c: blocked, and no creature blocks it any more
    assignments, remaining = [], power
    for blocker_id in blockers:
        blocker = state.objects[blocker_id]
        toughness_left = max(0, (characteristics(state, blocker_id).toughness or 0) - blocker.damage)
        lethal = min(1, toughness_left) if chars.has_keyword("deathtouch") else toughness_left  # 702.2c
        last = blocker_id == blockers[-1] and not (trample and attacked_exists)
        amount = remaining if last else min(remaining, lethal)
        if amount:
            assignments.append((attacker_id, blocker_id, amount))
        remaining -= amount
    if remaining:  # 702.19b: only once every blocker is assigned lethal damage
        assignments.append((attacker_id, attacked, remaining))
    return assignments


def _blocker_assignment(state: GameState, blocker_id: str) -> list:
    """510.1a, 510.1d: a blocker deals its damage to the creature it blocks, if that is still in combat."""
    power = characteristics(state, blocker_id).power or 0
    attacker_id = state.objects[blocker_id].blocking
    if power <= 0 or attacker_id not in state.battlefield or not state.objects[attacker_id].attacking:
        return []
    return [(blocker_id, attacker_id, power)]


def remove_from_combat(state: GameState) -> None:
    """511.3: at the end of combat, creatures stop attacking and blocking."""
    for object_id in state.battlefield:
        obj = state.objects[object_id]
        obj.attacking = None
        obj.blocking = None
        obj.blocked = False
    state.turn.second_strikers = None
    invalidate(state)

"""Combat (506-511): who can attack and block, and combat damage.

Where the rules let a player divide a creature's damage (510.1c-d, 702.19b:
an attacker blocked by two or more creatures, or with trample; a blocker
blocking two or more creatures, which only an attacking band makes, 702.22h),
a game with ``damage_by_hand`` (the web table's) asks that player (a "damage"
choice: see damage_choices and divided_damage): the creature's controller,
or with banding the other player (702.22j-k, banding.py); elsewhere, and as
the choice's proposal, it is assigned automatically: in blocking order,
lethal damage to each creature before the next, the rest to the last one, or
with trample to the player or planeswalker attacked. A creature that "may assign its combat damage as though it
weren't blocked" may instead assign all of it to what it attacks (asked as a division: automatically, only once no
creature blocks it any more).
"""
from collections import Counter

from game.rules.banding import assigned_by_other_player
from game.rules.characteristics import all_characteristics, characteristics, invalidate
from game.rules.effects import deal_damage
from game.rules.errors import RuleViolation
from game.rules.evasion import block_restriction
from game.rules.phrasebook.combat_keywords import (
    ADDITIONAL_BLOCK, ANY_NUMBER_BLOCK, AS_THOUGH_NO_DEFENDER, AS_THOUGH_UNBLOCKED, TOUGHNESS_DAMAGE,
    YOURS_ADDITIONAL_BLOCK,
)
from game.rules.registry import AFTER_DAMAGE
from game.rules.state import GameState
from game.rules.targets import defending_player, fits
from game.rules.triggers import (
    attacks, attacks_alone, attacks_with_two_others, blockers_declared, combat_damage_to_players, damage_dealt,
    dealt_combat_damage, enlist_abilities, exert_abilities, tap, trains, unblocked_attackers, you_attacked,
)


def summoning_sick(obj, chars) -> bool:
    """302.6: a creature its controller hasn't controlled continuously since their most recent turn began
    can't attack nor pay a {T} or {Q} cost; haste lifts both (702.10b)."""
    return "Creature" in chars.types and obj.sick and not chars.has_keyword("haste")


def can_attack(state: GameState, object_id: str, player: str) -> bool:
    """508.1a / 302.6: an untapped creature its controller has controlled since the turn began (or with haste)."""
    obj = state.objects[object_id]
    chars = characteristics(state, object_id)
    return (state.on_battlefield(obj.id) and obj.controller == player and "Creature" in chars.types
            and "Battle" not in chars.types and not obj.tapped and not summoning_sick(obj, chars)
            and not chars.cant_attack_block and not chars.cant_attack and not _defends(chars)
            and not (chars.cant_attack_again and attacked_last_turn(state, obj)))


def _defends(chars) -> bool:
    """702.3b: defender keeps it from attacking, unless an effect lets it attack as though it didn't have defender."""
    return chars.has_keyword("defender") and not chars.has_ability(AS_THOUGH_NO_DEFENDER)


def attacked_last_turn(state: GameState, obj) -> bool:
    """Whether the creature attacked during its controller's last turn: their turn before this one, when it's
    theirs (an extra turn too, 500.7)."""
    controller = state.player(obj.controller)
    last = controller.turn_before if state.turn.active == controller.name else controller.latest_turn
    return last in obj.attacked_turns


def can_block(state: GameState, object_id: str, player: str) -> bool:
    """509.1a: an untapped creature its controller controls; 509.1b: not one that can't block, nor one a rule for the
    turn names ("Creatures without flying can't block this turn.")."""
    obj = state.objects[object_id]
    chars = characteristics(state, object_id)
    return (state.on_battlefield(obj.id) and obj.controller == player and "Creature" in chars.types
            and not obj.tapped and not chars.cant_attack_block and not chars.has_ability("can't block")
            and not barred_this_turn(state, object_id))


def barred_this_turn(state: GameState, object_id: str) -> bool:
    """509.1b: a rule for the turn says the creature can't block ("Creatures without flying can't block this
    turn.": performing/combat.py)."""
    return any(fits(state, e["cant_block"], object_id, controller=e["controller"])
               for e in state.effects if "cant_block" in e)


def block_capacity(state: GameState, blocker_id: str) -> int | None:
    """509.1a: how many attacking creatures it may block: one, one more for each "can block an additional creature
    each combat" it has or that a permanent its controller controls gives each of their creatures; None: any number."""
    chars = characteristics(state, blocker_id)
    if chars.has_ability(ANY_NUMBER_BLOCK):
        return None
    controller = state.objects[blocker_id].controller
    yours = sum(YOURS_ADDITIONAL_BLOCK in characteristics(state, o).abilities for o in state.battlefield
                if state.objects[o].controller == controller) \
        if YOURS_ADDITIONAL_BLOCK in all_characteristics(state).words else 0
    return 1 + chars.abilities.count(f"ability:{ADDITIONAL_BLOCK}") + yours


def can_be_blocked(state: GameState, attacker_id: str) -> bool:
    """509.1b: a restriction, "can't be blocked"."""
    return not characteristics(state, attacker_id).has_ability("can't be blocked")


def can_block_attacker(state: GameState, blocker_id: str, attacker_id: str) -> bool:
    """509.1b: no restriction keeps this creature from blocking that one (evasion.py: flying, fear, landwalk...)."""
    return block_restriction(state, blocker_id, attacker_id) is None


def attackers(state: GameState) -> list:
    return [o for o in state.battlefield if state.objects[o].attacking]


def attack_targets(state: GameState, player: str) -> list:
    """508.1b: each attacker attacks an opponent or a planeswalker an opponent controls (306.6)."""
    opponents = [p.name for p in state.players_in_game() if p.name != player]
    walkers = [o for o in state.battlefield if state.objects[o].controller in opponents
               and "Planeswalker" in characteristics(state, o).types]
    return opponents + walkers


def defending_players(state: GameState) -> list:
    attacked = {defending_player(state, state.objects[o].attacking) for o in attackers(state)}
    return [p.name for p in state.apnap() if p.name in attacked]


def declare_attackers(state: GameState, chosen: list, attacked: list, events: list, bands: tuple = ()) -> None:
    """508.1; ``bands``: each attacker's band number, 0 for none (702.22c, checked by banding.check_bands)."""
    state.player(state.turn.active).attacked_with += len(chosen)
    for index, object_id in enumerate(chosen):
        obj = state.objects[object_id]
        obj.attacking = attacked[index]
        obj.band = bands[index] if bands else 0
        if state.turn.number not in obj.attacked_turns:
            obj.attacked_turns = obj.attacked_turns + [state.turn.number]  # a new list: copies share the old
        if not characteristics(state, object_id).has_keyword("vigilance"):
            tap(state, object_id)  # 508.1f
        band = {"band": obj.band} if obj.band else {}
        events.append({"type": "attacks", "id": object_id, "defender": obj.attacking, **band})
        attacks(state, object_id)  # 508.1m
    if len(chosen) == 1:
        attacks_alone(state, chosen[0])  # 506.5, 702.83a
    if chosen:
        you_attacked(state, state.turn.active, len(chosen))  # 508.3d
    for object_id in chosen if len(chosen) >= 3 else ():
        attacks_with_two_others(state, object_id)  # battalion
    trains(state, chosen)  # 702.149a
    invalidate(state)
    if options := enlistable(state, state.turn.active):  # 508.1g, 702.154b: enlist's optional cost, for each ability
        state.pending += [{"player": state.turn.active, "choice": "enlist", "attacker": object_id, "index": index,
                           "name": characteristics(state, object_id).name, "options": options}
                          for object_id in chosen for index in enlist_abilities(state, object_id)]
    state.pending += [{"player": state.turn.active, "choice": "exert", "attacker": object_id, "index": index,
                       "name": characteristics(state, object_id).name, "options": ["yes", "no"]}
                      for object_id in chosen for index in exert_abilities(state, object_id)]  # 508.1g, 701.39d


def enlistable(state: GameState, player: str) -> list:
    """702.154a: the creatures a player may tap for an enlist cost: untapped, not attacking, and with haste or
    under their control continuously since the turn began."""
    return [o for o in state.battlefield if (obj := state.objects[o]).controller == player and not obj.tapped
            and not obj.attacking and "Creature" in (chars := characteristics(state, o)).types
            and not summoning_sick(obj, chars)]


def declare_blockers(state: GameState, chosen: list, blocked: list, events: list) -> None:
    """509.1g-h; 702.22h: a creature blocking a member of a band blocks each creature in it; 509.3: then the
    blocking triggers."""
    newly_blocked, blocks, seen = [], [], set()
    for blocker_id, attacker_id in zip(chosen, blocked):
        blocker = state.objects[blocker_id]
        before = blocked_by(state, blocker_id) if blocker_id in seen else []
        if blocker_id in seen:  # 509.1a: one more creature it blocks ("can block an additional creature")
            blocker.also_blocking = blocker.also_blocking + [attacker_id]
        else:
            blocker.blocking, blocker.band, blocker.also_blocking = attacker_id, state.objects[attacker_id].band, []
            seen.add(blocker_id)
        for object_id in [o for o in blocked_by(state, blocker_id) if o not in before]:
            if not state.objects[object_id].blocked:
                newly_blocked.append(object_id)
            state.objects[object_id].blocked = True  # 509.1h
            blocks.append((blocker_id, object_id))
        events.append({"type": "blocks", "id": blocker_id, "attacker": attacker_id})
    invalidate(state)
    blockers_declared(state, list(dict.fromkeys(chosen)), newly_blocked, blocks)
    if not any(c["choice"] == "blockers" for c in state.pending):
        unblocked_attackers(state)  # 509.3g: every defending player has declared


def blocked_by(state: GameState, blocker_id: str) -> list:
    """The attacking creatures a blocking creature blocks now: the one it was declared to block, or with banding
    each creature still in that band (702.22f, 702.22h); and those it blocks besides (``also_blocking``)."""
    blocker = state.objects[blocker_id]
    if blocker.blocking is None:
        return []
    bands = [blocker.band] + [state.objects[a].band if a in state.objects else 0 for a in blocker.also_blocking]
    return [o for attacker_id, band in zip([blocker.blocking] + blocker.also_blocking, bands)
            for o in ([o for o in state.battlefield if state.objects[o].band == band] if band else [attacker_id])
            if o in state.battlefield and state.objects[o].attacking]


def _strikes_first(state: GameState, object_id: str) -> bool:
    chars = characteristics(state, object_id)
    return chars.has_keyword("first strike") or chars.has_keyword("double strike")


def combat_damage_dealers(state: GameState, events: list) -> list:
    """510.4 / 702.4b / 702.7b: the creatures that deal combat damage in this combat damage step.

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
    return dealing


def deal_combat_damage(state: GameState, dealing: list, divided: dict, events: list) -> None:
    """510.1-510.2: ``dealing`` (see combat_damage_dealers) assign their combat damage, the attackers in
    ``divided`` as their controller chose (see divided_damage), the others automatically; then all of it is
    dealt at once."""
    assignments = []
    for object_id in dealing:
        if object_id not in state.battlefield:
            continue  # left while its controller divided damage: it deals none (506.4)
        if object_id in divided:
            assignments += divided[object_id]
        elif state.objects[object_id].attacking:
            assignments += _attacker_assignment(state, object_id)
        else:
            assignments += _blocker_assignment(state, object_id)
    dealt_from = len(events)
    for source, target, amount in assignments:  # 510.2: dealt simultaneously
        deal_damage(state, source, target, amount, events, combat=True)
    for hook in AFTER_DAMAGE:  # (the Phantoms' counters: performing/damage.py)
        hook(state, events[dealt_from:])
    combat_damage_to_players(state, events[dealt_from:])
    damage_dealt(state, events[dealt_from:])
    for event in events[dealt_from:]:
        if event["type"] == "damage" and event["target"] in state.battlefield \
                and "Creature" in characteristics(state, event["target"]).types:
            dealt_combat_damage(state, event["source"], event["target"])


def damage_choices(state: GameState, dealing: list) -> list:
    """The "damage" choices, in APNAP order (510.1: the active player's first), of the players who divide the
    damage of creatures among ``dealing`` (510.1c-d, 702.19b, 702.22j-k): attackers blocked by two or more
    creatures, or with trample blocked by one and still attacking something, and blockers blocking two or more
    creatures. What each may be divided among is worked out when asked (damage_division): a blocker may leave
    meanwhile."""
    divided = [o for o in dealing if len((damage_division(state, o) or {}).get("options", ())) > 1]
    choices = []
    for player in state.apnap():
        theirs = [o for o in divided if damage_divider(state, o) == player.name]
        if theirs:
            choices.append({"player": player.name, "choice": "damage", "dealing": list(dealing),
                            "attackers": [o for o in theirs if state.objects[o].attacking],
                            "blockers": [o for o in theirs if not state.objects[o].attacking]})
    return choices


def damage_divider(state: GameState, creature_id: str) -> str:
    """Who assigns the combat damage of an attacking or blocking creature: its controller (510.1c-d), or with
    banding the defending player (702.22j: blocked by a creature with banding) or the active player (702.22k:
    blocking a creature with banding)."""
    obj = state.objects[creature_id]
    if obj.attacking:
        blockers = blockers_of(state, creature_id)
        return state.objects[blockers[0]].controller if assigned_by_other_player(state, blockers) else obj.controller
    return state.turn.active if assigned_by_other_player(state, blocked_by(state, creature_id)) else obj.controller


def damage_division(state: GameState, creature_id: str) -> dict | None:
    """What is divided of an attacking or blocking creature's damage now: its damage ("amount"), whom it may go
    to ("options": for an attacker the creatures blocking it and, with trample, what it attacks (not when the
    defending player divides, 702.22j); for a blocker the creatures it blocks) and the automatic assignment
    ("proposal", an amount per option); None when it deals no combat damage to divide."""
    obj = state.objects.get(creature_id)
    if creature_id not in state.battlefield or not (obj.attacking and obj.blocked or obj.blocking is not None):
        return None
    power = combat_damage_amount(state, creature_id)
    if obj.attacking:
        options = blockers_of(state, creature_id)
        options += [obj.attacking] if _tramples_over(state, creature_id, options) or \
            _may_go_unblocked(state, creature_id) else []
        assignment = _attacker_assignment(state, creature_id)
    else:
        options, assignment = blocked_by(state, creature_id), _blocker_assignment(state, creature_id)
    if power <= 0 or not options:
        return None
    proposal = {target: amount for _, target, amount in assignment}
    return {"amount": power, "options": options, "proposal": [proposal.get(option, 0) for option in options]}


def divided_damage(state: GameState, choice: dict, sources: tuple, recipients: tuple) -> dict:
    """510.1c-e, 702.19b, 702.2c: the division answering a "damage" choice, one point of damage per
    (source, recipient) pair, checked as a whole; (source, recipient, amount) lists by creature.
    Raises RuleViolation for an illegal division."""
    if len(sources) != len(recipients):
        raise RuleViolation("510.1c", "name whom each point of damage is assigned to")
    creatures = choice["attackers"] + choice.get("blockers", [])
    divisions = {c: division for c in creatures if (division := damage_division(state, c))}
    if set(sources) != set(divisions):
        raise RuleViolation("510.1c", "assign the damage of every creature whose damage you divide")
    points = Counter(zip(sources, recipients))
    divided = {}
    for creature_id, division in divisions.items():
        name = characteristics(state, creature_id).name
        amounts = {option: points[creature_id, option] for option in division["options"]}
        if sum(points[pair] for pair in points if pair[0] == creature_id) != sum(amounts.values()):
            if not state.objects[creature_id].attacking:
                raise RuleViolation("510.1d", f"{name} assigns damage only to the creatures it blocks")
            raise RuleViolation("510.1c", f"{name} assigns damage only to the creatures blocking it"
                                          " (and, with trample, to what it attacks)")
        if sum(amounts.values()) != division["amount"]:
            raise RuleViolation("510.1a", f"{name} assigns all its {division['amount']} combat damage")
        attacked = state.objects[creature_id].attacking
        if _may_go_unblocked(state, creature_id) and amounts.get(attacked) == division["amount"]:
            pass  # as though it weren't blocked: all of it to what it attacks
        elif amounts.get(attacked) and not characteristics(state, creature_id).has_keyword("trample"):
            raise RuleViolation("510.1c", f"{name} assigns all its combat damage to what it attacks, as though it "
                                          "weren't blocked, or none")
        elif attacked and amounts.get(attacked) and any(amounts[b] < _lethal(state, creature_id, b)
                                                        for b in blockers_of(state, creature_id)):
            raise RuleViolation("702.19b", f"{name} assigns damage to what it attacks only once every creature"
                                           " blocking it is assigned lethal damage")
        divided[creature_id] = [(creature_id, target, amount) for target, amount in amounts.items() if amount]
    return divided


def combat_damage_amount(state: GameState, creature_id: str) -> int:
    """510.1a: the combat damage a creature assigns, its power; its toughness instead while a permanent says so of it
    ("Each creature you control assigns combat damage equal to its toughness rather than its power.": its
    controller's creatures; "Each creature ...", "This creature ...", "... with toughness greater than its power")."""
    chars = characteristics(state, creature_id)
    power = chars.power or 0
    every = all_characteristics(state)
    if not any(word.startswith(TOUGHNESS_DAMAGE) for word in every.words):
        return power
    controller = state.objects[creature_id].controller
    for oid in state.battlefield:
        for ability in every[oid].abilities:
            if ability.__class__ is str and ability.startswith(TOUGHNESS_DAMAGE):
                who, *greater = ability.removeprefix(TOUGHNESS_DAMAGE).split(":")
                if (who == "each" or who == "you" and state.objects[oid].controller == controller
                        or who == "itself" and oid == creature_id) and \
                        (not greater or (chars.toughness or 0) > power):
                    return chars.toughness or 0
    return power


def blockers_of(state: GameState, attacker_id: str) -> list:
    """The creatures blocking an attacking creature: declared to block it or, with banding, its band (702.22h)."""
    return [o for o in state.battlefield if state.objects[o].blocking is not None and attacker_id in blocked_by(state, o)]


def _may_go_unblocked(state: GameState, attacker_id: str) -> bool:
    """"You may have this creature assign its combat damage as though it weren't blocked.": to what it attacks, if
    that is still there; as with trample, not when the defending player divides it (702.22j)."""
    attacked = state.objects[attacker_id].attacking
    return characteristics(state, attacker_id).has_ability(AS_THOUGH_UNBLOCKED) and \
        (state.has_player(attacked) or attacked in state.battlefield) and \
        not assigned_by_other_player(state, blockers_of(state, attacker_id))


def _tramples_over(state: GameState, attacker_id: str, blockers: list) -> bool:
    """702.19b: with trample, damage beyond lethal may go to what it attacks, if that is still there; 702.22j:
    not when the defending player divides it among the creatures blocking it."""
    attacked = state.objects[attacker_id].attacking
    return (characteristics(state, attacker_id).has_keyword("trample")
            and (state.has_player(attacked) or attacked in state.battlefield)
            and not assigned_by_other_player(state, blockers))


def _lethal(state: GameState, source_id: str, creature_id: str) -> int:
    """702.19b: lethal damage counts damage already marked; 702.2c: any damage from deathtouch is lethal."""
    toughness_left = max(0, (characteristics(state, creature_id).toughness or 0) - state.objects[creature_id].damage)
    return min(1, toughness_left) if characteristics(state, source_id).has_keyword("deathtouch") else toughness_left


def _lethal_in_order(state: GameState, source_id: str, recipients: list, power: int, overflow=None) -> list:
    """(source, recipient, amount): lethal damage to each recipient in turn, the rest to the last one, or to
    ``overflow`` (what a trampler attacks) once each is assigned lethal damage."""
    assignments, remaining = [], power
    for recipient in recipients:
        last = recipient == recipients[-1] and overflow is None
        amount = remaining if last else min(remaining, _lethal(state, source_id, recipient))
        if amount:
            assignments.append((source_id, recipient, amount))
        remaining -= amount
    if remaining:  # 702.19b: only once every blocker is assigned lethal damage
        assignments.append((source_id, overflow, remaining))
    return assignments


def _attacker_assignment(state: GameState, attacker_id: str) -> list:
    """510.1a-c, 702.19b-d (trample), 702.2c (deathtouch): (source, target, amount) for one attacker."""
    attacker = state.objects[attacker_id]
    chars = characteristics(state, attacker_id)
    power = combat_damage_amount(state, attacker_id)
    attacked = attacker.attacking
    attacked_exists = state.has_player(attacked) or attacked in state.battlefield
    if power <= 0:
        return []  # 510.1a
    blockers = blockers_of(state, attacker_id)
    if not attacker.blocked or (not blockers and chars.has_keyword("trample")):  # 510.1b; 702.19d
        return [(attacker_id, attacked, power)] if attacked_exists else []
    if not blockers:  # 510.1c: blocked, and no creature blocks it any more; or assigned as though it weren't
        return [(attacker_id, attacked, power)] if _may_go_unblocked(state, attacker_id) else []
    return _lethal_in_order(state, attacker_id, blockers, power,
                            attacked if _tramples_over(state, attacker_id, blockers) else None)


def _blocker_assignment(state: GameState, blocker_id: str) -> list:
    """510.1a, 510.1d: a blocker deals its damage to the creatures it blocks that are still in combat."""
    power = combat_damage_amount(state, blocker_id)
    blocked = blocked_by(state, blocker_id)
    return _lethal_in_order(state, blocker_id, blocked, power) if power > 0 and blocked else []


def remove_from_combat(state: GameState) -> None:
    """511.3: at the end of combat, creatures stop attacking and blocking; 511.2, 500.5: effects "until end of
    combat" ("this combat": provoke's) expire with the combat phase."""
    state.effects = [e for e in state.effects if e.get("until") != "end_of_combat"]
    for object_id in state.battlefield:
        obj = state.objects[object_id]
        obj.attacking = None
        obj.blocking, obj.also_blocking = None, []
        obj.blocked = False
        obj.band = 0
    state.turn.second_strikers = None
    invalidate(state)

"""State-based actions (704), checked whenever a player would receive priority and after every action."""
from game.rules.attachments import attachment_legal, player_enchantable
from game.rules.characteristics import all_characteristics, invalidate
from game.rules.effects import change_control
from game.rules.monarch import monarch_leaves
from game.rules.performing.keywords import player_designations
from game.rules.sagas import sacrifice_read_sagas
from game.rules.shields import regenerates
from game.rules.state import GameState, objects_as_they_are
from game.rules.zones import LEFT_BATTLEFIELD, move_object, remove_from_zone

COMMANDER_DAMAGE = 21  # 903.10a


def _attachment_legal(state: GameState, chars_by_id: dict, obj, chars) -> bool:
    host_id = obj.attached_to
    if host_id is not None and state.has_player(host_id):
        return player_enchantable(state, chars, host_id, obj.controller)  # 303.4c
    if not state.on_battlefield(host_id):
        return False
    return attachment_legal(chars, chars_by_id[host_id], itself=host_id == obj.id,
                            yours=state.objects[host_id].controller == obj.controller)


def _offer_command_zone(state: GameState, events: list) -> bool:
    """704.6d / 903.9a: a commander put into a graveyard or exile since state-based actions were last
    checked (by what ``events`` tell: this action's) may be put into the command zone by its owner, who
    is asked (a "commander" choice). True if anyone was."""
    asked = {o for c in state.pending if c["choice"] == "commander" for o in c["options"]}
    offered = False
    for event in events:
        if event["type"] != "zone_change" or event["to"] not in ("graveyard", "exile"):
            continue
        obj = state.objects.get(event["new_id"])
        if obj is not None and obj.commander and obj.zone == event["to"] and obj.id not in asked:
            state.pending.append({"player": obj.owner, "choice": "commander", "options": [obj.id],
                                  "name": state.spec(obj).name, "zone": obj.zone})
            offered = True
    return offered


def _check_once(state: GameState, events: list) -> bool:
    """Perform every applicable state-based action simultaneously; True if any happened (704.3)."""
    losers = []
    for player in state.players_in_game():
        reason = None
        if player.life <= 0:
            reason = ("704.5a", "has 0 or less life")
        elif player.drew_from_empty:
            reason = ("704.5b", "drew from an empty library")
        elif player.poison >= 10:
            reason = ("704.5c", "has ten or more poison counters")
        elif any(amount >= COMMANDER_DAMAGE for amount in player.commander_damage.values()):
            reason = ("704.6c", "was dealt 21 or more combat damage by one commander")
        if reason:
            player.lost = True
            events.append({"type": "player_lost", "player": player.name, "rule": reason[0], "reason": reason[1]})
            losers.append(player.name)
        player.drew_from_empty = False
    for name in losers:
        leave_game(state, name, events)  # 800.4a: at once; what it leaves behind is checked next
    happened = bool(losers)
    asked = len(state.pending)

    chars_by_id = all_characteristics(state)
    to_graveyard, unattach = [], []
    legends = {}
    for oid in list(state.battlefield):
        obj, chars = state.objects[oid], chars_by_id[oid]
        if "Creature" in chars.types and chars.toughness is not None:
            if chars.toughness <= 0:
                to_graveyard.append((oid, "704.5f"))
                continue
            lethal = obj.damage > 0 and (obj.damage >= chars.toughness or obj.deathtouched)
            if lethal and not chars.has_keyword("indestructible"):
                to_graveyard.append((oid, "704.5g" if obj.damage >= chars.toughness else "704.5h"))
                continue
        if "Planeswalker" in chars.types and (obj.counters.get("loyalty", 0) <= 0):
            to_graveyard.append((oid, "704.5i"))
            continue
        if obj.attached_to is not None or "Aura" in chars.subtypes:
            if not _attachment_legal(state, chars_by_id, obj, chars):
                if "Aura" in chars.subtypes:
                    to_graveyard.append((oid, "704.5m"))
                elif obj.attached_to is not None:
                    unattach.append((oid, "704.5n" if {"Equipment", "Fortification"} & set(chars.subtypes) else "704.5p"))
        if "Legendary" in chars.supertypes:
            legends.setdefault((obj.controller, chars.name), []).append(oid)
    happened |= sacrifice_read_sagas(state, chars_by_id, events)  # 704.5s
    gone_tokens = [o for o, obj in objects_as_they_are(state).items() if obj.token and obj.zone != "battlefield"] \
        if any(spec.layout == "token" for spec in state.cards.values()) else []  # no token was ever made
    for oid in gone_tokens:
        # 704.5d: a token in a zone other than the battlefield ceases to exist.
        obj = state.objects.pop(oid)
        remove_from_zone(state, obj)
        events.append({"type": "cease_to_exist", "old_id": oid, "rule": "704.5d"})
        happened = True
    happened |= _annihilate_counters(state, events)
    for oid, rule in unattach:
        state.objects[oid].attached_to = None
        events.append({"type": "unattached", "id": oid, "rule": rule})
        happened = True
    for oid, rule in to_graveyard:
        if rule in ("704.5g", "704.5h") and regenerates(state, oid, events):
            happened = True  # 701.15a: lethal damage destroys it, and a shield replaces that
            continue
        if oid in state.objects:
            move_object(state, oid, "graveyard", events)
            events[-1]["rule"] = rule
            happened = True
    happened |= _offer_command_zone(state, events)
    for (controller, name), ids in legends.items():
        ids = [i for i in ids if state.on_battlefield(i)]
        already = any(c.get("choice") == "legend" and c.get("name") == name and c["player"] == controller
                      for c in state.pending)
        if len(ids) > 1 and not already:
            # 704.5j: the controller chooses one; the rest go to their owners' graveyards.
            state.pending.append({"player": controller, "choice": "legend", "name": name, "count": 1, "options": ids})
            happened = True
    if len(state.pending) > asked:
        _in_apnap_order(state)
    if happened:
        invalidate(state)
    return happened


def _annihilate_counters(state: GameState, events: list) -> bool:
    """704.5q: N +1/+1 and N -1/-1 counters are removed from a permanent with both, N the fewer of them."""
    happened = False
    for oid in state.battlefield:
        counters = state.objects[oid].counters
        if "-1/-1" not in counters:
            continue
        both = min(counters.get("+1/+1", 0), counters["-1/-1"])
        for kind in ("+1/+1", "-1/-1") if both else ():
            counters[kind] -= both
            if not counters[kind]:
                del counters[kind]
            events.append({"type": "counters", "id": oid, "kind": kind, "count": counters.get(kind, 0),
                           "rule": "704.5q"})
            happened = True
    return happened


def _in_apnap_order(state: GameState) -> None:
    """101.4: the active player chooses first, then the others in turn order; each player's own choices keep
    their order. 101.4d: a new choice for a player earlier in that order restarts it for all outstanding ones."""
    rank = {player.name: index for index, player in enumerate(state.apnap())}
    state.pending.sort(key=lambda choice: rank[choice["player"]])


def check_state_based_actions(state: GameState, events: list) -> None:
    """Repeat until no state-based action is performed (704.3), then see if the game is over (104). Players'
    designations first: ascend's city's blessing any time (702.131b), a speed to start (702.179a), speed's
    trigger (702.179d)."""
    player_designations(state, events)
    for _ in range(100):
        if not _check_once(state, events):
            break
    check_game_over(state, events)


def leave_game(state: GameState, name: str, events: list) -> None:
    """800.4a: a player who has just lost leaves the game (not a state-based action: at once). The game goes on
    while two or more players remain; the player's choices go with them. Priority, if they had it, passes on:
    see engine.apply.

    The engine keeps no record of why a player controls a permanent another player owns, so it takes any such
    control for a control-changing effect: when the controller leaves, the effect ends and the owner gets the
    permanent back. A spell is its caster's by default (not by an effect), so one they cast and don't own is
    exiled."""
    state.pending = [choice for choice in state.pending if choice["player"] != name]
    if len(state.players_in_game()) < 2:
        return  # the game is over (104.2a): its last position stays as it is
    monarch_leaves(state, name, events)  # 722.4
    left = []  # their permanents: what was exiled until one of them leaves returns (610.3)
    for obj in list(state.objects.values()):
        if obj.is_ability:
            continue  # not owned: see below
        if obj.owner == name and obj.zone != "ante":  # 800.4n: what they own in the ante zone stays
            remove_from_zone(state, obj)
            del state.objects[obj.id]
            if obj.zone == "battlefield" and not obj.phased_out:
                left.append(obj.id)
        elif obj.zone == "battlefield" and obj.controller == name:
            change_control(state, obj, obj.owner, events)  # effects giving them control end
            events[-1]["rule"] = "800.4a"
    for obj in list(state.objects.values()):
        if obj.controller != name:
            continue
        if obj.is_ability:  # an object on the stack not represented by a card ceases to exist
            remove_from_zone(state, obj)
            del state.objects[obj.id]
            events.append({"type": "cease_to_exist", "old_id": obj.id, "rule": "800.4a"})
        else:  # what they still control is exiled
            move_object(state, obj.id, "exile", events)
            events[-1]["rule"] = "800.4a"
    for object_id in left:
        for hook in LEFT_BATTLEFIELD:
            hook(state, object_id, events)
    invalidate(state)


def check_game_over(state: GameState, events: list) -> None:
    if state.game_over:
        return
    remaining = state.players_in_game()
    if len(remaining) > 1:
        return
    state.game_over = True
    state.turn.priority = None
    state.pending.clear()
    if remaining:
        winner = remaining[0]
        winner.won = True
        state.winner = winner.name  # 104.2a: the last player in the game wins
        if state.playing_for_ante:
            for oid in state.ante:  # 407.2: the winner becomes the owner of all cards in the ante zone
                state.objects[oid].owner = winner.name
    events.append({"type": "game_over", "winner": state.winner})  # no winner: a draw (104.4a)

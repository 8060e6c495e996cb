"""Triggered abilities (603): noticing their trigger events (603.2), the intervening "if" (603.4), and putting
them on the stack (603.3) with the targets their controllers choose (603.3d).

A triggered ability waits in ``state.triggers`` as {"source", "card", "controller", "index", "text"} (its
source's id, card name, the player who controlled the source as it triggered, 603.3a, and the index of the
ability among the card's abilities) until a player would next receive priority (flow.put_triggers_on_stack).
"""
from game.rules.abilities import TriggeredAbility
from game.rules.cards import FACE_LAYOUTS
from game.rules.cast_triggers import triggers_as_cast
from game.rules.characteristics import all_characteristics, characteristics, invalidate, mana_value_of, selector_test
from game.rules.conditions import holds
from game.rules.copies import spell_values
from game.rules.delayed import ability as delayed_ability, creature_attacked, step_began as delayed_step_began
from game.rules.granted import ability_by_text
from game.rules.modes import ability_effects, modes_word
from game.rules.monarch import dealt_combat_damage as monarch_dealt_combat_damage, end_step_began
from game.rules.rad_counters import precombat_main_began
from game.rules.cipher import encoded_triggers
from game.rules.the_ring import (
    attacked as ring_bearer_attacked, blocked as ring_bearer_blocked, dealt_combat_damage as ring_bearer_damage,
)
from game.rules.state import GameObject, GameState
from game.rules.suspend import suspended
from game.rules.phrasebook.creature_keywords import EVOLVES, HAD_COUNTERS
from game.rules.phrasebook.vehicles import SADDLED
from game.rules.phrases import SAME_TARGET, same_target_word, target_filter
from game.rules.target_relations import meets
from game.rules.protection import known_qualities
from game.rules.targets import candidates, defending_player, fits, has_every_creature_type, is_legal_target
from game.rules.trigger_phrases import STATE_TRIGGER
from game.rules.ward import became_targets as ward_triggers


def _triggered_abilities(state: GameState, object_id: str, event: str, chars=None) -> list:
    """(index, ability) for the printed triggered abilities on ``event`` the object has now (or had: ``chars``,
    looking back in time, 603.10a); a permanent that lost its abilities (613.1f) has none. Then those it has
    from a grant (613.1f, granted.py), with no index (-1)."""
    obj = state.objects.get(object_id)
    known = state.cache.printed_triggered  # per card (or what it copies, 707.2), face and event, for the game
    printed = known.get((obj.copiable, obj.face, event))
    if printed is None:
        printed = known[obj.copiable, obj.face, event] = tuple(
            (i, a) for i, a in enumerate(state.spec(obj).abilities)
            if _on(a, event))
    chars = characteristics(state, object_id) if chars is None else chars
    granted = [(-1, a) for a in chars.granted if _on(a, event)]
    if not printed:
        return granted
    has = chars.abilities
    return [(i, a) for i, a in printed if a in has] + granted


def _on(ability, event: str) -> bool:
    """Whether ``ability`` is a triggered ability on ``event`` (its own or, "enters or attacks", its second one)."""
    return isinstance(ability, TriggeredAbility) and event in (ability.event, ability.or_event)


def _attached_watching(state: GameState, object_id: str, event: str) -> list:
    """The Auras and Equipment attached to ``object_id`` with abilities on ``event`` ("Whenever equipped creature
    attacks": of the creature it is attached to)."""
    return [oid for oid in state.battlefield
            if state.objects[oid].attached_to == object_id and watches(state, oid, event)]


def watches(state: GameState, oid: str, event: str) -> bool:
    """Whether a permanent has any triggered ability on ``event``, printed or granted."""
    return any(_on(a, event)
               for a in state.spec(state.objects[oid]).abilities + tuple(characteristics(state, oid).granted))


def trigger_ability(state: GameState, trigger: dict):
    """The triggered ability a waiting trigger stands for: its card's (by index, on the face that was up) or a
    granted one (by its text)."""
    if trigger.get("granted"):
        return ability_by_text(trigger["granted"])
    if trigger.get("delayed"):
        return delayed_ability(trigger["delayed"])
    spec = state.cards[trigger["card"]]
    if spec.faces and spec.layout in FACE_LAYOUTS:  # 712.8: the face that was up
        spec = spec.faces[min(trigger.get("face", 0), len(spec.faces) - 1)]
    return spec.abilities[trigger["index"]]


def _trigger(state: GameState, obj: GameObject, index: int, ability: TriggeredAbility,
             controller: str | None = None, known: dict | None = None) -> None:
    """603.2, 603.4: it triggers, if its intervening "if" holds now; controlled by its source's controller
    (603.3a), or by ``controller`` for a card in a zone where it has none; ``known``: its source's last known
    information (608.2h), for a source that left the battlefield."""
    controller = controller or obj.controller
    if ability.if_cast:  # 603.4: how the permanent came there, kept for the check as it resolves
        cast = state.objects.get((known or {}).get("entered") if ability.selector else obj.id, obj)
        known = {**(known or {}), "cast": [cast.cast_by, cast.cast_from]}
    if obj.kicked:  # 702.33e, 608.2h: its kicks, though it leaves before the ability resolves
        known = {**(known or {}), "kicked": len(obj.kicked)}
    if intervening_if_holds(state, ability, obj, controller, (known or {}).get("entered"), known):
        state.triggers.append({"source": obj.id, "card": obj.copiable, "controller": controller, "index": index,
                               "text": ability.text, **({"face": obj.face} if obj.face else {}),
                               **({"granted": ability.text} if index < 0 else {}),
                               **({"known": known} if known else {})})


def intervening_if_holds(state: GameState, ability, source: GameObject | None, controller: str,
                         entered: str | None = None, known: dict | None = None) -> bool:
    """603.4: checked as it would trigger and again as it resolves. "If this land is tapped": its source (as it
    last was on the battlefield, for a permanent that just left it) is tapped; ``entered``: the permanent whose
    entering triggered it, not counted by an "other_than_entering" condition; "if it had no -1/-1 counters on it"
    (persist): the counters its source had as it left (``known``, 608.2h)."""
    if not isinstance(ability, TriggeredAbility):
        return True
    if ability.condition is not None and ability.condition.kind == EVOLVES:
        return _evolves(state, source, known or {})
    if ability.condition is not None and ability.condition.kind.startswith(HAD_COUNTERS):
        had = (known or {}).get("source", {}).get("counters", {}).get(ability.condition.kind[len(HAD_COUNTERS):], 0)
        return (ability.condition.at_least or 0) <= had and (ability.condition.at_most is None
                                                             or had <= ability.condition.at_most)
    if ability.if_cast and not _was_cast(ability.if_cast, controller, (known or {}).get("cast", ["", ""])):
        return False
    if ability.if_tapped and (source is None or not state.on_battlefield(source.id) or not source.tapped):
        return False
    return ability.condition is None or holds(state, ability.condition, controller,
                                              entered if ability.other_than_entering else None,
                                              source=source.id if source is not None else None)


def _was_cast(how: str, controller: str, cast: list) -> bool:
    """603.4, 601.2i: "if you cast it [from your hand]", "if it was cast", "if it wasn't cast": ``cast``, who cast
    the spell that became the permanent and from where ("" for a permanent that wasn't cast: put onto the battlefield,
    or a copy of a spell, 707.10)."""
    by, zone = cast
    if how == "not":
        return not by
    if how == "any":
        return bool(by)
    return by == controller and (how == "you" or zone == how.removeprefix("you:"))


def _evolves(state: GameState, source: GameObject | None, known: dict) -> bool:
    """702.100a: "if that creature's power is greater than this creature's power and/or that creature's toughness
    is greater than this creature's toughness": the creature that entered as it is now, or as it last existed
    (608.2h, last_known.py); 702.100c: never greater than a noncreature's, nor than one no longer there."""
    entered = known.get("entered")
    if source is None or not state.on_battlefield(source.id) or \
            "Creature" not in characteristics(state, source.id).types:
        return False
    if state.on_battlefield(entered):
        chars = characteristics(state, entered)
        if "Creature" not in chars.types:
            return False
        power, toughness = chars.power, chars.toughness
    else:
        power, toughness = known.get("entered_pt") or (None, None)
    mine = characteristics(state, source.id)
    return power is not None and (power > mine.power or toughness > mine.toughness)


def step_began(state: GameState, step: str) -> None:
    """603.2b: a step or phase began: "At the beginning of your upkeep", "of each end step", "of combat on
    your turn" abilities of permanents trigger."""
    if step == "upkeep":  # echo's "since the beginning of your last upkeep" (702.30a): the one before this one
        player = state.player(state.turn.active)
        player.upkeep_before, player.upkeep_began = player.upkeep_began, state.new_timestamp()
    delayed_step_began(state, step)  # 603.7: "At the beginning of the next end step"
    if step == "end":
        end_step_began(state)  # 722.2: the monarch's
    elif step == "precombat_main":
        precombat_main_began(state)  # 725.1: rad counters'
    active = state.turn.active
    for oid in list(state.battlefield):
        obj = state.objects[oid]
        turn = {"you": obj.controller == active, "opponent": obj.controller != active, "each": True}
        for index, ability in _triggered_abilities(state, oid, "step"):
            if ability.whose.startswith("enchanted_"):  # an Aura's: "that player" is the one whose upkeep it is
                if ability.step == step and _enchanted_player(state, obj, ability.whose) == active:
                    _trigger(state, obj, index, ability, known={"damaged_player": active})
            elif ability.step == step and turn[ability.whose] and not ability.works_from:
                _trigger(state, obj, index, ability)
    for player in state.apnap():  # 113.6m: a card's ability that triggers from its owner's graveyard
        for oid in list(player.graveyard):
            obj = state.objects[oid]
            if not _from_graveyard(state, obj):
                continue
            turn = {"you": obj.owner == active, "opponent": obj.owner != active, "each": True}
            for index, ability in _triggered_abilities(state, oid, "step"):
                if ability.step == step and turn[ability.whose] and ability.works_from == "graveyard":
                    _trigger(state, obj, index, ability, controller=obj.owner)  # 603.3a: its owner's
    for oid in [oid for oid in state.exile if suspended(state, state.objects[oid])]:  # 702.62a: "if this card is
        obj = state.objects[oid]  # suspended" (603.4), its owner's upkeep
        for index, ability in _triggered_abilities(state, oid, "step"):
            if ability.step == step and ability.works_from == "exile" and obj.owner == active:
                _trigger(state, obj, index, ability, controller=obj.owner)


def _enchanted_player(state: GameState, aura: GameObject, whose: str) -> str | None:
    """"enchanted_player": the player the Aura is attached to (303.4c); "enchanted_creature_controller" (artifact,
    enchantment, land, permanent): the controller of the permanent of that type it is attached to; None otherwise."""
    host = aura.attached_to
    if whose == "enchanted_player":
        return host if host is not None and state.has_player(host) else None
    kind = whose.removeprefix("enchanted_").removesuffix("_controller").capitalize()
    if host in state.battlefield and (kind == "Permanent" or kind in characteristics(state, host).types):
        return state.objects[host].controller
    return None


def _from_graveyard(state: GameState, obj: GameObject) -> bool:
    """Whether the card has a step trigger that works in a graveyard (per card, for the game)."""
    known = state.cache.printed_triggered
    key = (obj.copiable, obj.face, "graveyard step")
    if key not in known:
        known[key] = any(isinstance(a, TriggeredAbility) and a.works_from == "graveyard"
                         for a in state.spec(obj).abilities)
    return known[key]


def entered(state: GameState, new: GameObject) -> None:
    """603.6a: a permanent entered; every permanent on the battlefield, the newcomer too, is checked for
    abilities that trigger on it ("When ~ enters [untapped]", "Whenever a land you control enters"); each trigger
    knows the permanent that entered."""
    watching = [oid for oid in state.battlefield if watches(state, oid, "enters")]
    chars = characteristics(state, new.id) if watching else None
    for oid in watching:
        obj = state.objects[oid]
        for index, ability in _triggered_abilities(state, oid, "enters"):
            if ability.selector is None:
                met = oid == new.id and not (ability.untapped and new.tapped)
            else:
                met = not (ability.another and oid == new.id) and \
                    selector_test(state, oid, obj.controller, ability.selector)(new.id, chars)
            if met:
                # "that creature" (graft, 702.58a); "five other Mountains" (603.4, other_than_entering)
                _trigger(state, obj, index, ability, known={"entered": new.id})
    for kind in list(new.counters) if new.id in state.battlefield else ():
        counters_put(state, new.id, kind)  # 122.6: the counters it enters with are put on it


def counters_put(state: GameState, object_id: str, kind: str) -> None:
    """122.6, 603.2c: "Whenever one or more +1/+1 counters are put on this creature" triggers once for each event that
    puts counters of that kind on it, those it enters with too (``entered``)."""
    for index, ability in _triggered_abilities(state, object_id, "counters_put"):
        if ability.counter == kind:
            _trigger(state, state.objects[object_id], index, ability)


def leaves_battlefield(state: GameState, old: GameObject) -> list:
    """603.10a: as a permanent leaves the battlefield, the abilities that trigger on its leaving (``leaves_triggers``,
    after the move, says whether they do), (permanent, index, ability, its power then: 608.2h): its own, and the
    permanents' that watch a creature die ("Whenever another creature you control dies", 700.4), itself too but for "another"."""
    own = watches(state, old.id, "leaves")
    watching = [oid for oid in state.battlefield if watches(state, oid, "creature_dies")]
    damagers = [source for source, creature in state.turn.damaged_by if creature == old.id
                and state.on_battlefield(source) and watches(state, source, "damaged_creature_dies")]
    attached = _attached_watching(state, old.id, "host_dies")  # "When enchanted creature dies"
    any_kind = [oid for oid in state.battlefield if watches(state, oid, "put_into_graveyard")]
    if not own and not watching and not damagers and not attached and not any_kind:
        return []
    chars = characteristics(state, old.id)
    found = [(old.id, i, a, chars.power) for i, a in _triggered_abilities(state, old.id, "leaves", chars)
             if not a.creature or "Creature" in chars.types] if own else []
    for oid in watching if "Creature" in chars.types else ():
        watcher = state.objects[oid]
        found += [(oid, i, a, None) for i, a in _triggered_abilities(state, oid, "creature_dies")
                  if not (a.another and oid == old.id)
                  and selector_test(state, oid, watcher.controller, a.selector)(old.id, chars)]
    for oid in damagers if "Creature" in chars.types else ():  # "a creature dealt damage by this creature this turn"
        found += [(oid, i, a, None) for i, a in _triggered_abilities(state, oid, "damaged_creature_dies")]
    for oid in attached if "Creature" in chars.types else ():
        found += [(oid, i, a, None) for i, a in _triggered_abilities(state, oid, "host_dies")]
    for oid in any_kind:  # "Whenever an artifact is put into a graveyard from the battlefield"
        watcher = state.objects[oid]
        found += [(oid, i, a, None) for i, a in _triggered_abilities(state, oid, "put_into_graveyard")
                  if not (a.another and oid == old.id)
                  and selector_test(state, oid, watcher.controller, a.selector)(old.id, chars)]
    return found


def leaves_triggers(state: GameState, old: GameObject, looked_back: list, to_zone: str, became: str | None) -> None:
    """603.6c: "When ~ is put into a graveyard from the battlefield" / "When ~ dies" (700.4) / "When ~ leaves the
    battlefield", looked back in time (``leaves_battlefield``); controlled by the permanent's last controller
    (603.3a); ``became``: the new object it is (400.7), which "another target creature card" leaves out. Another
    permanent's "Whenever another creature you control dies" when it went to a graveyard, if that permanent is still
    there to trigger (one that left at the same time has already triggered, or not, as it left)."""
    for watcher, index, ability, power in looked_back:
        if watcher == old.id and (ability.anywhere or to_zone == "graveyard"):  # its power as it last existed too
            _trigger(state, old, index, ability, known={"source": {"counters": dict(old.counters), "power": power},
                                                        **({"became": became} if became else {})})
        elif watcher != old.id and to_zone == "graveyard" and state.on_battlefield(watcher):
            _trigger(state, state.objects[watcher], index, ability)


def turned_face_up(state: GameState, object_id: str) -> None:
    """"When this permanent is turned face up" triggers as it is (702.37e, 702.168d: not an entering)."""
    for index, ability in _triggered_abilities(state, object_id, "turned_face_up"):
        _trigger(state, state.objects[object_id], index, ability)


def combat_damage_to_players(state: GameState, events: list) -> None:
    """603.2, 510.2: "When ~ deals combat damage to a player [or battle]", for each time it did; "Whenever a
    creature you control deals combat damage to a player" for each such creature (its "it": stack._it); "Whenever a
    creature deals combat damage to you", for each creature that dealt combat damage
    to a player (``events``: the damage just dealt), of the permanents that player controls; the creature and its
    controller are kept for "that creature's controller" (608.2h)."""
    for e in events:  # "When ~ deals combat damage to a player [or battle]"
        if e["type"] != "damage" or e["source"] not in state.battlefield:
            continue
        if state.has_player(e["target"]):
            kinds = ("dealt_combat_damage", "combat_damage_to_a_player")
        elif e["target"] in state.objects and "Battle" in characteristics(state, e["target"]).types:
            kinds = ("dealt_combat_damage",)
        else:
            continue
        damaged = {"damaged_player": e["target"]} if state.has_player(e["target"]) else None  # "that player"
        if damaged:
            encoded_triggers(state, e["source"])  # 702.99a: the ability a card encoded on it gives it
        for event in kinds:
            for index, ability in _triggered_abilities(state, e["source"], event):
                if ability.whose != "opponent" or e["target"] != state.objects[e["source"]].controller:
                    _trigger(state, state.objects[e["source"]], index, ability, known=damaged)
        for attached in _attached_watching(state, e["source"], "host_combat_damage_to_player") if damaged else ():
            for index, ability in _triggered_abilities(state, attached, "host_combat_damage_to_player"):
                _trigger(state, state.objects[attached], index, ability, known=damaged)
    hits = [(e["source"], e["target"]) for e in events if e["type"] == "damage" and state.has_player(e["target"])
            and e["source"] in state.objects and "Creature" in characteristics(state, e["source"]).types]
    if not hits:
        return
    monarch_dealt_combat_damage(state, hits)  # 722.2
    ring_bearer_damage(state, hits)  # 701.52c
    for oid in [oid for oid in state.battlefield if watches(state, oid, "creature_combat_damage_to_player")]:
        obj = state.objects[oid]
        for index, ability in _triggered_abilities(state, oid, "creature_combat_damage_to_player"):
            fits_selector = selector_test(state, oid, obj.controller, ability.selector)
            for creature, player in hits:
                if fits_selector(creature, characteristics(state, creature)) and \
                        (ability.whose != "opponent" or player != obj.controller):  # "... to an opponent"
                    _trigger(state, obj, index, ability, known={"creature": creature, "damaged_player": player})
    for oid in [oid for oid in state.battlefield if watches(state, oid, "creatures_combat_damage_to_player")]:
        obj = state.objects[oid]  # "Whenever one or more creatures you control deal combat damage to a player"
        for player in dict.fromkeys(p for creature, p in hits if state.objects[creature].controller == obj.controller):
            for index, ability in _triggered_abilities(state, oid, "creatures_combat_damage_to_player"):
                _trigger(state, obj, index, ability, known={"damaged_player": player})
    for oid in [oid for oid in state.battlefield if watches(state, oid, "combat_damage_to_you")]:
        obj = state.objects[oid]
        for index, ability in _triggered_abilities(state, oid, "combat_damage_to_you"):
            for creature, player in hits:
                if player == obj.controller:
                    _trigger(state, obj, index, ability, known={
                        "creature": creature, "creature_controller": state.objects[creature].controller})


def damage_dealt(state: GameState, dealt: list) -> None:
    """120.3, 603.2c: ``dealt``, the damage events of one event (all the combat damage of a step, 510.2; a spell's
    damage to each creature): "Whenever this creature is dealt damage" triggers once for each permanent dealt damage,
    "Whenever this creature [enchanted/equipped creature] deals damage" once for each source that dealt some, "... deals damage to an opponent" once
    for each such player it dealt damage to (the trigger knows that player: "that player"); each knows the amount."""
    to, by = {}, {}
    for e in dealt:
        if e["type"] == "damage":
            to[e["target"]] = to.get(e["target"], 0) + e["amount"]
            recipients = by.setdefault(e["source"], {})
            recipients[e["target"]] = recipients.get(e["target"], 0) + e["amount"]
    for target, amount in to.items():
        if target in state.battlefield:
            for index, ability in _triggered_abilities(state, target, "is_dealt_damage"):
                _trigger(state, state.objects[target], index, ability, known={"amount": amount})
    for source, recipients in by.items():
        if source not in state.battlefield:
            continue
        for oid in [o for o in state.battlefield if state.objects[o].attached_to == source]:
            for index, ability in _triggered_abilities(state, oid, "host_deals_damage"):  # "enchanted creature deals"
                _trigger(state, state.objects[oid], index, ability, known={"amount": sum(recipients.values())})
        obj = state.objects[source]
        for index, ability in _triggered_abilities(state, source, "deals_damage"):
            if not ability.whose:
                _trigger(state, obj, index, ability, known={"amount": sum(recipients.values())})
                continue
            for player, amount in recipients.items():
                if state.has_player(player) and _player_fits(ability.whose, obj.controller, player):
                    _trigger(state, obj, index, ability, known={"damaged_player": player, "amount": amount})


def state_triggers(state: GameState) -> None:
    """603.8: a state-triggered ability triggers as soon as its condition holds, and not again until it has left
    the stack (resolved, countered or removed); looked for only where some permanent has one."""
    if STATE_TRIGGER not in all_characteristics(state).words:
        return
    waiting = {(t["source"], t["index"]) for t in state.triggers} | {
        (o.source, o.ability_index) for o in (state.objects[oid] for oid in state.stack) if o.is_ability}
    for oid in list(state.battlefield):
        obj = state.objects[oid]
        for index, ability in _triggered_abilities(state, oid, "state"):
            if (oid, index) not in waiting and holds(state, ability.when_state, obj.controller, source=oid):
                _trigger(state, obj, index, ability)


def attacks(state: GameState, object_id: str) -> None:
    """508.3a: "Whenever ~ attacks" triggers as it is declared as an attacker; each trigger knows the defending
    player (802.2a: the one it attacks); so do "Whenever a creature you control attacks" (knowing the attacker) and
    "Whenever equipped creature attacks". Dethrone's "attacks the player with the most life or tied for most life"
    (702.105a) as it attacks such a player (not a planeswalker)."""
    obj = state.objects[object_id]
    creature_attacked(state, object_id)  # 603.7b
    defender = defending_player(state, obj.attacking)
    for index, ability in _triggered_abilities(state, object_id, "attacks"):
        _trigger(state, obj, index, ability, known={"defender": defender})
    chars = None
    for oid in [oid for oid in state.battlefield if watches(state, oid, "creature_attacks")]:
        chars = chars or characteristics(state, object_id)  # "Whenever a creature [you control] attacks"
        for index, ability in _triggered_abilities(state, oid, "creature_attacks"):
            if selector_test(state, oid, state.objects[oid].controller, ability.selector)(object_id, chars):
                _trigger(state, state.objects[oid], index, ability, known={"attacker": object_id, "defender": defender})
    for attached in _attached_watching(state, object_id, "host_attacks"):  # "Whenever equipped creature attacks"
        for index, ability in _triggered_abilities(state, attached, "host_attacks"):
            _trigger(state, state.objects[attached], index, ability, known={"defender": defender})
    if characteristics(state, object_id).has_ability(SADDLED):  # 702.171b: declared as an attacker while saddled
        for index, ability in _triggered_abilities(state, object_id, "attacks_while_saddled"):
            _trigger(state, obj, index, ability, known={"defender": defender})
    ring_bearer_attacked(state, object_id)  # 701.52c
    if state.has_player(obj.attacking) and \
            state.player(obj.attacking).life == max(p.life for p in state.players_in_game()):
        for index, ability in _triggered_abilities(state, object_id, "attacks_player_with_most_life"):
            _trigger(state, obj, index, ability, known={"defender": defender})


def you_attacked(state: GameState, player: str, attackers: int) -> None:
    """508.3d: "Whenever you attack" triggers once as one or more creatures ``player`` controls are declared as
    attackers, for permanents they control; "... with three or more creatures" if that many are."""
    for oid in list(state.battlefield):
        obj = state.objects[oid]
        if obj.controller == player:
            for index, ability in _triggered_abilities(state, oid, "you_attack"):
                if attackers >= ability.nth:
                    _trigger(state, obj, index, ability)


def enlist_abilities(state: GameState, attacker_id: str) -> list:
    """702.154d: the indexes of the attacking creature's enlist abilities, each paid for on its own."""
    return [index for index, _ in _triggered_abilities(state, attacker_id, "enlisted")]


def enlisted(state: GameState, attacker_id: str, index: int, creature_id: str) -> None:
    """702.154a: "When you do": the enlist ability whose cost tapping ``creature_id`` paid triggers, knowing it."""
    ability = next(a for i, a in _triggered_abilities(state, attacker_id, "enlisted") if i == index)
    _trigger(state, state.objects[attacker_id], index, ability, known={"enlisted": creature_id})


def exert_abilities(state: GameState, attacker_id: str) -> list:
    """701.39d: the indexes of the attacking creature's "You may exert this creature as it attacks. When you do,
    ..." abilities."""
    return [index for index, _ in _triggered_abilities(state, attacker_id, "exerted")]


def exerted(state: GameState, attacker_id: str, index: int) -> None:
    """607.2h: the "When you do" ability linked to the exert cost paid triggers."""
    ability = next(a for i, a in _triggered_abilities(state, attacker_id, "exerted") if i == index)
    _trigger(state, state.objects[attacker_id], index, ability)


def blockers_declared(state: GameState, blockers: list, newly_blocked: list, blocks: list) -> None:
    """509.3a-d, as blockers are declared: "Whenever ~ blocks" once for each creature declared as a blocker
    (``blockers``), "Whenever ~ becomes blocked" once for each attacker that was unblocked (``newly_blocked``),
    both for "blocks or becomes blocked" (bushido, 702.45a); "becomes blocked by a creature" (509.3d) and "blocks or
    becomes blocked by a creature" (509.3b) once for each pair of ``blocks``, knowing the other creature, "blocks a
    creature with flying" once for each such attacker (509.3f: flying as blockers are declared); flanking's "becomes blocked by a creature without
    flanking" once for each (blocker, attacker) pair of ``blocks`` whose blocker hasn't flanking now (509.3f),
    knowing that blocker."""
    for blocker_id in blockers:
        for event in ("blocks", "blocks_or_becomes_blocked"):
            for index, ability in _triggered_abilities(state, blocker_id, event):
                _trigger(state, state.objects[blocker_id], index, ability)
    for attacker_id in newly_blocked:
        attacker = state.objects[attacker_id]
        for event in ("becomes_blocked", "blocks_or_becomes_blocked"):
            for index, ability in _triggered_abilities(state, attacker_id, event):
                _trigger(state, attacker, index, ability, known={"defender": defending_player(state, attacker.attacking)})
    ring_bearer_blocked(state, blocks)  # 701.52c
    flanking = "blocked_by_creature_without_flanking"  # flanking's event: a creature with it has flanking
    for blocker_id, attacker_id in blocks:
        if characteristics(state, attacker_id).has_keyword("flying"):  # as it becomes blocked (509.3f)
            for index, ability in _triggered_abilities(state, blocker_id, "blocks_a_creature_with_flying"):
                _trigger(state, state.objects[blocker_id], index, ability)
        for source, other, events in ((blocker_id, attacker_id, ("blocks_a_creature",
                                                                 "blocks_or_becomes_blocked_by_a_creature")),
                                      (attacker_id, blocker_id, ("becomes_blocked_by_a_creature",
                                                                 "blocks_or_becomes_blocked_by_a_creature"))):
            for event in events:
                for index, ability in _triggered_abilities(state, source, event):
                    _trigger(state, state.objects[source], index, ability, known={"creature": other})
        if not _triggered_abilities(state, blocker_id, flanking):
            for index, ability in _triggered_abilities(state, attacker_id, flanking):
                _trigger(state, state.objects[attacker_id], index, ability, known={"blocker": blocker_id})


def unblocked_attackers(state: GameState) -> None:
    """509.3g: once blockers are declared, "Whenever this creature attacks and isn't blocked" triggers for each
    attacking creature no creature was declared to block (one put onto the battlefield attacking too); each trigger
    knows the defending player."""
    for oid in list(state.battlefield):
        obj = state.objects[oid]
        if obj.attacking is not None and not obj.blocked:
            for index, ability in _triggered_abilities(state, oid, "attacks_unblocked"):
                _trigger(state, obj, index, ability, known={"defender": defending_player(state, obj.attacking)})


def became_targets(state: GameState, stack_obj, only=None) -> None:
    """A spell or ability was put on the stack with its targets (601.2c, 602.2b, 603.3d): ward (702.21a) and
    "Whenever this creature becomes the target of a spell or ability" trigger, once for each permanent it targets
    (``only`` these, chosen last: an opponent's choice, opponents_choice.py)."""
    ward_triggers(state, stack_obj, only)
    for target in dict.fromkeys(stack_obj.targets if only is None else only):
        if state.on_battlefield(target):
            for index, ability in _triggered_abilities(state, target, "becomes_target"):
                _trigger(state, state.objects[target], index, ability)


def exploiting(state: GameState, source_id: str | None) -> list:
    """702.110b: the abilities that trigger when ``source_id`` exploits a creature ("When this creature exploits a
    creature"), looked at before the sacrifice, which may be of itself; none once it has left the battlefield."""
    if source_id is None or not state.on_battlefield(source_id):
        return []
    return [(state.objects[source_id], i, a) for i, a in _triggered_abilities(state, source_id, "exploits")]


def exploited(state: GameState, looked: list) -> None:
    """It exploited a creature: the abilities ``exploiting`` found trigger."""
    for obj, index, ability in looked:
        _trigger(state, obj, index, ability)


def attacks_with_two_others(state: GameState, object_id: str) -> None:
    """508.3a: "Whenever this creature and at least two other creatures attack" (battalion) triggers as they are
    declared as attackers, three or more together; each trigger knows the defending player (802.2a)."""
    obj = state.objects[object_id]
    for index, ability in _triggered_abilities(state, object_id, "attacks_with_two_others"):
        _trigger(state, obj, index, ability, known={"defender": defending_player(state, obj.attacking)})


def trains(state: GameState, chosen: list) -> None:
    """702.149a training: "Whenever this creature and at least one other creature with power greater than this
    creature's power attack" triggers as they are declared as attackers (508.3a), their powers as declared; each
    trigger knows the defending player (802.2a)."""
    powers = {oid: characteristics(state, oid).power or 0 for oid in chosen}
    for object_id in chosen:
        if any(powers[other] > powers[object_id] for other in chosen if other != object_id):
            obj = state.objects[object_id]
            for index, ability in _triggered_abilities(state, object_id, "attacks_with_greater_power"):
                _trigger(state, obj, index, ability, known={"defender": defending_player(state, obj.attacking)})


def dealt_combat_damage(state: GameState, source_id: str | None, damaged_id: str) -> None:
    """510.2, 603.2: "Whenever ~ deals combat damage to a creature" triggers as the damage is dealt; each trigger
    knows that creature."""
    if source_id in state.battlefield:
        for index, ability in _triggered_abilities(state, source_id, "combat_damage_to_creature"):
            _trigger(state, state.objects[source_id], index, ability, known={"damaged": damaged_id})


def attacks_alone(state: GameState, attacker_id: str) -> None:
    """702.83a, 506.5: "Whenever a creature you control attacks alone" (exalted, each instance; "a Samurai or
    Warrior" by its selector) triggers for the attacker's controller's permanents as it is declared the only
    attacker; each trigger knows that creature."""
    controller = state.objects[attacker_id].controller
    for oid in list(state.battlefield):
        obj = state.objects[oid]
        if obj.controller == controller:
            for index, ability in _triggered_abilities(state, oid, "attacks_alone"):
                if ability.selector is not None and not selector_test(state, oid, obj.controller, ability.selector)(
                        attacker_id, characteristics(state, attacker_id)):
                    continue  # "Whenever a Samurai or Warrior you control attacks alone": not that one
                before = len(state.triggers)
                _trigger(state, obj, index, ability)
                for trigger in state.triggers[before:]:
                    trigger["known"] = {"attacker": attacker_id}


def _player_fits(whose: str, controller: str, player: str) -> bool:
    """Whether ``player`` is who the trigger of ``controller``'s permanent looks at: "you" (or unsaid), "each"
    player, an "opponent"."""
    return whose == "each" or (controller == player) == (whose in ("", "you"))


def spell_copied(state: GameState, player: str, copy_id: str) -> None:
    """707.10: ``player`` copied a spell, the copy put on the stack under their control: "Whenever you cast or copy
    an instant or sorcery spell" (magecraft) triggers, as a cast would (the copy isn't cast: nothing else does)."""
    spell_cast(state, player, copy_id, copied=True)


def spell_cast(state: GameState, player: str, spell_id: str, copied: bool = False) -> None:
    """601.2i, 603.2: "Whenever you cast a planeswalker spell" triggers as the spell becomes cast, for permanents
    its caster controls ("Whenever a player casts ...": anyone's; "an opponent": their opponents'); "Whenever you
    cast a spell that targets this creature" (heroic) if one of its targets, chosen by then (601.2c), is that
    permanent; "Whenever you cast a multicolored spell, you may return this card from your graveyard to your hand."
    for cards in their owners' graveyards (113.6m)."""
    targets = state.objects[spell_id].targets
    watching = [(oid, "", state.objects[oid].controller) for oid in state.battlefield] + [
        (oid, "graveyard", p.name) for p in state.apnap() for oid in p.graveyard  # 113.6m: its owner's (603.3a)
        if _from_graveyard(state, state.objects[oid])]
    for oid, works_from, controller in watching:
        obj = state.objects[oid]
        for index, ability in _triggered_abilities(state, oid, "cast"):
            if ability.works_from != works_from:
                continue
            if (ability.or_copy or not copied) and _player_fits(ability.whose, controller, player) and \
                    fits(state, ability.spell, spell_id, controller=player) and \
                    (not ability.targets_source or oid in targets) and \
                    (not ability.opponents_turn or state.turn.active != controller) and \
                    (not ability.nth or _spells_of_kind(state, player, ability.spell) == ability.nth) and \
                    all(_spell_was(state, state.objects[spell_id], player, was, obj) for was in ability.spell_was):
                # "that player": the caster, kept as a damage trigger keeps the player it damaged (phrasebook/cards.py)
                _trigger(state, obj, index, ability, controller=controller, known={
                    "damaged_player": player, "spell_id": spell_id, "values": spell_values(state.objects[spell_id]),
                    "mana_value": mana_value_of(state, spell_id)})


def _spell_was(state: GameState, spell: GameObject, player: str, was: str, source: GameObject) -> bool:
    """"kicked spell" (702.33d: a kicker cost paid), "spell you don't own" (108.3), "spell from your graveyard" (its
    owner's, the caster's), "from your hand", "from exile", "from anywhere other than your hand" (601.2a); "spell that
    targets a creature [you control]" (one of its targets, chosen by then, 601.2c); "spell of the chosen color",
    "... of the chosen type" (its ``source``'s choice as it entered, 614.12; 702.73a a changeling spell is of every
    creature type)."""
    if was == "has an Adventure":  # 715.2a: cast as the creature or as the Adventure (715.3)
        return state.cards[spell.card].layout == "adventure"
    if was == "chosen color":
        return bool(source.chosen_color) and source.chosen_color in characteristics(state, spell.id).colors
    if was == "chosen type":
        chars = characteristics(state, spell.id)
        return bool(source.chosen_type) and (source.chosen_type in chars.subtypes or has_every_creature_type(chars))
    if was.startswith("targets a creature"):
        return any(state.on_battlefield(t) and "Creature" in characteristics(state, t).types and
                   (not was.endswith(" you control") or state.objects[t].controller == player)
                   for t in spell.targets if t in state.objects)
    if was == "kicked":
        return bool(spell.kicked)
    if was == "not owned":
        return spell.owner != player
    if was == "not from hand":
        return spell.cast_from != "hand"
    return spell.cast_from == was.removeprefix("from ") and (was == "from exile" or spell.owner == player)


def _spells_of_kind(state: GameState, player: str, kind: str) -> int:
    """How many spells of ``kind`` (card types only: "instant or sorcery spell", "noncreature spell") ``player`` has
    cast this turn, the one just cast too: "your second spell each turn" is the one that makes it two."""
    wanted = target_filter(kind)
    return sum(1 for types in state.player(player).spells_cast
               if (not wanted.card_types or wanted.card_types & set(types)) and not wanted.not_types & set(types))


def crewed(state: GameState, crew_id: str, vehicle_id: str) -> None:
    """702.122b: a creature tapped to pay a Vehicle's crew cost crews it ("Whenever this creature crews a
    Vehicle"); the trigger knows the Vehicle."""
    for index, ability in _triggered_abilities(state, crew_id, "crews"):
        _trigger(state, state.objects[crew_id], index, ability, known={"crewed": vehicle_id})


def card_drawn(state: GameState, player: str) -> None:
    """121.2, 603.2: "Whenever you draw a card" triggers once for each card drawn (none for a draw from an empty
    library, 121.4, or a draw replaced: dredge); "Whenever you draw your second card each turn" as the player draws
    their second card of the turn (the ones drawn before the permanent was there counted too)."""
    drawn = state.player(player).cards_drawn
    for oid in list(state.battlefield):
        obj = state.objects[oid]
        for index, ability in _triggered_abilities(state, oid, "drew"):
            if _player_fits(ability.whose, obj.controller, player) and ability.nth in (0, drawn):
                _trigger(state, obj, index, ability)


def card_discarded(state: GameState, player: str) -> None:
    """701.8a, 603.2: "Whenever you discard a card" triggers once for each card ``player`` discarded (zones.discard:
    an effect's discard, a cost's, cycling's, the cleanup step's; into the graveyard or exiled by madness)."""
    _by_a_player(state, player, "discarded")


def _by_a_player(state: GameState, player: str, event: str) -> None:
    """``event``'s abilities of the permanents whose "you" / "an opponent" / "a player" (``whose``) ``player`` fits."""
    for oid in list(state.battlefield):
        obj = state.objects[oid]
        for index, ability in _triggered_abilities(state, oid, event):
            if _player_fits(ability.whose, obj.controller, player):
                _trigger(state, obj, index, ability)


def life_gained(state: GameState, player: str, amount: int) -> None:
    """119.9, 603.2: "Whenever you gain life" triggers once for each event in which ``player`` gained life (none
    for 0 life, 119.10), for permanents they control."""
    if amount > 0:
        player_acted(state, player, "life_gained")


def player_acted(state: GameState, player: str, event: str) -> None:
    """603.2: "Whenever you clash and win" (701.23d), "Whenever you choose a creature as your Ring-bearer"
    (701.52a), "Whenever you gain life": once each time ``player`` does it, for the permanents they control."""
    for oid in list(state.battlefield):
        obj = state.objects[oid]
        if obj.controller == player:
            for index, ability in _triggered_abilities(state, oid, event):
                _trigger(state, obj, index, ability)


def cast_itself(state: GameState, spell: GameObject, copy_costs_paid: tuple = ()) -> None:
    """601.2i: the spell's own "When you cast this spell" abilities (cast_triggers.py: cascade, storm) trigger,
    keeping what they need of it: its mana value (202.3e), the spells cast before it this turn by anyone (702.40a:
    this one is counted already) and its copiable values and choices (608.2h, for a copy once it has left).
    Casualty's and conspire's trigger only if their cost was paid (702.153a, 702.78a: ``copy_costs_paid``, a fact
    that can't change, 603.4: copy_costs.py)."""
    found = [(i, a) for i, a in triggers_as_cast(state.spec(spell).abilities)
             if a.effects[0].kind not in ("casualty", "conspire") or a.effects[0].kind in copy_costs_paid]
    if not found:
        return
    known = {"mana_value": mana_value_of(state, spell.id),
             "spells_before": sum(len(p.spells_cast) for p in state.players) - 1,
             "spell": spell_values(spell)}
    for index, ability in found:
        _trigger(state, spell, index, ability, known=known)


def land_played(state: GameState, player: str, land_id: str) -> None:
    """305.1, 603.2: "When you play another land" triggers for the player who played it (a special action; a land
    put onto the battlefield by an effect isn't played), on permanents they control other than that land."""
    for oid in list(state.battlefield):
        obj = state.objects[oid]
        if obj.controller == player:
            for index, ability in _triggered_abilities(state, oid, "land_played"):
                if not (ability.another and oid == land_id):
                    _trigger(state, obj, index, ability)


def cycled(state: GameState, card: GameObject, player: str) -> None:
    """702.29c: "When you cycle this card" triggers from the zone the card went to, for the player who cycled it;
    permanents' "Whenever you cycle a card" / "Whenever a player cycles a card" for that player."""
    for index, ability in _triggered_abilities(state, card.id, "cycled"):
        _trigger(state, card, index, ability, controller=player)
    _by_a_player(state, player, "a_card_cycled")


def last_counter_removed(state: GameState, object_id: str, kind: str) -> None:
    """"When the last time counter is removed from ~" triggers: vanishing's for that permanent (702.63a), suspend's
    for that card in exile, if it's exiled (702.62a: its owner's, 603.3a)."""
    obj = state.objects[object_id]
    for index, ability in _triggered_abilities(state, object_id, f"last_{kind}_counter"):
        if (ability.works_from == "exile") == (obj.zone == "exile"):
            _trigger(state, obj, index, ability, controller=obj.controller or obj.owner)


def lore_counters_put(state: GameState, object_id: str, before: int) -> None:
    """714.2b: lore counters were put onto a Saga that had ``before``: each chapter ability with a chapter number
    N it had fewer than and now has at least triggers, once per such N (714.2c); with read ahead, the turn it
    entered, only the one whose N it has exactly (702.155a)."""
    obj = state.objects[object_id]
    now = obj.counters.get("lore", 0)
    exactly = obj.entered_turn == state.turn.number and characteristics(state, object_id).has_keyword("read ahead")
    for index, ability in _triggered_abilities(state, object_id, "chapter"):
        for _ in (n for n in ability.chapters if before < n <= now and (n == now or not exactly)):
            _trigger(state, obj, index, ability)


def tap(state: GameState, object_id: str, for_mana: bool = False) -> None:
    """Tap a permanent; one that was untapped becomes tapped, triggering "Whenever ~ becomes tapped" (603.2f),
    and, paying a mana ability's {T} (``for_mana``), "Whenever you tap ~ for mana"."""
    obj = state.objects[object_id]
    if obj.tapped:
        return
    obj.tapped = True
    invalidate(state)
    for index, ability in _triggered_abilities(state, object_id, "tapped"):
        if for_mana or not ability.for_mana:
            _trigger(state, obj, index, ability)


def became_untapped(state: GameState, object_ids) -> None:
    """603.2f: "Whenever this creature becomes untapped" (inspired) triggers for each of these permanents, which were
    tapped and have untapped (not one that entered untapped)."""
    for oid in object_ids:
        for index, ability in _triggered_abilities(state, oid, "untapped"):
            _trigger(state, state.objects[oid], index, ability)


def _effects(state: GameState, trigger: dict) -> tuple:
    """The trigger's instructions: of its chosen modes, for a modal one (700.2b)."""
    ability = trigger_ability(state, trigger)
    return ability_effects(ability, trigger.get("modes", ())) if hasattr(ability, "effects") else ()


def _target_kinds(state: GameState, trigger: dict) -> list:
    """(kind, optional) for each target the trigger's instructions require, in order."""
    effects = _effects(state, trigger)
    return [(e.target, e.optional) for e in effects if e.target and e.target != SAME_TARGET]


def target_options(state: GameState, trigger: dict) -> list | None:
    """The legal choices for the trigger's next target (after those in ``trigger["targets"]``): None when it
    needs no more."""
    kinds = _target_kinds(state, trigger)
    chosen = trigger.get("targets", [])
    if len(chosen) >= len(kinds):
        return None
    kind, _ = kinds[len(chosen)]
    effects = _effects(state, trigger)
    taken = same_target_word(effects, chosen, [e for e in effects if e.target and e.target != SAME_TARGET][len(chosen)])
    became = trigger.get("known", {}).get("became")
    return [t for t in candidates(state, kind)
            if is_legal_target(state, kind, t, controller=trigger["controller"], source=trigger["source"], became=became)
            and t not in taken and meets(state, effects, [*chosen, t], len(chosen))]


def next_target_optional(state: GameState, trigger: dict) -> bool:
    """"Up to one target ...": none may be chosen (601.2c)."""
    return _target_kinds(state, trigger)[len(trigger.get("targets", []))][1]


def stack_trigger(state: GameState, trigger: dict, targets: list, events: list) -> None:
    """603.3: on the stack even if its source has left the battlefield since it triggered."""
    ability = GameObject(
        id=state.new_id(), card=trigger["card"], owner=trigger["controller"], zone="stack",
        controller=trigger["controller"], timestamp=state.new_timestamp(), is_ability=True,
        source=trigger["source"], ability_index=trigger["index"], targets=list(targets), modes=trigger.get("modes", []),
        face=trigger.get("face", 0), granted=trigger.get("granted", ""),
        known={**trigger.get("known", {}), **(known_qualities(state, trigger["source"]) if targets else {})},
        delayed=trigger.get("delayed", {}),
    )
    state.objects[ability.id] = ability
    state.stack.insert(0, ability.id)
    events.append({"type": "trigger", "id": ability.id, "source": trigger["source"], "text": trigger["text"]})
    invalidate(state)
    became_targets(state, ability)  # 702.21a


def put_trigger_on_stack(state: GameState, trigger: dict, events: list) -> None:
    """601.2c by way of 603.3d, each target in turn: with one legal choice it is chosen; with several (or "up
    to one") its controller chooses (a "targets" choice, answered by ``choose_target``); with none the
    ability is removed ("" stands for no target chosen for "up to one"). A modal one's modes come first."""
    if "modes" not in trigger and getattr(trigger_ability(state, trigger), "modal", None):
        _choose_modes(state, trigger, events)
        return
    options = target_options(state, trigger)
    while options is not None:
        optional = next_target_optional(state, trigger)
        if not options and not optional:
            events.append({"type": "trigger_removed", "source": trigger["source"], "text": trigger["text"],
                           "rule": "603.3d"})
            return
        if len(options) > 1 or optional and options:
            state.pending.append({"player": trigger["controller"], "choice": "targets", "options": options,
                                  "optional": optional, "trigger": trigger})
            return
        trigger = {**trigger, "targets": trigger.get("targets", []) + (options or [""])}
        options = target_options(state, trigger)
    stack_trigger(state, trigger, trigger.get("targets", []), events)


def _choose_modes(state: GameState, trigger: dict, events: list) -> None:
    """700.2b: its controller chooses its modes as it's put on the stack, never a mode whose targets can't be
    chosen; with one legal choice it is chosen; with none the ability is removed (603.3c)."""
    legal = [modes for modes in trigger_ability(state, trigger).modal.choices()
             if _targets_can_be_chosen(state, {**trigger, "modes": list(modes)})]
    if not legal:
        events.append({"type": "trigger_removed", "source": trigger["source"], "text": trigger["text"],
                       "rule": "700.2b"})
    elif len(legal) == 1:
        put_trigger_on_stack(state, {**trigger, "modes": list(legal[0])}, events)
    else:
        state.pending.append({"player": trigger["controller"], "choice": "modes", "trigger": trigger,
                              "options": [modes_word(modes) for modes in legal]})


def _targets_can_be_chosen(state: GameState, trigger: dict) -> bool:
    """Whether each target the trigger's instructions require has a legal choice (or may be left out)."""
    became = trigger.get("known", {}).get("became")
    return all(optional or any(is_legal_target(state, kind, t, controller=trigger["controller"], source=trigger["source"],
                                               became=became) for t in candidates(state, kind))
               for kind, optional in _target_kinds(state, trigger))


def choose_target(state: GameState, trigger: dict, targets: tuple, events: list) -> None:
    """The answer to a "targets" choice: this target (or none, for "up to one"), then the next ones."""
    put_trigger_on_stack(state, {**trigger, "targets": trigger.get("targets", []) + (list(targets) or [""])}, events)

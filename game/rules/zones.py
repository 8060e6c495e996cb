"""Moving objects between zones (400-408).

Every zone change goes through ``move_object``: it sends library, hand and
graveyard-bound objects to their owner's zone (400.3), keeps instants and
sorceries off the battlefield (400.4a), keeps ordered zones in order (400.5),
and makes a new object with a new id and no memory (400.7, 400.8, 400.10).
"""
from game.rules.abilities import EntersTapped, SpellEffect
from game.rules.attachments import entering_host, remember_attachment
from game.rules.cards import PERMANENT_TYPES
from game.rules.characteristics import characteristics, invalidate
from game.rules.chosen_types import ask as ask_creature_type
from game.rules.conditions import count, holds
from game.rules.copies import ask_enter_as_copy, copy_effect
from game.rules.delayed import create as create_delayed
from game.rules.dredge import ask as ask_dredge
from game.rules.enters_choices import ask_hand_colors, reveal_or_enter_tapped, sacrifice_to_enter
from game.rules.enters_keywords import ask as ask_entering_keyword
from game.rules.gates_untapped import enter_untapped, gate_enters_untapped
from game.rules.last_known import remember_power
from game.rules.madness import discard as discard_into
from game.rules.phrasebook.sagas import final_chapter_number
from game.rules.offspring import offspring_entered
from game.rules.randomness import Stream
from game.rules.shields import exiled_instead_of_dying
from game.rules.spent_mana import as_it_enters, sunburst
from game.rules.state import ZONES, GameObject, GameState
from game.rules.entered_this_turn import record as record_entering
from game.rules.target_relations import remember_leaving
from game.rules.triggers import (
    card_discarded, card_drawn, entered, leaves_battlefield, leaves_triggers, lore_counters_put,
)
from game.rules.typeline import NONTRADITIONAL_CARD_TYPES

FACE_DOWN_ZONES = ("exile", "library", "command")
WHILE_CONTROLLED = "while_controlled"  # an effect on a permanent until its controller loses control of it (611.2b)
# 506.1: the steps of the combat phase, when the active player is the attacking player (506.2)
COMBAT_STEPS = ("beginning_of_combat", "declare_attackers", "declare_blockers", "combat_damage", "end_of_combat")  # where a card may be put face down (406.3, 400.9)
# What happens at once as a permanent has left the battlefield, without the stack: ``hook(state, old_id, events)``
# (610.3: performing/exile_until.py adds its own, as the phrase families register theirs)
LEFT_BATTLEFIELD: list = []


def remove_from_zone(state: GameState, obj: GameObject) -> None:
    (state.phased_out if obj.phased_out else state.zone_list(obj.zone, obj.owner)).remove(obj.id)


def insert_into_zone(state: GameState, obj: GameObject, position="top") -> None:
    zone = state.zone_list(obj.zone, obj.owner)
    if obj.zone == "library":
        if position == "bottom":
            zone.append(obj.id)
        elif isinstance(position, int) and position > 1:
            # 401.7: "Nth from the top" of a library with fewer than N cards is the bottom.
            zone.insert(min(position - 1, len(zone)), obj.id)
        else:
            zone.insert(0, obj.id)
    elif obj.zone in ("graveyard", "stack"):
        zone.insert(0, obj.id)  # 404.1, 405.2: on top
    else:
        zone.append(obj.id)


def place_object(state: GameState, *, card_name: str, owner: str, zone: str, controller: str | None = None,
                 position="bottom", tapped: bool = False, face_down: bool = False, counters: dict | None = None,
                 attached_to: str | None = None, label: str | None = None, sick: bool = False,
                 token: bool = False, commander: bool = False) -> GameObject:
    """Create an object directly in a zone (game setup and scenario positions; no zone change)."""
    if zone not in ZONES:
        raise ValueError(f"unknown zone {zone!r}")
    on_battlefield_or_stack = zone in ("battlefield", "stack")
    obj = GameObject(
        id=state.new_id(), card=card_name, owner=owner, zone=zone,
        controller=(controller or owner) if on_battlefield_or_stack else None,
        tapped=tapped and zone == "battlefield", face_down=face_down, counters=dict(counters or {}),
        attached_to=attached_to, timestamp=state.new_timestamp(), sick=sick and zone == "battlefield",
        label=label, token=token, commander=commander,
        entered_turn=state.turn.number if sick and zone == "battlefield" else 0,  # a setup's "entered this turn"
    )
    obj.controlled_since = obj.timestamp if zone == "battlefield" else 0
    state.objects[obj.id] = obj
    insert_into_zone(state, obj, "top" if position == "top" else "bottom")
    invalidate(state)
    return obj


def zone_change_event(old: GameObject, new: GameObject | None, from_zone: str, to_zone: str, name: str) -> dict:
    return {"type": "zone_change", "name": name, "owner": old.owner, "from": from_zone, "to": to_zone,
            "old_id": old.id, "new_id": new.id if new else None}


def move_object(state: GameState, object_id: str, to_zone: str, events: list, *, position="top",
                face_down: bool = False, tapped: bool = False, controller: str | None = None,
                face: int | None = None, replaced: bool = False, copying: str | None = None,
                played_from: str = "", counters: dict | None = None, attacking: str | None = None,
                attach_to: str | None = None) -> GameObject | None:
    """Move an object to ``to_zone`` as a new object; returns it (None if the move does nothing, or waits for
    a choice replacing how it enters: ``replaced`` once that is made; ``copying``: what it enters as a copy of,
    once that is chosen, "" for nothing: copies.py; ``played_from``: the zone a land played is played from;
    ``counters``: the counters it enters with, "return it to the battlefield with a -1/-1 counter on it", 122.6;
    ``attacking``: the player, planeswalker or battle it is put onto the battlefield attacking, 508.4;
    ``attach_to``: what it enters attached to, else an Aura not entering from the stack enters attached to what
    the player it enters under chooses, 303.4f: attachments.entering_host)."""
    old = state.objects[object_id]
    spec = state.spec(old)
    from_zone = old.zone
    if old.exile_off_stack and from_zone == "stack" and to_zone != "exile":  # 702.34a, 702.133a: instead
        return move_object(state, object_id, "exile", events)
    if old.unearthed and from_zone == "battlefield" and to_zone != "exile":  # 702.84a: instead of anywhere else
        return move_object(state, object_id, "exile", events)
    exiled_instead = from_zone == "battlefield" and to_zone == "graveyard" and exiled_instead_of_dying(state, old.id)
    to_zone = "exile" if exiled_instead else to_zone  # 614.1a
    if to_zone == "battlefield" and ({"Instant", "Sorcery"} & set(spec.types)) and face is None:
        return None  # 400.4a: it remains in its previous zone
    if to_zone == "battlefield" and from_zone != "stack" and attach_to is None:
        how, attach_to = entering_host(state, old, controller or old.controller or old.owner,
                                       {"tapped": tapped, "controller": controller, "face": face,
                                        "played_from": played_from, "counters": counters})
        if how == "stays":  # 303.4g: it can enchant nothing, so it stays where it is
            events.append({"type": "no_change", "id": old.id, "rule": "303.4g"})
            return None
        if how == "asked":
            return None  # 303.4f: it moves once its player has chosen (performing/attachments.py)
    if to_zone == "battlefield" and not replaced:
        entering = {"tapped": tapped, "controller": controller, "face": face, "played_from": played_from,
                    **({"attacking": attacking} if attacking else {}), **({"attach_to": attach_to} if attach_to else {})}
        if copying is None and ask_enter_as_copy(state, old, controller or old.controller or old.owner, entering):
            return None  # 616.1c: a copy effect as it enters is chosen first (copies.py)
        if ask_entering_keyword(state, old, controller or old.controller or old.owner, entering):
            return None  # 614.12: riot, unleash, devour (enters_keywords.py)
        instead = sacrifice_to_enter(state, old, controller or old.controller or old.owner, entering)
        if instead == "graveyard":  # 614.1c: instead of entering
            return move_object(state, object_id, "graveyard", events)
        if instead == "asked":
            return None  # enters_choices: it moves once the choice is answered
        for namesake in instead or ():  # sacrificed first, then it enters (701.17a)
            move_object(state, namesake, "graveyard", events)
            events[-1]["rule"] = "701.17a"
    if from_zone == "command" and to_zone != "command" and (set(NONTRADITIONAL_CARD_TYPES) - {"Dungeon"}) & set(spec.types):
        return None  # 400.4b
    looked_back = leaves_battlefield(state, old) if from_zone == "battlefield" else []  # 603.10a
    if from_zone == "battlefield" and state.stack:
        remember_leaving(state, old.id)  # 608.2h (target_relations.py)
    if from_zone == "battlefield" and (state.stack or state.triggers):
        remember_power(state, old.id)  # 608.2h (last_known.py)
    if from_zone == "battlefield":
        remember_attachment(state, old)  # 608.2h (attachments.py)
    if from_zone == "battlefield" and to_zone == "graveyard" and "Creature" in characteristics(state, old.id).types:
        state.turn.creatures_died += 1  # 700.4: it died
        state.player(old.controller).creatures_died += 1
    if from_zone == "battlefield":  # revolt: "if a permanent you controlled left the battlefield this turn"
        state.player(old.controller).permanents_left += 1
    if from_zone == "graveyard" and to_zone != "graveyard" and not old.token:  # "a card left your graveyard"
        state.player(old.owner).left_graveyard += 1
    remove_from_zone(state, old)
    del state.objects[old.id]
    face_down = face_down and to_zone in FACE_DOWN_ZONES + ("stack", "battlefield")  # 406.3, 708.4
    revealed = old.face_down and from_zone in ("battlefield", "stack")  # 708.9: revealed as it leaves
    name = "face-down card" if face_down or old.face_down and not revealed else spec.name
    if old.is_ability:
        invalidate(state)
        return None  # an ability leaving the stack ceases to exist (608.2n)
    if old.spell_copy:  # 704.5e, 707.10a: a copy of a spell leaving the stack ceases to exist
        events.append({"type": "cease_to_exist", "old_id": old.id, "rule": "704.5e"})
        invalidate(state)
        return None
    new = GameObject(
        id=state.new_id(), card=old.card, owner=old.owner, zone=to_zone,
        controller=(controller or old.controller or old.owner) if to_zone in ("battlefield", "stack") else None,
        tapped=tapped and to_zone == "battlefield", face_down=face_down,
        face=face or 0, timestamp=state.new_timestamp(), sick=to_zone == "battlefield",
        token=old.token, commander=old.commander, label=old.label,
        entered_turn=state.turn.number if to_zone == "battlefield" else 0,
        kicked=list(old.kicked) if from_zone == "stack" and to_zone == "battlefield" else [],  # 702.33e
        **({"cast_by": old.cast_by, "cast_from": old.cast_from} if from_zone == "stack" and to_zone == "battlefield"
           else {}),  # "if you cast it": the spell that became it was cast (603.4)
    )
    new.controlled_since = new.timestamp if to_zone == "battlefield" else 0
    if copying:  # 707.5: it enters as a copy, not then becomes one
        new.copies = [copy_effect(state, new.timestamp, copying, "game")]
    state.objects[new.id] = new
    insert_into_zone(state, new, position)  # zone_list() uses the owner for player zones (400.3)
    events.append(zone_change_event(old, new, from_zone, to_zone, name))
    if exiled_instead:
        events[-1]["rule"] = "614.1a"
    invalidate(state)
    if to_zone == "graveyard" and not new.token and PERMANENT_TYPES & set(characteristics(state, new.id).types):
        state.player(new.owner).descended += 1  # 700.11: a permanent card put into their graveyard
    if to_zone == "battlefield":
        new.attached_to = attach_to
        entering = state.spec(new)
        if "Planeswalker" in entering.types and (entering.loyalty or "").isdigit():
            new.counters["loyalty"] = int(entering.loyalty)  # 306.5b: it enters with its printed loyalty
        for kind, amount in (counters or {}).items():
            new.counters[kind] = new.counters.get(kind, 0) + amount
        spell_x = old.x if from_zone == "stack" and not old.is_ability else 0  # 107.3m
        _enter_as_replaced(state, new, played_from, spell_x)
        record_entering(state, new)
        if from_zone == "stack" and old.spent_riders:
            as_it_enters(state, old, new)  # 106.6 (spent_mana.py)
        if attacking:
            _enters_attacking(state, new, attacking, events)
        if from_zone == "stack" and not old.is_ability:
            sunburst(state, old, new)  # 702.44b: only as a resolving spell
        if from_zone == "stack" and old.dashed:
            dashed_enters(state, old, new)  # 702.109a
        if from_zone == "stack" and old.suspend_haste and old.suspend_haste == new.controller:  # 702.62a
            new.suspend_haste = old.suspend_haste
            state.effects.append({"id": new.id, "source": None, "controller": new.controller,
                                  "timestamp": state.new_timestamp(), "until": WHILE_CONTROLLED,
                                  "parts": [["6", "add_keywords", ["haste"]]]})
        if from_zone == "stack" and old.offspring:
            offspring_entered(state, new, characteristics(state, new.id))  # 702.175a (offspring.py)
        entered(state, new)
        if new.counters.get("lore"):
            lore_counters_put(state, new.id, 0)  # 714.2b: counters it enters with are put onto it (122.6)
    leaves_triggers(state, old, looked_back, to_zone, new.id)
    for hook in LEFT_BATTLEFIELD if from_zone == "battlefield" else ():
        hook(state, old.id, events)
    return new


def _enters_attacking(state: GameState, obj: GameObject, attacked: str, events: list) -> None:
    """508.4: put onto the battlefield attacking ``attacked`` (it never "attacked": no attack trigger); 506.3a-b: a
    noncreature, or a creature of a player who isn't the attacking player, is never attacking."""
    if obj.controller == state.turn.active and state.turn.step in COMBAT_STEPS and \
            "Creature" in characteristics(state, obj.id).types:
        obj.attacking = attacked
        events.append({"type": "enters_attacking", "id": obj.id, "defender": attacked})


def dashed_enters(state: GameState, spell: GameObject, permanent: GameObject) -> None:
    """702.109a: as the spell whose dash cost was paid becomes a permanent (608.3a), it has haste for as long as it is
    that permanent (611.2a: no duration; layer 6, 613.1f), and the delayed trigger returning it to its owner's hand at
    the beginning of the next end step (603.7a; performing/dash.py)."""
    permanent.dashed = True
    state.effects.append({"id": permanent.id, "source": None, "controller": permanent.controller,
                          "timestamp": state.new_timestamp(), "until": "game",
                          "parts": [["6", "add_keywords", ["haste"]]]})  # as spent_mana.as_it_enters
    create_delayed(state, "end", SpellEffect("return_dashed", detail=(permanent.id,)), controller=spell.controller,
                   source_id=permanent.id, card=permanent.card,
                   text="return the permanent this spell became to its owner's hand.")


def token_entered(state: GameState, token: GameObject) -> None:
    """111.1, 603.6a: a token is created on the battlefield, so it enters it: recorded as entering this turn
    (entered_this_turn.py), and the abilities that trigger on a permanent entering see it (triggers.entered)."""
    record_entering(state, token)
    entered(state, token)


def discard(state: GameState, object_id: str, events: list) -> GameObject:
    """701.8a: a card discarded from its owner's hand: into their graveyard, or exiled by madness (madness.py);
    "Whenever you discard a card" triggers for it either way (603.2, triggers.card_discarded)."""
    owner = state.objects[object_id].owner
    discarded = discard_into(state, object_id, events, move_object)
    card_discarded(state, owner)
    return discarded


def _enter_as_replaced(state: GameState, obj: GameObject, played_from: str, spell_x: int = 0) -> None:
    """614.1c: "enters tapped", "enters with counters" and their conditions, applied as the permanent enters,
    with no moment in between. 614.12: only abilities it has as it would exist on the battlefield count
    (a nonbasic land under Blood Moon has none), and it doesn't count itself in a condition. ``played_from``:
    the zone it was played from as a land (305.1), "" when it wasn't played; ``spell_x``: the X of the spell it was
    (107.3m). Then "Gates you control enter untapped." (gates_untapped.py). And a Saga's lore counter (714.3a)."""
    own_taps = any(isinstance(a, EntersTapped) for a in state.spec(obj).abilities) and \
        _its_own_replacements(state, obj, played_from, spell_x)
    chars = characteristics(state, obj.id)
    if "Saga" in chars.subtypes and chars.has_keyword("read ahead"):  # 702.155b: chosen as it enters
        state.pending.append({"player": obj.controller, "choice": "read_ahead", "id": obj.id, "name": chars.name,
                              "options": [str(n) for n in range(1, final_chapter_number(chars) + 1)]})
    elif "Saga" in chars.subtypes:
        obj.counters["lore"] = obj.counters.get("lore", 0) + 1  # 714.3a: a Saga enters with a lore counter
        invalidate(state)
    if obj.tapped and gate_enters_untapped(state, obj):
        enter_untapped(state, obj, own_taps)


def _its_own_replacements(state: GameState, obj: GameObject, played_from: str, spell_x: int) -> bool:
    """Its "enters tapped" and "enters with" replacements; whether one of them made it enter tapped."""
    own_taps = False
    for ability in characteristics(state, obj.id).abilities:
        if not isinstance(ability, EntersTapped):
            continue
        met = ability.condition is None or holds(state, ability.condition, obj.controller, leaving_out=obj.id,
                                                 source=obj.id)
        if ability.if_played_from and ability.if_played_from != played_from:
            continue
        if ability.tapped and (ability.condition is None or met != ability.unless):
            obj.tapped = own_taps = True
        times = spell_x if ability.counters_x else \
            count(state, ability.counters_per, obj.controller, source=obj.id) if ability.counters_per else 1
        for kind, number in ability.counters if met or not ability.counters_if else ():
            if number * times:
                obj.counters[kind] = obj.counters.get(kind, 0) + number * times
        if ability.choose_color:  # 614.12: chosen as it enters, before anything else happens
            state.pending.append({"player": obj.controller, "choice": "color", "id": obj.id,
                                  "name": state.spec(obj).name,
                                  "options": [c for c in "WUBRG" if c != ability.color_except]})
        if ability.reveal and not (ability.condition is not None and met):  # "... or you control a Dragon"
            own_taps = reveal_or_enter_tapped(state, obj, ability.reveal) or own_taps
        if ability.choose_type:
            ask_creature_type(state, obj, ability)
        if ability.hand_colors:
            ask_hand_colors(state, obj, ability.hand_colors)
        if ability.rad_if_tapped:  # the choice comes first (614.12): performing/players.py answers it
            state.pending.append({"player": obj.controller, "choice": "enter_tapped_for_rad", "options": ["yes", "no"],
                                  "id": obj.id, "name": state.spec(obj).name, "amount": ability.rad_if_tapped})
        if ability.pay_life and state.player(obj.controller).life < ability.pay_life:
            obj.tapped = own_taps = True  # 119.4: there is not that much life to pay
        elif ability.pay_life:  # the choice comes first: nothing else happens until it is made (614.12)
            state.pending.append({"player": obj.controller, "choice": "pay_life", "options": ["yes", "no"],
                                  "id": obj.id, "name": state.spec(obj).name, "amount": ability.pay_life})
    invalidate(state)
    return own_taps


def draw_cards(state: GameState, player_name: str, count: int, events: list) -> None:
    """Draw ``count`` cards one at a time (121.2); before each, a card with dredge in their graveyard may replace
    it (702.52: a "dredge" choice, which the draws left wait for)."""
    for drawn in range(count):
        if ask_dredge(state, player_name, count - drawn):
            return
        draw_one(state, player_name, events)


def draw_one(state: GameState, player_name: str, events: list) -> None:
    """One card from the top of the library into the hand; drawing from an empty library is noted for 704.5b."""
    player = state.player(player_name)
    if not player.library:
        player.drew_from_empty = True
        return
    player.cards_drawn += 1  # before the move, which forgets the characteristics counted with it
    move_object(state, player.library[0], "hand", events)
    card_drawn(state, player_name)  # 603.2


def shuffle_library(state: GameState, player_name: str, events: list) -> None:
    """Shuffle a library (701.20a): each shuffle draws from its own stream of the game's seed."""
    player = state.player(player_name)
    state.shuffles += 1
    Stream(state.seed, f"shuffle:{state.shuffles}").shuffle(player.library)
    events.append({"type": "shuffle", "player": player_name})
    invalidate(state)


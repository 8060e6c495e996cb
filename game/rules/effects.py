"""Performing the instructions of resolving spells and abilities (608)."""
from game.rules.abilities import IF_NOT_A_CREATURE, WHILE_COUNTER, SpellEffect
from game.rules.amounts import counted
from game.rules.cards import CardSpec
from game.rules.characteristics import characteristics, invalidate
from game.rules.registry import AFTER_DAMAGE, PERFORMERS
from game.rules.phrases import SAME_TARGET
from game.rules.poison import give_poison, toxic_value
from game.rules.protection import protected_from
from game.rules.rebound import put_away
from game.rules.shields import after_prevention, phantom, unpreventable
from game.rules.state import GameState
from game.rules.triggers import became_untapped, damage_dealt, life_gained
from game.rules.zones import draw_cards, move_object, place_object, token_entered
from game.rules.the_ring import control_changed as ring_control_changed


def deal_damage(state: GameState, source_id: str | None, target: str, amount: int, events: list,
                combat: bool = False, alone: bool = True) -> None:
    """Damage to a player is life loss (120.3a); to a creature it is marked (120.3e); to a planeswalker it
    removes loyalty (120.3c). Combat damage a commander deals to a player is counted by its owner (903.10a).
    From a source with infect: poison counters (120.3b), -1/-1 counters on a creature (120.3d, with wither too:
    702.80a); combat damage to a player from a creature with toxic also gives poison counters (120.3g, poison.py).
    Prevention shields apply first (120.4b, 615), unless damage can't be prevented this turn (615.12). Damage dealt
    ``alone`` is an event of its own, whose triggers (triggers.damage_dealt) are looked for now; combat damage and
    damage to several recipients at once (``alone`` False) are one event, their callers' to look at once all of it
    is dealt (603.2c)."""
    if amount > 0 and not (state.has_player(target) or protected_from(state, target, source_id)) \
            and phantom(state, target):  # 615: prevented, its counter removed (shields.phantom_counters)
        events.append({"type": "phantom", "target": target, "source": source_id})
        if not unpreventable(state):
            return
    if not unpreventable(state):  # 615.12
        if protected_from(state, target, source_id):
            return  # 702.16e: prevented
        amount = after_prevention(state, source_id, target, amount, combat=combat)
    if amount <= 0:
        return
    source_chars = characteristics(state, source_id) if source_id in state.objects else None
    infect = source_chars is not None and source_chars.has_keyword("infect")
    poison = 0
    if state.has_player(target):
        if not infect:
            state.player(target).change_life(-amount)
        state.player(target).dealt_damage += amount
        poison = (amount if infect else 0) + (toxic_value(source_chars) if combat and source_chars else 0)
        if combat and source_chars and state.objects[source_id].commander:
            tally, owner = state.player(target).commander_damage, state.objects[source_id].owner
            tally[owner] = tally.get(owner, 0) + amount
    else:
        obj = state.objects[target]
        chars = characteristics(state, target)
        if [source_id, target] not in state.turn.damaged_by:  # "that was dealt damage this turn" (targets.py)
            state.turn.damaged_by.append([source_id, target])
        if "Planeswalker" in chars.types:
            obj.counters["loyalty"] = max(0, obj.counters.get("loyalty", 0) - amount)
        if "Battle" in chars.types:
            obj.counters["defense"] = max(0, obj.counters.get("defense", 0) - amount)
        if "Creature" in chars.types:
            if infect or source_chars is not None and source_chars.has_keyword("wither"):
                obj.counters["-1/-1"] = obj.counters.get("-1/-1", 0) + amount
            else:
                obj.damage += amount
            if source_chars and source_chars.has_keyword("deathtouch"):
                obj.deathtouched = True
    if source_chars and source_chars.has_keyword("lifelink") and source_id in state.objects:
        state.player(state.objects[source_id].controller).change_life(amount)  # 702.15b
        life_gained(state, state.objects[source_id].controller, amount)
    dealt = {"type": "damage", "source": source_id, "target": target, "amount": amount}
    events.append(dealt)
    if poison:
        give_poison(state, target, poison, events)
    invalidate(state)
    if alone and not combat:
        damage_dealt(state, [dealt])


def until_end_of_turn(state: GameState, object_id: str, parts: tuple, *, controller: str, source_id: str | None,
                      until: str = "end_of_turn") -> None:
    """611.2a: a continuous effect from a resolved ability, on one permanent, its ``parts`` (layer, op, values)
    applied in their layers (613) until the cleanup step (514.2), or with ``until`` "game" as long as the
    permanent stays on the battlefield (no duration stated; 400.7), "while_source_tapped" as long as ``source_id``
    remains tapped (611.2b: ``untapped`` ends it; characteristics.py, as it leaves the battlefield), "end_of_combat"
    until the combat phase ends (511.2: combat.remove_from_combat), "your_next_turn" until its controller's next turn
    begins (flow.begin_turn), WHILE_COUNTER +
    KIND as long as the permanent has a KIND counter (611.2b: ``counters_gone`` ends it)."""
    state.effects.append({"id": object_id, "source": source_id, "controller": controller,
                          "timestamp": state.new_timestamp(), "until": until,
                          "parts": [[layer, op, list(values)] for layer, op, values in parts]})
    invalidate(state)


def counters_gone(state: GameState, object_id: str, kind: str) -> None:
    """611.2b: the last KIND counter was removed from the permanent: "for as long as it has a KIND counter on it"
    ends for good (a new counter doesn't start it again)."""
    ended = WHILE_COUNTER + kind
    if any(e["until"] == ended for e in state.effects):
        state.effects = [e for e in state.effects if not (e["until"] == ended and e["id"] == object_id)]
        invalidate(state)


def untap(state: GameState, object_id: str) -> None:
    """701.26a: untap a permanent; an effect lasting "for as long as" it remains tapped ends (611.2b), never to
    return should it be tapped again."""
    obj = state.objects[object_id]
    was_tapped, obj.tapped = obj.tapped, False
    untapped(state, (object_id,) if was_tapped else ())


def untapped(state: GameState, object_ids) -> None:
    """611.2b: the effects that last while these permanents remain tapped end, as they have untapped; "Whenever
    this creature becomes untapped" triggers (603.2f: they were tapped)."""
    if any(e["until"] == "while_source_tapped" for e in state.effects):
        state.effects = [e for e in state.effects
                         if not (e["until"] == "while_source_tapped" and e["source"] in object_ids)]
    invalidate(state)
    became_untapped(state, object_ids)


def change_control(state: GameState, obj, player: str, events: list) -> None:
    """``player`` now controls the permanent ``obj``: it hasn't been under their control since their turn began
    (302.6) and it is removed from combat (506.4)."""
    obj.controller = player
    ring_control_changed(state, obj.id, player)  # 701.52a
    obj.sick = True
    # 611.2b: "until you lose control of ... the permanent it becomes" (suspend's haste, 702.62a) ends
    state.effects = [e for e in state.effects if not (e["until"] == "while_controlled" and e["id"] == obj.id)]
    obj.controlled_since = state.new_timestamp()
    obj.attacking, obj.blocking, obj.blocked = None, None, False
    events.append({"type": "control", "id": obj.id, "controller": player})
    invalidate(state)


def perform(state: GameState, effect: SpellEffect, *, controller: str, source_id: str | None,
            target: str | None, token: dict | None, events: list) -> None:
    """One instruction (608.2c); then what follows the damage it dealt (registry.AFTER_DAMAGE)."""
    said = len(events)
    _perform(state, effect, controller=controller, source_id=source_id, target=target, token=token, events=events)
    for hook in AFTER_DAMAGE:  # (the Phantoms' counters: performing/damage.py)
        hook(state, events[said:])


def _perform(state: GameState, effect: SpellEffect, *, controller: str, source_id: str | None,
             target: str | None, token: dict | None, events: list) -> None:
    if effect.x:  # 608.2h: a count is determined as the instruction is performed
        effect = counted(state, effect, controller=controller, source_id=source_id, target=target)
    kind = effect.kind
    if kind == "damage":
        deal_damage(state, source_id, target, effect.amount, events)
    elif kind == "draw":
        draw_cards(state, target if effect.target == "player" else controller, effect.amount, events)
    elif kind == "each_player_draws":
        for player in state.apnap():
            draw_cards(state, player.name, effect.amount, events)
    elif kind == "mill":  # 701.13a-b: as many as there are
        library = state.player(target if effect.target else controller).library
        for object_id in list(library[: effect.amount]):
            move_object(state, object_id, "graveyard", events)
    elif kind == "extra_land_this_turn":
        state.player(controller).extra_land_plays_this_turn += effect.amount
    elif kind == "become":  # 611.2a: an effect with a duration, on its source (a creature land)
        if state.on_battlefield(source_id) and not (
                IF_NOT_A_CREATURE in effect.detail and "Creature" in characteristics(state, source_id).types):
            until_end_of_turn(state, source_id, effect.quality, controller=controller, source_id=source_id,
                              until=effect.detail[0] if effect.detail else "end_of_turn")
    elif kind == "search":  # 701.19a: the searcher sees what fits; finding none is allowed (701.19b)
        wanted = set(effect.quality) - {"basic", "land"}
        found = [oid for oid in state.player(controller).library
                 if _fits(state.spec(state.objects[oid]), effect.quality, wanted)]
        state.pending.append({"player": controller, "choice": "search", "options": found, "max": effect.amount,
                              "tapped": effect.tapped, "to": "hand" if "to hand" in effect.detail else
                              "split" if "split" in effect.detail else "battlefield"})
    elif kind == "return_land":  # which one is chosen as it resolves (608.2d, choices.py)
        lands = [oid for oid in state.battlefield if state.objects[oid].controller == controller
                 and "Land" in characteristics(state, oid).types]
        if lands:
            state.pending.append({"player": controller, "choice": "return_land", "options": lands})
    elif kind in ("scry", "surveil"):  # 701.18a, 701.42a: look, then choose (choices.py)
        look = state.player(controller).library[: effect.amount]
        if look:  # 701.18b, 701.42c: scry 0 is no scry
            state.pending.append({"player": controller, "choice": kind, "options": list(look)})
    elif kind in ("gain_life", "lose_life"):  # 119.3; 119.9: gaining or losing 0 life is no event
        if effect.amount > 0:
            change = effect.amount if kind == "gain_life" else -effect.amount
            state.player(controller).change_life(change)
            events.append({"type": "life", "player": controller, "change": change})
            if change > 0:
                life_gained(state, controller, change)
    elif kind == "create_token":
        if token:
            create_token(state, controller, token, events)
    elif kind == "investigate":  # 701.36a
        for _ in range(effect.amount):
            create_token(state, controller, CLUE, events)
    else:  # a phrase family's (families/)
        PERFORMERS[kind](state, effect, controller=controller, source_id=source_id, target=target, events=events)


# 111.10f: a Clue is a colorless Clue artifact token with "{2}, Sacrifice this artifact: Draw a card."
CLUE = {"name": "Clue", "types": ["Artifact"], "subtypes": ["Clue"], "colors": [], "power": None, "toughness": None,
        "text": "{2}, Sacrifice this artifact: Draw a card."}


def _fits(spec: CardSpec, quality: tuple, subtypes: set) -> bool:
    """A card with the quality a search states: basic, a land, one of these land types."""
    return ("basic" not in quality or "Basic" in spec.supertypes) and "Land" in spec.types and \
        (not subtypes or bool(subtypes & set(spec.subtypes)))


def perform_in_order(state: GameState, steps: list, *, controller: str, source_id: str | None, token: dict | None,
                     events: list, spell: str | None = None) -> None:
    """Perform ``steps``, (SpellEffect, target) pairs, in order (608.2c), then put ``spell`` into its owner's
    graveyard (608.2n). When one asks a choice (scry, surveil), the rest wait for its answer, kept with the
    choice: choices.answer_choice resumes them."""
    moved: dict = {}  # 400.7j: a target this effect put onto the battlefield, found as the new object
    for index, (effect, target) in enumerate(steps):
        target = moved.get(target, target) if effect.target == SAME_TARGET else target
        asked, said = len(state.pending), len(events)
        perform(state, effect, controller=controller, source_id=source_id, target=target, token=token, events=events)
        moved |= {e["old_id"]: e["new_id"] for e in events[said:] if e.get("type") == "zone_change"
                  and e.get("to") == "battlefield" and e.get("old_id") == target and e.get("new_id")}
        if len(state.pending) > asked:
            rest = [[e.to_data(), moved.get(t, t) if e.target == SAME_TARGET else t] for e, t in steps[index + 1:]]
            inner = state.pending[-1].get("then")  # a performer's own instructions waiting (performing/dice.py)
            if inner and (inner["controller"], inner["source"], inner["spell"]) == (controller, source_id, None):
                rest = inner["effects"] + rest  # theirs first, then the rest of these (608.2c)
            if rest or spell:
                state.pending[-1]["then"] = {"effects": rest, "controller": controller, "source": source_id,
                                             "token": token, "spell": spell}
            return
    if spell is not None and spell in state.objects:
        put_away(state, spell, events)  # 608.2n: its graveyard, or its hand (buyback), or exile (rebound)


def resume(state: GameState, then: dict, events: list) -> None:
    """The rest of a resolution that waited for a choice (see perform_in_order)."""
    steps = [(SpellEffect.from_data(effect), target) for effect, target in then["effects"]]
    perform_in_order(state, steps, controller=then["controller"], source_id=then["source"], token=then["token"],
                     events=events, spell=then["spell"])


def create_token(state: GameState, controller: str, token: dict, events: list) -> None:
    """111.1: a token is created on the battlefield; its spec is kept in the game's cards."""
    key = f"{token['name']} token"
    if key not in state.cards:
        state.cards[key] = CardSpec(
            name=token["name"], colors=tuple(token["colors"]), types=tuple(token["types"]),
            subtypes=tuple(token["subtypes"]), text=token.get("text", ""), power=token["power"],
            toughness=token["toughness"], layout="token",
        )
    obj = place_object(state, card_name=key, owner=controller, zone="battlefield", controller=controller,
                       sick=True, token=True)
    token_entered(state, obj)
    events.append({"type": "token_created", "new_id": obj.id, "name": token["name"], "controller": controller})

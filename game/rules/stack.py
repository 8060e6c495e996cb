"""Resolving the top of the stack (608)."""
from game.rules.abilities import (
    ActivatedAbility, AttachAbility, CyclingAbility, Enchant, InherentTrigger, LoyaltyAbility,
    TriggeredAbility,
)
from game.rules.amounts import bound
from game.rules.characteristics import characteristics, invalidate
from game.rules.delayed import ability as delayed_ability
from game.rules.effects import perform_in_order
from game.rules.granted import ability_by_text
from game.rules.modes import ability_effects, chosen_effects
from game.rules.phrasebook.variables import x_target
from game.rules.state import GameState
from game.rules.phrases import SAME_TARGET, one_target_word
from game.rules.target_relations import meets
from game.rules.targets import is_legal_target, spell_target_kinds
from game.rules.triggers import intervening_if_holds
from game.rules.zones import move_object


def ability_of(state: GameState, stack_obj):
    """The ability a stack object stands for (abilities keep the text that made them, 405.4): one of its
    card's, or one its source had from a grant, by that ability's text (granted.py)."""
    if stack_obj.granted:
        return ability_by_text(stack_obj.granted)
    if stack_obj.delayed:  # 603.7 (delayed.py)
        return delayed_ability(stack_obj.delayed)
    return state.spec(stack_obj).abilities[stack_obj.ability_index]


def _targets_legal(state, kinds, targets, controller, by: str) -> list[bool]:
    return [is_legal_target(state, kind, target, controller=controller, source=by)
            for kind, target in zip(kinds, targets)]


def instructions(state: GameState, effects, targets, controller: str, source: str | None = None,
                 by: str | None = None) -> list | None:
    """The (instruction, target) pairs to perform, targets as chosen in order: 608.2b, no instruction for a
    target now illegal (nor for one that refers back to it); None when there were targets and every one is
    illegal, so it doesn't resolve (a restriction between targets: target_relations.py). "It" before any target
    is the ability's ``source`` permanent ("At the beginning of your upkeep, if this land is tapped, put a storage
    counter on it."); "They" after the targets of one word "target" ("... on each of up to two target creatures
    you control. They gain vigilance ...") is each of them still legal. ``by``: the spell or ability on the
    stack, the targets' source (702.16b)."""
    chosen = iter(targets)
    left = state.objects[by].known.get("left", {}) if by in state.objects else {}
    steps, last, had_target, had_legal, index = [], [source] if source else [], False, False, -1
    word = None  # the targets of the last word "target" so far, by that instruction's detail
    for effect in effects:
        if not effect.target:
            steps.append((effect, None))
            continue
        if effect.target == SAME_TARGET:
            steps += [(effect, target) for target in last]
            continue
        target, index = next(chosen, ""), index + 1
        legal = target and is_legal_target(state, effect.target, target, controller=controller, source=by) \
            and meets(state, effects, list(targets), index, left)
        same_word = one_target_word(effect) and effect.detail == word
        last = (last if same_word else []) + ([target] if legal else [])
        word = effect.detail if one_target_word(effect) else None
        had_target, had_legal = had_target or bool(target), had_legal or bool(legal)
        if legal:
            steps.append((effect, target))
    return None if had_target and not had_legal else steps


def resolve_top(state: GameState, events: list) -> None:
    obj = state.objects[state.stack[0]]
    controller = obj.controller
    if obj.is_ability:
        _resolve_ability(state, obj, events)
        return
    spec = state.spec(obj)
    abilities = () if obj.face_down else spec.abilities  # 708.2: a face-down spell has none
    kinds = [x_target(kind, obj.x) for kind in spell_target_kinds(abilities, obj.modes)]  # 601.2b: X as announced
    legal = _targets_legal(state, kinds, obj.targets, controller, obj.id)
    if any(obj.targets) and not any(legal):
        # 608.2b: every target is illegal, so the spell doesn't resolve (with none chosen for "up to", it does).
        move_object(state, obj.id, "graveyard", events)
        events[-1]["rule"] = "608.2b"
        return
    events.append({"type": "resolve", "id": obj.id, "name": "a face-down spell" if obj.face_down else spec.name})
    if "Instant" in spec.types or "Sorcery" in spec.types:
        steps = instructions(state, bound(chosen_effects(spec.abilities, obj.modes), obj, True), obj.targets,
                             controller, by=obj.id)  # 700.2: only the chosen modes, in printed order
        perform_in_order(state, steps, controller=controller, source_id=obj.id, token=None, events=events,
                         spell=obj.id)  # 608.2n: then into the graveyard
        return
    host = obj.targets[0] if any(isinstance(a, Enchant) for a in abilities) else None
    new = move_object(state, obj.id, "battlefield", events, controller=controller,
                      face_down=obj.face_down)  # 608.3a; 708.4: a face-down spell becomes a face-down permanent
    if new is not None and host is not None:
        new.attached_to = host  # 608.3c: an Aura enters attached to its target
    invalidate(state)


def _it(state: GameState, ability, obj, here: str | None) -> str | None:
    """The permanent a first instruction's "it" is: its own (``here``, if on the battlefield), but the one whose
    entering triggered "Whenever a creature you control enters, it gets +2/+0 ..." or "Whenever another creature
    you control enters, put a +1/+1 counter on it." and the one whose damage triggered "Whenever a creature you
    control deals combat damage to a player, put a +1/+1 counter on it." (603.6a, 510.2: if it still is, 400.7)."""
    if getattr(ability, "event", "") in ("attacks_alone", "creature_attacks"):  # the creature that attacked (alone)
        attacker = obj.known.get("attacker")
        return attacker if attacker in state.battlefield else None
    if isinstance(ability, TriggeredAbility) and ability.selector is not None and \
            ability.event in ("enters", "creature_combat_damage_to_player"):
        named = obj.known.get("entered" if ability.event == "enters" else "creature")
        return named if named and state.on_battlefield(named) else None
    return here


def _resolve_ability(state: GameState, obj, events: list) -> None:
    source = state.objects.get(obj.source)
    ability = ability_of(state, obj)
    controller = obj.controller
    events.append({"type": "resolve", "id": obj.id, "name": f"ability of {state.spec(obj).name}"})
    if isinstance(ability, AttachAbility):
        target = obj.targets[0] if obj.targets else None
        kind = "creature you control" if ability.keyword == "equip" else "land you control"
        # 702.6a / 301.5c: the source must still be there and able to attach.
        if source is not None and state.on_battlefield(source.id) and target and \
                is_legal_target(state, kind, target, controller=controller, source=obj.id) and \
                "Creature" not in characteristics(state, source.id).types and target != source.id:
            source.attached_to = target
            source.timestamp = state.new_timestamp()  # 613.7e
            events.append({"type": "attached", "id": source.id, "to": target})
    elif isinstance(ability, CyclingAbility):  # 702.29a: draw a card; 702.29e: search for a card of its type
        perform_in_order(state, [(effect, None) for effect in ability.effects], controller=controller,
                         source_id=None, token=None, events=events)
    elif not intervening_if_holds(state, ability, source, controller, obj.known.get("entered"), obj.known):  # 603.4
        events[-1] = {"type": "condition_false", "id": obj.id, "name": events[-1]["name"], "rule": "603.4"}
    elif isinstance(ability, (ActivatedAbility, LoyaltyAbility, TriggeredAbility, InherentTrigger)):
        here = source.id if source is not None and state.on_battlefield(source.id) else None
        steps = instructions(state, bound(ability_effects(ability, obj.modes), obj, here is not None), obj.targets,
                             controller, _it(state, ability, obj, here), by=obj.id)
        if steps is None:  # 608.2b: every target illegal, it doesn't resolve
            events[-1] = {"type": "fizzle", "id": obj.id, "name": events[-1]["name"], "rule": "608.2b"}
        else:
            asked = len(state.pending)
            perform_in_order(state, steps, controller=controller, source_id=obj.source if source else None,
                             token=ability.token if isinstance(ability, TriggeredAbility) else None, events=events)
            for choice in state.pending[asked:] if getattr(ability, "chapters", ()) else ():
                choice["chapter_of"] = obj.source  # 714.4: it hasn't finished resolving (sagas.py)
    state.stack.remove(obj.id)
    del state.objects[obj.id]
    invalidate(state)

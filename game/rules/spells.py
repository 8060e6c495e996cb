"""Casting spells (601) and activating abilities (602, 605, 606)."""
import re
from itertools import combinations_with_replacement

from game.rules.abilities import (
    CAST_ONLY_IF, MANA_KINDS, ActivatedAbility, AttachAbility, CyclingAbility, Enchant, LoyaltyAbility, ManaAbility,
)
from game.rules.additional_costs import AdditionalCost, check_no_additional, spell_costs_paid
from game.rules.amounts import last_known
from game.rules.buyback import buyback_mana
from game.rules.copy_costs import check_casualty, check_conspired
from game.rules.characteristics import characteristics, invalidate
from game.rules.chosen_costs import check_paid, pay_chosen
from game.rules.color_identity import commanders_identity
from game.rules.combat import summoning_sick
from game.rules.conditions import holds
from game.rules.convoke import check_convoked, pay_convoked
from game.rules.copies import copiable_key
from game.rules.countering import spell_became_cast
from game.rules.delayed import from_mana_ability, spell_cast as next_cast
from game.rules.dash import dash_cost
from game.rules.delve import check_delved
from game.rules.effects import counters_gone, deal_damage
from game.rules.errors import RuleViolation
from game.rules.granted import ACTIVATED
from game.rules.graveyard_casts import graveyard_cast
from game.rules.improvise import check_improvised, spell_cast as improvise_used
from game.rules.kicker import kicker_costs
from game.rules.madness import madness_cost
from game.rules.mana import pay_from_pool
from game.rules.offspring import offspring_mana
from game.rules.mana_riders import kept_as as rider_key
from game.rules.modes import check_modes, chosen_effects, modal_of
from game.rules.opponents_choice import ask as ask_opponents, chosen_by_an_opponent, opponent_may_choose
from game.rules.performing.flash_permission import as_though_flash
from game.rules.performing.random_choices import choose_random_color
from game.rules.phrasebook.variables import announces_x, x_target
from game.rules.phrases import SAME_TARGET, condition, same_target_word
from game.rules.play_permissions import may_play_from_exile
from game.rules.protection import known_qualities
from game.rules.randomness import random_choice
from game.rules.producible import counted, devotion, mirrored, own_kinds
from game.rules.rebound import REBOUND
from game.rules.restrictions import check_restrictions, record_activation, total_cost
from game.rules.spell_cost_reductions import affinity_reduction, own_reduction, reduction
from game.rules.split_second import check_no_split_second
from game.rules.spending import allows, as_cast, key as pool_key, to_activate, to_cast, with_chosen_type
from game.rules.spent_mana import spent_on_spell
from game.rules.suspend import suspend_of
from game.rules.state import MAIN_STEPS, GameObject, GameState
from game.rules.target_relations import meets, restricted_word
from game.rules.targets import fits, is_legal_target, spell_target_kinds
from game.rules.triggers import became_targets, cast_itself, cycled, life_gained, spell_cast, tap
from game.rules.zones import discard, move_object

# The rule that gives each type its casting timing (sorcery speed unless an instant or flash).
TIMING_RULES = (("Instant", "304.1"), ("Sorcery", "307.1"), ("Creature", "302.1"), ("Artifact", "301.1"),
                ("Enchantment", "303.1"), ("Planeswalker", "306.1"), ("Battle", "310.1"))


def _timing_rule(types) -> str:
    return next((rule for card_type, rule in TIMING_RULES if card_type in types), "601.3")


def sorcery_timing_ok(state: GameState, player: str) -> bool:
    """307.1: priority, a main phase of the player's own turn, and an empty stack."""
    turn = state.turn
    return turn.priority == player and turn.active == player and turn.step in MAIN_STEPS and not state.stack


def check_cast(state: GameState, player: str, object_id: str, from_zone: str, targets: tuple, x: int,
               modes: tuple = (), kicked: tuple = (), improvised: tuple = (), convoked: tuple = (),
               delved: tuple = (), paid: tuple = (), buyback: bool = False, alternative: str = "",
               offspring: bool = False, casualty: tuple = (), conspired: tuple = ()):
    """Whether the cast is legal; the mana pool after paying and the life paid. ``alternative``: the alternative
    cost paid rather than its mana cost (601.2b, 601.2f): "madness" (702.35b, cast as its madness ability resolves:
    from exile, timing and priority don't matter, 608.2g) or "dash" (702.109a)."""
    obj = state.objects.get(object_id)
    if obj is None or obj.zone != from_zone or obj.owner != player:
        raise RuleViolation("601.2a", f"{player} has no such card in their {from_zone}")
    spec = state.spec(obj)
    if "Land" in spec.types:
        raise RuleViolation("305.9", f"{spec.name} is a land, so it can be played as a land but never cast as a spell")
    by_graveyard = graveyard_cast(state, object_id) if from_zone == "graveyard" else None  # flashback...
    alternative_cost = _alternative_cost(spec, from_zone, alternative)
    if alternative and by_graveyard and by_graveyard.keyword == "flashback":  # an alternative cost (702.34a)
        raise RuleViolation("118.9a", f"{spec.name} can't be cast for two alternative costs")
    resolving = alternative == "madness"  # 608.2g: cast as an ability resolves
    if from_zone != "hand" and not (from_zone == "command" and obj.commander) and by_graveyard is None and \
            not resolving and not (from_zone == "exile" and may_play_from_exile(state, player, object_id, land=False)):
        raise RuleViolation("601.3", f"no rule or effect lets {player} cast {spec.name} from their {from_zone}")
    if by_graveyard and by_graveyard.instant_or_sorcery and not {"Instant", "Sorcery"} & set(spec.types):
        raise RuleViolation(by_graveyard.rule, f"{by_graveyard.keyword} casts only an instant or sorcery spell")
    chars = characteristics(state, object_id)
    _check_timing(state, player, spec, chars, resolving)
    for only in (a for a in spec.abilities if a.__class__ is str and a.startswith(CAST_ONLY_IF)):
        if not holds(state, condition(only.removeprefix(CAST_ONLY_IF)), player, source=object_id):
            raise RuleViolation("601.3", f"{spec.name} can be cast only if {only.removeprefix(CAST_ONLY_IF)}")
    check_modes(spec.name, modal_of(spec.abilities), modes)  # 700.2a, 601.2b
    if any(isinstance(a, Enchant) for a in spec.abilities):  # 303.4a: an Aura targets what it can enchant
        kinds = spell_target_kinds(spec.abilities, modes)
        if len(targets) != len(kinds):
            raise RuleViolation("303.4a", f"{spec.name} needs {len(kinds)} target(s), got {len(targets)}")
        for kind, target in zip(kinds, targets):
            if not is_legal_target(state, kind, target, controller=player, source=object_id) or target == object_id:
                raise RuleViolation("303.4a", f"{target} is not a legal target for {spec.name} ({kind})")
    else:  # "up to" targets left out, 115.3, "with mana value X" (601.2b) as an ability's
        check_targets(state, player, spec.name, tuple(chosen_effects(spec.abilities, modes)), targets,
                      source=object_id, x=x)
        if object_id in targets:
            raise RuleViolation("115.5", f"{spec.name} can't target itself")
    tax = 2 * state.player(player).commander_casts if from_zone == "command" else 0  # 903.8
    optional = kicker_costs(spec.name, spec.abilities, kicked) + buyback_mana(spec.name, spec.abilities, buyback) + \
        offspring_mana(spec.name, spec.abilities, offspring)  # 601.2f: additional costs
    optional += modal.additional_cost(modes) if (modal := modal_of(spec.abilities)) else ""  # entwine, escalate, spree
    check_casualty(state, player, spec.name, spec.abilities, casualty, characteristics)  # 702.153a
    check_conspired(state, player, spec.name, spec.abilities, chars.colors, conspired, improvised + convoked,
                    characteristics)  # 702.78a
    check_improvised(state, player, spec.name, chars.abilities, improvised)  # 702.126a
    check_convoked(state, player, spec.name, chars.abilities, convoked, improvised)  # 702.51a
    check_delved(state, player, object_id, spec.name, chars.abilities, delved)  # 702.66a
    if additional := spell_costs_paid(spec.abilities, from_zone, buyback, paid):  # 601.2b, 601.2h
        check_paid(state, player, object_id, additional, paid)
        _check_at_random(state, player, object_id, additional)
    else:
        check_no_additional(spec.name, paid)
    less = reduction(state, player, chars, spec.text or "") + affinity_reduction(state, player, chars.abilities) \
        + own_reduction(state, player, object_id, spec.abilities, targets)
    mana_cost = by_graveyard.cost if by_graveyard and by_graveyard.cost is not None else spec.mana_cost  # 702.34a
    mana_cost = alternative_cost if alternative else mana_cost  # 118.9, 601.2f
    optional += additional.mana if additional else ""  # "sacrifice a creature or pay {3}{B}": the {3}{B}
    pool, life = pay_convoked(state, convoked, (mana_cost or "") + optional, lambda cost, generic: pay_from_pool(
        state.player(player).mana_pool, cost, x=x, extra_generic=tax, less=less,
        allows=to_cast(chars, spec.text or "", kicked=bool(kicked)), spell=True,
        tapped=len(improvised) + len(delved) + generic, tapped_rule="702.66a" if delved else "702.126a"))
    if additional and additional.life:  # "pay 3 life", "Flashback—{1}{U}, Pay 3 life." (119.4)
        _check_life_cost(state, player, life + additional.life)
    return pool, life + (additional.life if additional else 0)


def cast(state: GameState, player: str, object_id: str, from_zone: str, targets: tuple, x: int, events: list,
         modes: tuple = (), kicked: tuple = (), improvised: tuple = (), *, convoked: tuple = (), delved: tuple = (),
         paid: tuple = (), buyback: bool = False, alternative: str = "", offspring: bool = False,
         casualty: tuple = (), conspired: tuple = ()) -> None:
    pool, life = check_cast(state, player, object_id, from_zone, targets, x, modes, kicked, improvised,
                            convoked=convoked, delved=delved, paid=paid, buyback=buyback, alternative=alternative,
                            offspring=offspring, casualty=casualty, conspired=conspired)
    caster = state.player(player)
    for permanent in improvised + convoked + conspired:  # 702.126a, 702.51a, 702.78a, 601.2h
        tap(state, permanent)
        events.append({"type": "tap", "id": permanent})
    improvise_used(state, player)
    pool_before, caster.mana_pool = caster.mana_pool, pool
    caster.change_life(-life)
    if life:  # 107.4f: Phyrexian mana paid with life
        events.append({"type": "life", "player": player, "change": -life})
    if from_zone == "command":
        caster.commander_casts += 1
    by_graveyard = graveyard_cast(state, object_id) if from_zone == "graveyard" else None
    spell = move_object(state, object_id, "stack", events, controller=player)  # 601.2a
    spell.cast_by, spell.cast_from = player, from_zone
    spell.exile_off_stack = bool(by_graveyard and by_graveyard.exiled)  # 702.34a, 702.133a
    for card in delved:  # 702.66a, 601.2h
        move_object(state, card, "exile", events)
    additional = spell_costs_paid(state.spec(spell).abilities, from_zone, buyback, paid)
    if paid:  # 601.2h: the additional costs
        pay_chosen(state, additional, paid, events)
    _discard_at_random(state, player, additional, events)
    for creature in casualty:  # 702.153a, 601.2h
        move_object(state, creature, "graveyard", events)
        events[-1]["rule"] = "701.17a"
    spell.bought_back = buyback  # 702.27a
    spell.dashed = alternative == "dash"  # 702.109a
    spell.offspring = offspring  # 702.175a
    spell.rebounds = from_zone == "hand" and REBOUND in state.spec(spell).abilities  # 702.88a
    spell.targets = list(targets)
    spell.x = x
    spell.modes = sorted(modes)
    spell.kicked = list(kicked)  # 702.33d
    state.turn.passed = []  # 117.3c
    events.append({"type": "cast", "player": player, "id": spell.id, "name": state.spec(spell).name,
                   "targets": list(targets), **({"modes": sorted(modes)} if modes else {}),
                   **({"kicked": len(kicked)} if kicked else {}), **({"paying": alternative} if alternative else {})})
    caster.spells_cast.append(list(characteristics(state, spell.id).types))
    spell_became_cast(state, player, spell, pool_before, pool)  # 601.2i: can it be countered?
    spent_on_spell(state, player, spell.id, pool_before, pool)  # 106.6
    spell_cast(state, player, spell.id)  # 601.2i
    cast_itself(state, spell, copy_costs_paid=("casualty",) * bool(casualty) + ("conspire",) * bool(conspired))
    chars = as_cast(characteristics(state, spell.id), spec_text := state.spec(spell).text or "")
    next_cast(state, player, spell.id,
              lambda words: allows(f"cast {words} spells", chars, spell=True, text=spec_text))  # 603.7 (delayed.py)
    became_targets(state, spell)  # 702.21a


def _check_timing(state: GameState, player: str, spec, chars, resolving: bool = False) -> None:
    """601.2: with priority, at its type's time (307.1, 304.1, 702.8a flash); not while a spell with split second
    is on the stack (702.61a); ``resolving``: cast as an ability resolves (608.2g: only split second matters)."""
    instant_speed = "Instant" in spec.types or chars.has_keyword("flash") or \
        as_though_flash(state, player, chars.types)  # 702.8a
    if state.turn.priority != player and not resolving:
        raise RuleViolation(_timing_rule(spec.types), f"{player} can't cast {spec.name} without priority")
    check_no_split_second(state, "cast a spell")  # 702.61a (a madness cast too)
    if not instant_speed and not resolving and not sorcery_timing_ok(state, player):
        raise RuleViolation(
            _timing_rule(spec.types),
            f"{spec.name} can be cast only in a main phase of {player}'s turn when the stack is empty",
        )


def check_suspend(state: GameState, player: str, object_id: str) -> dict:
    """116.2f, 702.62a, 702.62c: a card with suspend in the player's own hand that they could begin to cast now
    (priority, timing, split second; never a land, 305.9); the pool after paying its suspend cost."""
    obj = state.objects.get(object_id)
    if obj is None or obj.zone != "hand" or obj.owner != player:
        raise RuleViolation("116.2f", f"{player} has no such card in their hand")
    spec = state.spec(obj)
    found = suspend_of(spec.abilities)
    if found is None or "Land" in spec.types:
        raise RuleViolation("702.62a", f"{spec.name} has no suspend")
    _check_timing(state, player, spec, characteristics(state, object_id))
    return pay_from_pool(state.player(player).mana_pool, found.cost)[0]


def suspend(state: GameState, player: str, object_id: str, events: list) -> None:
    """702.62a: paid, then exiled with N time counters (122.6: it is exiled with them); a special action, so the
    player keeps priority (116.3)."""
    state.player(player).mana_pool = check_suspend(state, player, object_id)
    found = suspend_of(state.spec(state.objects[object_id]).abilities)
    exiled = move_object(state, object_id, "exile", events)
    exiled.counters["time"] = found.counters
    invalidate(state)
    events.append({"type": "suspended", "player": player, "id": exiled.id, "name": state.spec(exiled).name,
                   "counters": found.counters, "rule": "702.62a"})


def _alternative_cost(spec, from_zone: str, alternative: str) -> str:
    """The alternative cost named (118.9): a madness cost for the card its madness exiled (madness.py), a dash
    cost from wherever it may be cast (dash.py: 702.109a names no zone); RuleViolation for one the card doesn't
    have, or a madness cost from elsewhere."""
    if not alternative:
        return ""
    cost, zone, rule = {"madness": (madness_cost(spec.abilities), "exile", "702.35a"),
                        "dash": (dash_cost(spec.abilities), from_zone, "702.109a")}[alternative]
    if cost is None or from_zone != zone:
        raise RuleViolation(rule, f"{spec.name} can't be cast for a {alternative} cost from its owner's {from_zone}")
    return cost


def _check_at_random(state: GameState, player: str, spell_id: str, costs: AdditionalCost) -> None:
    """601.2h, 701.8a: "discard a card at random" needs a card in the hand besides the spell's own."""
    if costs.at_random > len([card for card in state.player(player).hand if card != spell_id]):
        raise RuleViolation("601.2h", f"{player} has no card to discard at random")


def _discard_at_random(state: GameState, player: str, costs: AdditionalCost | None, events: list) -> None:
    for _ in range(costs.at_random if costs else 0):
        discard(state, random_choice(state, state.player(player).hand), events)


def mana_ability_amount(state: GameState, object_id: str, ability: ManaAbility, kind: str = "") -> int:
    """Urza's lands make more with the other two (their Oracle text); "{G} for each creature you control"
    counts them as it resolves (605.3b), "... for each charge counter on this land" its counters; Nykthos
    its controller's devotion to the color (``kind``) chosen (700.5)."""
    if ability.devotion:
        return devotion(state, state.objects[object_id].controller, kind)
    if isinstance(ability.per, str):
        return state.objects[object_id].counters.get(ability.per, 0)
    if ability.per is not None:
        return counted(state, state.objects[object_id], ability)
    if ability.exiled_amount:
        return ability.exiled_amount if state.exiled_with(object_id) else ability.amount
    if not ability.tron_amount:
        return ability.amount
    obj = state.objects[object_id]
    own = set(characteristics(state, object_id).subtypes)
    others = {"Mine", "Power-Plant", "Tower"} - own
    controlled = set()
    for oid in state.battlefield:
        if state.objects[oid].controller == obj.controller:
            subtypes = characteristics(state, oid).subtypes
            if "Urza's" in subtypes:
                controlled.update(subtypes)
    return ability.tron_amount if others <= controlled else ability.amount


def mana_amount(state: GameState, object_id: str, ability: ManaAbility, kind: str, paid: tuple,
                removed: int | None) -> int:
    """How much of ``kind`` an activation adds: the counters removed ("Remove X storage counters ..."), the X
    announced (the objects chosen for "Sacrifice X Goats"), else mana_ability_amount."""
    if ability.remove_any:
        return removed
    return len(paid) if ability.x_chosen else mana_ability_amount(state, object_id, ability, kind)


def makes(state: GameState, ability: ManaAbility, obj) -> tuple:
    """The kinds of mana ``ability`` of ``obj`` can add: with the color chosen for it, if it says so; those
    the permanents it looks at could produce, if it looks (106.7)."""
    return mirrored(state, obj, ability) if ability.mirror is not None else own_kinds(state, ability, obj)


def mana_kinds(state: GameState, object_id: str) -> list:
    """Every kind of mana an object's mana abilities can add, in WUBRGC order."""
    obj = state.objects[object_id]
    kinds = {k for a in characteristics(state, object_id).mana_abilities for k in makes(state, a, obj)}
    return [k for k in ("W", "U", "B", "R", "G", "C") if k in kinds]


def check_activate_mana(state: GameState, player: str, object_id: str, mana: str | None,
                        index: int | None = None, paid: tuple = (), removed: int | None = None) -> tuple[ManaAbility, str]:
    obj = state.objects.get(object_id)
    if obj is None or not state.on_battlefield(obj.id):
        raise RuleViolation("605.3a", "only a permanent on the battlefield can activate that mana ability")
    chars = characteristics(state, object_id)
    if obj.controller != player:
        raise RuleViolation("602.2", f"only {chars.name}'s controller can activate its abilities")
    if chars.cant_activate:
        raise RuleViolation("602.5", f"{chars.name}'s activated abilities can't be activated")
    if state.turn.priority != player:
        raise RuleViolation("605.3a", f"{player} can activate a mana ability only with priority")
    if mana is not None and len(mana) > 1:  # a group of kinds chosen together ("WU"), in WUBRGC order
        mana = "".join(sorted(mana, key=lambda k: MANA_KINDS.index(k) if k in MANA_KINDS else len(MANA_KINDS)))
    abilities = chars.mana_abilities
    if index is not None:
        abilities = abilities[index:index + 1] if 0 <= index < len(abilities) else []
    # 106.7, 903.4f: with no mana named, one that would add none now may still be activated (for nothing; Gem
    # Bazaar with no color chosen yet, to choose one)
    abilities = [a for a in abilities if mana is None and (makes(state, a, obj) or a.mirror or a.colors_of
                                                            or a.identity or a.random_color or a.exiled_colors)
                 or mana is not None and mana in mana_options(state, a, obj)]
    if abilities and not any(_allowed_now(state, a, obj, player) for a in abilities):
        raise RuleViolation("602.5b", f"{chars.name} can't be activated for that now: its condition doesn't hold")
    abilities = [a for a in abilities if _allowed_now(state, a, obj, player)]
    if not abilities:
        what = f" that adds {{{mana}}}" if mana else ""
        raise RuleViolation("605.1", f"{chars.name} has no mana ability{what}")
    try:
        _check_tap_cost(obj, chars, player)
    except RuleViolation:
        abilities = [a for a in abilities if not a.tap]  # 605.1a: one without {T} still can be
        if not abilities:
            raise
    abilities = [a for a in abilities if not a.remove_counter or obj.counters.get(a.remove_counter, 0) >= a.remove_count]
    if not abilities:
        raise RuleViolation("118.3", f"{chars.name} has no counter to remove for that")
    abilities = _removing(abilities, obj, chars.name, removed)
    if mana is not None and any(a.mix and a.remove_any for a in abilities) and len(mana) != removed:
        raise RuleViolation("106.1", f"{chars.name} adds X mana, one for each counter removed: {removed} then")
    payable = [a for a in abilities if a.life <= state.player(player).life
               and a.energy <= state.player(player).energy]
    if not payable:
        _check_life_cost(state, player, abilities[0].life)  # raises: 119.4
        _check_energy_cost(state, player, abilities[0].energy)
    abilities = payable
    # What each choice adds: one kind, or all of a "{T}: Add {W}{U}." ability together.
    choices = {a.adds or tuple(k): a for a in reversed(abilities) for k in mana_options(state, a, obj)}
    if mana is None and len(choices) > 1:
        kinds = sorted({k for a in abilities for k in mana_options(state, a, obj)})
        raise RuleViolation("106.1", f"choose which mana {chars.name} adds: {', '.join(kinds)}")
    ability = abilities[0] if mana is not None or not choices else next(iter(choices.values()))
    if ability.cost:
        pay_from_pool(state.player(player).mana_pool, ability.cost,  # 601.2h: raises when it can't be paid
                      allows=to_activate(chars))
    check_paid(state, player, object_id, ability, paid, len(paid) if ability.x_chosen else 0)
    return ability, mana or "".join(next(iter(choices), ()))


def _allowed_now(state: GameState, ability: ManaAbility, obj, player: str) -> bool:
    """602.5b: "Activate only if you control a Swamp.", "... only if this land entered this turn [or if you
    control a basic land]." """
    return ability.only_if is None or holds(state, ability.only_if, player, source=obj.id)


def _removing(abilities: list, obj, name: str, removed: int | None) -> list:
    """601.2b, 602.2b: how many counters "Remove any number of KIND counters" removes is chosen as it is
    activated, and only that ability asks; 118.3: no more than there are."""
    asks = [a for a in abilities if a.remove_any]
    if removed is None and asks and len(asks) == len(abilities):
        raise RuleViolation("601.2b", f"choose how many {asks[0].remove_any} counters to remove from {name}")
    if removed is None:
        return [a for a in abilities if not a.remove_any]
    if not asks:
        raise RuleViolation("605.1", f"that mana ability of {name} removes no counters")
    if not 0 <= removed <= obj.counters.get(asks[0].remove_any, 0):
        raise RuleViolation("118.3", f"{name} doesn't have {removed} {asks[0].remove_any} counters to remove")
    return asks


def activate_mana(state: GameState, player: str, object_id: str, mana: str | None, events: list,
                  index: int | None = None, paid: tuple = (), removed: int | None = None) -> None:
    ability, kind = check_activate_mana(state, player, object_id, mana, index, paid=paid, removed=removed)
    amount = mana_amount(state, object_id, ability, kind, paid, removed)
    person, chosen_type = state.player(player), state.objects[object_id].chosen_type  # before any cost moves it
    snow = "Snow" in characteristics(state, object_id).supertypes  # 106.3: a snow source, as it produces
    if ability.tap:
        tap(state, object_id, for_mana=True)  # 601.2h: the costs, in full
    if ability.cost:
        person.mana_pool, _ = pay_from_pool(person.mana_pool, ability.cost,
                                            allows=to_activate(characteristics(state, object_id)))
    _pay_other_costs(state, player, object_id, ability, paid, events, removed, len(paid) if ability.x_chosen else 0)
    adds = ability.adds or tuple(kind)
    for added in adds:  # 605.3b: resolves at once, no stack; restricted mana remembers its restriction (106.6)
        kept_as = pool_key(added, with_chosen_type(ability.spend_only, chosen_type),
                           ability.spent_rider and rider_key(ability.spent_rider, object_id), snow)
        person.mana_pool[kept_as] = person.mana_pool.get(kept_as, 0) + (1 if len(adds) > 1 else amount)
        events.append({"type": "mana", "player": player, "source": object_id, "mana": added,
                       "amount": 1 if len(adds) > 1 else amount})
    _mana_riders(state, player, object_id, ability, events)
    if ability.random_color:  # 605.3b: part of it, after the mana
        choose_random_color(state, object_id, events)
    if ability.scry and (look := person.library[:ability.scry]):  # 605.3b, 701.18a: its player keeps priority
        state.pending.append({"player": player, "choice": "scry", "options": list(look), "priority": player})
    if ability.stays_tapped and object_id in state.objects:
        state.objects[object_id].stays_tapped = True
    if ability.sacrifice_when_out and object_id in state.objects \
            and not state.objects[object_id].counters.get(ability.remove_counter):  # 605.3b: part of it, at once
        move_object(state, object_id, "graveyard", events)
    state.turn.passed = []
    invalidate(state)
    if ability.x_chosen and paid:  # "You gain X life." (119.3)
        state.player(player).change_life(len(paid))
        events.append({"type": "life", "player": player, "change": len(paid)})
        life_gained(state, player, len(paid))
    if ability.rider_if is not None and not holds(state, ability.rider_if, player, source=object_id):
        return  # "... if you don't control an Ogre": checked as it resolves (605.3b)
    # A pain land's damage, as part of the ability (from the land as it last existed, if sacrificed).
    deal_damage(state, object_id if object_id in state.objects else None, player, ability.damage, events)
    if ability.lose_life:  # 119.3
        state.player(player).change_life(-ability.lose_life)
        events.append({"type": "life", "player": player, "change": -ability.lose_life})


def _mana_riders(state: GameState, player: str, object_id: str, ability: ManaAbility, events: list) -> None:
    """What a mana ability does besides adding mana, as part of it (605.3b): "Put a depletion counter on this
    land.", "Each opponent gains 1 life.", "You get a poison counter." (122.1f)."""
    obj = state.objects.get(object_id)
    if ability.put_counter and obj is not None:
        obj.counters[ability.put_counter] = obj.counters.get(ability.put_counter, 0) + 1
        events.append({"type": "counters", "id": object_id, "kind": ability.put_counter,
                       "count": obj.counters[ability.put_counter]})
    if ability.delayed and obj is not None:
        from_mana_ability(state, player, obj, ability.delayed)  # 603.7 (delayed.py)
    for opponent in state.players_in_game() if ability.opponents_gain else ():
        if opponent.name != player:
            opponent.change_life(ability.opponents_gain)
            events.append({"type": "life", "player": opponent.name, "change": ability.opponents_gain})
            life_gained(state, opponent.name, ability.opponents_gain)
    if ability.poison:
        state.player(player).poison += ability.poison
        events.append({"type": "poison", "player": player, "count": state.player(player).poison})


def mana_options(state: GameState, ability: ManaAbility, obj) -> list:
    """What activating ``ability`` may add, each choice as a string of kinds: "G" (one kind, however many of
    it), "WU" (one of its groups, "{W}{W}, {W}{U}, or {U}{U}"; "WWU": X mana in any combination, X = 3)."""
    if ability.each_color:  # all of them together, or nothing
        return ["".join(found)] if (found := makes(state, ability, obj)) else []
    if ability.mix:
        sizes = range(1, obj.counters.get(ability.remove_any, 0) + 1) if ability.remove_any else (ability.amount,)
        return ["".join(c) for n in sizes for c in combinations_with_replacement(ability.produces, n)]
    return ["".join(c) for c in ability.combos] or list(makes(state, ability, obj))


def works_from_graveyard(state: GameState) -> bool:
    """Whether a card of the game has an activated ability that works in a graveyard (113.6m): worked out once
    per game, and again when cards join it (a test's position)."""
    known = state.cache.printed_activated  # for the whole game
    key = ("works from a graveyard", len(state.cards))
    found = known.get(key)
    if found is None:
        found = known[key] = any(isinstance(a, ActivatedAbility) and a.works_from == "graveyard"
                                 for card in state.cards.values() for face in (card, *card.faces)
                                 for a in face.abilities)
    return found


def activated_abilities(state: GameState, object_id: str) -> list:
    """The non-mana activated abilities the engine automates, with their index in the card's abilities, in
    text order, wherever each works (cycling from the hand, the others on the battlefield); then those it has
    from a grant (granted.py)."""
    obj = state.objects[object_id]
    known = state.cache.printed_activated  # per card and face, for the whole game
    printed_ones = known.get((obj.copiable, obj.face))  # layer 1: a copy's are those it copied (707.2)
    if printed_ones is None:
        abilities = state.spec(obj).abilities
        printed_ones = known[obj.copiable, obj.face] = tuple(
            (i, a) for i, a in enumerate(abilities)
            if isinstance(a, (ActivatedAbility, AttachAbility, LoyaltyAbility, CyclingAbility)))
    chars = characteristics(state, object_id)
    if not chars.granted:
        return [(i, a) for i, a in printed_ones if a in chars.abilities] if printed_ones else []
    # 613.1f: granted ones after its printed ones, numbered on from them, in the order they were granted
    after = len(state.spec(obj).abilities)
    return [(i, a) for i, a in printed_ones if a in chars.abilities] + \
        [(after + i, a) for i, a in enumerate(chars.granted) if isinstance(a, ACTIVATED)]


def check_activate(state: GameState, player: str, object_id: str, index: int, targets: tuple, paid: tuple = (),
                   x: int = 0):
    check_no_split_second(state, "activate an ability that isn't a mana ability")  # 702.61a
    obj = state.objects.get(object_id)
    abilities = dict(activated_abilities(state, object_id)) if obj is not None else {}
    found = abilities.get(index)
    if paid and not isinstance(found, ActivatedAbility):
        raise RuleViolation("601.2h", "that ability has no cost paid with chosen objects")
    _check_x(found, x)
    if isinstance(found, CyclingAbility):
        return _check_cycling(state, player, obj, found)
    if isinstance(found, ActivatedAbility) and (found.from_hand or found.works_from):  # channel; 113.6m
        zone = "hand" if found.from_hand else found.works_from
        if obj.zone != zone or obj.owner != player:  # 602.2: a card there has no controller; its owner activates
            raise RuleViolation("602.2", f"that ability of {state.spec(obj).name} works only from its owner's {zone}")
        return found, _check_activated(state, player, obj, state.spec(obj).name, index, found, targets, paid, x)
    if obj is None or not state.on_battlefield(obj.id):
        raise RuleViolation("602.2", "only a permanent on the battlefield can activate that ability")
    name = characteristics(state, object_id).name
    if obj.controller != player:
        raise RuleViolation("602.2", f"only {name}'s controller can activate its abilities")
    if characteristics(state, object_id).cant_activate:
        raise RuleViolation("602.5", f"{name}'s activated abilities can't be activated")
    if index not in abilities:
        raise RuleViolation("602.1", f"{name} has no such ability")
    ability = abilities[index]
    if isinstance(ability, ActivatedAbility):
        return ability, _check_activated(state, player, obj, name, index, ability, targets, paid, x)
    if isinstance(ability, AttachAbility):
        if not sorcery_timing_ok(state, player):
            raise RuleViolation("702.6a", f"{ability.keyword} only as a sorcery")
        kind = "creature you control" if ability.keyword == "equip" else "land you control"
        if len(targets) != 1 or targets[0] == object_id or \
                not is_legal_target(state, kind, targets[0], controller=player, source=object_id):
            rule = "301.5" if ability.keyword == "equip" else "301.6"
            raise RuleViolation(rule, f"{ability.keyword} needs a target {kind}")
        pool, _ = pay_from_pool(state.player(player).mana_pool, ability.cost,
                                allows=to_activate(characteristics(state, object_id)))
        return ability, pool
    if not sorcery_timing_ok(state, player):
        raise RuleViolation("606.3", "loyalty abilities only in your main phase with an empty stack")
    if obj.loyalty_turn == state.turn.number:
        raise RuleViolation("606.3", f"a loyalty ability of {name} was already activated this turn")
    if ability.delta < 0 and obj.counters.get("loyalty", 0) < -ability.delta:
        raise RuleViolation("606.6", f"{name} has too few loyalty counters")
    wanted = [e for e in ability.effects if e.target and e.target != SAME_TARGET]  # 606.3, 601.2c
    if len(targets) != len(wanted) or not all(
            e.optional and not t or is_legal_target(state, e.target, t, controller=player, source=object_id)
            for e, t in zip(wanted, targets)):
        raise RuleViolation("601.2c", f"that ability needs {len(wanted)} target(s): "
                                      f"{', '.join(e.target for e in wanted)}")
    return ability, state.player(player).mana_pool


def _check_x(ability, x: int) -> None:
    """107.3a: X is announced for an ability with X in its cost, a number (0 or more; 1 or more where "X can't
    be 0."); no other ability has one."""
    has_x = isinstance(ability, ActivatedAbility) and announces_x(ability.cost, ability.paid_with, ability.energy_x)
    if x and not has_x:
        raise RuleViolation("107.3a", "that ability has no X in its cost to announce")
    if has_x and x < max(0, ability.x_at_least):
        raise RuleViolation("107.3a", f"X can't be {x} for that ability")


def _check_activated(state: GameState, player: str, obj, name: str, index: int, ability: ActivatedAbility,
                     targets: tuple, paid: tuple, x: int = 0) -> dict:
    """602.5: its restrictions; 602.2b, 601.2c: its targets; 601.2f: its total cost; 601.2h: every cost can be
    paid, in full; the mana pool after paying."""
    if ability.sorcery and not sorcery_timing_ok(state, player):
        raise RuleViolation("602.5d", "that ability only as a sorcery")
    check_restrictions(state, player, obj, index, ability)
    check_targets(state, player, name, ability.effects, targets, source=obj.id, x=x)
    if state.turn.priority != player:
        raise RuleViolation("602.2", f"{player} can activate an ability only with priority")
    if ability.tap:
        _check_tap_cost(obj, characteristics(state, obj.id), player)
    _check_life_cost(state, player, life_to_pay(state, player, ability))
    _check_energy_cost(state, player, energy_to_pay(ability, x))
    if ability.remove_counter and obj.counters.get(ability.remove_counter, 0) < ability.remove_count:
        raise RuleViolation("118.3", f"{name} has fewer than {ability.remove_count} {ability.remove_counter} "
                                     f"counter{'s' * (ability.remove_count != 1)} to remove")
    check_paid(state, player, obj.id, ability, paid, x)
    pool, _ = pay_from_pool(state.player(player).mana_pool, total_cost(state, player, ability, obj.id), x=x,
                            allows=to_activate(characteristics(state, obj.id)))
    return pool


def check_targets(state: GameState, player: str, name: str, effects: tuple, targets: tuple,
                  source: str | None = None, x: int = 0) -> None:
    """601.2c: one target per instruction that targets, in order, each legal ("with mana value X": the X
    announced, 601.2b); "up to one" may be left out (an empty target). 115.3: one object can't be the target of
    one instance of "target" twice, and "another target" is none chosen before it (115.4's Arc Trail)."""
    wanted = [(x_target(e.target, x), e.optional) for e in effects if e.target and e.target != SAME_TARGET]
    if not wanted and targets:
        raise RuleViolation("601.2c", f"that ability of {name} has no target")
    if len(targets) != len(wanted):
        raise RuleViolation("601.2c", f"{name} needs {len(wanted)} target(s), got {len(targets)}")
    targeting = [e for e in effects if e.target and e.target != SAME_TARGET]
    for index, ((kind, optional), target) in enumerate(zip(wanted, targets)):
        if chosen_by_an_opponent(targeting[index]):  # the opponent who chooses it, named (opponents_choice.py)
            if not opponent_may_choose(state, kind, target, controller=player, source=source):
                raise RuleViolation("601.2c", f"name an opponent who controls a legal target for {name} ({kind})")
            continue
        if not (target == "" and optional
                or is_legal_target(state, kind, target, controller=player, source=source)):
            raise RuleViolation("601.2c", f"that is not a legal target for {name} (target {kind})")
        if target and re.match(r"(?:an)?other target ", targeting[index].target) and target in targets[:index]:
            raise RuleViolation("601.2c", f"{name}: {targeting[index].target} is another object than its other targets")
        if target and target in same_target_word(effects, list(targets[:index]), targeting[index]):
            raise RuleViolation("115.3", f"{name}: the same object can't be chosen twice for one word \"target\"")
        if not meets(state, effects, targets, index):
            raise RuleViolation("601.2c", f"{name}: those targets don't meet the restriction between them "
                                          f"({restricted_word(targeting[index])[2]})")


def _check_tap_cost(obj, chars, player: str) -> None:
    """A {T} cost: not when tapped (107.5), nor a creature its controller hasn't had since their turn began
    (302.6, unless it has haste)."""
    if obj.tapped:
        raise RuleViolation("107.5", f"{chars.name} is tapped, so it can't pay a {{T}} cost")
    if summoning_sick(obj, chars):
        raise RuleViolation("302.6", f"{chars.name} hasn't been under {player}'s control since their most recent turn began")


def _check_life_cost(state: GameState, player: str, amount: int) -> None:
    """119.4: life is paid only from a life total at least that high."""
    if amount > state.player(player).life:
        raise RuleViolation("119.4", f"{player} can't pay {amount} life with {state.player(player).life}")


def _check_energy_cost(state: GameState, player: str, amount: int) -> None:
    """107.14, 118.3: {E} is paid by removing an energy counter from oneself; not without enough of them."""
    if amount > state.player(player).energy:
        raise RuleViolation("118.3", f"{player} can't pay {amount} energy with {state.player(player).energy}")


def life_to_pay(state: GameState, player: str, ability) -> int:
    """An ability's life cost: "Pay 2 life", "Pay life equal to the number of colors in your commanders' color
    identity" (903.4f: unpayable without a commander)."""
    if not getattr(ability, "life_identity", False):
        return ability.life
    identity = commanders_identity(state, player)
    if identity is None:
        raise RuleViolation("903.4f", f"{player} has no commander, so life equal to the number of colors in its "
                                      "color identity can't be paid")
    return len(identity)


def energy_to_pay(ability, x: int) -> int:
    """An ability's energy cost (107.14): "Pay {E}{E}", or "Pay X {E}" with the X announced (107.3a)."""
    return ability.energy + (x if getattr(ability, "energy_x", False) else 0)


def _pay_life(state: GameState, player: str, amount: int, events: list) -> None:
    if amount:
        state.player(player).change_life(-amount)
        events.append({"type": "life", "player": player, "change": -amount})


def _pay_other_costs(state: GameState, player: str, object_id: str, ability, paid: tuple, events: list,
                     removed: int | None = None, x: int = 0) -> None:
    """601.2h: the costs besides mana and {T}, in full: life, counters (one, or the number chosen for "any
    number of"), the chosen objects, then its source sacrificed, exiled or returned to its owner's hand."""
    _pay_life(state, player, life_to_pay(state, player, ability), events)
    if energy := energy_to_pay(ability, x):  # 107.14
        state.player(player).energy -= energy
        events.append({"type": "energy", "player": player, "change": -energy, "count": state.player(player).energy})
    kind = ability.remove_counter or getattr(ability, "remove_any", "")
    if kind:
        obj = state.objects[object_id]
        obj.counters[kind] -= ability.remove_count if ability.remove_counter else removed
        if not obj.counters[kind]:
            del obj.counters[kind]
            counters_gone(state, object_id, kind)  # 611.2b
        events.append({"type": "counters", "id": object_id, "kind": kind, "count": obj.counters.get(kind, 0)})
    pay_chosen(state, ability, paid, events, x, source_id=object_id)
    if getattr(ability, "sacrifice_all", ""):  # "Sacrifice all lands you control" (701.17a)
        for oid in [oid for oid in state.battlefield if fits(state, ability.sacrifice_all, oid, controller=player)]:
            move_object(state, oid, "graveyard", events)
            events[-1]["rule"] = "701.17a"
    if ability.sacrifice or ability.exile or ability.to_hand:
        move_object(state, object_id, "exile" if ability.exile else "hand" if ability.to_hand else "graveyard", events)


def _check_cycling(state: GameState, player: str, obj, ability: CyclingAbility):
    """702.29a: from its owner's hand, with priority; the mana from the pool, in full (601.2h, 602.2b)."""
    name = state.spec(obj).name
    if obj.zone != "hand" or obj.owner != player:
        raise RuleViolation("702.29a", f"cycling works only from its owner's hand, and {name} isn't in {player}'s")
    if state.turn.priority != player:
        raise RuleViolation("602.2", f"{player} can activate an ability only with priority")
    pool, _ = pay_from_pool(state.player(player).mana_pool, ability.cost,
                            allows=to_activate(characteristics(state, obj.id)))
    return ability, pool


def activate(state: GameState, player: str, object_id: str, index: int, targets: tuple, events: list,
             paid: tuple = (), x: int = 0) -> None:
    ability, pool = check_activate(state, player, object_id, index, targets, paid, x)
    obj = state.objects[object_id]
    known, lki = {}, known_qualities(state, object_id) if targets else {}  # before its costs move it (702.16b)
    state.player(player).mana_pool = pool
    if isinstance(ability, CyclingAbility):  # the rest of its cost: discard it (701.8), before it goes on the stack
        events.append({"type": "cycle", "player": player, "name": state.spec(obj).name})
        cycled(state, discard(state, object_id, events), player)
    if isinstance(ability, ActivatedAbility):  # 601.2h: the rest of its costs
        name = state.spec(obj).name
        events.append({"type": "activated", "player": player, "name": name, "text": ability.text.replace("~", name)})
        if ability.tap:
            tap(state, object_id)
        record_activation(state, obj, index, ability)
        if any(effect.x or effect.kind == "ninjutsu" for effect in ability.effects):  # 608.2h: what its costs
            # move, as it was (ninjutsu: what the returned creature attacked, 702.49c)
            known = last_known(state, object_id, ability, paid, x)
        if obj.chosen_type:  # 608.2h: "the chosen type" of a source that leaves the battlefield
            known = {**known, "chosen_type": obj.chosen_type}
        if ability.works_from or ability.sacrifice or ability.exile or ability.to_hand:  # 608.2h: its source's
            known = {**known, "source_copiable": copiable_key(state, obj)}  # copiable values, as its cost moves it
        if obj.attached_to is not None:  # 608.2h: what its source was attached to, should its cost move it
            known = {**known, "attached_to": obj.attached_to}  # ("Sacrifice this Aura: Regenerate enchanted ...")
        _pay_other_costs(state, player, object_id, ability, paid, events, x=x)
        if ability.from_hand:  # "Discard this card" (701.8a)
            discard(state, object_id, events)
    if isinstance(ability, LoyaltyAbility):
        obj.counters["loyalty"] = obj.counters.get("loyalty", 0) + ability.delta  # 606.4
        obj.loyalty_turn = state.turn.number
    stack_obj = GameObject(id=state.new_id(), card=obj.copiable, owner=player, zone="stack", controller=player,
                           timestamp=state.new_timestamp(), is_ability=True, activated=True, source=object_id,
                           face=obj.face,
                           ability_index=index, targets=list(targets), x=x, known={**known, **lki},
                           granted=ability.text if index >= len(state.spec(obj).abilities) else "")
    state.objects[stack_obj.id] = stack_obj
    state.stack.insert(0, stack_obj.id)  # 602.2a
    state.turn.passed = []
    invalidate(state)
    ask_opponents(state, stack_obj, getattr(ability, "effects", ()))  # 601.2c: targets an opponent chooses
    became_targets(state, stack_obj)  # 702.21a
    events.append({"type": "activate", "player": player, "id": stack_obj.id, "source": object_id})

"""Performing phrasebook/searches.py: searches for lands of more than one quality (701.19) and for a card by its
mana cost, mana added by an ability that isn't a mana ability (605.5a, 106.4), owners regaining control,
conditional draws, and a permanent kept tapped during its controller's next untap step (502.3), or for as long
as a land remains tapped (611.2b)."""
from game.rules.abilities import HELD_TAPPED, MANA_KINDS, SpellEffect
from game.rules.characteristics import characteristics, invalidate
from game.rules.conditions import holds
from game.rules.effects import change_control, perform, until_end_of_turn
from game.rules.errors import RuleViolation
from game.rules.phrases import condition
from game.rules.registry import chooses, performs
from game.rules.spending import key
from game.rules.targets import card_fits, one_of_each
from game.rules.zones import draw_cards, move_object, shuffle_library

COLORS = MANA_KINDS[:5]


# -- searching for lands of more than one quality ---------------------------------------------------------------
@performs("search_lands")
def search_lands(state, effect, *, controller, source_id, target, events) -> None:
    """701.19a: the searcher sees the cards that fit any of the qualities (701.19b: finding fewer is allowed);
    "any number of": as many as fit."""
    kinds = list(effect.quality)
    found = [oid for oid in state.player(controller).library if any(card_fits(state, k, oid) for k in kinds)]
    state.pending.append({"player": controller, "choice": "search_lands", "options": found, "kinds": kinds,
                          "max": effect.amount or len(found), "tapped": effect.tapped, "rule": list(effect.detail)})


@performs("search_by_mana_cost")
def search_by_mana_cost(state, effect, *, controller, source_id, target, events) -> None:
    """701.19a-b: the searcher sees the cards of that kind with one of those mana costs (202.1), finds up to one
    (the "search" choice: onto the battlefield, then a shuffle)."""
    found = [oid for oid in state.player(controller).library if card_fits(state, effect.quality[0], oid)
             and state.spec(state.objects[oid]).mana_cost in effect.detail]
    state.pending.append({"player": controller, "choice": "search", "options": found, "max": effect.amount,
                          "tapped": effect.tapped, "to": "battlefield"})


def _share_a_land_type(state, cards: list) -> bool:
    """"... that share a land type": some land type (205.3i) every one of them has."""
    types = [set(characteristics(state, oid).subtypes) for oid in cards]
    return not types or bool(set.intersection(*types))


def _check_search_lands(state, player, choice, cards, targets, options) -> None:
    rule = choice["rule"][:1]
    fits = not (targets or options or len(set(cards)) != len(cards) or len(cards) > choice["max"]
                or any(c not in choice["options"] for c in cards))
    if fits and rule == ["each"]:
        fits = one_of_each(state, list(cards), list(choice["kinds"]))
    if fits and rule == ["share"]:
        fits = _share_a_land_type(state, list(cards))
    if not fits:
        what = {"each": f"up to one {' card and up to one '.join(choice['kinds'])} card",
                "any": f"any number of {choice['kinds'][0]} cards",
                "share": f"up to {choice['max']} {choice['kinds'][0]} cards that share a land type"}
        one = f"up to one {choice['kinds'][0]} card"
        raise RuleViolation("701.19b", f"find {what.get(rule[0] if rule else '', one)}, or none")


def _answer_search_lands(state, player, choice, cards, targets, options, events) -> None:
    """Onto the battlefield under the searcher's control, then a shuffle (701.20a); "Then if you control four or
    more lands, untap that land." is checked after both."""
    found = [move_object(state, oid, "battlefield", events, tapped=choice["tapped"], controller=player)
             for oid in cards]
    shuffle_library(state, player, events)
    if choice["rule"][:1] == ["untap if lands"]:
        lands = sum(1 for oid in state.battlefield if state.objects[oid].controller == player
                    and "Land" in characteristics(state, oid).types)
        for new in found:
            if new is not None and new.id in state.battlefield and lands >= choice["rule"][1] and new.tapped:
                new.tapped = False
                events.append({"type": "untap", "id": new.id})
        invalidate(state)


def _search_offers(state, player, choice) -> list:
    """None, the first that fits, and the first group of as many as it allows that fits."""
    offers = [((), (), ())] + [((oid,), (), ()) for oid in choice["options"][:1]]
    for second in choice["options"][1:]:
        pair = (choice["options"][0], second)
        if choice["max"] >= 2 and _legal_pair(state, choice, pair):
            return offers + [(pair, (), ())]
    return offers


def _legal_pair(state, choice, pair) -> bool:
    try:
        _check_search_lands(state, choice["player"], choice, pair, (), ())
    except RuleViolation:
        return False
    return True


chooses("search_lands", "701.19b", check=_check_search_lands, answer=_answer_search_lands, offers=_search_offers)


# -- mana from an ability that isn't a mana ability --------------------------------------------------------------
@performs("add_any_color")
def add_any_color(state, effect, *, controller, source_id, target, events) -> None:
    """605.5a: a triggered ability that adds mana but doesn't trigger from a mana ability uses the stack; its
    controller chooses the color as it resolves (608.2d), and the mana stays until the step ends (106.4), or,
    "Until end of turn, you don't lose this mana as steps and phases end.", until the turn ends (flow.end_step);
    mana from a snow source pays {S} (107.4h)."""
    snow = source_id in state.objects and "Snow" in characteristics(state, source_id).supertypes
    state.pending.append({"player": controller, "choice": "mana_color", "options": list(COLORS),
                          "amount": effect.amount, "snow": snow, **({"rider": effect.detail[0]} if effect.detail else {})})


@performs("add_mana")
def add_mana(state, effect, *, controller, source_id, target, events) -> None:
    """605.5a, 106.4: the mana named (``amount`` of each symbol: more "for each ...") into its controller's pool,
    with its spending restriction (106.6) and rider; from a snow source, snow mana (107.4h)."""
    kinds, restriction, rider = effect.detail
    snow = source_id in state.objects and "Snow" in characteristics(state, source_id).supertypes
    pool = state.player(controller).mana_pool
    for kind in kinds:
        kept_as = key(kind, restriction, rider, snow=snow)
        pool[kept_as] = pool.get(kept_as, 0) + effect.amount
    if effect.amount > 0:
        events.append({"type": "mana_added", "player": controller, "mana": "".join(k * effect.amount for k in kinds)})


def _check_color(state, player, choice, cards, targets, options) -> None:
    if cards or targets or len(options) != 1 or options[0] not in choice["options"]:
        raise RuleViolation("106.1b", f"choose one color of mana to add: {', '.join(choice['options'])}")


def _answer_color(state, player, choice, cards, targets, options, events) -> None:
    pool, kept_as = state.player(player).mana_pool, key(options[0], "", choice.get("rider", ""),
                                                        snow=choice.get("snow", False))
    pool[kept_as] = pool.get(kept_as, 0) + choice["amount"]
    events.append({"type": "mana_added", "player": player, "mana": options[0] * choice["amount"]})


chooses("mana_color", "106.1b", check=_check_color, answer=_answer_color,
        offers=lambda state, player, choice: [((), (), (color,)) for color in choice["options"]])


# -- returning a land ---------------------------------------------------------------------------------------
@performs("return_land_then")
def return_land_then(state, effect, *, controller, source_id, target, events) -> None:
    """A land its controller chooses as it resolves (608.2d); then, if it was another land of the kind, scry or
    surveil."""
    lands = [oid for oid in state.battlefield if state.objects[oid].controller == controller
             and "Land" in characteristics(state, oid).types]
    if lands:
        state.pending.append({"player": controller, "choice": "return_land_then", "options": lands,
                              "source": source_id, "effect": effect.to_data()})


def _answer_return_land(state, player, choice, cards, targets, options, events) -> None:
    """Returned (a new object in the hand, 400.7); "another Desert": its subtypes as it last was on the
    battlefield, and not the ability's source. The scry or surveil asks its own choice, which the rest of the
    resolution then waits for."""
    effect = SpellEffect.from_data(choice["effect"])
    was_one = cards[0] != choice["source"] and effect.quality[0] in characteristics(state, cards[0]).subtypes
    move_object(state, cards[0], "hand", events)
    if was_one:
        then, asked = choice.pop("then", None), len(state.pending)
        perform(state, SpellEffect(effect.detail[0], effect.detail[1]), controller=player, source_id=choice["source"],
                target=None, token=None, events=events)
        if then and len(state.pending) > asked:
            state.pending[-1]["then"] = then
        elif then:
            choice["then"] = then


chooses("return_land_then", "608.2d",
        check=lambda state, player, choice, cards, targets, options: _one_land(choice, cards, targets, options),
        answer=_answer_return_land,
        offers=lambda state, player, choice: [((oid,), (), ()) for oid in choice["options"]])


def _one_land(choice, cards, targets, options) -> None:
    if targets or options or len(cards) != 1 or cards[0] not in choice["options"]:
        raise RuleViolation("608.2d", "choose one land you control to return to its owner's hand")


# -- control, draws, untapping ---------------------------------------------------------------------------------
@performs("owners_gain_control")
def owners_gain_control(state, effect, *, controller, source_id, target, events) -> None:
    """"Each player gains control of all creatures they own." (613.1b: a control-changing effect)."""
    for oid in list(state.battlefield):
        obj = state.objects[oid]
        if obj.controller != obj.owner and "Creature" in characteristics(state, oid).types:
            change_control(state, obj, obj.owner, events)


@performs("draw_if")
def draw_if(state, effect, *, controller, source_id, target, events) -> None:
    """"Draw a card if you control an artifact.": the condition checked as the instruction is performed (608.2c)."""
    if holds(state, condition(effect.quality[0]), controller):
        draw_cards(state, controller, effect.amount, events)


@performs("held_tapped")
def held_tapped(state, effect, *, controller, source_id, target, events) -> None:
    """611.2b: for as long as its source remains tapped (effects.untapped ends it), the permanent doesn't untap
    during its controller's untap step (502.3, untap_step.HELD_TAPPED); nothing if its source is gone or untapped."""
    source = state.objects.get(source_id)
    if source is not None and state.on_battlefield(source.id) and source.tapped:
        until_end_of_turn(state, target, (("6", "add_abilities", (HELD_TAPPED,)),), controller=controller,
                          source_id=source_id, until="while_source_tapped")
        events.append({"type": "until_source_untaps", "id": target, "source": source_id})


@performs("stays_tapped")
def stays_tapped(state, effect, *, controller, source_id, target, events) -> None:
    """502.3: "doesn't untap during its controller's next untap step" (untap_step.py), tapped or not now."""
    state.objects[target].stays_tapped = True
    events.append({"type": "skips_untap", "id": target, "rule": "502.3"})

"""Performing countering (phrasebook/countering.py, countering.py): 701.5a; "unless its controller pays {N}"
(118.12) asks that spell's or ability's controller, who may pay from their mana pool ("pay_or_counter": yes only
with the mana there, 118.3; with too little it is countered without a question); "exile it instead" (the
effect's quality) as the spell is countered."""
from game.rules.characteristics import characteristics, invalidate
from game.rules.countering import counter, name_on_stack, next_spell_uncounterable
from game.rules.errors import RuleViolation
from game.rules.mana import pay_from_pool
from game.rules.performing.sacrifice_unless import can_pay
from game.rules.registry import chooses, performs
from game.rules.state import empty_pool
from game.rules.triggers import tap


@performs("counter")
def counter_it(state, effect, *, controller, source_id, target, events) -> None:
    """The target, or the spell or ability a ward trigger names (its detail's second part); "pays {X}": the X
    announced (the instruction's amount); "tap lands": Power Sink's penalty if it isn't paid; quality "exile": a
    countered spell is exiled rather than put into its owner's graveyard (614.1a)."""
    cost, *rest = effect.detail
    tap_lands = rest == ["tap lands"]
    what = target or rest[0]
    cost = f"{{{effect.amount}}}" if cost == "{X}" else cost
    obj = state.objects.get(what)
    if obj is None or obj.zone != "stack":
        return  # 400.7: it left the stack
    if cost and can_pay(state, obj.controller, cost):
        state.pending.append({"player": obj.controller, "choice": "pay_or_counter", "options": ["yes", "no"],
                              "id": what, "what": cost, "name": name_on_stack(state, what),
                              **({"tap_lands": True} if tap_lands else {}),
                              **({"exile": True} if effect.quality == ("exile",) else {})})
        return
    _not_paid(state, obj.controller, what, tap_lands, events, effect.quality == ("exile",))


def _not_paid(state, player: str, what: str, tap_lands: bool, events: list, exile: bool = False) -> None:
    """Countered; with ``tap_lands``, then the player taps all lands with mana abilities they control and loses
    all unspent mana (106.4: their mana pool emptied, what an effect kept too)."""
    counter(state, what, events, to="exile" if exile else "graveyard")
    if not tap_lands:
        return
    for object_id in state.battlefield:
        chars = characteristics(state, object_id)
        if state.objects[object_id].controller == player and "Land" in chars.types and chars.mana_abilities \
                and not state.objects[object_id].tapped:
            tap(state, object_id)
            events.append({"type": "tap", "id": object_id})
    state.player(player).mana_pool = empty_pool()
    invalidate(state)


@performs("next_spell_uncounterable")
def next_spell(state, effect, *, controller, source_id, target, events) -> None:
    next_spell_uncounterable(state, controller, source_id)
    events.append({"type": "next_spell_uncounterable", "player": controller})


def _check(state, player, choice, cards, targets, options) -> None:
    if cards or targets or len(options) != 1 or options[0] not in choice["options"]:
        raise RuleViolation("118.12", f"answer yes or no: pay {choice['what']}, or {choice['name']} is countered?")
    if options == ("yes",) and not can_pay(state, player, choice["what"]):
        raise RuleViolation("601.2h", f"the mana pool can't pay {choice['what']}")


def _answer(state, player, choice, cards, targets, options, events) -> None:
    if options == ("yes",):
        state.player(player).mana_pool = pay_from_pool(state.player(player).mana_pool, choice["what"])[0]
        events.append({"type": "paid", "player": player, "cost": choice["what"], "name": choice["name"]})
    else:
        _not_paid(state, player, choice["id"], choice.get("tap_lands", False), events, choice.get("exile", False))


chooses("pay_or_counter", "118.12", check=_check, answer=_answer,
        offers=lambda state, player, choice: [((), (), (word,)) for word in choice["options"]])

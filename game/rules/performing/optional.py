"""Performing optional instructions (phrasebook/optional.py): 608.2d, "you may" is a yes-or-no choice as it
resolves (a "may" choice); 118.12, an action "If you do" or "When you do" looks back at is a cost, which can't be
chosen when it can't be paid (118.3: then nothing it governs happens); 603.12, a reflexive triggered ability
triggers when the action was done during the resolution and goes on the stack the next time a player would
receive priority (603.3)."""
from dataclasses import replace

from game.rules.abilities import SpellEffect, TriggeredAbility
from game.rules.amounts import with_value
from game.rules.characteristics import characteristics, invalidate
from game.rules.conditions import holds
from game.rules.effects import perform
from game.rules.errors import RuleViolation
from game.rules.mana import pay_from_pool
from game.rules.performing.graveyards import became_card
from game.rules.performing.keywords import resolving_source
from game.rules.performing.players import yours_that_fit
from game.rules.performing.sacrifice_unless import sacrifice
from game.rules.phrasebook.optional import COSTS, pays_x
from game.rules.phrasebook.variables import CHOSEN
from game.rules.phrases import condition
from game.rules.registry import chooses, performs
from game.rules.targets import phrase_fits
from game.rules.zones import move_object


def _name(state, source_id) -> str:
    return characteristics(state, source_id).name if source_id in state.objects else "it"


def can_pay(state, effect: SpellEffect, player: str, source_id: str | None) -> bool:
    """118.3: whether the player can pay this cost now."""
    if effect.kind == "pay_mana":
        try:
            pay_from_pool(state.player(player).mana_pool, effect.detail[0])
        except RuleViolation:
            return False
        return True
    if effect.kind == "pay_energy":
        return state.player(player).energy >= effect.amount
    if effect.kind == "pay_life":  # 119.4: only from a life total at least that high
        return state.player(player).life >= effect.amount
    if effect.kind == "sacrifice_self":  # 701.17a: a permanent they control
        obj = state.objects.get(source_id)
        return obj is not None and state.on_battlefield(obj.id) and obj.controller == player
    if effect.kind == "move_it":  # the card its creature became, still in the graveyard (400.7)
        return became_card(state, effect) is not None
    if effect.kind in ("edict", "return_chosen"):  # "Sacrifice another creature.": one of theirs (players.py)
        return len(yours_that_fit(state, effect, player, source_id)) >= effect.amount
    return len(_fitting(state, player, effect)) >= effect.amount  # a card to discard or exile from the hand


def _fitting(state, player: str, effect: SpellEffect) -> list:
    """The cards of the player's hand the instruction may take ("a colorless card with mana value 7 or greater")."""
    hand = state.player(player).hand
    return [oid for oid in hand if phrase_fits(state, effect.quality[0], oid)] if effect.quality else list(hand)


@performs("may")
def ask(state, effect, *, controller, source_id, target, events) -> None:
    """Ask the controller; "yes" is no choice when its cost can't be paid (118.3), and then nothing is asked."""
    question, governed, _ = effect.detail
    steps = [SpellEffect.from_data(e) for e in governed]
    steps = [replace(e, detail=(became_card(state),)) if e.kind == "move_it" else e for e in steps]  # kept
    if pays_x(steps):  # 107.3f: X chosen as the cost is paid, with the answer ("yes", X)
        state.pending.append({"player": controller, "choice": "may", "options": ["yes", "no"], "question": question,
                              "name": _name(state, source_id), "source": source_id, "x": True,
                              "steps": [[e.to_data(), target if e.target else None] for e in steps]})
        return
    if any(e.kind in COSTS and not can_pay(state, e, controller, source_id) for e in steps):
        events.append({"type": "may", "player": controller, "answer": "can't", "question": question,
                       "name": _name(state, source_id)})
        return
    state.pending.append({"player": controller, "choice": "may", "options": ["yes", "no"], "question": question,
                          "name": _name(state, source_id), "source": source_id,
                          "steps": [[e.to_data(), target if e.target else None] for e in steps]})


@performs("may_instead")
def may_instead(state, effect, *, controller, source_id, target, events) -> None:
    """The instruction, unless the condition holds and the controller chooses the other one instead."""
    words, question, other, first = effect.detail
    instead, original = [SpellEffect.from_data(e) for e in other], SpellEffect.from_data(first[0])
    if not holds(state, condition(words), controller, source=source_id):
        perform(state, original, controller=controller, source_id=source_id, target=None, token=None, events=events)
        return
    state.pending.append({"player": controller, "choice": "may", "options": ["yes", "no"], "question": question,
                          "name": _name(state, source_id), "source": source_id,
                          "steps": [[e.to_data(), None] for e in instead], "otherwise": [[original.to_data(), None]]})


def _check_may(state, player, choice, cards, targets, options) -> None:
    with_x = choice.get("x") and options[:1] == ("yes",)  # ("yes", X): 107.3f
    if cards or targets or len(options) != 1 + bool(with_x) or options[0] not in choice["options"] or \
            with_x and not str(options[1]).isdigit():
        raise RuleViolation("608.2d", f"answer yes{' and the value of X' if choice.get('x') else ''} or no: "
                                      f"{choice['question']}")
    if options[0] == "yes" and not all(can_pay(state, SpellEffect.from_data(e), player, choice["source"])
                                       for e, _ in _steps(choice, options) if e[0] in COSTS):
        raise RuleViolation("118.3", "that cost can't be paid now")


def _steps(choice, options) -> list:
    """What a "yes" does: with X, the X chosen paid as generic mana (107.3f) and counted where the text says X."""
    if not choice.get("x"):
        return choice["steps"]
    x = int(options[1])
    return [[_x_paid(SpellEffect.from_data(e), x).to_data(), t] for e, t in choice["steps"]]


def _x_paid(effect: SpellEffect, x: int) -> SpellEffect:
    if effect.kind == "pay_mana":
        return replace(effect, detail=(effect.detail[0].replace("{X}", f"{{{x}}}" if x else ""),))
    return with_value(effect, x) if effect.x == CHOSEN else effect


def _answer_may(state, player, choice, cards, targets, options, events) -> None:
    """"yes": what it governs is done first, then the rest of the resolution (choices.answer_choice resumes);
    "no": what it would have replaced, if anything ("... instead")."""
    events.append({"type": "may", "player": player, "answer": options[0], "question": choice["question"],
                   "name": choice["name"], **({"x": int(options[1])} if options[1:] else {})})
    steps = _steps(choice, options) if options[0] == "yes" else choice.get("otherwise", [])
    if steps:
        then = choice.setdefault("then", {"effects": [], "controller": player, "source": choice["source"],
                                          "token": None, "spell": None})
        then["effects"] = steps + then["effects"]


def _may_offers(state, player, choice) -> list:
    """Yes and no; with X, yes with the greatest X that can be paid now."""
    if not choice.get("x"):
        return [((), (), (word,)) for word in choice["options"]]
    pool = sum(v for v in state.player(player).mana_pool.values() if isinstance(v, int))
    payable = [x for x in range(pool, -1, -1) if all(
        can_pay(state, SpellEffect.from_data(e), player, choice["source"])
        for e, _ in _steps(choice, ("yes", x)) if e[0] in COSTS)]
    return [((), (), ("yes", str(payable[0])))] * bool(payable) + [((), (), ("no",))]


chooses("may", "608.2d", check=_check_may, answer=_answer_may, offers=_may_offers)


@performs("pay_mana")
def pay_mana(state, effect, *, controller, source_id, target, events) -> None:
    """The mana from the pool (the "may" asked only when it could be paid)."""
    if can_pay(state, effect, controller, source_id):
        person = state.player(controller)
        person.mana_pool = pay_from_pool(person.mana_pool, effect.detail[0])[0]
        events.append({"type": "paid", "player": controller, "cost": effect.detail[0], "name": _name(state, source_id)})


@performs("pay_energy")
def pay_energy(state, effect, *, controller, source_id, target, events) -> None:
    """107.14: one energy counter removed from the player for each {E} (the "may" asked only when they could)."""
    person = state.player(controller)
    if person.energy >= effect.amount:
        person.energy -= effect.amount
        events.append({"type": "energy", "player": controller, "change": -effect.amount, "count": person.energy})


@performs("pay_life")
def pay_life(state, effect, *, controller, source_id, target, events) -> None:
    """119.4: life paid is life lost (the "may" asked only when they could pay it)."""
    person = state.player(controller)
    if 0 < effect.amount <= person.life:
        person.life -= effect.amount
        events.append({"type": "life", "player": controller, "change": -effect.amount})


@performs("sacrifice_self")
def sacrifice_self(state, effect, *, controller, source_id, target, events) -> None:
    """701.17a; the event keeps which card it was, for a reflexive ability of it (when_you_do)."""
    card = state.objects[source_id].card if source_id in state.objects else None
    before = len(events)
    sacrifice(state, controller, source_id, events)
    if len(events) > before:
        events[before]["card"] = card
    invalidate(state)


def _sacrificed(events: list, source_id) -> dict | None:
    """The event of its source sacrificed earlier in this resolution (sacrifice_self), if it was."""
    return next((e for e in reversed(events) if e.get("type") == "zone_change" and e.get("old_id") == source_id
                 and e.get("rule") == "701.17a" and e.get("card")), None)


@performs("if_sacrificed")
def if_sacrificed(state, effect, *, controller, source_id, target, events) -> None:
    """118.12: "Sacrifice it. If you do, create ...": the tokens only if its source was sacrificed."""
    if _sacrificed(events, source_id) is not None:
        for data in effect.detail[0]:
            perform(state, SpellEffect.from_data(data), controller=controller, source_id=source_id, target=None,
                    token=None, events=events)


@performs("when_you_do")
def when_you_do(state, effect, *, controller, source_id, target, events) -> None:
    """603.12: it triggers if its source was sacrificed earlier in this resolution."""
    done = _sacrificed(events, source_id)
    if done is None:
        return
    text = f"When you do, {effect.detail[0][:1].lower()}{effect.detail[0][1:]}"
    index = next(i for i, a in enumerate(state.cards[done["card"]].abilities)
                 if isinstance(a, TriggeredAbility) and a.event == "reflexive" and a.text == text)
    state.triggers.append({"source": source_id, "card": done["card"], "controller": controller, "index": index,
                           "text": text, "known": {"became": done["new_id"]}})  # not "another" (400.7)


@performs("exile_from_hand")
def exile_from_hand(state, effect, *, controller, source_id, target, events) -> None:
    """A card of the player's choice from their hand into exile (608.2d), of the kind it names; with one such
    card there, that one; a linked one (607.2a: "exiled with this land") remembers its exiler."""
    fitting = _fitting(state, controller, effect)
    exiler = resolving_source(state, source_id) if effect.detail == ("linked",) else None
    if len(fitting) == 1:
        _exile(state, fitting[0], exiler, events)
    elif fitting:
        state.pending.append({"player": controller, "choice": "exile_from_hand", "options": fitting,
                              "exiler": exiler})


def _exile(state, object_id: str, exiler: str | None, events: list) -> None:
    exiled = move_object(state, object_id, "exile", events)
    if exiled is not None and exiler:
        exiled.exiled_with = exiler


def _check_exile(state, player, choice, cards, targets, options) -> None:
    if targets or options or len(cards) != 1 or cards[0] not in choice["options"] \
            or cards[0] not in state.player(player).hand:
        raise RuleViolation("608.2d", "choose one of those cards from your hand to exile")


chooses("exile_from_hand", "608.2d", check=_check_exile,
        answer=lambda state, player, choice, cards, targets, options, events: _exile(
            state, cards[0], choice.get("exiler"), events),
        offers=lambda state, player, choice: [((oid,), (), ()) for oid in choice["options"]])

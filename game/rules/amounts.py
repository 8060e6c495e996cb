"""Working out variable amounts (107.3): the X of an instruction (SpellEffect.x, read by phrasebook/variables.py).

X chosen as an ability is activated is the stack object's ``x`` (107.3a, 107.3k); what the ability's costs
moved is known by its last known information (608.2h), kept on the stack object as it's activated
(``last_known``); both are fixed as it begins to resolve (``bound``). Counts ("the number of Gates you
control", the counters on its source while it's still on the battlefield) are determined as each instruction is
performed, once (608.2h: ``counted``). A negative result is 0 (107.1b).
"""
from dataclasses import replace

from game.rules.abilities import SpellEffect
from game.rules.characteristics import characteristics, mana_value_of
from game.rules.chosen_costs import how_many
from game.rules.conditions import count
from game.rules.phrases import SAME_TARGET
from game.rules.phrasebook.variables import CHOSEN, MINUS_X, TOP_CARD_MANA_VALUE, amount, x_target
from game.rules.state import GameState


def last_known(state: GameState, object_id: str, ability, paid: tuple, x: int) -> dict:
    """An activated ability's last known information of its source and of the objects chosen for its costs (in
    cost order, with the verb that pays), taken before its costs are paid: what its amounts may need."""
    verbs = [verb for verb, count, _, _ in ability.paid_with for _ in range(how_many(count, x))]
    return {"source": _information(state, object_id),
            "paid": [{**_information(state, oid), "verb": verb} for oid, verb in zip(paid, verbs)]}


def _information(state: GameState, object_id: str) -> dict:
    obj, chars = state.objects[object_id], characteristics(state, object_id)
    return {"power": chars.power, "toughness": chars.toughness, "mana_value": mana_value_of(state, object_id),
            "counters": dict(obj.counters), "attacking": obj.attacking}  # what it attacks: ninjutsu's (702.49c)


def bound(effects: tuple, stack_obj, source_here: bool) -> tuple:
    """The instructions with X fixed where it's the value announced (107.3a) or last known information (608.2h):
    of the objects its costs moved, and of its source once that left the battlefield."""
    fixed = []
    for effect in effects:
        what = amount(effect.x) if effect.x else None
        if what is None or what[0] in ("count", "commanders_mana_value", TOP_CARD_MANA_VALUE, "target", "rolled") or \
                what[0] in ("counters", "source") and source_here:
            fixed.append(effect)
        elif what[0] == "chosen":
            fixed.append(with_value(effect, stack_obj.x))
        elif what[0] == "known":  # kept by its trigger (608.2h): "that spell's mana value"
            fixed.append(with_value(effect, stack_obj.known.get(what[1], 0)))
        elif what[0] == "divided":  # 601.2d: as announced, by the targets chosen (a target illegal now gets none)
            fixed.append(with_value(effect, what[1] // max(1, _chosen_for(effects, stack_obj.targets, effect))))
        elif what[0] == "counters":
            fixed.append(with_value(effect, stack_obj.known.get("source", {}).get("counters", {}).get(what[1], 0)))
        elif what[0] == "source":  # 608.2h: as it last existed (before its costs moved it, or as it left)
            power = stack_obj.known.get("source", {}).get("power")
            power = stack_obj.known.get("source_pt", [None])[0] if power is None else power
            fixed.append(with_value(effect, power or 0))
        elif what[0] == "known":  # kept as it triggered ("that much": the damage dealt)
            fixed.append(with_value(effect, stack_obj.known.get(what[1], 0)))
        else:  # "the sacrificed creature's power", "the tapped creature's power"
            paid = [known for known in stack_obj.known.get("paid", ()) if known["verb"] == what[2]]
            fixed.append(with_value(effect, (paid[0][what[1]] or 0) if paid else 0))
    return tuple(fixed)


def _chosen_for(effects: tuple, targets: list, effect: SpellEffect) -> int:
    """How many targets were chosen for the word "target" of ``effect`` (its ``detail``, phrases.ONE_TARGET_WORD)."""
    targeting = [e for e in effects if e.target and e.target != SAME_TARGET]
    return sum(1 for e, target in zip(targeting, targets) if target and e.detail == effect.detail)


def counted(state: GameState, effect: SpellEffect, *, controller: str, source_id: str | None,
            target: str | None = None) -> SpellEffect:
    """The instruction with X determined now, as it's performed (608.2h); "that creature's toughness": its target's
    (the one an instruction before it targeted), while it's on the battlefield."""
    what = amount(effect.x)
    if what is not None and what[0] == "target":
        here = target is not None and state.on_battlefield(target)
        return with_value(effect, (getattr(characteristics(state, target), what[1]) or 0) if here else 0)
    if what is not None and what[0] == "commanders_mana_value":
        return with_value(effect, max((mana_value_of(state, oid) for oid, obj in state.objects.items()
                                       if obj.commander and obj.owner == controller and not obj.is_ability), default=0))
    if what is not None and what[0] == TOP_CARD_MANA_VALUE:  # the card just revealed, still on top (701.16a)
        library = state.player(controller).library
        return with_value(effect, mana_value_of(state, library[0]) if library else 0)
    if what is not None and what[0] == "source":  # its source, still on the battlefield: as it is now
        here = source_id is not None and state.on_battlefield(source_id)
        return with_value(effect, (characteristics(state, source_id).power or 0) if here else 0)
    if what is None or what[0] not in ("count", "counters"):
        return with_value(effect, 0)  # an X nothing fixed (an ability not activated): none
    if what[0] == "counters":
        here = state.on_battlefield(source_id)
        return with_value(effect, state.objects[source_id].counters.get(what[1], 0) if here else 0)
    _, condition, other = what
    return with_value(effect, count(state, condition, controller, leaving_out=source_id if other else None,
                                    source=source_id))


def with_value(effect: SpellEffect, x: int) -> SpellEffect:
    """``amount`` per X times X; "X" in ``target``, ``quality`` and ``detail`` is X (107.1b: never below 0)."""
    x = max(0, x)
    return replace(effect, amount=effect.amount * x, target=x_target(effect.target, x), quality=_put(effect.quality, x),
                   detail=_put(effect.detail, x), x="")


def _put(value, x: int):
    if isinstance(value, tuple):
        return tuple(_put(v, x) for v in value)
    return x if value == CHOSEN else -x if value == MINUS_X else value

"""Performing copy effects (phrasebook/copies.py; layer 1 in game/rules/copies.py)."""
from game.rules.abilities import ActivatedAbility
from game.rules.characteristics import characteristics, invalidate
from game.rules.copies import become_copy, copiable_key, modified, spell_values
from game.rules.errors import RuleViolation
from game.rules.modes import chosen_effects
from game.rules.phrases import ONE_TARGET_WORD, SAME_TARGET
from game.rules.registry import chooses, performs
from game.rules.state import GameObject
from game.rules.targets import candidates, is_legal_target
from game.rules.triggers import spell_copied
from game.rules.zones import move_object, place_object, token_entered


def _this_ability(state, source_id: str, effect) -> tuple:
    """707.9a: "except it has this ability": the text of the activated ability that holds ``effect``, among the
    source's abilities now or those printed on its card (113.7a: the ability exists even if its source lost it)."""
    source = state.objects[source_id]
    abilities = characteristics(state, source_id).abilities + state.cards[source.card].abilities
    return next(((a.text,) for a in abilities if isinstance(a, ActivatedAbility) and effect in a.effects), ())


def _exceptions(state, source_id: str, effect, exceptions: tuple) -> tuple:
    return tuple((op, *(_this_ability(state, source_id, effect) if op == "has_ability" else values))
                 for op, *values in exceptions)


@performs("become_copy")
def become_copy_of_target(state, effect, *, controller, source_id, target, events) -> None:
    """707.4: its source becomes a copy of the target's copiable values (707.2), as modified (707.9); it doesn't
    enter the battlefield, so nothing triggers on that. A source no longer on the battlefield does nothing."""
    source = state.objects.get(source_id) if source_id else None
    if source is None or not state.on_battlefield(source.id) or target not in state.objects:
        return
    until, exceptions = effect.detail
    key = modified(state, copiable_key(state, state.objects[target]), _exceptions(state, source_id, effect, exceptions))
    was = state.spec(source).name
    become_copy(state, source, key, until)
    events.append({"type": "became_copy", "id": source_id, "from": was, "to": state.spec(source).name, "rule": "707.4"})


def _moved(state, events: list, old_id: str):
    """The object a card moved by this resolution became ("Exile target card .... Create a token that's a copy of
    it"), if it still is."""
    new = next((e["new_id"] for e in reversed(events) if e.get("type") == "zone_change" and e["old_id"] == old_id),
               None)
    return state.objects.get(new) if new else None


@performs("copy_token")
def create_copy_token(state, effect, *, controller, source_id, target, events) -> None:
    """707.2, 111.1: a token whose spec is the target's (or its source's: "a copy of this creature") copiable values,
    as it last existed if it has left (608.2h), tapped if the text says so, created by the
    ability's controller on the battlefield; "with an additional +1/+1 counter" it enters with (707.9e).
    111.5: a copy of an instant or sorcery card is not created. "Except it's legendary" (707.9b): those values as
    modified are its copiable values from the start, a copy effect on it as it's created (as it would be for a
    permanent entering as a copy, 707.5), so what copies it copies them too."""
    counters, exceptions = effect.detail
    if target:  # a target, or what an instruction names (populate's token)
        copied = state.objects.get(target) or _moved(state, events, target)
        key = copiable_key(state, copied) if copied is not None else None
    else:  # "a copy of this creature": its source
        key = _source_key(state, source_id)
    if key is not None:
        _copy_token(state, key, counters, exceptions, controller, events, effect.tapped)


@performs("offspring_token")
def offspring_token(state, effect, *, controller, source_id, target, events) -> None:
    """702.175a: "create a token that's a copy of it, except it's 1/1": its source's copiable values, as it last
    existed on the battlefield once it has left (608.2h: last_known.py), its base power and toughness 1/1 (707.9b,
    707.9d)."""
    if key := _source_key(state, source_id):
        _copy_token(state, key, 0, (("set_pt", "1", "1"),), controller, events)


def _source_key(state, source_id: str | None) -> str | None:
    """The copiable values of an ability's source (707.2), as it last existed on the battlefield once it has left
    (608.2h: last_known.py)."""
    if source_id and state.on_battlefield(source_id):
        return copiable_key(state, state.objects[source_id])
    return state.objects[state.stack[0]].known.get("source_copiable") if state.stack else None


def _copy_token(state, key: str, counters: int, exceptions, controller: str, events: list, tapped: bool = False) -> None:
    if {"Instant", "Sorcery"} & set(state.cards[key].types):
        return
    token = place_object(state, card_name=key, owner=controller, zone="battlefield", controller=controller,
                         sick=True, token=True, tapped=tapped, counters={"+1/+1": counters} if counters else None)
    if exceptions:
        become_copy(state, token, modified(state, key, tuple(map(tuple, exceptions))))
    events.append({"type": "token_created", "new_id": token.id, "name": state.spec(token).name,
                   "controller": controller})
    token_entered(state, token)


def _check(state, player, choice, cards, targets, options) -> None:
    if targets or options or len(cards) > 1 or any(c not in choice["options"] or c not in state.objects for c in cards):
        raise RuleViolation("707.5", f"choose one for {choice['name']} to enter as a copy of, or none")


def _answer(state, player, choice, cards, targets, options, events) -> None:
    """707.5: it enters as a copy (tapped, if its text says so), its copied "enters" replacements and triggers
    applying; or, with none chosen, as itself."""
    entering = dict(choice["entering"])
    if cards:
        key = modified(state, copiable_key(state, state.objects[cards[0]]), tuple(map(tuple, choice["exceptions"])))
        entering["tapped"] = entering["tapped"] or choice["tapped"]
    new = move_object(state, choice["id"], "battlefield", events, copying=key if cards else "", **entering)
    if cards and new is not None:
        events.append({"type": "became_copy", "id": new.id, "from": choice["name"], "to": state.spec(new).name,
                       "rule": "707.5"})


def _offers(state, player, choice) -> list:
    return [((), (), ())] + [((oid,), (), ()) for oid in choice["options"]]


chooses("enter_as_copy", "707.5", check=_check, answer=_answer, offers=_offers)


@performs("copy_spell")
def copy_spell(state, effect, *, controller, source_id, target, events) -> None:
    """707.10: a copy of the spell put on the stack by the ability's controller, who controls and owns it
    (707.10a: a spell with no card; not cast, so nothing triggers on casting it), with the spell's copiable values
    and the choices made for it: modes, X, targets (707.10); 707.10c: "You may choose new targets for the copy",
    target by target (a "copy_targets" choice)."""
    spell = state.objects.get(target)
    if spell is None or spell.zone != "stack" or spell.is_ability:
        return
    put_spell_copy(state, spell_values(spell), controller, events, new_targets=effect.detail == ("new targets",))


@performs("copy_that_spell")
def copy_that_spell(state, effect, *, controller, source_id, target, events) -> None:
    """"..., copy it.": the spell that triggered the ability; one that has left the stack is copied as it last
    was there (608.2h: kept as it triggered, delayed.spell_cast, triggers.spell_cast)."""
    resolving = state.objects[state.stack[0]]
    made = resolving.delayed or resolving.known  # a delayed trigger's (delayed.spell_cast), a cast trigger's
    spell = state.objects.get(made["spell_id"])
    here = spell is not None and spell.zone == "stack" and not spell.is_ability
    for _ in range(max(1, effect.amount)):  # "copy that spell twice"
        put_spell_copy(state, spell_values(spell) if here else made["values"], controller, events,
                       new_targets=effect.detail == ("new targets",))


def put_spell_copy(state, spell: dict, controller: str, events: list, *, new_targets: bool) -> None:
    """A copy of the spell whose values and choices are ``spell`` (copies.spell_values: as it is, or as it last
    existed on the stack, 608.2h) put on the stack; with ``new_targets``, its controller may choose new ones
    (707.10c)."""
    copy = GameObject(id=state.new_id(), card=spell["card"], owner=controller, zone="stack", controller=controller,
                      timestamp=state.new_timestamp(), face=spell["face"], targets=list(spell["targets"]),
                      x=spell["x"], modes=list(spell["modes"]), copies=list(spell["copies"]), spell_copy=True)
    state.objects[copy.id] = copy
    state.stack.insert(0, copy.id)
    invalidate(state)
    events.append({"type": "spell_copied", "id": copy.id, "player": controller, "name": state.spec(copy).name,
                   "rule": "707.10"})
    spell_copied(state, controller, copy.id)  # "Whenever you cast or copy ..." (magecraft)
    if new_targets:
        _ask_new_target(state, copy.id, controller, 0)


def _targeting(state, copy) -> list:
    effects = chosen_effects(state.spec(copy).abilities, copy.modes)
    return [e for e in effects if e.target and e.target != SAME_TARGET]


def _new_target_options(state, copy, player: str, index: int) -> list:
    """The legal targets for the copy's ``index``-th target: its current one too (kept, even if now illegal,
    707.10c), never one chosen for another target of the same word "target" (115.3)."""
    targeting = _targeting(state, copy)
    kind, word = targeting[index].target, targeting[index].detail
    taken = {t for j, (e, t) in enumerate(zip(targeting, copy.targets))
             if j != index and word[:1] == ONE_TARGET_WORD and e.detail == word}
    legal = [t for t in candidates(state, kind) if t != copy.id and t not in taken
             and is_legal_target(state, kind, t, controller=player, source=copy.id)]
    return [copy.targets[index]] + [t for t in legal if t != copy.targets[index]]


def _ask_new_target(state, copy_id: str, player: str, index: int) -> None:
    """The next target (from ``index``) its controller may change: one with another legal choice."""
    copy = state.objects.get(copy_id)
    while copy is not None and index < min(len(copy.targets), len(_targeting(state, copy))):
        if copy.targets[index] and len(options := _new_target_options(state, copy, player, index)) > 1:
            state.pending.append({"player": player, "choice": "copy_targets", "copy": copy_id, "index": index,
                                  "options": options, "name": state.spec(copy).name})
            return
        index += 1


def _check_new_target(state, player, choice, cards, targets, options) -> None:
    if cards or options or len(targets) != 1 or targets[0] not in choice["options"]:
        raise RuleViolation("707.10c", f"choose a new target for the copy of {choice['name']}, or its own again")


def _answer_new_target(state, player, choice, cards, targets, options, events) -> None:
    copy = state.objects.get(choice["copy"])
    if copy is not None:
        copy.targets[choice["index"]] = targets[0]
        _ask_new_target(state, copy.id, player, choice["index"] + 1)


chooses("copy_targets", "707.10c", check=_check_new_target, answer=_answer_new_target,
        offers=lambda state, player, choice: [((), (t,), ()) for t in choice["options"]])

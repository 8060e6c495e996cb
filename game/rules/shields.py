"""Shields made by resolving spells and abilities, kept with the effects that have a duration (state.effects,
ended at cleanup, 514.2): regeneration shields (701.15a), damage prevention (615), a permanent that can't be
regenerated this turn (701.15c) and one exiled if it would die this turn (614.1a).

Each is an entry of ``state.effects`` with no layered parts and a ``shield``: ``["regenerate"]``,
``["cant_regenerate"]``, ``["exile_if_dies"]``, ``["unpreventable"]`` (on no object: 615.12), ``["prevent_next",
SOURCE]`` (the next damage SOURCE would deal to the object or player, 615.7), or ``["prevent", WHICH, AMOUNT,
COMBAT]``: WHICH is "to" (damage dealt to the object or player), "by" (dealt by the object), "all" or "players" (on
no object: all damage, all dealt to players), AMOUNT the damage still to prevent (None: all of it, 615.1), COMBAT
whether only combat damage.
"""
from game.rules.abilities import PREVENT_TO_YOU
from game.rules.characteristics import all_characteristics, invalidate
from game.rules.phrasebook.combat_keywords import PHANTOM, PREVENT_COMBAT_TO_IT
from game.rules.state import GameState


def add_shield(state: GameState, object_id: str, shield: list, *, controller: str, source_id: str | None) -> None:
    """A shield on a permanent or player for the rest of the turn (or until used up: 615.3, 701.15a)."""
    state.effects.append({"id": object_id, "source": source_id, "controller": controller,
                          "timestamp": state.new_timestamp(), "until": "end_of_turn", "parts": [],
                          "shield": shield})


def _shields(state: GameState, object_id: str, kind: str) -> list:
    return [e for e in state.effects if e["id"] == object_id and e.get("shield", [None])[0] == kind]


def regenerates(state: GameState, object_id: str, events: list) -> bool:
    """701.15a: the next time a permanent with a regeneration shield would be destroyed this turn, instead all
    damage marked on it is removed, it is tapped, and it is removed from combat (506.4). True if it was."""
    shields = _shields(state, object_id, "regenerate")
    if not shields or _shields(state, object_id, "cant_regenerate"):  # 701.15c: its shields don't apply
        return False
    state.effects.remove(shields[0])  # one shield, one destruction
    obj = state.objects[object_id]
    obj.damage, obj.deathtouched, obj.tapped = 0, False, True
    obj.attacking, obj.blocking, obj.blocked = None, None, False
    events.append({"type": "regenerated", "id": object_id, "rule": "701.15a"})
    invalidate(state)
    return True


def exiled_instead_of_dying(state: GameState, object_id: str) -> bool:
    """614.1a: "If that creature would die this turn, exile it instead." (700.4: dies, put into a graveyard from the
    battlefield)."""
    return bool(_shields(state, object_id, "exile_if_dies"))


def dealt_damage_this_way(state: GameState, events: list, source_id: str | None) -> list:
    """The creatures the resolving spell or ability (its source ``source_id``) has dealt damage to so far ("a
    creature dealt damage this way": damage prevented isn't dealt, 615.1), still on the battlefield."""
    return list(dict.fromkeys(e["target"] for e in events if e["type"] == "damage" and e["source"] == source_id
                              and state.on_battlefield(e["target"])
                              and "Creature" in all_characteristics(state)[e["target"]].types))


def _prevents_all_to(state: GameState, player: str) -> bool:
    all_chars = all_characteristics(state)
    if PREVENT_TO_YOU not in all_chars.words:  # no permanent has it: the usual case, asked at every damage
        return False
    return any(PREVENT_TO_YOU in all_chars[oid].abilities for oid in state.battlefield
               if state.objects[oid].controller == player)


def unpreventable(state: GameState) -> bool:
    """615.12: "Damage can't be prevented this turn." resolved this turn: no prevention effect prevents any damage
    and no shield is reduced (702.16e protection's neither)."""
    return any(e.get("shield", [None])[0] == "unpreventable" for e in state.effects)


def phantom(state: GameState, target: str) -> bool:
    """Whether the permanent has "If damage would be dealt to this creature, prevent that damage. Remove a +1/+1
    counter from this creature." (615; its counter: ``phantom_counters``)."""
    chars = all_characteristics(state)
    return PHANTOM in chars.words and target in state.battlefield and PHANTOM in chars[target].abilities


def after_prevention(state: GameState, source_id: str | None, target: str, amount: int, *, combat: bool) -> int:
    """615.1, 615.7: the damage from ``source_id`` to ``target`` still dealt once the shields prevent what they
    do. A shield preventing all of it applies first (616.1: as the affected player would choose, the others are
    kept); a shield of N damage is reduced by what it prevents (a new entry: copies of the state share the old
    one), oldest first, and ends at 0. A player who controls a permanent with "Prevent all damage that would be
    dealt to you." is dealt none (615.1a, a static prevention effect)."""
    if state.has_player(target) and _prevents_all_to(state, target):
        return 0
    if amount > 0 and (next_time := [e for e in state.effects if e["id"] == target
                                     and e.get("shield", [None])[:2] == ["prevent_next", source_id]]):
        state.effects.remove(next_time[0])  # 615.7: "the next time ...": this damage, all of it, once
        return 0
    if combat and PREVENT_COMBAT_TO_IT in all_characteristics(state).words and target in state.battlefield \
            and PREVENT_COMBAT_TO_IT in all_characteristics(state)[target].abilities:
        return 0  # 615.1a: "Prevent all combat damage that would be dealt to this creature."
    applicable = [e for e in state.effects if e.get("shield", [None])[0] == "prevent" and (combat or not e["shield"][3])
                  and (e["id"] == (target if e["shield"][1] == "to" else source_id)
                       or e["shield"][1] == "all" or e["shield"][1] == "players" and state.has_player(target))]
    if any(e["shield"][2] is None for e in applicable):
        return 0
    for entry in applicable:
        if amount <= 0:
            break
        _prevent, which, left, only_combat = entry["shield"]
        used = min(left, amount)
        amount -= used
        index = state.effects.index(entry)
        if left > used:
            state.effects[index] = {**entry, "shield": ["prevent", which, left - used, only_combat]}
        else:
            del state.effects[index]
    return amount

"""Countering (701.5): a countered spell or ability is removed from the stack and does nothing; a spell goes to its
owner's graveyard (701.5a). A spell that "can't be countered" stays where it is (101.2: "can't" wins): by its own
"This spell can't be countered." or as marked below.

A spell is marked as it becomes cast (601.2i) when "The next spell you cast this turn can't be countered." waits
for its caster (an entry of ``state.effects`` on that player, ended at cleanup, 514.2) or when mana whose
restriction says "and that spell can't be countered" (Cavern of Souls: spending.py) was spent on it: its stack
object's ``known["uncounterable"]``.
Ward's triggers (ward.py) counter with the same instruction ("counter", performing/countering.py).
"""
from game.rules.abilities import CANT_BE_COUNTERED
from game.rules.characteristics import characteristics, invalidate
from game.rules.spending import UNCOUNTERABLE, restriction_of
from game.rules.state import GameState
from game.rules.zones import move_object

NEXT_SPELL = "next_spell"


def can_be_countered(state: GameState, object_id: str) -> bool:
    obj = state.objects[object_id]
    if obj.known.get("uncounterable"):
        return False
    return obj.is_ability or not characteristics(state, object_id).has_ability(CANT_BE_COUNTERED)


def name_on_stack(state: GameState, object_id: str) -> str:
    obj = state.objects[object_id]
    if obj.is_ability:
        return f"ability of {state.spec(obj).name}"
    return "a face-down spell" if obj.face_down else characteristics(state, object_id).name


def counter(state: GameState, object_id: str, events: list, *, to: str = "graveyard") -> None:
    """701.5a: counter a spell or ability still on the stack (400.7), unless it can't be countered. ``to``:
    "exile" for "If that spell is countered this way, exile it instead of putting it into its owner's graveyard."
    (614.1a: a replacement of the instruction's own)."""
    obj = state.objects.get(object_id)
    if obj is None or obj.zone != "stack":
        return
    name = name_on_stack(state, object_id)
    if not can_be_countered(state, object_id):
        events.append({"type": "not_countered", "name": name, "rule": "101.2"})
        return
    events.append({"type": "countered", "name": name, "rule": "701.5a"})
    if obj.is_ability:
        state.stack.remove(object_id)
        del state.objects[object_id]
        invalidate(state)
    else:
        move_object(state, object_id, to, events)


def next_spell_uncounterable(state: GameState, player: str, source_id: str | None) -> None:
    """"The next spell you cast this turn can't be countered." (611.2a: until the end of the turn)."""
    state.effects.append({"id": player, "source": source_id, "controller": player, "timestamp": state.new_timestamp(),
                          "until": "end_of_turn", "parts": [], "uncounterable": NEXT_SPELL})


def spell_became_cast(state: GameState, player: str, spell, pool_before: dict, pool_after: dict) -> None:
    """601.2i: the spell can't be countered if "the next spell you cast this turn" was waiting for it (each such
    effect applies to it, and ends), or if mana with that rider (Cavern of Souls) paid for it."""
    waiting = [e for e in state.effects if e.get("uncounterable") == NEXT_SPELL and e["id"] == player]
    state.effects = [e for e in state.effects if e not in waiting]
    spent = any(restriction_of(k).endswith(UNCOUNTERABLE) and pool_after.get(k, 0) < amount
                for k, amount in pool_before.items())
    if waiting or spent:
        spell.known["uncounterable"] = True


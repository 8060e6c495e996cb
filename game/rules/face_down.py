"""Face-down spells and permanents (708) by morph (702.37): "Morph {2}" lets its owner cast the card face down
as a 2/2 creature with no text, no name, no subtypes and no mana cost for {3} (702.37a, 708.4), and its
controller turn the permanent face up any time they have priority by paying {2} (702.37e, a special action,
116.2b). Only its controller may look at it (708.5): every other player sees a 2/2 creature (table/view.py,
log.py never name it). Megamorph (702.37b) too, a +1/+1 counter put on it as it is turned face up. Disguise
(702.168) works the same way, the face-down permanent with ward {2} (characteristics.DISGUISED_TEMPLATE), turned
face up for its disguise cost (702.168d). Turning it face up
triggers "When this permanent is turned face up" (triggers.turned_face_up).
"""
from game.rules.abilities import FaceDownCast
from game.rules.characteristics import invalidate
from game.rules.counters import change_counters
from game.rules.errors import RuleViolation
from game.rules.improvise import spell_cast as improvise_used
from game.rules.mana import pay_from_pool
from game.rules.spells import sorcery_timing_ok
from game.rules.spent_mana import spent_on_spell
from game.rules.split_second import check_no_split_second
from game.rules.state import GameState
from game.rules.triggers import spell_cast as cast_triggers, turned_face_up as face_up_triggers
from game.rules.zones import move_object

CAST_FACE_DOWN_COST = "{3}"  # 702.37a
FACE_DOWN_NAME = "a face-down creature"


def face_down_cast(state: GameState, object_id: str) -> FaceDownCast | None:
    """The card's morph or disguise ability; None without one."""
    spec = state.cards[state.objects[object_id].card]
    return next((a for a in spec.abilities if isinstance(a, FaceDownCast)), None)


def morph_cost(state: GameState, object_id: str) -> str | None:
    """The card's morph or disguise cost, as it would be face up (702.37e, 702.168d); None without one (asked of
    every card in hand as the legal actions are listed: one pass over its abilities)."""
    spec = state.cards[state.objects[object_id].card]
    return next((a.cost for a in spec.abilities if isinstance(a, FaceDownCast)), None)


def check_cast_face_down(state: GameState, player: str, object_id: str) -> dict:
    """702.37c-d: a card with morph in its owner's hand, cast as a 2/2 creature spell (its timing, 302.1 and
    307.1; 305.9 doesn't apply: the face-down spell is no land) for {3}; the pool left after paying."""
    obj = state.objects.get(object_id)
    if obj is None or obj.zone != "hand" or obj.owner != player:
        raise RuleViolation("601.2a", f"{player} has no such card in their hand")
    if morph_cost(state, object_id) is None:
        raise RuleViolation("702.37d", "only a card with morph can be cast face down")
    check_no_split_second(state, "cast a spell")  # 702.61a
    if not sorcery_timing_ok(state, player):
        raise RuleViolation("302.1", "a face-down creature spell can be cast only in a main phase of your turn "
                                     "when the stack is empty")
    return pay_from_pool(state.player(player).mana_pool, CAST_FACE_DOWN_COST, spell=True)[0]


def cast_face_down(state: GameState, player: str, object_id: str, events: list) -> None:
    """708.4: turned face down before it is put on the stack; the cast names no card."""
    paid_from = state.player(player).mana_pool
    state.player(player).mana_pool = check_cast_face_down(state, player, object_id)
    spell = move_object(state, object_id, "stack", events, controller=player, face_down=True)
    spell.cast_by, spell.cast_from = player, "hand"
    spent_on_spell(state, player, spell.id, paid_from, state.player(player).mana_pool)  # 106.6
    state.player(player).spells_cast.append(["Creature"])  # 708.2: a face-down spell is a creature spell
    improvise_used(state, player)  # the next spell they cast, whatever it is
    state.turn.passed = []  # 117.3c
    events.append({"type": "cast", "player": player, "id": spell.id,
                   "name": f"{FACE_DOWN_NAME} spell ({face_down_cast(state, spell.id).keyword})", "targets": []})
    cast_triggers(state, player, spell.id)  # 601.2i: "Whenever you cast a creature spell" (708.2: a 2/2 creature)


def check_turn_face_up(state: GameState, player: str, object_id: str) -> dict:
    """702.37e, 116.2b: a face-down permanent the player controls with a morph cost, while they have priority;
    the pool left after paying that cost."""
    obj = state.objects.get(object_id)
    if obj is None or not state.on_battlefield(obj.id) or not obj.face_down or obj.controller != player:
        raise RuleViolation("702.37e", f"{player} controls no such face-down permanent")
    if state.turn.priority != player:
        raise RuleViolation("116.2b", "a face-down permanent is turned face up only while you have priority")
    cost = morph_cost(state, object_id)
    if cost is None:
        raise RuleViolation("702.37e", "it has no morph cost, so it can't be turned face up this way")
    return pay_from_pool(state.player(player).mana_pool, cost)[0]


def turn_face_up(state: GameState, player: str, object_id: str, events: list) -> None:
    """702.37e: shown, paid for, turned face up; it doesn't use the stack, and the player keeps priority
    (116.2b). 708.8: the same permanent, with its normal characteristics; effects on it stay."""
    state.player(player).mana_pool = check_turn_face_up(state, player, object_id)
    obj = state.objects[object_id]
    obj.face_down = False
    invalidate(state)
    events.append({"type": "turned_face_up", "player": player, "id": object_id, "name": state.spec(obj).name,
                   "cost": morph_cost(state, object_id), "rule": "702.37e"})
    if face_down_cast(state, object_id).keyword == "megamorph":  # 702.37b: as it's turned face up for that cost
        change_counters(state, object_id, "+1/+1", 1, events)
    face_up_triggers(state, object_id)

"""Targets chosen for one word "target" with a restriction between them (601.2c): "Two target creatures you
control that share a creature type ...", "Exile up to three target cards from a single graveyard." (one owner's).
The restriction is checked as the targets are chosen (601.2c) and again as the ability resolves (608.2b), a target
then legal only while it still meets it with the others; a target that has left the battlefield meets it by its
last known information (608.2h: as it left, ``known["left"]``).

The instructions of such a word keep ``quality`` phrases.ONE_TARGET_WORD + (the sentence, the restriction).
"""
from game.rules.characteristics import characteristics
from game.rules.phrases import ONE_TARGET_WORD, SAME_TARGET, SHARE_A_CREATURE_TYPE, SINGLE_GRAVEYARD
from game.rules.state import GameState
from game.rules.typeline import CREATURE_TYPES


def restricted_word(effect) -> tuple:
    """The word "target" an instruction's target belongs to when a restriction ties its targets; () otherwise."""
    return effect.quality if effect.quality[:1] == ONE_TARGET_WORD and \
        effect.quality[2:3] in ((SHARE_A_CREATURE_TYPE,), (SINGLE_GRAVEYARD,)) else ()


def _creature_types(subtypes) -> set:
    return {t for t in subtypes if t in CREATURE_TYPES}


def _types_of(state: GameState, object_id: str, left: dict) -> set:
    if object_id in left:
        return set(left[object_id])
    return _creature_types(characteristics(state, object_id).subtypes) if object_id in state.objects else set()


def meets(state: GameState, effects, targets, index: int, left: dict | None = None) -> bool:
    """Whether target ``index`` (of the instructions ``effects`` that target, in order) meets its word's
    restriction with the word's other targets among ``targets`` (those chosen so far)."""
    targeting = [e for e in effects if e.target and e.target != SAME_TARGET]
    word = restricted_word(targeting[index])
    if not word or not targets[index]:
        return True
    if word[2] == SINGLE_GRAVEYARD:  # the same owner (a card that left its graveyard is no longer a legal target)
        owners = {state.objects[t].owner for i, t in enumerate(targets) if t in state.objects and i < len(targeting)
                  and restricted_word(targeting[i]) == word}
        return len(owners) <= 1
    left = left or {}
    mine = _types_of(state, targets[index], left)
    return all(mine & _types_of(state, other, left) for i, other in enumerate(targets)
               if i != index and other and i < len(targeting) and restricted_word(targeting[i]) == word)


def remember_leaving(state: GameState, object_id: str) -> None:
    """608.2h: a permanent leaving the battlefield that a spell or ability on the stack targets: its creature
    types as it leaves, kept with that spell or ability; the creature an enlist ability's cost tapped: its power."""
    for stacked in (state.objects[sid] for sid in state.stack):
        if stacked.known.get("enlisted") == object_id:  # 702.154a: its power, for enlist's +X/+0
            stacked.known["power"] = characteristics(state, object_id).power
        if object_id in stacked.targets:
            stacked.known.setdefault("left", {})[object_id] = sorted(
                _creature_types(characteristics(state, object_id).subtypes))

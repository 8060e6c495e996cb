"""Sagas (714): lore counters, read ahead (702.155) and the sacrifice after the final chapter. A Saga enters with
a lore counter, or with read ahead as many as its controller chooses (714.3a, zones.py); its chapter abilities (phrasebook/sagas.py) trigger as lore counters reach their chapter
numbers (714.2b, triggers.lore_counters_put)."""
from game.rules.characteristics import characteristics
from game.rules.counters import change_counters
from game.rules.errors import RuleViolation
from game.rules.phrasebook.sagas import final_chapter_number
from game.rules.registry import chooses
from game.rules.stack import ability_of
from game.rules.state import GameState
from game.rules.triggers import trigger_ability
from game.rules.zones import move_object


def precombat_main_began(state: GameState, events: list) -> None:
    """714.3b: a turn-based action, as the precombat main phase begins: the active player puts a lore counter on
    each Saga they control."""
    for oid in list(state.battlefield):
        if state.objects[oid].controller == state.turn.active and "Saga" in characteristics(state, oid).subtypes:
            change_counters(state, oid, "lore", 1, events)


def _chapter_sources(state: GameState) -> set:
    """The Sagas that are the source of a chapter ability that has triggered but not yet left the stack (nor
    finished resolving: its choices are "chapter_of" the Saga, stack.py)."""
    waiting = {t["source"] for t in state.triggers if getattr(trigger_ability(state, t), "chapters", ())}
    waiting |= {c["chapter_of"] for c in state.pending if "chapter_of" in c}
    return waiting | {obj.source for obj in map(state.objects.get, state.stack)
                      if obj.is_ability and getattr(ability_of(state, obj), "chapters", ())}


def sacrifice_read_sagas(state: GameState, chars_by_id: dict, events: list) -> bool:
    """704.5s, 714.4: a Saga with at least its final chapter number of lore counters, and no chapter ability of
    it waiting or on the stack, is sacrificed by its controller; True if one was."""
    done = [oid for oid in state.battlefield if "Saga" in chars_by_id[oid].subtypes
            and state.objects[oid].counters.get("lore", 0) >= final_chapter_number(chars_by_id[oid])]
    if done:
        done = [oid for oid in done if oid not in _chapter_sources(state)]
    for oid in done:
        move_object(state, oid, "graveyard", events)
        events[-1]["rule"] = "704.5s"
    return bool(done)


def _check_read_ahead(state, player, choice, cards, targets, options) -> None:
    if cards or targets or len(options) != 1 or options[0] not in choice["options"]:
        raise RuleViolation("702.155b", f"choose a number from 1 to {len(choice['options'])} for {choice['name']}")


def _read_ahead(state, player, choice, cards, targets, options, events) -> None:
    """702.155b: it enters with the chosen number of lore counters; of its chapter abilities, that number's alone
    triggers (702.155a: triggers.lore_counters_put)."""
    if choice["id"] in state.battlefield:
        change_counters(state, choice["id"], "lore", int(options[0]), events)


chooses("read_ahead", "702.155b", check=_check_read_ahead, answer=_read_ahead,
        offers=lambda state, player, choice: [((), (), (n,)) for n in choice["options"]])

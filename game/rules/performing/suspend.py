"""Performing suspend's triggered abilities (702.62a, suspend.py): a time counter removed from the card while it is
suspended (603.4: checked again as it resolves); then, the last one removed and the card still that object in exile
(400.7), a "suspend" choice to cast it without paying its mana cost (608.2g: timing doesn't matter; 107.3b: X is 0)
or leave it exiled. A creature spell cast this way has haste while its caster controls it (zones.move_object)."""
from game.rules.characteristics import characteristics
from game.rules.counters import change_counters
from game.rules.performing.keywords import (
    ask_to_cast_free, cast_only_by_hand, cast_targets, cast_without_paying, check_cast_or_not, legal_cast,
)
from game.rules.registry import chooses, performs
from game.rules.suspend import suspended


@performs("suspend_tick")
def suspend_tick(state, effect, *, controller, source_id, target, events) -> None:
    card = state.objects.get(source_id) if source_id else None
    if card is not None and suspended(state, card):
        change_counters(state, card.id, "time", -1, events)


@performs("suspend_cast")
def suspend_cast(state, effect, *, controller, source_id, target, events) -> None:
    """"If able": nothing is asked when it can't be cast (no legal target for it, 601.2c); one this choice can't
    cast (keywords.cast_only_by_hand: not read, suspend.py) stays for the players."""
    card = state.objects.get(source_id) if source_id else None
    if card is None or card.zone != "exile":
        return
    if cast_only_by_hand(state.spec(card)):
        events.append({"type": "suspend_by_hand", "player": controller, "name": state.spec(card).name,
                       "rule": "702.62a"})
        return
    ask_to_cast_free(state, controller, card.id, "suspend")


def _answer(state, player, choice, cards, targets, options, events) -> None:
    if options != ("cast",):
        return  # it remains exiled
    cast_without_paying(state, player, choice["options"][0], targets, events)
    spell = state.objects[state.stack[0]]
    if "Creature" in characteristics(state, spell.id).types:
        spell.suspend_haste = player  # 702.62a: haste until its caster loses control of it


chooses("suspend", "702.62a", check=check_cast_or_not("702.62a"), answer=_answer,
        offers=lambda state, player, choice: [((), (), ())] + [
            ((), targets, ("cast",)) for targets in cast_targets(state, player, choice["options"][0])
            if legal_cast(state, player, choice["options"][0], targets)])

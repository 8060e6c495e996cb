"""Performing a spell's cast triggers (cast_triggers.py): 702.85a cascade and 702.40a storm."""
from game.rules.amounts import mana_value_of
from game.rules.copies import spell_values
from game.rules.performing.copies import put_spell_copy
from game.rules.performing.keywords import (
    ask_to_cast_free, cast_only_by_hand, cast_targets, cast_without_paying, check_cast_or_not, legal_cast,
)
from game.rules.performing.library import put_on_bottom_in_random_order
from game.rules.registry import chooses, performs
from game.rules.zones import move_object


def _resolving(state):
    """The ability resolving: the top of the stack until it has resolved (608.2n)."""
    return state.objects[state.stack[0]]


# -- cascade ----------------------------------------------------------------------------------------------------
@performs("cascade")
def cascade(state, effect, *, controller, source_id, target, events) -> None:
    """702.85a: exile cards from the top of the library until a nonland card with a mana value less than the
    spell's (as it was cast: the trigger keeps it); its player may cast it without paying its mana cost (X is 0,
    107.3b: its mana value as a spell is the card's); then the exiled cards not cast go on the bottom in a random
    order. A card found that this choice can't cast (keywords.cast_only_by_hand: a modal spell, an additional cost
    paid with chosen objects): it and the others are left in exile for the players to finish by hand."""
    value = _resolving(state).known.get("mana_value", 0)
    library, exiled, found = state.player(controller).library, [], None
    while library and found is None:
        card = move_object(state, library[0], "exile", events)
        exiled.append(card.id)
        if "Land" not in state.spec(card).types and mana_value_of(state, card.id) < value:
            found = card.id
    if found is not None and cast_only_by_hand(state.spec(state.objects[found])):
        events.append({"type": "cascade_by_hand", "player": controller, "name": state.spec(state.objects[found]).name,
                       "rule": "702.85a"})
        return
    if found is None or not ask_to_cast_free(state, controller, found, "cascade", exiled=exiled):
        _bottom(state, controller, exiled, events)  # nothing found, or no legal targets for it (601.2c)


def _cascaded(state, player, choice, cards, targets, options, events) -> None:
    card = choice["options"][0]
    if options == ("cast",):
        cast_without_paying(state, player, card, targets, events)
    _bottom(state, player, [oid for oid in choice["exiled"] if oid in state.objects and state.objects[oid].zone == "exile"],
            events)


def _bottom(state, player: str, cards: list, events: list) -> None:
    moved = [move_object(state, oid, "library", events, position="bottom").id for oid in cards]
    put_on_bottom_in_random_order(state, player, moved, events)


chooses("cascade", "702.85a", check=check_cast_or_not("702.85a"), answer=_cascaded,
        offers=lambda state, player, choice: [((), (), ())] + [
            ((), targets, ("cast",)) for targets in cast_targets(state, player, choice["options"][0])
            if legal_cast(state, player, choice["options"][0], targets)])


# -- storm ------------------------------------------------------------------------------------------------------
@performs("storm")
def storm(state, effect, *, controller, source_id, target, events) -> None:
    """702.40a: a copy of the spell for each other spell cast before it this turn (counted as it was cast), its
    controller may choose new targets for each (707.10c); the spell as it is on the stack, or as it last existed
    there (608.2h)."""
    known = _resolving(state).known
    spell = state.objects.get(source_id) if source_id else None
    values = spell_values(spell) if spell is not None and spell.zone == "stack" else known["spell"]
    for _ in range(known.get("spells_before", 0)):
        put_spell_copy(state, values, controller, events, new_targets=True)


@performs("casualty", "conspire")
def copy_cost_paid(state, effect, *, controller, source_id, target, events) -> None:
    """702.153a, 702.78a: a copy of the spell (as it is on the stack, or as it last existed there, 608.2h); its controller may
    choose new targets for it (707.10c)."""
    spell = state.objects.get(source_id) if source_id else None
    values = spell_values(spell) if spell is not None and spell.zone == "stack" else _resolving(state).known["spell"]
    put_spell_copy(state, values, controller, events, new_targets=True)

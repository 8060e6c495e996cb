"""The untap step's untapping (502.3): the active player determines which permanents they control will untap,
then they untap them all at once.

Effects keep some from untapping: "doesn't untap during your next untap step" (``stays_tapped``), "This land
doesn't untap during your untap step [if it has a depletion counter on it]" (an UntapRule), "It doesn't untap
during its controller's untap step for as long as this land remains tapped." (HELD_TAPPED); and a permanent
with "You may choose not to untap this land during your untap step." stays tapped if its controller chooses
(an "untap" choice, asked only when one such permanent is tapped and would untap). One with a stun counter has
a stun counter removed instead (122.1d).
"""
from game.rules.abilities import HELD_TAPPED, UntapRule
from game.rules.characteristics import all_characteristics
from game.rules.counters import change_counters
from game.rules.effects import untapped
from game.rules.state import GameState


def _rules(chars) -> list:
    return [a for a in chars.abilities if isinstance(a, UntapRule)]


def _kept_tapped(obj, chars) -> bool:
    """An effect keeps it tapped: no choice about it."""
    return obj.stays_tapped or chars.has_ability(HELD_TAPPED) or any(
        not r.optional and (not r.while_counter or obj.counters.get(r.while_counter)) for r in _rules(chars))


def begin_untapping(state: GameState) -> None:
    """502.3, as the untap step begins: untap now, or first ask which of the permanents that may stay tapped
    will (chosen with A.Choose: those staying tapped, any number)."""
    active, chars_by_id = state.turn.active, all_characteristics(state)
    for oid in state.battlefield:
        obj = state.objects[oid]
        if obj.controller == active:
            obj.sick = False  # 302.6: controlled continuously since this turn began
    may_stay = [oid for oid in state.battlefield
                if (obj := state.objects[oid]).controller == active and obj.tapped
                and any(r.optional for r in _rules(chars_by_id[oid])) and not _kept_tapped(obj, chars_by_id[oid])]
    if may_stay:
        state.pending.append({"player": active, "choice": "untap", "options": may_stay})
    else:
        untap_permanents(state, ())


def untap_permanents(state: GameState, staying: tuple) -> None:
    """Untap the active player's permanents at once, but those effects keep tapped and those ``staying``."""
    active, chars_by_id = state.turn.active, all_characteristics(state)
    untapping = []
    for oid in list(state.battlefield):
        obj = state.objects[oid]
        if obj.controller == active:
            if obj.tapped and not (oid in staying or _kept_tapped(obj, chars_by_id[oid])):
                if obj.counters.get("stun"):  # 122.1d: instead, a stun counter is removed
                    change_counters(state, oid, "stun", -1, [])
                else:
                    obj.tapped = False
                    untapping.append(oid)
            obj.stays_tapped = False  # "during your next untap step": this one
    untapped(state, untapping)

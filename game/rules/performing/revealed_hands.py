"""Performing phrasebook/revealed_hands.py: the target player's hand revealed to all (701.16a: named in the
log), then the spell's controller chooses a card of it that fits (608.2d), which that player discards (701.8a)
or which is exiled; none that fits: nothing more."""
from game.rules.errors import RuleViolation
from game.rules.phrasebook.revealed_hands import EXILED
from game.rules.registry import chooses, performs
from game.rules.targets import phrase_fits
from game.rules.zones import discard, move_object


@performs("reveal_hand_discard")
def reveal_hand_discard(state, effect, *, controller, source_id, target, events) -> None:
    hand = state.player(target).hand
    for object_id in hand:
        events.append({"type": "reveal", "player": target, "card": state.spec(state.objects[object_id]).name})
    fitting = [oid for oid in hand if phrase_fits(state, effect.quality[0], oid)]
    to = "exile" if EXILED in effect.detail else "graveyard"
    if len(fitting) == 1:
        _put_away(state, fitting[0], to, events)
    elif fitting:  # shown at the table while it's chosen (by_hand.shown_to)
        state.revealed += [{"id": oid, "to": "", "turn": state.turn.number} for oid in hand]
        state.pending.append({"player": controller, "choice": "discard_their_card", "options": fitting,
                              "owner": target, "to": to})


def _put_away(state, card: str, to: str, events: list) -> None:
    """Discarded (701.8a, madness 702.35a: zones.discard), or exiled."""
    if to == "graveyard":
        discard(state, card, events)
    else:
        move_object(state, card, to, events)


def _check(state, player, choice, cards, targets, options) -> None:
    if targets or options or len(cards) != 1 or cards[0] not in choice["options"]:
        raise RuleViolation("608.2d", f"choose one of the revealed cards of {choice['owner']}'s hand")


chooses("discard_their_card", "608.2d", check=_check,
        answer=lambda state, player, choice, cards, targets, options, events:
        _put_away(state, cards[0], choice.get("to", "graveyard"), events),
        offers=lambda state, player, choice: [((oid,), (), ()) for oid in choice["options"]])

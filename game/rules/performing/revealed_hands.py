"""Performing phrasebook/revealed_hands.py: the target player's hand revealed to all (701.16a: named in the
log), then the spell's controller chooses a card of it that fits (608.2d; or of that player's graveyard, a public
zone), which that player discards (701.8a), or which is exiled or shuffled into its owner's library (701.20a);
then that player discards a card at random (701.8b) or draws a card, as the text says; none that fits: nothing
more ("You may choose": none chosen, nothing more). A hand looked at is shown to the looking player alone."""
from game.rules.errors import RuleViolation
from game.rules.phrasebook.revealed_hands import ALL, EXILED, FROM_GRAVEYARD, MAY, SHUFFLED
from game.rules.randomness import random_choice
from game.rules.registry import chooses, performs
from game.rules.targets import phrase_fits
from game.rules.zones import discard, draw_cards, move_object, shuffle_library


@performs("reveal_hand_discard")
def reveal_hand_discard(state, effect, *, controller, source_id, target, events) -> None:
    hand, graveyard = state.player(target).hand, state.player(target).graveyard
    for object_id in hand:
        events.append({"type": "reveal", "player": target, "card": state.spec(state.objects[object_id]).name})
    phrase, graveyard_phrase = effect.quality if len(effect.quality) == 2 else (effect.quality[0], "")
    fitting = [oid for oid in hand if phrase_fits(state, phrase, oid)]
    if FROM_GRAVEYARD in effect.detail:
        fitting += [oid for oid in graveyard if phrase_fits(state, graveyard_phrase, oid)]
    to = "exile" if EXILED in effect.detail else "library" if SHUFFLED in effect.detail else "graveyard"
    after = [flag for flag in effect.detail if flag in ("random discard", "draws")]
    if ALL in effect.detail:  # 701.8a: all of them at once, nothing chosen
        for object_id in fitting:
            discard(state, object_id, events)
        return
    if len(fitting) == 1 and MAY not in effect.detail:
        _taken(state, fitting[0], to, after, target, events)
    elif fitting:  # shown at the table while it's chosen (by_hand.shown_to)
        state.revealed += [{"id": oid, "to": "", "turn": state.turn.number} for oid in hand]
        state.pending.append({"player": controller, "choice": "discard_their_card", "options": fitting,
                              "owner": target, "to": to, "after": after, "may": MAY in effect.detail})


def _taken(state, object_id: str, to: str, after: list, owner: str, events: list) -> None:
    """The chosen card discarded, exiled or shuffled into its owner's library; then what the text does next."""
    _put_away(state, object_id, to, events)
    if to == "library":
        shuffle_library(state, owner, events)
    if "random discard" in after and (hand := state.player(owner).hand):  # 701.8b: chosen by no one
        discard(state, random_choice(state, list(hand)), events)
    if "draws" in after:
        draw_cards(state, owner, 1, events)


@performs("look_at_hand")
def look_at_hand(state, effect, *, controller, source_id, target, events) -> None:
    """Looking at a hand (hidden information, 400.2): its cards shown to the looking player alone at the table
    this turn (by_hand.shown_to); the log says only that they looked."""
    state.revealed += [{"id": oid, "to": controller, "turn": state.turn.number} for oid in state.player(target).hand]
    events.append({"type": "looked_at_hand", "player": controller, "whose": target})


def _put_away(state, card: str, to: str, events: list) -> None:
    """Discarded (701.8a, madness 702.35a: zones.discard), or exiled or put into its owner's library."""
    if to == "graveyard":
        discard(state, card, events)
    else:
        move_object(state, card, to, events)


def _check(state, player, choice, cards, targets, options) -> None:
    if not cards and choice.get("may") and not targets and not options:
        return  # "You may choose": none
    if targets or options or len(cards) != 1 or cards[0] not in choice["options"]:
        raise RuleViolation("608.2d", f"choose one of the revealed cards of {choice['owner']}'s hand")


def _answer(state, player, choice, cards, targets, options, events) -> None:
    if cards:
        _taken(state, cards[0], choice.get("to", "graveyard"), choice.get("after", []), choice["owner"], events)


chooses("discard_their_card", "608.2d", check=_check, answer=_answer,
        offers=lambda state, player, choice: [((oid,), (), ()) for oid in choice["options"]]
        + [((), (), ())] * bool(choice.get("may")))

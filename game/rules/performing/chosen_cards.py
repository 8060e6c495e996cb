"""Performing the instructions of phrasebook/chosen_cards.py: a target card from their graveyard onto the
battlefield (a card chosen from the hand is the library family's put_chosen); a permanent of its controller's choice
returned to its owner's hand (608.2d: chosen as it resolves; none that fits, nothing)."""
from game.rules.errors import RuleViolation
from game.rules.performing.permanents import to_hand_or_library
from game.rules.performing.players import yours_that_fit
from game.rules.registry import chooses, performs
from game.rules.zones import move_object


@performs("reanimate")
def reanimate(state, effect, *, controller, source_id, target, events) -> None:
    """The target card onto the battlefield under the ability's controller's control (110.2)."""
    move_object(state, target, "battlefield", events, tapped=effect.tapped, controller=controller)


@performs("return_chosen")
def return_chosen(state, effect, *, controller, source_id, target, events) -> None:
    options = yours_that_fit(state, effect, controller, source_id)
    if len(options) == 1:
        to_hand_or_library(state, options[0], "hand", events)
    elif options:
        state.pending.append({"player": controller, "choice": "return_chosen", "options": options,
                              "what": effect.quality[1]})


def _check(state, player, choice, cards, targets, options) -> None:
    if targets or options or len(cards) != 1 or cards[0] not in choice["options"]:
        raise RuleViolation("608.2d", f"choose one {choice['what']} you control to return to its owner's hand")


chooses("return_chosen", "608.2d", check=_check,
        answer=lambda state, player, choice, cards, targets, options, events:
        to_hand_or_library(state, cards[0], "hand", events),
        offers=lambda state, player, choice: [((oid,), (), ()) for oid in choice["options"]])

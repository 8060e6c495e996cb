"""Performing the instructions of phrasebook/chosen_cards.py: a card of the player's hand chosen as it resolves
(608.2d; a "from_hand" choice) onto the battlefield under their control (110.2); a target card from their
graveyard onto the battlefield."""
from game.rules.errors import RuleViolation
from game.rules.registry import chooses, performs
from game.rules.targets import card_fits
from game.rules.zones import move_object


@performs("put_from_hand")
def put_from_hand(state, effect, *, controller, source_id, target, events) -> None:
    """One of the cards that fit, if there is one: its player chooses which."""
    fitting = [oid for oid in state.player(controller).hand if card_fits(state, effect.quality[0], oid)]
    if fitting:
        state.pending.append({"player": controller, "choice": "from_hand", "options": fitting,
                              "what": effect.quality[0], "tapped": effect.tapped})


def _check(state, player, choice, cards, targets, options) -> None:
    if targets or options or len(cards) != 1 or cards[0] not in choice["options"] \
            or cards[0] not in state.player(player).hand:
        raise RuleViolation("608.2d", f"choose one {choice['what']} card from your hand")


def _answer(state, player, choice, cards, targets, options, events) -> None:
    move_object(state, cards[0], "battlefield", events, tapped=choice["tapped"], controller=player)


chooses("from_hand", "608.2d", check=_check, answer=_answer,
        offers=lambda state, player, choice: [((oid,), (), ()) for oid in choice["options"]])


@performs("reanimate")
def reanimate(state, effect, *, controller, source_id, target, events) -> None:
    """The target card onto the battlefield under the ability's controller's control (110.2)."""
    move_object(state, target, "battlefield", events, tapped=effect.tapped, controller=controller)

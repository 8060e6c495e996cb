"""Performing the instructions of phrasebook/chosen_cards.py: a target card from their graveyard onto the
battlefield (a card chosen from the hand is the library family's put_chosen)."""
from game.rules.registry import performs
from game.rules.zones import move_object


@performs("reanimate")
def reanimate(state, effect, *, controller, source_id, target, events) -> None:
    """The target card onto the battlefield under the ability's controller's control (110.2)."""
    move_object(state, target, "battlefield", events, tapped=effect.tapped, controller=controller)

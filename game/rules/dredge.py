"""702.52 dredge: "Dredge N" works only while its card is in its owner's graveyard (702.52a): a replacement effect
(614.1a) on each card that player would draw, which they may apply, milling N cards instead and returning the card
to their hand; not with fewer than N cards in their library (702.52b). Draws happen one at a time (121.2), so the
player is asked before each (a "dredge" choice, answered in performing/keywords.py), the draws left waiting with
the choice."""
from game.rules.abilities import DREDGE
from game.rules.state import GameState


def dredge_number(state: GameState, card_id: str) -> int:
    """N of the card's "Dredge N", or 0."""
    return next((int(a[len(DREDGE):]) for a in state.spec(state.objects[card_id]).abilities
                 if a.__class__ is str and a.startswith(DREDGE)), 0)


def ask(state: GameState, player: str, draws: int) -> bool:
    """Before one of ``draws`` draws: ask which card in their graveyard to dredge instead, if they could (True)."""
    person = state.player(player)
    options = [oid for oid in person.graveyard if 0 < dredge_number(state, oid) <= len(person.library)]
    if options:
        state.pending.append({"player": player, "choice": "dredge", "options": options, "draws": draws})
    return bool(options)

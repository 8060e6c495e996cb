"""Performing rebound's delayed triggered ability (702.88a, rebound.py): "you may cast this card from exile without
paying its mana cost", a "rebound" choice, if the card is still that object in exile (400.7)."""
from game.rules.performing.keywords import (
    ask_to_cast_free, cast_only_by_hand, cast_targets, cast_without_paying, check_cast_or_not, legal_cast,
)
from game.rules.registry import chooses, performs


@performs("rebound")
def rebound(state, effect, *, controller, source_id, target, events) -> None:
    """The choice to cast it (608.2g: timing doesn't matter; X is 0, 107.3b) or not; one this choice can't cast
    (keywords.cast_only_by_hand) is left to the players, in exile."""
    card = effect.detail[0]
    obj = state.objects.get(card)
    if obj is None or obj.zone != "exile":
        return
    name = state.spec(obj).name
    if cast_only_by_hand(state.spec(obj)):
        events.append({"type": "rebound_by_hand", "player": controller, "name": name, "rule": "702.88a"})
        return
    ask_to_cast_free(state, controller, card, "rebound")


def _answer(state, player, choice, cards, targets, options, events) -> None:
    if options == ("cast",):
        cast_without_paying(state, player, choice["options"][0], targets, events)


chooses("rebound", "702.88a", check=check_cast_or_not("702.88a"), answer=_answer,
        offers=lambda state, player, choice: [((), (), ())] + [
            ((), targets, ("cast",)) for targets in cast_targets(state, player, choice["options"][0])
            if legal_cast(state, player, choice["options"][0], targets)])

"""Performing phrasebook/graveyards.py: every card of a graveyard, or of each, into exile (406.3: face up)."""
from game.rules.registry import performs
from game.rules.zones import move_object


@performs("exile_graveyard")
def exile_graveyard(state, effect, *, controller, source_id, target, events) -> None:
    if effect.target:
        players = [target]
    else:
        whose = effect.detail[0]
        players = [p.name for p in state.apnap() if whose == "all" or (p.name == controller) == (whose == "you")]
    for player in players:
        for object_id in list(state.player(player).graveyard):
            move_object(state, object_id, "exile", events)

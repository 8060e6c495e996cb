"""Performing phrasebook/graveyards.py: every card of a graveyard, or of each, into exile (406.3: face up); a card
putting itself onto the battlefield from its owner's graveyard or hand (113.6m)."""
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


@performs("put_itself")
def put_itself(state, effect, *, controller, source_id, target, events) -> None:
    """The ability's card from its owner's graveyard or hand onto the battlefield under its controller's control
    (110.2a; not a land play, 305.4); if it has left that zone, it is a new object and stays where it is (400.7)."""
    if source_id in state.objects and state.objects[source_id].zone == effect.quality[0]:
        move_object(state, source_id, "battlefield", events, tapped=effect.tapped, controller=controller)

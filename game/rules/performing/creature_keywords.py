"""Performing the creature keywords of phrasebook/creature_keywords.py: fading's upkeep (702.32a), persist's and
undying's return (702.79a, 702.93a)."""
from game.rules.counters import change_counters
from game.rules.performing.sacrifice_unless import sacrifice
from game.rules.registry import performs
from game.rules.zones import move_object


@performs("fading")
def fading(state, effect, *, controller, source_id, target, events) -> None:
    """702.32a: "remove a fade counter from this permanent. If you can't, sacrifice the permanent." (one that has
    left the battlefield is neither: 400.7)."""
    if source_id is None or not state.on_battlefield(source_id):
        return
    if state.objects[source_id].counters.get("fade"):
        change_counters(state, source_id, "fade", -1, events)
    else:
        sacrifice(state, controller, source_id, events)


@performs("return_with_counter")
def return_with_counter(state, effect, *, controller, source_id, target, events) -> None:
    """702.79a, 702.93a: "return it to the battlefield under its owner's control with a KIND counter on it": the card
    its permanent became in the graveyard (400.7: kept as it triggered), if it is still there; a token there has
    ceased to exist (704.5d)."""
    card = state.objects[state.stack[0]].known.get("became")  # the ability resolving (608.2n)
    obj = state.objects.get(card)
    if obj is not None and obj.zone == "graveyard":
        move_object(state, card, "battlefield", events, controller=obj.owner, counters={effect.detail[0]: 1})

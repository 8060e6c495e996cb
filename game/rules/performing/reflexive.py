"""Performing "When you do, ..." (phrasebook/reflexive.py): 603.12, the reflexive ability triggers if the
instruction before it sacrificed the ability's permanent during this resolution."""
from game.rules.abilities import TriggeredAbility
from game.rules.registry import performs


@performs("when_you_do")
def when_you_do(state, effect, *, controller, source_id, target, events) -> None:
    sacrificed = next((e for e in reversed(events) if e.get("type") == "zone_change" and e.get("old_id") == source_id
                       and e.get("rule") == "701.17a"), None)
    if sacrificed is None or source_id is None:
        return  # it wasn't sacrificed: nothing triggers
    card = state.objects[sacrificed["new_id"]].card
    index = next(i for i, a in enumerate(state.cards[card].abilities)
                 if isinstance(a, TriggeredAbility) and a.event == "reflexive" and a.text == effect.detail[0])
    state.triggers.append({"source": source_id, "card": card, "controller": controller, "index": index,
                           "text": effect.detail[0]})

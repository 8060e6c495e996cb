"""Performing phrasebook/kicked.py: what the resolving spell does as it was kicked or not (702.33d)."""
from game.rules.abilities import SpellEffect
from game.rules.effects import perform, perform_in_order
from game.rules.registry import performs


def _kicked(state, source_id) -> bool:
    spell = state.objects.get(source_id)
    return bool(spell and spell.kicked)


@performs("kicked_instead")
def kicked_instead(state, effect, *, controller, source_id, target, events) -> None:
    unkicked, kicked = effect.detail
    chosen = SpellEffect.from_data(kicked[0] if _kicked(state, source_id) else unkicked[0])
    perform(state, chosen, controller=controller, source_id=source_id, target=target, token=None, events=events)


@performs("if_kicked")
def if_kicked(state, effect, *, controller, source_id, target, events) -> None:
    if _kicked(state, source_id):
        steps = [(SpellEffect.from_data(e), None) for e in effect.detail[0]]
        perform_in_order(state, steps, controller=controller, source_id=source_id, token=None, events=events)

"""Performing damage (120) and its prevention (615): phrasebook/damage.py."""
from game.rules.characteristics import characteristics
from game.rules.effects import deal_damage
from game.rules.registry import performs
from game.rules.shields import add_shield


@performs("damage_each")
def each(state, effect, *, controller, source_id, target, events) -> None:
    """Damage to each of them at once (120.2): each opponent, each player, each creature, or you."""
    whom = effect.detail[0]
    if whom == "creature":
        recipients = [o for o in state.battlefield if "Creature" in characteristics(state, o).types]
    else:
        recipients = [p.name for p in state.apnap()
                      if whom == "player" or (p.name == controller) == (whom == "you")]
    for recipient in recipients:
        deal_damage(state, source_id, recipient, effect.amount, events)


@performs("prevent")
def prevent(state, effect, *, controller, source_id, target, events) -> None:
    """615.7: a shield of ``amount`` damage (0: all of it), on the damage dealt to and/or by the target this turn."""
    which, combat = effect.detail
    for side in which:
        add_shield(state, target, ["prevent", side, effect.amount or None, combat], controller=controller,
                   source_id=source_id)
    events.append({"type": "shield", "id": target, "text": _words(effect)})


def _words(effect) -> str:
    which, combat = effect.detail
    amount = f"the next {effect.amount}" if effect.amount else "all"
    dealt = " and ".join({"to": "dealt to it", "by": "dealt by it"}[side] for side in which)
    return f"{amount} {'combat ' if combat else ''}damage {dealt} this turn is prevented"

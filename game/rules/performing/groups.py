"""Performing instructions for each permanent of a group (phrasebook/groups.py): the group is the permanents
that fit its phrase as the instruction is performed (608.2h, 611.2c: one that fits later isn't affected)."""
from game.rules.abilities import SpellEffect
from game.rules.effects import until_end_of_turn
from game.rules.counters import change_counters
from game.rules.performing.creatures import change_words
from game.rules.performing.permanents import destroy, tap_or_untap
from game.rules.registry import performs
from game.rules.targets import fits
from game.rules.zones import move_object


def members(state, phrase: str, controller: str, leaving_out: str = "") -> list[str]:
    """The permanents that fit ``phrase`` for ``controller``'s instruction (not ``leaving_out``: "other")."""
    return [oid for oid in state.battlefield
            if oid != leaving_out and fits(state, phrase, oid, controller=controller)]


@performs("put_counters_on_group")
def counters_on_group(state, effect, *, controller, source_id, target, events) -> None:
    kind, phrase = effect.detail
    for oid in members(state, phrase, controller):
        change_counters(state, oid, kind, effect.amount, events)


@performs("group_until_end_of_turn")
def group_until_end_of_turn(state, effect, *, controller, source_id, target, events) -> None:
    """611.2c: "Other ..." leaves out the instruction's own source."""
    parts, phrase, other = effect.detail
    for oid in members(state, phrase, controller, leaving_out=source_id if other else ""):
        until_end_of_turn(state, oid, parts, controller=controller, source_id=source_id)
        events.append({"type": "until_end_of_turn", "id": oid, "text": change_words(parts)})


@performs("destroy_group", "exile_group", "tap_group", "untap_group")
def each_of_a_group(state, effect, *, controller, source_id, target, events) -> None:
    """Each permanent of the group as it resolves (608.2h), destroyed (701.8a: the destroy instruction's
    indestructible and regeneration rules), exiled, or tapped or untapped (701.26a: the untapped ones, the
    tapped ones)."""
    for oid in members(state, effect.detail[0], controller):
        if not state.on_battlefield(oid):
            continue  # gone with another member (a replacement of its own)
        if effect.kind == "destroy_group":
            destroy(state, effect, controller=controller, source_id=source_id, target=oid, events=events)
        elif effect.kind == "exile_group":
            move_object(state, oid, "exile", events)
        elif state.objects[oid].tapped == (effect.kind == "untap_group"):
            tap_or_untap(state, SpellEffect(effect.kind.removesuffix("_group")), controller=controller,
                         source_id=source_id, target=oid, events=events)

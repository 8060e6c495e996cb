"""Performing changes to creatures until end of turn (phrasebook/creatures.py)."""
from game.rules.characteristics import characteristics
from game.rules.effects import until_end_of_turn
from game.rules.phrasebook.creatures import FOR_GOOD, IF_ITS, it_is
from game.rules.targets import card_fits
from game.rules.registry import performs


def change_words(parts: tuple) -> str:
    said = []
    for _layer, op, values in parts:
        if op == "modify_pt":
            said.append(f"gets {values[0]:+d}/{values[1]:+d}")
        elif op == "add_keywords":
            said.append("gains " + " and ".join(values))
        elif op == "add_abilities":
            said += values
        elif op == "set_pt":
            said.append(f"has base power and toughness {values[0]}/{values[1]}")
        elif op == "add_types":
            said.append("becomes an " + " ".join(values).lower())
        elif op == "set_creature_types":  # 205.1a
            said.append(f"becomes a {values[0]} (its only creature type)")
        elif op == "switch_pt":
            said.append("switches its power and toughness")
        elif op == "lose_keywords":
            lost = " and ".join(values) + ' and all "bands with other" abilities' * ("banding" in values)  # 702.22b
            said.append("loses " + lost)
        elif op == "lose_bands_with_other":
            said.append('loses all "bands with other" abilities')
    return " and ".join(said)


@performs("until_end_of_turn")
def one(state, effect, *, controller, source_id, target, events) -> None:
    """On its target (or the object "it" names), else on its source ("This creature gets ..."), if that is still
    the permanent (400.7)."""
    permanent = target if effect.target else source_id
    if permanent not in state.battlefield or effect.quality[:1] and effect.quality[0].startswith(IF_ITS) and \
            not card_fits(state, it_is(effect.quality[0].removeprefix(IF_ITS)), permanent):
        return
    if effect.quality == (FOR_GOOD,):  # 611.2a: no duration
        until_end_of_turn(state, permanent, effect.detail, controller=controller, source_id=source_id, until="game")
        events.append({"type": "gains_for_good", "id": permanent, "text": change_words(effect.detail)})
        return
    until_end_of_turn(state, permanent, effect.detail, controller=controller, source_id=source_id)
    events.append({"type": "until_end_of_turn", "id": permanent, "text": change_words(effect.detail)})


@performs("while_source_tapped")
def while_source_tapped(state, effect, *, controller, source_id, target, events) -> None:
    """611.2b: for as long as its source remains tapped (effects.untapped ends it, and its leaving the battlefield);
    a source already untapped or gone, a duration over before it began: the effect does nothing."""
    source = state.objects.get(source_id)
    if target not in state.battlefield or source is None or not state.on_battlefield(source_id) or not source.tapped:
        return
    until_end_of_turn(state, target, effect.detail, controller=controller, source_id=source_id,
                      until="while_source_tapped")
    events.append({"type": "while_source_tapped", "id": target, "source": source_id,
                   "text": change_words(effect.detail).replace("gains", "has")})


@performs("crewed_until_end_of_turn")
def crewed(state, effect, *, controller, source_id, target, events) -> None:
    """The Vehicle its source crewed as it triggered (702.122b, triggers.crewed), if it is still that permanent."""
    vehicle = state.objects[state.stack[0]].known.get("crewed")
    if vehicle in state.battlefield:
        until_end_of_turn(state, vehicle, effect.detail, controller=controller, source_id=source_id)
        events.append({"type": "until_end_of_turn", "id": vehicle, "text": change_words(effect.detail)})


@performs("each_until_end_of_turn")
def each(state, effect, *, controller, source_id, target, events) -> None:
    """611.2c: the creatures it affects are those its controller controls as it resolves."""
    for oid in list(state.battlefield):
        if state.objects[oid].controller == controller and "Creature" in characteristics(state, oid).types:
            until_end_of_turn(state, oid, effect.detail, controller=controller, source_id=source_id)
            events.append({"type": "until_end_of_turn", "id": oid, "text": change_words(effect.detail)})

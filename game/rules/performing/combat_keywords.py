"""Performing the combat keywords that are triggered abilities (phrasebook/combat_keywords.py): rampage's bonus
(702.23a-b), flanking's -1/-1 (702.25a), battle cry's +1/+0 (702.91a), damage to the creature it blocks or that
blocks it (509.3b, 509.3d)."""
from game.rules.characteristics import characteristics
from game.rules.combat import blockers_of
from game.rules.effects import deal_damage, until_end_of_turn
from game.rules.registry import performs


def _gets(state, object_id: str, power: int, toughness: int, events: list, why: str, *, controller, source_id) -> None:
    until_end_of_turn(state, object_id, (("7c", "modify_pt", (power, toughness)),), controller=controller,
                      source_id=source_id)
    events.append({"type": "until_end_of_turn", "id": object_id, "text": f"gets {power:+d}/{toughness:+d} ({why})"})


@performs("pumped_per_blocker")
def pumped_per_blocker(state, effect, *, controller, source_id, target, events) -> None:
    """+N/+N for each creature blocking its source as it resolves (702.23b), or with rampage each beyond the first;
    nothing if its source has left the battlefield (400.7)."""
    if source_id not in state.battlefield:
        return
    count = len(blockers_of(state, source_id)) - ("beyond the first" in effect.detail)
    if count > 0:
        bonus = effect.amount * count
        _gets(state, source_id, bonus, bonus, events, f"{count} blocking creature(s)", controller=controller,
              source_id=source_id)


@performs("flanking")
def flanking(state, effect, *, controller, source_id, target, events) -> None:
    """"The blocking creature gets -1/-1 until end of turn": the blocker whose block triggered it
    (triggers.blockers_declared), if it is still that permanent (400.7)."""
    blocker = state.objects[state.stack[0]].known.get("blocker")
    if blocker in state.battlefield:
        _gets(state, blocker, -1, -1, events, "flanking, rule 702.25a", controller=controller, source_id=source_id)


@performs("battle_cry")
def battle_cry(state, effect, *, controller, source_id, target, events) -> None:
    """"Each other attacking creature gets +1/+0 until end of turn": those attacking as it resolves (611.2c)."""
    for oid in list(state.battlefield):
        if oid != source_id and state.objects[oid].attacking and "Creature" in characteristics(state, oid).types:
            _gets(state, oid, 1, 0, events, "battle cry, rule 702.91a", controller=controller, source_id=source_id)


@performs("damage_other_combatant")
def damage_other_combatant(state, effect, *, controller, source_id, target, events) -> None:
    """"This creature deals N damage to that creature": the creature whose block (or whose being blocked) triggered it,
    if it is still that permanent (400.7)."""
    other = state.objects[state.stack[0]].known.get("creature")
    if other in state.battlefield:
        deal_damage(state, source_id, other, effect.amount, events)

"""Performing the combat keywords that are triggered abilities (phrasebook/combat_keywords.py): rampage's bonus
(702.23a-b), flanking's -1/-1 (702.25a), battle cry's +1/+0 (702.91a), damage to the creature it blocks or that
blocks it (509.3b, 509.3d); enlist's cost, chosen as attackers are declared, and its +X/+0 (702.154a)."""
from game.rules.characteristics import characteristics
from game.rules.combat import blockers_of, enlistable
from game.rules.effects import deal_damage, until_end_of_turn
from game.rules.errors import RuleViolation
from game.rules.registry import chooses, performs
from game.rules.triggers import enlisted, tap


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


def _check_enlist(state, player, choice, cards, targets, options) -> None:
    if targets or options or len(cards) > 1 or cards and cards[0] not in enlistable(state, player):
        raise RuleViolation("702.154a", f"tap up to one untapped creature you control that isn't attacking, with haste"
                                        f" or under your control since the turn began, for {choice['name']}'s enlist")


def _answer_enlist(state, player, choice, cards, targets, options, events) -> None:
    """The cost paid (the creature tapped) triggers the ability (702.154a: "When you do")."""
    if cards:
        tap(state, cards[0])
        events.append({"type": "tap", "id": cards[0], "rule": "702.154c"})
        enlisted(state, choice["attacker"], choice["index"], cards[0])
        for later in state.pending:  # another enlist ability's choice: not this creature any more
            if later["choice"] == "enlist":
                later["options"] = enlistable(state, player)


chooses("enlist", "702.154a", check=_check_enlist, answer=_answer_enlist,
        offers=lambda state, player, choice: [((), (), ())] + [((oid,), (), ()) for oid in enlistable(state, player)])


@performs("enlist_bonus")
def enlist_bonus(state, effect, *, controller, source_id, target, events) -> None:
    """"This creature gets +X/+0 until end of turn, where X is the tapped creature's power": its power as this
    resolves, or as it last was on the battlefield (608.2h, kept as it left: target_relations.remember_leaving)."""
    known = state.objects[state.stack[0]].known
    creature = known["enlisted"]
    power = characteristics(state, creature).power if creature in state.battlefield else known.get("power")
    if source_id in state.battlefield and power:
        _gets(state, source_id, power, 0, events, "enlist, rule 702.154a", controller=controller, source_id=source_id)

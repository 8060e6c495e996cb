"""Performing fights and removals from combat (phrasebook/combat.py); the restrictions on blocking are abilities
until end of turn (performing/creatures.py) that combat.py enforces, or a rule for the turn ("Creatures without flying
can't block this turn.")."""
from game.rules.characteristics import characteristics, invalidate
from game.rules.effects import deal_damage, until_end_of_turn
from game.rules.phrasebook.combat_keywords import MUST_BLOCK
from game.rules.errors import RuleViolation
from game.rules.registry import chooses, performs
from game.rules.triggers import became_targets, tap


@performs("fight")
def fighter(state, effect, *, controller, source_id, target, events) -> None:
    """The first creature of a fight: the next instruction names the other one."""
    events.append({"type": "fights", "id": target})


@performs("fight_other")
def fight(state, effect, *, controller, source_id, target, events) -> None:
    """701.12a-b, d: when both targets are still legal (the first one's instruction just ran: 608.2b), each
    creature deals damage equal to its power to the other, at once; it isn't combat damage."""
    fighter = next((e for e in reversed(events) if e["type"] == "fights" and "other" not in e), None)
    if fighter is None:
        return  # the first target is illegal: neither fights (701.12b)
    first = fighter["id"]
    fighter["other"] = target
    powers = {oid: characteristics(state, oid).power or 0 for oid in (first, target)}
    deal_damage(state, first, target, powers[first], events)
    deal_damage(state, target, first, powers[target], events)


def _check_opponent_target(state, player, choice, cards, targets, options) -> None:
    if targets or options or len(cards) != 1 or cards[0] not in choice["options"]:
        raise RuleViolation("601.2c", "choose one of the creatures you control as its target")


def _answer_opponent_target(state, player, choice, cards, targets, options, events) -> None:
    stack_obj = state.objects[choice["id"]]
    stack_obj.targets[choice["index"]] = cards[0]
    became_targets(state, stack_obj, only=cards)  # 702.21a


chooses("opponent_target", "601.2c", check=_check_opponent_target, answer=_answer_opponent_target,
        offers=lambda state, player, choice: [((oid,), (), ()) for oid in choice["options"]])


@performs("cant_block_this_turn")
def cant_block_this_turn(state, effect, *, controller, source_id, target, events) -> None:
    """An entry of ``state.effects`` on its controller, ended at cleanup (514.2): the creatures it names can't
    block (combat.can_block)."""
    state.effects.append({"id": controller, "source": source_id, "controller": controller,
                          "timestamp": state.new_timestamp(), "until": "end_of_turn", "parts": [],
                          "cant_block": effect.detail[0]})
    events.append({"type": "until_end_of_turn", "id": controller,
                   "text": f"{effect.detail[0].replace('creature', 'creatures', 1)} can't block"})


@performs("blocks_source_if_able")
def blocks_source_if_able(state, effect, *, controller, source_id, target, events) -> None:
    """509.1c: the target blocks the ability's source this turn if able (block_requirements.py), if that is still
    the same permanent (400.7: a new object is no creature it must block)."""
    if not state.on_battlefield(source_id):
        return
    combat = "this combat" in effect.quality  # provoke's (702.39a): until the combat phase ends (511.2)
    until_end_of_turn(state, target, (("6", "add_abilities", (MUST_BLOCK + source_id,)),), controller=controller,
                      source_id=source_id, until="end_of_combat" if combat else "end_of_turn")
    events.append({"type": "until_end_of_turn", "id": target, "text": f"blocks {characteristics(state, source_id).name}"
                                                                      f" this {'combat' if combat else 'turn'} if able"})


@performs("remove_from_combat")
def remove_from_combat(state, effect, *, controller, source_id, target, events) -> None:
    """506.4: it stops being an attacking, blocking, blocked or unblocked creature (what it blocked stays
    blocked, 509.1h)."""
    obj = state.objects[target]
    obj.attacking, obj.blocking, obj.blocked = None, None, False
    events.append({"type": "removed_from_combat", "id": target})
    invalidate(state)


@performs("tap_damaged")
def tap_damaged(state, effect, *, controller, source_id, target, events) -> None:
    """The creature the resolving trigger's source dealt combat damage to (triggers.dealt_combat_damage), if it is
    still that permanent (400.7): tapped, and it doesn't untap during its controller's next untap step (502.3)."""
    damaged = state.objects[state.stack[0]].known.get("damaged")
    if damaged not in state.battlefield:
        return
    if not state.objects[damaged].tapped:
        tap(state, damaged)
        events.append({"type": "tap", "id": damaged})
    if "stays tapped" in effect.detail:
        state.objects[damaged].stays_tapped = True
        events.append({"type": "skips_untap", "id": damaged, "rule": "502.3"})

"""Performing the combat keywords that are triggered abilities (phrasebook/combat_keywords.py): rampage's bonus
(702.23a-b), flanking's -1/-1 (702.25a), battle cry's +1/+0 (702.91a), damage to the creature it blocks or that
blocks it (509.3b, 509.3d); enlist's cost, chosen as attackers are declared, and its +X/+0 (702.154a); exert's
(701.39a, 701.39d); myriad's tokens (702.116a)."""
from game.rules.abilities import SpellEffect
from game.rules.characteristics import characteristics
from game.rules.combat import blockers_of, enlistable
from game.rules.copies import copiable_key
from game.rules.delayed import create as create_delayed
from game.rules.effects import deal_damage, until_end_of_turn
from game.rules.errors import RuleViolation
from game.rules.registry import chooses, performs
from game.rules.triggers import enlisted, exerted, tap
from game.rules.zones import move_object, place_object, token_entered


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


def _check_exert(state, player, choice, cards, targets, options) -> None:
    if cards or targets or len(options) != 1 or options[0] not in choice["options"]:
        raise RuleViolation("701.39d", f"answer yes or no: exert {choice['name']} as it attacks?")


def _answer_exert(state, player, choice, cards, targets, options, events) -> None:
    """701.39a: exerted, it doesn't untap during its controller's next untap step (``stays_tapped``); the linked
    "When you do" ability triggers (607.2h)."""
    if options == ("yes",) and state.on_battlefield(choice["attacker"]):  # 701.39c
        state.objects[choice["attacker"]].stays_tapped = True
        events.append({"type": "exert", "id": choice["attacker"], "rule": "701.39a"})
        exerted(state, choice["attacker"], choice["index"])


chooses("exert", "701.39d", check=_check_exert, answer=_answer_exert,
        offers=lambda state, player, choice: [((), (), (word,)) for word in choice["options"]])


@performs("enlist_bonus")
def enlist_bonus(state, effect, *, controller, source_id, target, events) -> None:
    """"This creature gets +X/+0 until end of turn, where X is the tapped creature's power": its power as this
    resolves, or as it last was on the battlefield (608.2h, kept as it left: target_relations.remember_leaving)."""
    known = state.objects[state.stack[0]].known
    creature = known["enlisted"]
    power = characteristics(state, creature).power if creature in state.battlefield else known.get("power")
    if source_id in state.battlefield and power:
        _gets(state, source_id, power, 0, events, "enlist, rule 702.154a", controller=controller, source_id=source_id)


@performs("myriad")
def myriad(state, effect, *, controller, source_id, target, events) -> None:
    """702.116a: for each opponent other than the defending player, a "myriad" choice (608.2d): a token copy of the
    creature, tapped and attacking that player or a planeswalker they control, or none. Its copiable values as it is
    now, or as the trigger's card if it has left (707.2)."""
    stacked = state.objects[state.stack[0]]
    defender = stacked.known.get("defender")
    key = copiable_key(state, state.objects[source_id]) if source_id in state.battlefield else stacked.card
    choices = [{"player": controller, "choice": "myriad", "name": state.cards[key].name, "key": key,
                "source": source_id, "tokens": [],
                "options": [p.name] + [o for o in state.battlefield if state.objects[o].controller == p.name
                                       and "Planeswalker" in characteristics(state, o).types]}
               for p in state.apnap() if p.name not in (controller, defender)]
    state.pending += choices


def _check_myriad(state, player, choice, cards, targets, options) -> None:
    if cards or options or len(targets) > 1 or targets and targets[0] not in choice["options"]:
        raise RuleViolation("702.116a", f"choose {choice['options'][0]} or a planeswalker they control for a token copy"
                                        f" of {choice['name']} to attack, or none")


def _answer_myriad(state, player, choice, cards, targets, options, events) -> None:
    """The token enters tapped and attacking what was chosen (508.4: it never attacked); once the last choice is
    made, one delayed triggered ability exiles the tokens at end of combat (603.7a)."""
    tokens = list(choice["tokens"])
    if targets and (targets[0] in state.battlefield or state.has_player(targets[0])):
        token = place_object(state, card_name=choice["key"], owner=player, zone="battlefield", controller=player,
                             tapped=True, sick=True, token=True)
        events.append({"type": "token_created", "new_id": token.id, "name": state.spec(token).name,
                       "controller": player})
        if "Creature" in characteristics(state, token.id).types:  # 506.3a
            token.attacking = targets[0]
            events.append({"type": "enters_attacking", "id": token.id, "defender": targets[0]})
        token_entered(state, token)
        tokens.append(token.id)
    following = next((c for c in state.pending if c["choice"] == "myriad" and c["source"] == choice["source"]), None)
    if following is not None:
        following["tokens"] = tokens
    elif tokens:
        create_delayed(state, "end_of_combat", SpellEffect("exile_tokens", detail=tuple(tokens)), controller=player,
                       source_id=choice["source"], card=choice["key"], text="exile the tokens.")


chooses("myriad", "702.116a", check=_check_myriad, answer=_answer_myriad,
        offers=lambda state, player, choice: [((), (), ())] + [((), (o,), ()) for o in choice["options"]])


@performs("exile_tokens")
def exile_tokens(state, effect, *, controller, source_id, target, events) -> None:
    """Myriad's delayed triggered ability: the tokens still on the battlefield are exiled."""
    for token in effect.detail:
        if token in state.battlefield:
            move_object(state, token, "exile", events)


@performs("other_combatant_stays_tapped")
def other_combatant_stays_tapped(state, effect, *, controller, source_id, target, events) -> None:
    """"That creature doesn't untap during its controller's next untap step." (502.3): the creature it blocks, if it
    is still that permanent (400.7)."""
    other = state.objects[state.stack[0]].known.get("creature")
    if other in state.battlefield:
        state.objects[other].stays_tapped = True
        events.append({"type": "skips_untap", "id": other, "rule": "502.3"})

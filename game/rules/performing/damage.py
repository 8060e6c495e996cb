"""Performing damage (120) and its prevention (615): phrasebook/damage.py."""
from game.rules.abilities import SpellEffect
from game.rules.characteristics import characteristics
from game.rules.counters import change_counters
from game.rules.effects import deal_damage
from game.rules.performing.groups import members
from game.rules.errors import RuleViolation
from game.rules.phrases import CARD_TYPE_WORDS, COLOR_WORDS
from game.rules.registry import AFTER_DAMAGE, chooses, performs
from game.rules.shields import add_shield
from game.rules.triggers import damage_dealt


def phantom_counters(state, events: list) -> None:
    """The Phantoms' +1/+1 counter, one for each permanent that damage would have been dealt to at once (the events
    of one instruction, or of combat damage: a "phantom" event for each source), even when damage can't be
    prevented (615.12: its additional effect still happens)."""
    for target in dict.fromkeys(e["target"] for e in events if e["type"] == "phantom" and not e.get("done")):
        for e in events:
            if e["type"] == "phantom" and e["target"] == target:
                e["done"] = True
        if target in state.battlefield and state.objects[target].counters.get("+1/+1", 0):
            change_counters(state, target, "+1/+1", -1, events)


AFTER_DAMAGE.append(phantom_counters)


@performs("damage_each")
def each(state, effect, *, controller, source_id, target, events) -> None:
    """Damage to each of them at once (120.2): each opponent, each player, you, or each permanent of a group
    as it resolves ("creature", "creature with flying": groups.members), one recipient at most once."""
    recipients = []
    for whom in effect.detail:
        if whom in ("opponent", "player", "you"):
            recipients += [p.name for p in state.apnap()
                           if whom == "player" or (p.name == controller) == (whom == "you")]
        else:
            recipients += members(state, whom, controller)
    dealt_from = len(events)
    for recipient in dict.fromkeys(recipients):
        deal_damage(state, source_id, recipient, effect.amount, events, alone=False)
    damage_dealt(state, events[dealt_from:])


@performs("damage_and_their_creatures")
def and_their_creatures(state, effect, *, controller, source_id, target, events) -> None:
    """The target player or planeswalker, and each creature that player (or the planeswalker's controller) controls
    as it resolves, at once (120.2)."""
    whose = target if state.has_player(target) else state.objects[target].controller
    creatures = [o for o in state.battlefield if state.objects[o].controller == whose
                 and "Creature" in characteristics(state, o).types]
    dealt_from = len(events)
    for recipient in [target, *creatures]:
        deal_damage(state, source_id, recipient, effect.amount, events, alone=False)
    damage_dealt(state, events[dealt_from:])


@performs("damage_self")
def to_itself(state, effect, *, controller, source_id, target, events) -> None:
    """"This creature deals 2 damage to itself.": its source, if it is still that permanent (400.7)."""
    if state.on_battlefield(source_id):
        deal_damage(state, source_id, source_id, effect.amount, events)


@performs("prevent")
def prevent(state, effect, *, controller, source_id, target, events) -> None:
    """615.7: a shield of ``amount`` damage (0: all of it), on the damage dealt to and/or by the target this turn
    (or to its controller, "you", or its own permanent, "this creature")."""
    which, combat, *next_n = effect.detail
    target = {("you",): controller, ("itself",): source_id}.get(effect.quality, target)
    if next_n and effect.amount <= 0:
        return  # "the next 0 damage" (X = 0): nothing to prevent
    for side in which:
        add_shield(state, target, ["prevent", side, effect.amount or None, combat], controller=controller,
                   source_id=source_id)
    events.append({"type": "shield", "id": target, "text": _words(effect)})


@performs("unpreventable_this_turn")
def unpreventable_this_turn(state, effect, *, controller, source_id, target, events) -> None:
    """615.12: for the rest of the turn, damage can't be prevented (shields.unpreventable)."""
    add_shield(state, "", ["unpreventable"], controller=controller, source_id=source_id)
    events.append({"type": "shield", "id": source_id, "text": "damage can't be prevented this turn"})


@performs("prevent_all")
def prevent_all(state, effect, *, controller, source_id, target, events) -> None:
    """615.1a: all (combat) damage dealt this turn, to anything or to players only: a shield on no one object
    (shields.after_prevention)."""
    add_shield(state, "", ["prevent", *effect.detail[:1], None, effect.detail[1]], controller=controller,
               source_id=source_id)
    events.append({"type": "shield", "id": source_id, "text": "prevent all " + "combat " * effect.detail[1] + "damage"
                   + " to players" * (effect.detail[0] == "players") + " this turn"})


@performs("prevent_chosen_source")
def prevent_chosen_source(state, effect, *, controller, source_id, target, events) -> None:
    """609.7a: the source of damage is chosen as it resolves (the rest of the resolution waits, 608.2d)."""
    state.pending.append({"player": controller, "choice": "damage_source", "options": damage_sources(state),
                          "source": source_id, "effect": effect.to_data()})


@performs("prevent_next_time")
def prevent_next_time(state, effect, *, controller, source_id, target, events) -> None:
    """609.7a: the source chosen as it resolves, among those of the color or card type named (as it's chosen);
    615.7: then a shield on the player (the controller: "to you") or the target against the next damage it
    would deal to them this turn."""
    options = [oid for oid in damage_sources(state) if _named(state, oid, effect.quality)]
    if options:
        state.pending.append({"player": controller, "choice": "next_damage_source", "options": options,
                              "source": source_id, "protected": target if effect.target else controller})


def _named(state, object_id: str, quality: tuple) -> bool:
    """"a red source", "a black or red source", "an artifact source": one of them, as it is now."""
    if not quality:
        return True
    chars = characteristics(state, object_id)
    return any(COLOR_WORDS.get(word) in chars.colors or CARD_TYPE_WORDS.get(word) in chars.types for word in quality)


def _answer_next_source(state, player, choice, cards, targets, options, events) -> None:
    protected = choice["protected"]
    add_shield(state, protected, ["prevent_next", cards[0]], controller=player, source_id=choice["source"])
    events.append({"type": "shield", "id": protected, "text": f"the next damage {characteristics(state, cards[0]).name} "
                                                              f"would deal to it this turn is prevented"})


def damage_sources(state) -> list:
    """609.7a: the sources of damage a player may choose: a permanent, a spell on the stack, an object an object
    on the stack refers to (an ability's source, which may have left the battlefield, 113.7a; a target), or a
    face-up object in the command zone."""
    found = list(state.battlefield)
    for oid in state.stack:
        stacked = state.objects[oid]
        found += [stacked.source] if stacked.is_ability else [oid]
        found += [t for t in stacked.targets if t in state.objects]
    found += [oid for oid in state.command if not state.objects[oid].face_down]
    return list(dict.fromkeys(oid for oid in found if oid in state.objects))


def _check_source(state, player, choice, cards, targets, options) -> None:
    if targets or options or len(cards) != 1 or cards[0] not in choice["options"]:
        raise RuleViolation("609.7a", "choose one source of damage: a permanent, a spell, or an object one of them "
                                      "refers to")


def _answer_source(state, player, choice, cards, targets, options, events) -> None:
    effect = SpellEffect.from_data(choice["effect"])
    prevent(state, effect, controller=player, source_id=choice["source"], target=cards[0], events=events)


chooses("damage_source", "609.7a", check=_check_source, answer=_answer_source,
        offers=lambda state, player, choice: [((oid,), (), ()) for oid in choice["options"]])
chooses("next_damage_source", "609.7a", check=_check_source, answer=_answer_next_source,
        offers=lambda state, player, choice: [((oid,), (), ()) for oid in choice["options"]])


def _words(effect) -> str:
    which, combat, *_next_n = effect.detail
    amount = f"the next {effect.amount}" if effect.amount else "all"
    dealt = " and ".join({"to": "dealt to it", "by": "dealt by it"}[side] for side in which)
    return f"{amount} {'combat ' if combat else ''}damage {dealt} this turn is prevented"

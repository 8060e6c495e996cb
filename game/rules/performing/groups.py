"""Performing instructions for each permanent of a group (phrasebook/groups.py): the group is the permanents
that fit its phrase as the instruction is performed (608.2h, 611.2c: one that fits later isn't affected)."""
from game.rules.abilities import SpellEffect
from game.rules.characteristics import characteristics
from game.rules.effects import until_end_of_turn
from game.rules.counters import change_counters
from game.rules.errors import RuleViolation
from game.rules.performing.creatures import change_words
from game.rules.registry import chooses, performs
from game.rules.targets import fits
from game.rules.typeline import CREATURE_TYPES


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


@performs("group_cant_block_this_turn")
def group_cant_block_this_turn(state, effect, *, controller, source_id, target, events) -> None:
    """611.2c: a rule for the rest of the turn (an entry of ``state.effects`` on its controller, no layered parts):
    whatever fits the phrase as it would block can't block (combat.can_block)."""
    phrase, = effect.detail
    state.effects.append({"id": controller, "source": source_id, "controller": controller,
                          "timestamp": state.new_timestamp(), "until": "end_of_turn", "parts": [],
                          "cant_block": phrase})
    events.append({"type": "rule_this_turn", "player": controller, "text": f"each {phrase} can't block this turn"})


@performs("group_of_chosen_type")
def group_of_chosen_type(state, effect, *, controller, source_id, target, events) -> None:
    """608.2d: its controller chooses a creature type as it resolves (a "type_for_group" choice)."""
    state.pending.append({"player": controller, "choice": "type_for_group", "options": list(CREATURE_TYPES),
                          "parts": [[layer, op, list(values)] for layer, op, values in effect.detail[0]],
                          "source": source_id})


def _check_type(state, player, choice, cards, targets, options) -> None:
    if cards or targets or len(options) != 1 or options[0] not in CREATURE_TYPES:
        raise RuleViolation("608.2d", "choose one creature type")


def _answer_type(state, player, choice, cards, targets, options, events) -> None:
    parts = tuple((layer, op, tuple(values)) for layer, op, values in choice["parts"])
    name = characteristics(state, choice["source"]).name if choice["source"] in state.objects else "it"
    events.append({"type": "type_chosen", "player": player, "chosen": options[0], "name": name})
    group_until_end_of_turn(state, SpellEffect("group_until_end_of_turn", detail=(parts, f"{options[0]} creature",
                                                                                  False)),
                            controller=player, source_id=choice["source"], target=None, events=events)


def _offer_types(state, player, choice) -> list:
    """The creature types of the creatures on the battlefield (each once, 205.3m)."""
    found = dict.fromkeys(t for oid in state.battlefield for t in characteristics(state, oid).subtypes
                          if t in CREATURE_TYPES and "Creature" in characteristics(state, oid).types)
    return [((), (), (kind,)) for kind in found or CREATURE_TYPES[:1]]


chooses("type_for_group", "608.2d", check=_check_type, answer=_answer_type, offers=_offer_types)

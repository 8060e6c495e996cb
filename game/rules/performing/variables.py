"""Performing the instructions of phrasebook/variables.py (their X is worked out by amounts.py)."""
from game.rules.amounts import mana_value_of
from game.rules.characteristics import characteristics
from game.rules.errors import RuleViolation
from game.rules.performing.permanents import destroy
from game.rules.registry import chooses, performs
from game.rules.targets import fits
from game.rules.typeline import CREATURE_TYPES


@performs("destroy_each")
def destroy_each(state, effect, *, controller, source_id, target, events) -> None:
    """701.8a: each permanent that is what it says as it resolves (608.2h), of that mana value if it says one
    (202.3), destroyed; none is targeted (115.10a)."""
    what, *value = effect.detail
    doomed = [oid for oid in state.battlefield if fits(state, what, oid, controller=controller)
              and (not value or mana_value_of(state, oid) == value[0])]
    for oid in doomed:
        if state.on_battlefield(oid):
            destroy(state, effect, controller=controller, source_id=source_id, target=oid, events=events)


@performs("destroy_the_rest")
def choose_the_kept(state, effect, *, controller, source_id, target, events) -> None:
    """608.2d: its controller chooses up to N of them as it resolves (a "keep_chosen" choice); then the rest go."""
    what, = effect.detail
    options = [oid for oid in state.battlefield if fits(state, what, oid, controller=controller)]
    if options:
        state.pending.append({"player": controller, "choice": "keep_chosen", "count": effect.amount, "what": what,
                              "options": options, "source": source_id})


def _check_keep(state, player, choice, cards, targets, options) -> None:
    if targets or options or len(cards) > choice["count"] or len(set(cards)) != len(cards) \
            or any(c not in choice["options"] for c in cards):
        raise RuleViolation("608.2d", f"choose up to {choice['count']} of the {choice['what']}s listed")


def _destroy_the_rest(state, player, choice, cards, targets, options, events) -> None:
    """701.8a: every other one that is still there, at once (a regenerating or indestructible one stays)."""
    for oid in choice["options"]:
        if oid not in cards and state.on_battlefield(oid):
            destroy(state, None, controller=player, source_id=choice["source"], target=oid, events=events)


chooses("keep_chosen", "608.2d", check=_check_keep, answer=_destroy_the_rest,
        offers=lambda state, player, choice: [(tuple(choice["options"][:choice["count"]]), (), ()), ((), (), ())])


@performs("destroy_chosen_type")
def destroy_chosen_type(state, effect, *, controller, source_id, target, events) -> None:
    """608.2d: its controller chooses a creature type as it resolves (a "type_to_destroy" choice)."""
    state.pending.append({"player": controller, "choice": "type_to_destroy", "options": list(CREATURE_TYPES),
                          "source": source_id})


def _check_type(state, player, choice, cards, targets, options) -> None:
    if cards or targets or len(options) != 1 or options[0] not in choice["options"]:
        raise RuleViolation("608.2d", "choose one creature type")


def _destroy_of_type(state, player, choice, cards, targets, options, events) -> None:
    """701.7a: each creature of that type at once (702.73a: a changeling is every type)."""
    for oid in list(state.battlefield):
        chars = characteristics(state, oid)
        if "Creature" in chars.types and (options[0] in chars.subtypes or chars.has_keyword("changeling")) \
                and state.on_battlefield(oid):
            destroy(state, None, controller=player, source_id=choice["source"], target=oid, events=events)


chooses("type_to_destroy", "608.2d", check=_check_type, answer=_destroy_of_type,
        offers=lambda state, player, choice: [((), (), (kind,)) for kind in _types_on_battlefield(state)])


def _types_on_battlefield(state) -> list:
    """The creature types of the creatures on the battlefield, the answers worth offering."""
    return sorted({t for oid in state.battlefield for t in characteristics(state, oid).subtypes
                   if "Creature" in characteristics(state, oid).types and t in CREATURE_TYPES}) or ["Human"]

"""Targets "of an opponent's choice" (Arena: "Tap target creature you control and target creature of an
opponent's choice they control."): as the ability is activated, its controller chooses the opponent (as for a mode
another player chooses, 700.2e), and that opponent chooses the target among what they control (601.2c: the
activation waits for their choice; no player receives priority meanwhile).

The activation names the opponent in that target's place; the stack object keeps "" there until they choose (an
"opponent_target" choice, performing/combat.py).
"""
from game.rules.phrases import OPPONENTS_CHOICE, SAME_TARGET
from game.rules.state import GameState
from game.rules.targets import candidates, is_legal_target


def chosen_by_an_opponent(effect) -> bool:
    return OPPONENTS_CHOICE in effect.quality


def options(state: GameState, kind: str, opponent: str, *, controller: str, source: str | None) -> list:
    """What ``opponent`` may choose: the legal targets of ``kind`` they control."""
    return [oid for oid in candidates(state, kind) if oid in state.objects and state.objects[oid].controller == opponent
            and is_legal_target(state, kind, oid, controller=controller, source=source)]


def opponent_may_choose(state: GameState, kind: str, opponent: str, *, controller: str, source: str | None) -> bool:
    """601.2c: the activation names an opponent in the game who has a legal target to choose."""
    return state.has_player(opponent) and opponent != controller and state.player(opponent).in_game and \
        bool(options(state, kind, opponent, controller=controller, source=source))


def ask(state: GameState, stack_obj, effects) -> None:
    """The opponents named choose their targets: each named slot waits, empty, for an "opponent_target" choice."""
    targeting = [e for e in effects if e.target and e.target != SAME_TARGET]
    for index, effect in enumerate(targeting):
        if chosen_by_an_opponent(effect) and index < len(stack_obj.targets):
            opponent = stack_obj.targets[index]
            stack_obj.targets[index] = ""
            state.pending.append({"player": opponent, "choice": "opponent_target", "id": stack_obj.id, "index": index,
                                  "options": options(state, effect.target, opponent, controller=stack_obj.controller,
                                                     source=stack_obj.source)})

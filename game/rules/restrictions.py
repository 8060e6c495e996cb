"""Activation instructions of activated abilities (602.1b): restrictions on when they may be activated (602.5)
and cost reductions that count something (601.2f, 118.7a)."""
from game.rules.conditions import count, holds
from game.rules.errors import RuleViolation
from game.rules.mana import cost_symbols
from game.rules.state import STEPS, GameState

COMBAT_STEPS = STEPS[STEPS.index("beginning_of_combat"):STEPS.index("end_of_combat") + 1]  # 506.1
_DURING_STEPS = {"combat": COMBAT_STEPS, "before_attackers": STEPS[:STEPS.index("declare_attackers")]}  # 508.1


def check_restrictions(state: GameState, player: str, obj, index: int, ability) -> None:
    """602.5: a player can't begin to activate an ability that's prohibited from being activated."""
    if ability.turn and (state.turn.active == player) != (ability.turn == "yours"):
        raise RuleViolation("602.5", f"that ability only {'during' if ability.turn == 'yours' else 'outside'} "
                                     "its controller's turn")
    if ability.step and state.turn.step not in _DURING_STEPS.get(ability.step, (ability.step,)):
        when = "your turn, before attackers are declared" if ability.step == "before_attackers" else ability.step
        raise RuleViolation("602.5", f"that ability only during {when.replace('_', ' ')}")
    if ability.once and any(i == index and (ability.once == "game" or turn == state.turn.number)
                            for i, turn in obj.activations):
        # 602.5b: the restriction stays with the object, whoever controls it
        raise RuleViolation("602.5b", "that ability only once" + (" each turn" if ability.once == "turn" else ""))
    if ability.only_if and not holds(state, ability.only_if, player, source=obj.id):
        raise RuleViolation("602.5b", "that ability only while its condition holds, and it doesn't")


def record_activation(state: GameState, obj, index: int, ability) -> None:
    """Remember an "Activate only once" ability's activation on its object (a new list: copies share none)."""
    if ability.once:
        obj.activations = obj.activations + [[index, state.turn.number]]


def total_cost(state: GameState, player: str, ability, source: str) -> str:
    """601.2f: the mana to pay, "{1} less for each ..." taken from its generic part only (118.7a), never
    below {0} (118.7); "for each other ..." doesn't count ``source``, the ability's own."""
    if ability.less_for_each is None:
        return ability.cost
    symbols = cost_symbols(ability.cost)
    generic = sum(int(s) for s in symbols if s.isdigit())
    reduction = count(state, ability.less_for_each, player, leaving_out=source if ability.less_for_other else None)
    left = max(0, generic - reduction)
    return (f"{{{left}}}" if left else "") + "".join(f"{{{s}}}" for s in symbols if not s.isdigit())

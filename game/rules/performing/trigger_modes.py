"""700.2b: a modal triggered ability's modes, chosen by its controller as it's put on the stack (triggers.py asks:
a "modes" choice, answered with one of the offered words, "0+2" for the first and third modes)."""
from game.rules.errors import RuleViolation
from game.rules.registry import chooses
from game.rules.triggers import put_trigger_on_stack


def _check(state, player, choice, cards, targets, options) -> None:
    if cards or targets or len(options) != 1 or options[0] not in choice["options"]:
        raise RuleViolation("700.2b", f"choose the modes for: {choice['trigger']['text']} "
                                      f"(one of {', '.join(choice['options'])}, modes counted from 0)")


def _answer(state, player, choice, cards, targets, options, events) -> None:
    put_trigger_on_stack(state, {**choice["trigger"], "modes": [int(m) for m in options[0].split("+")]}, events)


chooses("modes", "700.2b", check=_check, answer=_answer,
        offers=lambda state, player, choice: [((), (), (word,)) for word in choice["options"]])

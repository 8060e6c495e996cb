"""Rolling a die (706) and what its result is used for (706.4): "Roll a six-sided die. You gain life equal to the
result.", "Roll a d20. You create a number of Treasure tokens equal to the result.", "Roll a six-sided die.
Target creature gets +X/+X until end of turn, where X is the result." The sentences after the roll are read by
the other families with the result as an amount (phrasebook/variables.py: ``RESULT``, the words only this reader
writes, so that "the result" of a roll somewhere else is never read as one); one target among them is chosen as
the spell or ability is put on the stack (601.2c), as a coin flip's (phrasebook/coins.py ``governed``)."""
import re

from game.rules.abilities import SpellEffect
from game.rules.phrasebook.coins import governed
from game.rules.phrasebook.library import DIE, sides
from game.rules.phrasebook.variables import RESULT
from game.rules.registry import reads

_ROLL = re.compile(rf"Roll {DIE}\. (?P<rest>.+)")


@reads
def roll(text: str) -> list[SpellEffect] | None:
    if not (m := _ROLL.fullmatch(text)) or not re.search(r"\bthe result\b", rest := m.group("rest")):
        return None
    if RESULT in rest or not (found := governed(re.sub(r"\bthe result\b", RESULT, rest), None)):
        return None
    target, (then, _) = found
    steps = [SpellEffect.from_data(e) for e in then]
    if RESULT in repr([s for s in steps if s.x != RESULT]) or any(s.kind == "create_token" for s in steps):
        return None  # the result somewhere an amount can't be; a token the ability itself names
    return [SpellEffect("roll_die", sides(m), target=target, detail=(then,))]

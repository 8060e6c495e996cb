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


# 706.3: a results table, its rows ("1—9 | Scry 1.", "20 | ...", "15+ | ...", "9 or less | ...") on the lines after
# the roll's: oracle.read_card reads them with it, as one ability (706.3b), quoted after the roll's sentence.
RESULTS = " Results: "
ROLL_LAST = re.compile(rf"(?:^|[.,] )[Rr]oll {DIE}\.$")
ROW = re.compile(r"(?P<low>\d+)(?:[—–-](?P<high>\d+)|(?P<up>\+)| or (?P<less>less))? \| (?P<then>[^\"]+)")
_TABLE = re.compile(rf"Roll {DIE}\.{RESULTS}(?P<rows>\"[^\"]+\"(?:; \"[^\"]+\")*)")


def with_table(line: str, rows: list[str]) -> str:
    """The roll's line with its results table (each row quoted, the rows one sentence)."""
    return line + RESULTS + "; ".join(f'"{row}"' for row in rows)


def _bounds(m: re.Match, sides: int) -> tuple[int, int]:
    low = int(m.group("low"))
    if m.group("less"):
        return 1, low
    return low, int(m.group("high")) if m.group("high") else sides if m.group("up") else low


@reads
def roll_on_table(text: str) -> list[SpellEffect] | None:
    """706.3a: "Roll a d20." and its table: what the row whose range holds the result says is done ("If the result
    was in this range, [effect]."), and nothing if no row's range holds it."""
    if not (m := _TABLE.fullmatch(text)):
        return None
    rows = []
    for row in re.findall(r'"([^"]+)"', m.group("rows")):
        found = (r := ROW.fullmatch(row)) and governed(r.group("then"), None)
        if not found or found[0]:
            return None  # a row that doesn't read, or with a target (left to the players)
        rows.append((*_bounds(r, sides(m)), found[1][0]))
    return [SpellEffect("roll_on_table", sides(m), detail=tuple(rows))]

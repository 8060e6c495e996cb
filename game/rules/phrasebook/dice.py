"""Rolling a die (706) and what its result is used for (706.4): "Roll a six-sided die. You gain life equal to the
result.", "Roll a d20. You create a number of Treasure tokens equal to the result.", "Roll a six-sided die.
Target creature gets +X/+X until end of turn, where X is the result." The sentences after the roll are read by
the other families with the result as an amount (phrasebook/variables.py: ``RESULT``, the words only this reader
writes, so that "the result" of a roll somewhere else is never read as one); one target among them is chosen as
the spell or ability is put on the stack (601.2c), as a coin flip's (phrasebook/coins.py ``governed``). What the
text says of a result ("If the result is 3 or less, ...") and a results table (706.3) are rows: what is done when
the result is in a range."""
import re

from game.rules.abilities import SpellEffect
from game.rules.phrasebook.coins import governed
from game.rules.phrasebook.library import DIE, sides
from game.rules.phrasebook.variables import RESULT
from game.rules.registry import reads

_ROLL = re.compile(rf"Roll {DIE}\. (?P<rest>.+)")
# 706.4: what the text says of the result ("If the result is 3 or less, ...", "If you roll a 6, ...", "On a 5 or
# higher, ...", "On a 3 or 4, ..."), and "Otherwise, ..." after one of those
_IF = re.compile(r"(?:If the result is|If you roll an?|On an?) (?P<n>\d+)(?: or (?:(?P<m>\d+)|(?P<dir>less|lower|"
                 r"more|greater|higher)))?, (?P<then>.+)")
_THAT_MUCH = re.compile(r"that much (?P<what>life|damage)(?P<to> to [^.]+)?\.")


def _range(m: re.Match, n: int) -> tuple[int, int]:
    low = int(m.group("n"))
    if m.group("m"):
        return low, int(m.group("m"))
    return {None: (low, low), "less": (1, low), "lower": (1, low)}.get(m.group("dir"), (low, n))


def _rows(rest: str, n: int) -> list | None:
    """(low, high, words) for each sentence after the roll: what is done when the result is from low to high."""
    rows, last = [], None
    for sentence in re.split(r"(?<=\.) ", rest):
        if sentence.startswith("Otherwise, ") and last:
            words = sentence.removeprefix("Otherwise, ")
            rows += [(low, high, words) for low, high in ((1, last[0] - 1), (last[1] + 1, n)) if low <= high]
            last = None
        elif m := _IF.fullmatch(sentence):
            last = _range(m, n)
            rows.append((*last, m.group("then")))
        elif sentence.startswith(("If ", "On ", "Otherwise")):
            return None
        else:
            rows.append((1, n, sentence))
    return rows


def _as_result(words: str) -> str:
    """"the result", "that much life" as the result's amount (RESULT)."""
    words = _THAT_MUCH.sub(lambda m: f"{m.group('what')}{m.group('to') or ''} equal to {RESULT}.", words)
    return re.sub(r"\bthe result\b", RESULT, words)


@reads
def roll(text: str) -> list[SpellEffect] | None:
    """706.4: "Roll a six-sided die. You gain life equal to the result.", "... If the result is 3 or less, you lose
    that much life.", "... If you roll a 1, sacrifice this creature. Otherwise, ...": what each sentence says is
    done if the result is in its range (all of them, in order), as a results table's rows are (roll_on_table)."""
    if not (m := _ROLL.fullmatch(text)) or RESULT in text or not (rows := _rows(m.group("rest"), sides(m))):
        return None
    if all((low, high) == (1, sides(m)) for low, high, _ in rows) and "result" not in m.group("rest"):
        return None  # a roll nothing depends on
    return _table(rows, sides(m))


def _table(rows: list, n: int) -> list[SpellEffect] | None:
    """The roll and its rows, each read with the result as an amount; one target among them all, chosen as it's
    put on the stack (601.2c)."""
    found, target = [], ""
    for low, high, words in rows:
        if not (read := governed(_as_result(words[:1].upper() + words[1:]), None)):
            return None
        if read[0] and target or any(e[0] == "create_token" for e in read[1][0]):
            return None  # two targets; a token the ability itself names
        target = target or read[0]
        steps = [SpellEffect.from_data(e) for e in read[1][0]]
        if RESULT in repr([s for s in steps if s.x != RESULT]):
            return None  # the result somewhere an amount can't be
        found.append((low, high, read[1][0]))
    return [SpellEffect("roll_on_table", n, target=target, detail=tuple(found))]


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
    rows = [(*_bounds(r, sides(m)), r.group("then")) if (r := ROW.fullmatch(row)) else None
            for row in re.findall(r'"([^"]+)"', m.group("rows"))]
    return None if None in rows else _table(rows, sides(m))

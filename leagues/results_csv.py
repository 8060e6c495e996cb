"""Reading a results file: ``player1,player2,player1_wins,player2_wins,draws``, one match a line.

Usernames; an empty ``player2`` is a bye, whose scores are left empty or
written 2,0,0. Checks here are about the file alone; who is in the league and
whether a score fits its best-of is the import service's business.
"""
import csv
import io
from dataclasses import dataclass

from leagues.errors import ResultsFileError
from leagues.standings import BYE_SCORE

HEADER = ["player1", "player2", "player1_wins", "player2_wins", "draws"]
MAX_BYTES = 1_000_000  # a round of a casual league is a few hundred bytes


@dataclass(frozen=True)
class ResultRow:
    line: int
    player1: str
    player2: str | None  # None: a bye
    player1_wins: int
    player2_wins: int
    draws: int


def read_results(data: bytes) -> list[ResultRow]:
    """The file's rows; raises ResultsFileError listing every problem, by line."""
    if len(data) > MAX_BYTES:
        raise ResultsFileError([f"the file is larger than {MAX_BYTES // 1000} kB"])
    try:
        text = data.decode("utf-8-sig")  # -sig: spreadsheets often start a CSV with a byte-order mark
    except UnicodeDecodeError:
        raise ResultsFileError(["the file is not UTF-8 text"]) from None
    reader = csv.reader(io.StringIO(text, newline=""))
    header = next(reader, None)
    if header is None:
        raise ResultsFileError(["the file is empty"])
    if [name.strip() for name in header] != HEADER:
        raise ResultsFileError([f"line 1: the header must be exactly {','.join(HEADER)}"])
    rows, problems = [], []
    for fields in reader:
        if not any(field.strip() for field in fields):
            continue  # blank lines are harmless
        try:
            rows.append(_row(reader.line_num, [field.strip() for field in fields]))
        except ValueError as problem:
            problems.append(f"line {reader.line_num}: {problem}")
    if problems:
        raise ResultsFileError(problems)
    if not rows:
        raise ResultsFileError(["the file has no results"])
    return rows


def _row(line: int, fields: list[str]) -> ResultRow:
    if len(fields) != len(HEADER):
        raise ValueError(f"expected {len(HEADER)} fields, found {len(fields)}")
    player1, player2, *scores = fields
    if not player1:
        raise ValueError("player1 is empty")
    if not player2:
        if any(scores) and tuple(map(_count_or_none, HEADER[2:], scores)) != BYE_SCORE:
            raise ValueError("a bye (empty player2) is 2-0-0: leave the scores empty or write 2,0,0")
        return ResultRow(line, player1, None, *BYE_SCORE)
    return ResultRow(line, player1, player2, *map(_count, HEADER[2:], scores))


def _count(name: str, text: str) -> int:
    if not (text.isascii() and text.isdigit()):
        raise ValueError(f"{name} must be a whole number, not {text!r}")
    return int(text)


def _count_or_none(name: str, text: str) -> int | None:
    return _count(name, text) if text else None

"""League standings by the Magic Tournament Rules, Appendix C: pure arithmetic over match results.

- Match points: 3 for a match won, 1 for a match drawn, 0 for a match lost.
  Game points: 3 for a game won, 1 for a game drawn.
- A bye is a match won 2-0: 3 match points and 6 game points (BYE_SCORE).
- Match-win % (MW) = match points / (3 x matches played); game-win % (GW) =
  game points / (3 x games played). Each is floored at 0.33: "If this number
  is lower than 0.33, use 0.33 instead" (exactly 33/100, not 1/3, so a 0-2
  loser's GW, 0.33, is below a 1-2 loser's, 3/9 = 0.333..). Figures stay
  exact fractions.
- Opponents' match-win % (OMW) and game-win % (OGW): the average of each
  opponent's floored MW or GW, one term per match against them (so never
  below 0.33). A bye has no opponent, so bye rounds are left out; an
  opponent's own figures do count their byes (the MTR's example: "3-2-0,
  including a first-round bye" is 9/15).
- A dropped player keeps their row; their figures cover the rounds they played.
- No matches (or no opponents yet): the floor, 0.33.

Order: points, then OMW, GW, OGW, all descending; then name, for a stable list.
Players equal on all four share a rank (1, 2, 2, 4).
"""
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from fractions import Fraction

FLOOR = Fraction(33, 100)  # MTR Appendix C: 0.33, as written
WIN_POINTS, DRAW_POINTS = 3, 1
BYE_SCORE = (2, 0, 0)  # wins, losses, draws


@dataclass(frozen=True)
class MatchResult:
    """A finished match in games: player1's wins, player2's wins, drawn games. No player2: a bye."""

    player1: str
    player2: str | None
    player1_wins: int
    player2_wins: int
    draws: int = 0


@dataclass(frozen=True)
class Standing:
    rank: int
    player: str
    points: int
    matches: int
    omw: Fraction
    gw: Fraction
    ogw: Fraction
    dropped: bool

    def as_dict(self, *, places: int = 4) -> dict:
        """The command line's JSON row: fractions rounded to ``places``."""
        return {"rank": self.rank, "player": self.player, "points": self.points, "matches": self.matches,
                "omw": round(float(self.omw), places), "gw": round(float(self.gw), places),
                "ogw": round(float(self.ogw), places), "dropped": self.dropped}


@dataclass
class _Record:
    points: int = 0
    matches: int = 0
    game_points: int = 0
    games: int = 0
    opponents: list[str] = field(default_factory=list)

    def add(self, wins: int, losses: int, draws: int, opponent: str | None) -> None:
        self.points += match_points(wins, losses)
        self.matches += 1
        self.game_points += WIN_POINTS * wins + DRAW_POINTS * draws
        self.games += wins + losses + draws
        if opponent is not None:
            self.opponents.append(opponent)

    @property
    def mw(self) -> Fraction:
        return _floored(self.points, WIN_POINTS * self.matches)

    @property
    def gw(self) -> Fraction:
        return _floored(self.game_points, WIN_POINTS * self.games)


def match_points(wins: int, losses: int) -> int:
    """A match's points for the player who won ``wins`` games and lost ``losses``."""
    return WIN_POINTS if wins > losses else DRAW_POINTS if wins == losses else 0


def standings(*, players: Mapping[str, bool], results: Iterable[MatchResult]) -> list[Standing]:
    """``players`` maps each name to whether they dropped; results name only those players."""
    records = {name: _Record() for name in players}
    for result in results:
        if result.player2 is None:
            records[result.player1].add(*BYE_SCORE, opponent=None)
            continue
        records[result.player1].add(result.player1_wins, result.player2_wins, result.draws, result.player2)
        records[result.player2].add(result.player2_wins, result.player1_wins, result.draws, result.player1)

    rows = []
    for name, record in records.items():
        omw = _average([records[opponent].mw for opponent in record.opponents])
        ogw = _average([records[opponent].gw for opponent in record.opponents])
        rows.append((name, record, omw, ogw))
    rows.sort(key=lambda row: (-row[1].points, -row[2], -row[1].gw, -row[3], row[0]))

    table, previous_key = [], None
    for position, (name, record, omw, ogw) in enumerate(rows, start=1):
        key = (record.points, omw, record.gw, ogw)
        rank = table[-1].rank if key == previous_key else position
        previous_key = key
        table.append(Standing(rank=rank, player=name, points=record.points, matches=record.matches,
                              omw=omw, gw=record.gw, ogw=ogw, dropped=players[name]))
    return table


def _floored(points: int, possible: int) -> Fraction:
    return max(FLOOR, Fraction(points, possible)) if possible else FLOOR


def _average(figures: list[Fraction]) -> Fraction:
    return sum(figures, Fraction(0)) / len(figures) if figures else FLOOR

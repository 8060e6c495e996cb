"""Standings as a CSV file: the rows of ``league standings --json``, in the same order and rounding."""
import csv
import io

from leagues.standings import Standing

COLUMNS = ["rank", "player", "points", "matches", "omw", "gw", "ogw", "dropped"]


def standings_csv(rows: list[Standing]) -> str:
    out = io.StringIO()
    writer = csv.DictWriter(out, fieldnames=COLUMNS, lineterminator="\n")
    writer.writeheader()
    writer.writerows(row.as_dict() for row in rows)
    return out.getvalue()

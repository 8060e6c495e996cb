"""Read one value of a source entry, checking its JSON type.

A value of the wrong type makes the whole entry malformed: ``SkipEntry``
with a reason naming the field, so one bad entry never aborts an import.
"""
import math

from game.catalog.card_data import SkipEntry
from game.rules.mana_cost import COLORS


def card_object(entry) -> dict:
    if not isinstance(entry, dict):
        raise SkipEntry("malformed: not a JSON object")
    return entry


def name(entry: dict, key: str = "name") -> str:
    value = entry.get(key)
    if not isinstance(value, str) or not value.strip():
        raise SkipEntry(f"malformed: no {key!r}")
    return value.strip()


def text(entry: dict, key: str) -> str:
    """A string; missing or null is blank."""
    value = entry.get(key)
    if value is None:
        return ""
    if not isinstance(value, str):
        raise SkipEntry(f"malformed: {key!r} is not text")
    return value


def required_text(entry: dict, key: str) -> str:
    value = text(entry, key)
    if not value.strip():
        raise SkipEntry(f"malformed: no {key!r}")
    return value


def colors(entry: dict, key: str) -> list[str] | None:
    """A list of color letters, or None when the entry does not say."""
    value = entry.get(key)
    if value is None:
        return None
    if not isinstance(value, list) or not all(isinstance(color, str) and color in COLORS for color in value):
        raise SkipEntry(f"malformed: {key!r} is not a list of color letters")
    return value


def mana_value(entry: dict, *keys: str) -> float | None:
    """The first of ``keys`` present, as a non-negative number; None when none is."""
    for key in keys:
        value = entry.get(key)
        if value is None:
            continue
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value) or value < 0:
            raise SkipEntry(f"malformed: {key!r} is not a mana value")
        return float(value)
    return None


def objects(entry: dict, key: str) -> list[dict]:
    value = entry.get(key)
    if not isinstance(value, list) or not value or not all(isinstance(item, dict) for item in value):
        raise SkipEntry(f"malformed: {key!r} is not a list of objects")
    return value

"""Mana costs (rules 107.4 and 202): symbols, mana value and color.

Plain Python, no Django. Symbols are written without braces: "2", "W",
"W/U" (hybrid), "2/W" (monocolored hybrid), "U/P" (Phyrexian), "G/U/P"
(hybrid Phyrexian), "X", "S" (snow), "C" (colorless). Un-cards add half
mana ("HW", "½"); those parse too, other unknown symbols do not.
"""
import re

# 105.1, in the conventional order used wherever colors are listed.
COLORS = ("W", "U", "B", "R", "G")

VARIABLE_SYMBOLS = ("X", "Y", "Z")  # 107.3
ONE_MANA_SYMBOLS = COLORS + ("C", "S")  # 107.4a, 107.4c, 107.4h
HALF_MANA = "½"
HALF_COLORED_PREFIX = "H"  # Un-cards: {HW} is half a white mana.
PHYREXIAN = "P"  # 107.4f

SPLIT_SEPARATOR = "//"
_COST = re.compile(r"\{([^{}]+)\}")


class ManaCostError(ValueError):
    """Text that is not a mana cost made of mana symbols."""


def parse_mana_cost(text: str) -> list[str]:
    """The mana symbols of a cost, without braces: "{2}{W}{U/P}" -> ["2", "W", "U/P"].

    A split card's joined cost ("{1}{R} // {1}{U}") yields both halves'
    symbols, so its mana value and colors are the combined ones (202.3d, 709.4).
    """
    symbols = []
    for half in (text or "").split(SPLIT_SEPARATOR):
        half = half.strip()
        position = 0
        for match in _COST.finditer(half):
            if match.start() != position:
                break
            symbols.append(match.group(1))
            position = match.end()
        if position != len(half):
            raise ManaCostError(f"not a mana cost: {text!r}")
    for symbol in symbols:
        if not is_mana_symbol(symbol):
            raise ManaCostError(f"unknown mana symbol {{{symbol}}} in {text!r}")
    return symbols


def mana_value(text: str) -> int | float:
    """202.3: the total amount of mana in the cost; X is 0 (202.3e), a hybrid
    symbol counts its largest component (202.3f), a Phyrexian one 1 (202.3g)."""
    total = sum(symbol_mana_value(symbol) for symbol in parse_mana_cost(text))
    return int(total) if float(total).is_integer() else total


def colors_of_cost(text: str) -> list[str]:
    """202.2: the colors of the cost's mana symbols, in WUBRG order."""
    return in_color_order(color for symbol in parse_mana_cost(text) for color in symbol_colors(symbol))


def in_color_order(colors) -> list[str]:
    """Distinct color letters in WUBRG order; ValueError for anything else."""
    chosen = set(colors)
    unknown = chosen.difference(COLORS)
    if unknown:
        raise ValueError(f"not a color: {', '.join(sorted(map(str, unknown)))}")
    return [color for color in COLORS if color in chosen]


def is_mana_symbol(symbol: str) -> bool:
    """Whether ``symbol`` (without braces) is a mana symbol of rule 107.4 (or an Un-card half)."""
    if symbol.isdigit() or symbol in VARIABLE_SYMBOLS or symbol in ONE_MANA_SYMBOLS or symbol == HALF_MANA:
        return True
    if symbol[:1] == HALF_COLORED_PREFIX and symbol[1:] in COLORS:
        return True
    parts = symbol.split("/")
    if len(parts) == 2:
        first, second = parts
        if second == PHYREXIAN:
            return first in COLORS or first == "C"
        return second in COLORS and first != second and (first in COLORS or first in ("2", "C"))
    if len(parts) == 3:
        first, second, third = parts
        return third == PHYREXIAN and first in COLORS and second in COLORS and first != second
    return False


def symbol_mana_value(symbol: str) -> int | float:
    """One symbol's share of the mana value (202.3)."""
    if symbol.isdigit():
        return int(symbol)
    if symbol in VARIABLE_SYMBOLS:
        return 0
    if symbol == HALF_MANA or symbol[:1] == HALF_COLORED_PREFIX:
        return 0.5
    if symbol.startswith("2/"):
        return 2
    return 1


def symbol_colors(symbol: str) -> tuple[str, ...]:
    """105.2/202.2: a hybrid or Phyrexian symbol is each of its component colors."""
    if symbol[:1] == HALF_COLORED_PREFIX:
        symbol = symbol[1:]
    return tuple(part for part in symbol.split("/") if part in COLORS)

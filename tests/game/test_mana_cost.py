"""Mana costs: symbols (107.4), mana value (202.3) and color (202.2)."""
import re
from pathlib import Path

import pytest

from game.rules.mana_cost import (
    COLORS, ManaCostError, colors_of_cost, in_color_order, is_mana_symbol, mana_value, parse_mana_cost,
)

RULES = Path(__file__).resolve().parents[3] / "shared" / "rules" / "MagicCompRules-2025-02-07.txt"


def test_parse_mana_cost_lists_symbols_without_braces():
    assert parse_mana_cost("{2}{W}{U/P}{X}") == ["2", "W", "U/P", "X"]
    assert parse_mana_cost("") == []


def test_107_4_every_mana_symbol_of_the_rules_parses():
    rule = next(line for line in RULES.read_text(encoding="utf-8").splitlines() if line.startswith("107.4. "))
    symbols = re.findall(r"\{([^}]+)\}", rule)
    assert len(symbols) == 48  # W U B R G C, 0-4, X, 10 hybrid, 10 monocolored hybrid, 5 + 10 Phyrexian, S
    assert [symbol for symbol in symbols if not is_mana_symbol(symbol)] == []


@pytest.mark.parametrize("text", ["{2", "2W", "{2}W", "{T}", "{Q}", "{W/W}", "{P}", "{2/P}", "{W}{U/G/B}"])
def test_what_is_not_a_mana_cost(text):
    with pytest.raises(ManaCostError):
        parse_mana_cost(text)


def test_mana_cost_error_is_a_value_error():
    assert issubclass(ManaCostError, ValueError)


@pytest.mark.parametrize("text, value", [
    ("{3}{U}{U}", 5),  # 202.3 example
    ("", 0),  # 202.3a: no mana cost
    ("{0}", 0),  # Memnite
    ("{X}{B}{B}{B}", 3),  # 202.3e: X is 0 (Agadeem's Awakening)
    ("{X}{Y}{Z}{R}{R}", 2),  # The Ultimate Nightmare of Wizards of the Coast Customer Service
    ("{1}{W/U}{W/U}", 3),  # 202.3f example
    ("{2/B}{2/B}{2/B}", 6),  # 202.3f example: the largest component
    ("{C/W}", 1),
    ("{1}{W/P}{W/P}", 3),  # 202.3g example
    ("{G/U/P}", 1),  # hybrid Phyrexian
    ("{2}{S}", 3),  # snow mana is mana
    ("{C}{C}", 2),
    ("{1000000}", 1000000),  # Gleemax
    ("{1}{R} // {1}{U}", 4),  # 202.3d / 709.4b: Fire // Ice combined
])
def test_202_3_mana_value(text, value):
    assert mana_value(text) == value
    assert isinstance(mana_value(text), int)


def test_half_mana_of_un_cards():
    assert mana_value("{HW}") == 0.5  # Little Girl
    assert mana_value("{½}") == 0.5
    assert colors_of_cost("{HW}") == ["W"]


@pytest.mark.parametrize("text, colors", [
    ("{2}{W}", ["W"]),  # 202.2a examples
    ("{2}", []),  # 202.2b
    ("{2}{W}{B}", ["W", "B"]),  # 202.2c
    ("{G}{W}", ["W", "G"]),  # always WUBRG order
    ("{R/G}", ["R", "G"]),  # 202.2d: hybrid is both colors
    ("{2/U}", ["U"]),  # monocolored hybrid
    ("{C/B}", ["B"]),
    ("{B/P}", ["B"]),  # 202.2d: Phyrexian
    ("{G/W/P}", ["W", "G"]),
    ("{C}{S}{X}", []),  # colorless, snow and X are not colors
    ("{1}{R} // {1}{U}", ["U", "R"]),  # 709.4b: a split card's combined cost
])
def test_202_2_colors_of_cost(text, colors):
    assert colors_of_cost(text) == colors


def test_in_color_order():
    assert in_color_order(["G", "R", "W", "G"]) == ["W", "R", "G"]
    assert in_color_order([]) == []
    assert COLORS == ("W", "U", "B", "R", "G")
    with pytest.raises(ValueError):
        in_color_order(["Red"])

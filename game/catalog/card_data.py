"""Turn one card as a source file describes it into the Card model's field values.

Both importers (Scryfall, MTGJSON) reduce their entries to a ``SourceCard``
of ``SourceFace``s; ``build_card`` then applies the rules once for both:
parsed type lines (205), mana value (202.3), colors (202.2, 204) and color
identity (903.4), and the characteristics of a multi-face card as a whole.
"""
import re
from dataclasses import dataclass, field

from game.rules.mana_cost import (
    ManaCostError, colors_of_cost, in_color_order, is_mana_symbol, mana_value, symbol_colors,
)
from game.rules.typeline import FACE_SEPARATOR, ParseError, parse_type_line

# 709.4: outside the stack a split card has both halves' characteristics
# combined. Every other multi-face card has only its front face's (712.8a
# double-faced, 710.1a flip, 715.4 adventurer cards).
COMBINED_LAYOUTS = frozenset({"split", "aftermath"})

# Scryfall and MTGJSON layouts of objects that are not Magic cards.
NOT_CARD_LAYOUTS = frozenset({"token", "double_faced_token", "emblem", "art_series"})
# A reversible card prints two existing cards back to back (Secret Lair):
# each side is already in the catalog under its own name.
REVERSIBLE_LAYOUT = "reversible_card"

FACE_TEXT_SEPARATOR = "\n//\n"
_SYMBOL = re.compile(r"\{([^{}]+)\}")
_REMINDER_TEXT = re.compile(r"\([^()]*\)")


class SkipEntry(Exception):
    """A source entry that is not imported; the message is the reason reported."""


@dataclass
class SourceFace:
    """One face as printed; ``colors`` None means the source did not say."""

    name: str
    mana_cost: str = ""
    type_line: str = ""
    oracle_text: str = ""
    power: str = ""
    toughness: str = ""
    loyalty: str = ""
    defense: str = ""
    colors: list[str] | None = None
    color_indicator: list[str] = field(default_factory=list)


@dataclass
class SourceCard:
    """A whole card: one face, or several for split and double-faced cards."""

    name: str
    layout: str
    faces: list[SourceFace]
    mana_value: float | None = None
    color_identity: list[str] | None = None


@dataclass
class BuiltCard:
    """Card field values, and which parts could not be parsed (imported raw)."""

    fields: dict
    type_line_parsed: bool = True
    mana_cost_parsed: bool = True


def check_layout(layout: str) -> None:
    """Raise SkipEntry for layouts that are not cards of their own."""
    if layout in NOT_CARD_LAYOUTS:
        raise SkipEntry(f"not a card ({layout})")
    if layout == REVERSIBLE_LAYOUT:
        raise SkipEntry("reversible printing of cards imported under their own names")


def build_card(card: SourceCard) -> BuiltCard:
    faces = [_build_face(face) for face in card.faces]
    built = BuiltCard(
        fields={},
        type_line_parsed=all(face.type_line_parsed for face in faces),
        mana_cost_parsed=all(face.mana_cost_parsed for face in faces),
    )
    face_fields = [face.fields for face in faces]
    if len(face_fields) == 1:
        whole = dict(face_fields[0])
        face_fields = []
    elif card.layout in COMBINED_LAYOUTS:
        whole = _combined(face_fields)
    else:
        whole = dict(face_fields[0])
        whole["type_line"] = FACE_SEPARATOR.join(face["type_line"] for face in face_fields if face["type_line"])
    whole["name"] = card.name
    if len(face_fields) > 1:
        texts = [face["oracle_text"] for face in face_fields if face["oracle_text"]]
        whole["oracle_text"] = FACE_TEXT_SEPARATOR.join(texts)
    if card.mana_value is not None:
        whole["mana_value"] = float(card.mana_value)
    whole["color_identity"] = (
        in_color_order(card.color_identity) if card.color_identity is not None else _color_identity(card.faces)
    )
    whole["layout"] = card.layout
    whole["faces"] = face_fields
    built.fields = whole
    return built


def _build_face(face: SourceFace) -> BuiltCard:
    built = BuiltCard(fields={})
    parts = {"supertypes": [], "card_types": [], "subtypes": []}
    try:
        # A face the source left out has no type line: nothing to parse.
        if face.type_line:
            types = parse_type_line(face.type_line)
            parts = {"supertypes": list(types.supertypes), "card_types": list(types.card_types),
                     "subtypes": list(types.subtypes)}
    except ParseError:
        built.type_line_parsed = False
    try:
        value = float(mana_value(face.mana_cost))
        cost_colors = colors_of_cost(face.mana_cost)
    except ManaCostError:
        built.mana_cost_parsed = False
        value, cost_colors = 0.0, []
    indicator = in_color_order(face.color_indicator)
    built.fields = {
        "name": face.name,
        "mana_cost": face.mana_cost,
        "mana_value": value,
        # 202.2, 202.2e: the cost's colors and the color indicator's.
        "colors": in_color_order(face.colors if face.colors is not None else cost_colors + indicator),
        "color_indicator": indicator,
        "type_line": face.type_line,
        **parts,
        "oracle_text": face.oracle_text,
        "power": face.power,
        "toughness": face.toughness,
        "loyalty": face.loyalty,
        "defense": face.defense,
    }
    return built


def _combined(faces: list[dict]) -> dict:
    """709.4b/709.4c: both halves' mana costs, colors and types; no P/T or loyalty."""
    whole = {key: "" for key in ("power", "toughness", "loyalty", "defense")}
    whole["mana_cost"] = FACE_SEPARATOR.join(face["mana_cost"] for face in faces if face["mana_cost"])
    whole["mana_value"] = float(sum(face["mana_value"] for face in faces))
    whole["colors"] = in_color_order(color for face in faces for color in face["colors"])
    whole["color_indicator"] = []
    whole["type_line"] = FACE_SEPARATOR.join(face["type_line"] for face in faces if face["type_line"])
    for part in ("supertypes", "card_types", "subtypes"):
        whole[part] = list(dict.fromkeys(value for face in faces for value in face[part]))
    return whole


def _color_identity(faces: list[SourceFace]) -> list[str]:
    """903.4: colors of mana symbols in costs and rules text (not reminder text,
    903.4c) and color indicators, on every face (903.4d, 903.4e)."""
    colors = []
    for face in faces:
        rules_text = _REMINDER_TEXT.sub("", face.oracle_text)
        for symbol in _SYMBOL.findall(face.mana_cost + rules_text):
            if is_mana_symbol(symbol):
                colors.extend(symbol_colors(symbol))
        colors.extend(face.color_indicator)
        colors.extend(face.colors or ())
    return in_color_order(colors)


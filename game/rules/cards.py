"""Printed characteristics of a card (rule 109.3) as the engine sees them."""
from dataclasses import dataclass, field
from functools import cached_property

from game.rules.oracle import manual_lines, parse_abilities

# Layouts whose faces each have their own characteristics (712.8a, 709.3, 715.4); others read as one card.
FACE_LAYOUTS = ("transform", "modal_dfc", "flip", "adventure", "meld")
PERMANENT_TYPES = frozenset({"Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker"})  # 110.4a


@dataclass(frozen=True)
class CardSpec:
    """A card's Oracle characteristics. Multi-face cards keep each face in ``faces``."""

    name: str
    mana_cost: str = ""
    colors: tuple[str, ...] = ()
    supertypes: tuple[str, ...] = ()
    types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    text: str = ""
    power: str | None = None
    toughness: str | None = None
    loyalty: str | None = None
    layout: str = "normal"
    faces: tuple["CardSpec", ...] = field(default=(), compare=False)

    # Read once per spec: the engine asks for them many times an action. (cached_property writes the instance's
    # __dict__ itself, so a frozen dataclass keeps them; they are not fields: equality and hashing ignore them.)
    @cached_property
    def abilities(self) -> tuple:
        return parse_abilities(self.name, self.text, self.is_permanent_card, self._x_in_cost)

    @cached_property
    def manual_lines(self) -> tuple:
        """The lines of its text, of every face, that the engine leaves to the players."""
        if self.faces and self.layout in FACE_LAYOUTS:
            return tuple(line for face in self.faces for line in face.manual_lines)
        return manual_lines(self.name, self.text, self.is_permanent_card, self._x_in_cost)

    @cached_property
    def is_permanent_card(self) -> bool:
        return bool(PERMANENT_TYPES.intersection(self.types))

    @property
    def _x_in_cost(self) -> bool:
        """An instant or sorcery whose X is announced as it's cast (107.3a, 601.2b)."""
        return "{X}" in self.mana_cost and not self.is_permanent_card

    def has_type(self, card_type: str) -> bool:
        return card_type in self.types

    def to_dict(self) -> dict:
        data = {
            "name": self.name, "mana_cost": self.mana_cost, "colors": list(self.colors),
            "supertypes": list(self.supertypes), "types": list(self.types), "subtypes": list(self.subtypes),
            "text": self.text, "power": self.power, "toughness": self.toughness, "loyalty": self.loyalty,
            "layout": self.layout,
        }
        if self.faces:
            data["faces"] = [face.to_dict() for face in self.faces]
        return data

    @classmethod
    def from_dict(cls, data: dict) -> "CardSpec":
        return cls(
            name=data["name"], mana_cost=data.get("mana_cost") or "", colors=tuple(data.get("colors") or ()),
            supertypes=tuple(data.get("supertypes") or ()), types=tuple(data.get("types") or ()),
            subtypes=tuple(data.get("subtypes") or ()), text=data.get("text") or "",
            power=data.get("power"), toughness=data.get("toughness"), loyalty=data.get("loyalty"),
            layout=data.get("layout") or "normal",
            faces=tuple(cls.from_dict(face) for face in data.get("faces") or ()),
        )

    @classmethod
    def from_card_fields(cls, fields: dict) -> "CardSpec":
        """From the catalog's field names (the Card model's: card_types, oracle_text, ...)."""
        return cls(
            name=fields["name"], mana_cost=fields.get("mana_cost") or "", colors=tuple(fields.get("colors") or ()),
            supertypes=tuple(fields.get("supertypes") or ()), types=tuple(fields.get("card_types") or ()),
            subtypes=tuple(fields.get("subtypes") or ()), text=fields.get("oracle_text") or "",
            power=fields.get("power") or None, toughness=fields.get("toughness") or None,
            loyalty=fields.get("loyalty") or None, layout=fields.get("layout") or "normal",
            faces=tuple(cls.from_card_fields(face) for face in fields.get("faces") or ()),
        )

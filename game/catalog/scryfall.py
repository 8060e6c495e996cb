"""Scryfall card objects (bulk files such as oracle-cards and default-cards)."""
from game.catalog import entry_fields as read
from game.catalog.card_data import SkipEntry, SourceCard, SourceFace, check_layout

# Keys that mark a JSON object as a Scryfall card (MTGJSON spells them differently).
SIGNATURE_KEYS = frozenset({"type_line", "mana_cost", "oracle_text", "card_faces", "oracle_id", "cmc"})


def card_from_scryfall(entry) -> SourceCard:
    entry = read.card_object(entry)
    if entry.get("object", "card") != "card":
        raise SkipEntry(f"not a card ({entry.get('object')})")
    name = read.name(entry)
    layout = read.text(entry, "layout") or "normal"
    check_layout(layout)
    if "card_faces" in entry:
        faces = [_face(face) for face in read.objects(entry, "card_faces")]
    else:
        faces = [_face(entry)]
    return SourceCard(
        name=name,
        layout=layout,
        faces=faces,
        mana_value=read.mana_value(entry, "cmc"),
        color_identity=read.colors(entry, "color_identity"),
    )


def _face(face: dict) -> SourceFace:
    return SourceFace(
        name=read.name(face),
        mana_cost=read.text(face, "mana_cost"),
        type_line=read.required_text(face, "type_line"),
        oracle_text=read.text(face, "oracle_text"),
        power=read.text(face, "power"),
        toughness=read.text(face, "toughness"),
        loyalty=read.text(face, "loyalty"),
        defense=read.text(face, "defense"),
        # Split, flip and adventure faces have no colors of their own in
        # Scryfall's data: None lets build_card derive them from the face's cost.
        colors=read.colors(face, "colors"),
        color_indicator=read.colors(face, "color_indicator") or [],
    )

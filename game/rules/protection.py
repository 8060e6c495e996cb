"""Protection (702.16): "protection from [quality]" for a color (white, blue, black, red, green), multicolored or
artifacts.

A permanent with protection from a quality (DEBT, 702.16b-f): damage from sources with the quality is prevented
(effects.deal_damage); it can't be enchanted or equipped by Auras or Equipment with the quality (sba.attachment_legal,
704.5m-n), blocked by creatures with the quality (evasion.py), or targeted by spells with the quality or abilities
from sources with it (targets.is_legal_target).
"""
from game.rules.abilities import PROTECTION
from game.rules.characteristics import characteristics
from game.rules.phrases import COLOR_WORDS
from game.rules.state import GameState


def protections(chars) -> set[str]:
    """The qualities the object has protection from (702.16m: several instances of one are one)."""
    return {m.group(1) for a in chars.abilities if a.__class__ is str and a.startswith("keyword:protection from ")
            and (m := PROTECTION.fullmatch(a.removeprefix("keyword:")))}


def qualities(chars) -> set[str]:
    """The qualities a source has that protection can name: its colors, "multicolored" for two or more (105.2b),
    and "artifacts" for an artifact."""
    return {word for word, letter in COLOR_WORDS.items() if letter in chars.colors} | (
        {"artifacts"} if "Artifact" in chars.types else set()) | ({"multicolored"} if len(chars.colors) > 1 else set())


def protects(protected_chars, source_chars) -> bool:
    """Whether an object with ``protected_chars`` has protection from a source with ``source_chars``."""
    found = protections(protected_chars)
    return bool(found) and bool(found & qualities(source_chars))


def source_qualities(state: GameState, source_id: str | None) -> set[str]:
    """The qualities of a source: a spell, a permanent or card, or an ability on the stack, whose source is the
    object it came from (113.7), as it is now or, once that has left its zone, as it last was (608.2h: kept on
    the ability as it was put on the stack, ``known["qualities"]``)."""
    obj = state.objects.get(source_id) if source_id else None
    if obj is None:
        return set()
    if obj.is_ability:
        if obj.source in state.objects:
            return qualities(characteristics(state, obj.source))
        return set(obj.known.get("qualities", ()))
    return qualities(characteristics(state, source_id))


def protected_from(state: GameState, object_id: str, source_id: str | None) -> bool:
    """Whether the permanent ``object_id`` has protection from the source ``source_id``."""
    if not state.on_battlefield(object_id):
        return False
    found = protections(characteristics(state, object_id))
    return bool(found) and bool(found & source_qualities(state, source_id))


def known_qualities(state: GameState, source_id: str) -> dict:
    """What an ability going on the stack keeps of its source, for protection once the source is gone."""
    return {"qualities": sorted(qualities(characteristics(state, source_id)))} if source_id in state.objects else {}

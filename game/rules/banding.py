"""Banding and "bands with other" (702.22): which attacking bands may be declared (702.22c-d), and when the
combat damage of a creature blocking or blocked by a band is assigned by the other player (702.22j-k).

combat.py keeps the bands: each member of an attacking band has the band's number (``GameObject.band``), and so
does each creature blocking it, which blocks the whole band (702.22h). A band lasts for the rest of combat even if
its members lose banding (702.22e); a creature removed from combat is no longer attacking, so no longer in it
(702.22f).
"""
from game.rules.abilities import BANDS_WITH_OTHER_ABILITY
from game.rules.characteristics import characteristics
from game.rules.errors import RuleViolation

# 702.22c: the [quality] of "bands with other [quality]" (abilities.BANDS_WITH_OTHER), as a test of a creature.
QUALITIES = {"legendary creatures": lambda chars: "Legendary" in chars.supertypes and "Creature" in chars.types}


def bands_with_other(chars) -> list:
    """The qualities of the creature's "bands with other" abilities."""
    return [a[len(BANDS_WITH_OTHER_ABILITY):] for a in chars.abilities
            if a.__class__ is str and a.startswith(BANDS_WITH_OTHER_ABILITY)]


def bands_at_all(chars) -> bool:
    """Whether the creature has banding or a "bands with other" ability (702.22b)."""
    return chars.has_keyword("banding") or bool(bands_with_other(chars))


def assigned_by_other_player(state, creatures: list) -> bool:
    """702.22j: an attacking creature blocked by ``creatures`` has its damage assigned by the defending player;
    702.22k: a blocking creature blocking ``creatures`` has its damage assigned by the active player: when they
    include a creature with banding, or a [quality] creature with "bands with other [quality]" and another
    [quality] creature."""
    all_chars = [characteristics(state, oid) for oid in creatures]
    if any(chars.has_keyword("banding") for chars in all_chars):
        return True
    return any(sum(map(QUALITIES[quality], all_chars)) >= 2
               for chars in all_chars for quality in bands_with_other(chars))


def check_bands(state, attackers: list, attacked: list, bands: tuple) -> None:
    """702.22c-d: ``bands`` numbers each of ``attackers`` (attacking ``attacked``) with its band, 0 for none.
    Raises RuleViolation for a band that can't be declared."""
    if len(bands) != len(attackers) or any(not isinstance(n, int) or n < 0 for n in bands):
        raise RuleViolation("702.22c", "give each attacking creature the number of its band, or 0")
    for number in sorted(set(bands) - {0}):
        members = [index for index, n in enumerate(bands) if n == number]
        all_chars = [characteristics(state, attackers[index]) for index in members]
        with_banding = sum(chars.has_keyword("banding") for chars in all_chars)
        same_quality = any(all(map(QUALITIES[quality], all_chars))
                           for chars in all_chars for quality in bands_with_other(chars))
        if not (with_banding and len(members) - with_banding <= 1) and not same_quality:
            raise RuleViolation("702.22c", "a band is creatures with banding and up to one without, or [quality]"
                                           " creatures one of which has \"bands with other [quality]\"")
        if len({attacked[index] for index in members}) > 1:
            raise RuleViolation("702.22d", "all creatures in a band attack the same player or planeswalker")

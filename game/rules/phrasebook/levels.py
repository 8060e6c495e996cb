"""Level up (702.87) and the level symbols of leveler cards (711): "Level up {1}" is "{1}: Put a level counter on
this permanent. Activate only as a sorcery." (702.87a); "LEVEL 1-7" and the lines of its striation are a static
ability: as long as it has 1 to 7 level counters, it has base power and toughness [the P/T line] and the
abilities of those lines (711.2a-b), read when every line of the striation reads. Below the first level symbol's
number it has its printed power and toughness (711.5, 711.6: the card's own)."""
import re

from game.rules.abilities import (
    ActivatedAbility, EffectPart, ManaAbility, Selector, SpellEffect, StaticEffect, TriggeredAbility,
)
from game.rules.registry import ORACLE

LEVEL_SYMBOL = re.compile(r"LEVEL (?P<least>\d+)(?:-(?P<most>\d+)|\+)")
_LEVEL_UP = re.compile(r"Level up (?P<cost>(?:\{[0-9WUBRGC/]+\})+)")
_PT = re.compile(r"(?P<power>\d+)/(?P<toughness>\d+)")


def level_up(line: str) -> list:
    """702.87a: "[Cost]: Put a level counter on this permanent. Activate only as a sorcery.\""""
    if m := _LEVEL_UP.fullmatch(line):
        put = SpellEffect("put_counters", 1, detail=("level",))
        return [ActivatedAbility((put,), cost=m.group("cost"), sorcery=True, text=line)]
    return []


def _works_granted(ability) -> bool:
    """The kinds of abilities a permanent has by an effect (characteristics._grant_abilities) and uses: keywords
    and restrictions kept by their words, mana, activated and triggered abilities (not a static ability's own
    continuous effect, which applies only from a card's text)."""
    if isinstance(ability, str):
        return ability.startswith(("keyword:", "ability:"))
    return isinstance(ability, (ManaAbility, ActivatedAbility, TriggeredAbility))


def level_symbol(heading: str, striation: list[str]) -> StaticEffect | None:
    """711.2a-b: the level symbol ``heading`` with the lines of its striation as one static ability of the
    permanent; None unless each of those lines reads."""
    m = LEVEL_SYMBOL.fullmatch(heading)
    lines = list(striation)
    pt = _PT.fullmatch(lines[0]) if lines else None
    lines = lines[1:] if pt else lines
    abilities, manual = ORACLE["read_card"]("", "\n".join(lines), True)
    if m is None or manual or not all(map(_works_granted, abilities)):
        return None
    parts = (EffectPart("6", "grant_abilities", abilities),) if abilities else ()
    parts += (EffectPart("7b", "set_pt", (int(pt.group("power")), int(pt.group("toughness")))),) if pt else ()
    most = int(m.group("most")) if m.group("most") else None
    return StaticEffect(Selector(host="itself"), parts, counters=("level", int(m.group("least")), most)) \
        if parts else None

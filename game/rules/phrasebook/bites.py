"""A creature dealing damage equal to its power, not a fight (701.12 is both ways): "Target creature you control
deals damage equal to its power to target creature or planeswalker you don't control.", "It deals damage equal to
its power to target creature an opponent controls." (the creature named before), "Target creature deals damage to
itself equal to its power."; and a fight with the creature named before: "It fights target creature you don't
control." (701.12a). The first creature's instruction comes first (performing/combat.py's "fight"): with it or
the other target illegal, no damage is dealt (608.2b). "It" is a target named before, never the ability's own
source ("biter": oracle._refers_back_to_a_target), whose power as it last existed (608.2h) isn't read."""
import re

from game.rules.abilities import SpellEffect
from game.rules.phrases import SAME_TARGET, TARGET, target_filter
from game.rules.registry import reads

_OTHER = TARGET.replace("up_to", "up_to2").replace("what", "what2")
_FIRST = rf"(?:(?:then )?(?:it|that creature)|{TARGET})"


def _creature(what: str | None) -> bool:
    wanted = target_filter(what) if what else None
    return wanted is not None and not wanted.players and not wanted.any_target


@reads
def bite(sentence: str) -> list[SpellEffect] | None:
    lowered = sentence[0].lower() + sentence[1:]
    if (m := re.fullmatch(r"target (?P<what>[a-z ]+?) deals damage to itself equal to its power\.", lowered)) \
            and _creature(m.group("what")):
        return [SpellEffect("damage_to_itself", target=m.group("what"))]
    m = re.fullmatch(rf"{_FIRST} (?P<verb>deals damage equal to its power to|fights) {_OTHER}\.", lowered)
    if not m or m.group("up_to") or m.group("up_to2") or not _creature(m.group("what2")) \
            or m.group("what") and not _creature(m.group("what")):
        return None
    first = SpellEffect("fight", target=m.group("what")) if m.group("what") else SpellEffect("biter", target=SAME_TARGET)
    return [first, SpellEffect("bite" if m.group("verb") != "fights" else "fight_other", target=m.group("what2"))]

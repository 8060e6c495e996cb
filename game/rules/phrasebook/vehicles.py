"""Crew N (702.122a) and Saddle N (702.171a), read as the activated abilities they stand for (crew.py); "This
token saddles Mounts and crews Vehicles as though its power were 2 greater." (a Pilot token's static ability)."""
import re

from game.rules.abilities import ActivatedAbility, SpellEffect
from game.rules.phrases import SELF_NAMES

CREWERS = "untapped creature you control"
MORE_POWER = "saddles Mounts and crews Vehicles as though its power were 2 greater"  # Characteristics.has_ability

# 702.122a: "This permanent becomes an artifact creature until end of turn." (a Vehicle is an artifact already)
_CREWED = SpellEffect("become", quality=(("4", "add_types", ("Artifact", "Creature")),))
# 702.171b: "saddled", a designation until end of turn, kept with its permanent's effects (has_ability words)
SADDLED = "saddled"
_SADDLED = SpellEffect("become", quality=(("6", "add_abilities", (SADDLED,)),))


def vehicle_abilities(line: str) -> list:
    if m := re.fullmatch(r"(Crew|Saddle) (\d+)", line):
        saddle = m.group(1) == "Saddle"
        return [ActivatedAbility((_SADDLED if saddle else _CREWED,), sorcery=saddle, text=line,
                                 paid_with=(("crew", int(m.group(2)), CREWERS, True),))]
    if re.fullmatch(rf"{SELF_NAMES} saddles Mounts and crews Vehicles as though its power were 2 greater\.", line):
        return [f"ability:{MORE_POWER}"]
    return []

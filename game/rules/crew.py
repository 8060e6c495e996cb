"""Crew N (702.122a): "Tap any number of other untapped creatures you control with total power N or greater:
This permanent becomes an artifact creature until end of turn."; Saddle N (702.171a) the same way: "... This
permanent becomes saddled until end of turn. Activate only as a sorcery." The creatures are chosen as it's
activated (a chosen cost, chosen_costs.py: ``paid_with`` holds ("crew", N, what, True)), their total power
counted then; "This token saddles Mounts and crews Vehicles as though its power were 2 greater." counts 2 more
for it.
"""
from itertools import combinations, islice

from game.rules.characteristics import characteristics
from game.rules.errors import RuleViolation
from game.rules.phrasebook.vehicles import CREWERS, MORE_POWER
from game.rules.state import GameState
from game.rules.targets import fits

MAX_CREWS = 64
MAX_GROUPS = 4096  # groups of creatures looked at


def crewing(ability) -> bool:
    return any(verb == "crew" for verb, *_ in ability.paid_with)


def crew_power(state: GameState, object_id: str) -> int:
    """The power a creature crews or saddles with (702.122b, 702.171c): its power, 2 greater for a Pilot token's
    ability."""
    chars = characteristics(state, object_id)
    return (chars.power or 0) + (2 if chars.has_ability(MORE_POWER) else 0)


def _needed(ability) -> int:
    return next(count for verb, count, *_ in ability.paid_with if verb == "crew")


def _may_crew(state: GameState, player: str, source_id: str, oid: str) -> bool:
    """An other untapped creature its controller controls (302.6 doesn't stop tapping it for a cost)."""
    return oid != source_id and fits(state, CREWERS, oid, controller=player)


def check_crew(state: GameState, player: str, source_id: str, ability, paid: tuple) -> None:
    if len(set(paid)) != len(paid):
        raise RuleViolation("601.2h", "one creature can't be tapped twice to crew")
    if not all(_may_crew(state, player, source_id, oid) for oid in paid):
        raise RuleViolation("702.122a", "only other untapped creatures you control can crew it")
    total, needed = sum(crew_power(state, oid) for oid in paid), _needed(ability)
    if total < needed:
        raise RuleViolation("702.122a", f"crew {needed} needs creatures with total power {needed} or greater, "
                                        f"not {total}")


def crews(state: GameState, player: str, source_id: str, ability) -> list[tuple]:
    """The smallest ways to crew now (no creature in them left over), fewest creatures first (at most MAX_CREWS;
    any other legal choice may be named)."""
    needed = _needed(ability)
    if needed <= 0:
        return [()]
    able = [(oid, crew_power(state, oid)) for oid in state.battlefield if _may_crew(state, player, source_id, oid)]
    groups = islice((group for size in range(1, len(able) + 1) for group in combinations(able, size)), MAX_GROUPS)
    ways = (tuple(oid for oid, _ in group) for group in groups
            if sum(p for _, p in group) >= needed and all(sum(p for _, p in group) - p < needed for _, p in group))
    return list(islice(ways, MAX_CREWS))

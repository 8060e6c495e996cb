"""Costs paid with objects the player chooses as they activate an ability (601.2h, 602.2b): "Sacrifice a
creature", "Tap an untapped creature you control", "Discard a card", "Exile a creature card from your
graveyard", "Return a land you control to its owner's hand" (phrases.chosen_cost).

The chosen objects come with the activation (``paid``: object ids, cost by cost in text order), are checked
before anything is paid and are then paid in full (601.2h: partial payments are not allowed).
"""
from itertools import combinations, islice, product

from game.rules.abilities import ActivatedAbility, ManaAbility
from game.rules.characteristics import characteristics
from game.rules.additional_costs import AdditionalCost
from game.rules.crew import check_crew, crewing, crews
from game.rules.errors import RuleViolation
from game.rules.state import GameState
from game.rules.targets import candidates, fits
from game.rules.triggers import crewed, tap
from game.rules.zones import discard, move_object

# What each verb does to a chosen object, the rule for it, and where the object goes.
RULES = {"sacrifice": "701.17a", "tap": "701.21a", "crew": "702.122a", "discard": "701.8a", "exile": "701.11a",
         "return": "601.2h"}
DESTINATIONS = {"sacrifice": "graveyard", "discard": "graveyard", "exile": "exile", "return": "hand"}
MAX_PAYMENTS = 64


def check_paid(state: GameState, player: str, source_id: str, ability, paid: tuple, x: int = 0) -> None:
    """Every chosen object pays its cost: as many as the costs say (X: the X announced), none twice, each one
    that cost's kind."""
    if crewing(ability):
        check_crew(state, player, source_id, ability, paid)
        return
    wanted = sum(how_many(count, x) for _, count, _, _ in ability.paid_with)
    if len(paid) != wanted:
        raise RuleViolation("601.2h", f"that ability's costs need {wanted} chosen object(s), got {len(paid)}")
    if len(set(paid)) != len(paid):
        raise RuleViolation("601.2h", "one object can't pay two costs")
    chosen = iter(paid)
    for verb, count, what, another in ability.paid_with:
        for oid in islice(chosen, how_many(count, x)):
            if not _may_pay(state, player, source_id, ability, verb, what, another, oid):
                raise RuleViolation(RULES[verb], f"that can't pay the cost \"{verb} {_words(what)}\"")


def how_many(count, x: int) -> int:
    """How many objects a chosen cost takes: its number, or the X announced ("Tap X untapped artifacts you
    control", 107.3a)."""
    return x if count == "X" else count


def fitting(state: GameState, player: str, source_id: str, ability, verb: str, what: str, another: bool) -> list:
    """The objects that may pay one chosen cost."""
    pool = state.player(player).hand if verb == "discard" else candidates(state, what)
    return [oid for oid in pool if _may_pay(state, player, source_id, ability, verb, what, another, oid)]


def _words(what: str) -> str:
    return "a card from your hand" if what == "card" else what


def _may_pay(state: GameState, player: str, source_id: str, ability, verb: str, what: str, another: bool,
             oid: str) -> bool:
    taps_source = isinstance(ability, ManaAbility) or ability.tap  # the mana abilities read here all have {T}
    leaves = isinstance(ability, AdditionalCost) or ability.sacrifice or ability.exile or ability.to_hand or \
        isinstance(ability, ActivatedAbility) and ability.from_hand
    if oid == source_id and (another or verb == "tap" and taps_source or leaves):
        return False  # "another"; 107.5: {T} already taps it; 400.7: it leaves for its own cost (a spell: the stack)
    if verb == "discard":  # "a card", or "a land card" (retrace)
        obj = state.objects.get(oid)
        return obj is not None and obj.zone == "hand" and obj.owner == player and \
            (what == "card" or what.removesuffix(" card").capitalize() in characteristics(state, oid).types)
    # 302.6 limits only a creature's own {T} abilities: an untapped creature that came under its controller's
    # control this turn may be tapped to pay another permanent's cost.
    return fits(state, what, oid, controller=player)


def pay_chosen(state: GameState, ability, paid: tuple, events: list, x: int = 0,
               source_id: str | None = None) -> None:
    """Tap, sacrifice, discard, exile or return each chosen object (601.2h); a creature tapped for the crew ability
    of ``source_id`` crews it (702.122b)."""
    chosen = iter(paid)
    for verb, count, _, _ in ability.paid_with:
        for oid in islice(chosen, len(paid) if verb == "crew" else how_many(count, x)):
            if verb in ("tap", "crew"):
                tap(state, oid)  # 603.2f
                events.append({"type": "tap", "id": oid})
                if verb == "crew" and ability.text.startswith("Crew") and source_id:
                    crewed(state, oid, source_id)  # 702.122b (not saddling)
            elif verb == "discard":
                discard(state, oid, events)  # 701.8a (madness: 702.35a)
            else:
                move_object(state, oid, DESTINATIONS[verb], events)
                events[-1]["rule"] = RULES[verb]


def payments(state: GameState, player: str, source_id: str, ability, x: int = 0) -> list[tuple]:
    """The ways to pay an ability's chosen costs now, X announced (at most MAX_PAYMENTS; any other legal one may
    be named)."""
    if not ability.paid_with:
        return [()]
    if crewing(ability):
        return crews(state, player, source_id, ability)
    ways = []
    for verb, count, what, another in ability.paid_with:
        ways.append(list(combinations(fitting(state, player, source_id, ability, verb, what, another),
                                      how_many(count, x))))
    found = (sum(parts, ()) for parts in product(*ways))
    return list(islice((p for p in found if len(set(p)) == len(p)), MAX_PAYMENTS))

"""Performing phrasebook/named_cards.py: its controller says which zones they search ("library", "graveyard", both
or neither: the search is optional) and finds at most one card of that name in them (701.19a), revealed and put
into their hand; the library is shuffled if it was searched. 701.19b: in the library (hidden) they may find none,
but a card of that name in a graveyard they search must be found, there or in the library."""
from game.rules.characteristics import characteristics
from game.rules.errors import RuleViolation
from game.rules.registry import chooses, performs
from game.rules.zones import move_object, shuffle_library

ZONES = ("library", "graveyard")


@performs("search_named")
def search_named(state, effect, *, controller, source_id, target, events) -> None:
    name, = effect.detail
    player = state.player(controller)
    found = {zone: [oid for oid in player.zone(zone) if characteristics(state, oid).name == name] for zone in ZONES}
    state.pending.append({"player": controller, "choice": "search_named", "name": name,
                          "options": found["library"] + found["graveyard"], "library": found["library"],
                          "graveyard": found["graveyard"]})


def _check(state, player, choice, cards, targets, options) -> None:
    searched = set(options)
    if targets or not searched <= set(ZONES) or len(options) != len(searched) or len(cards) > 1 or \
            any(not any(c in choice[zone] for zone in searched) for c in cards):
        raise RuleViolation("701.19a", f"say which zones you search (library, graveyard, both or none) and find at "
                                       f"most one card named {choice['name']} in them")
    if "graveyard" in searched and choice["graveyard"] and not cards:
        raise RuleViolation("701.19b", f"a card named {choice['name']} in a graveyard you search is found")


def _answer(state, player, choice, cards, targets, options, events) -> None:
    for object_id in cards:  # 701.16a: revealed, so named to every player
        events.append({"type": "reveal", "player": player, "card": choice["name"]})
        move_object(state, object_id, "hand", events)
        events[-1]["revealed"] = True
    if "library" in options:
        shuffle_library(state, player, events)


def _offers(state, player, choice) -> list:
    """Not searching; searching the library and finding nothing; a card of each zone, found there."""
    return [((), (), ()), ((), (), ("library",))] + [((oid,), (), (zone,)) for zone in ZONES for oid in choice[zone][:1]]


chooses("search_named", "701.19a", check=_check, answer=_answer, offers=_offers)

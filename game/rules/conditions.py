"""Conditions on the game as it is now (abilities.Condition), checked with current characteristics (613)."""
from game.rules.abilities import Condition
from game.rules.characteristics import all_characteristics
from game.rules.state import GameState


def count(state: GameState, condition: Condition, controller: str, leaving_out: str | None = None) -> int:
    """What ``condition`` counts, for a condition of ``controller``'s object; ``leaving_out`` is an object not
    counted (a permanent still entering, 614.12: it isn't on the battlefield while its entry is replaced)."""
    if condition.kind == "opponents":
        return sum(1 for player in state.players_in_game() if player.name != controller)
    if condition.kind == "lowest_life":
        return min(player.life for player in state.players_in_game())
    found = 0
    all_chars = all_characteristics(state)
    for oid in state.battlefield:
        if oid == leaving_out:
            continue
        if matches(condition, all_chars[oid], state.objects[oid].controller == controller):
            found += 1
    return found


def matches(condition: Condition, chars, mine: bool) -> bool:
    """Whether a permanent with ``chars`` (``mine``: controlled by the condition's controller) is one of the
    permanents ``condition`` counts."""
    return (condition.whose == "any" or (mine if condition.whose == "you" else not mine)) \
        and condition.card_types <= set(chars.types) and condition.supertypes <= set(chars.supertypes) \
        and (not condition.subtypes or not condition.subtypes.isdisjoint(chars.subtypes))


def holds(state: GameState, condition: Condition, controller: str, leaving_out: str | None = None) -> bool:
    number = count(state, condition, controller, leaving_out)
    return (condition.at_least is None or number >= condition.at_least) and \
        (condition.at_most is None or number <= condition.at_most)

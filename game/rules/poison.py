"""Poison counters given by damage (120.3b infect, 120.3g toxic); a player with ten or more loses (704.5c, sba.py)."""
from game.rules.characteristics import invalidate
from game.rules.state import GameState


def toxic_value(chars) -> int:
    """702.164b: a creature's total toxic value, the sum of the N of its toxic abilities."""
    return sum(int(a.removeprefix("keyword:toxic ")) for a in chars.abilities
               if a.__class__ is str and a.startswith("keyword:toxic "))


def give_poison(state: GameState, player: str, count: int, events: list) -> None:
    """122.1f: the player gets ``count`` poison counters."""
    state.player(player).poison += count
    events.append({"type": "poison", "player": player, "count": state.player(player).poison, "given": count})
    invalidate(state)

"""A player's maximum hand size (402.2): seven, unless a permanent they control says "You have no maximum hand
size." (Reliquary Tower); checked in their cleanup step (514.1)."""
from game.rules.characteristics import all_characteristics
from game.rules.state import GameState

NO_MAXIMUM = "you have no maximum hand size"  # the static ability's words (Characteristics.has_ability)


def maximum_hand_size(state: GameState, player: str) -> int | None:
    """None when ``player`` has no maximum hand size."""
    all_chars = all_characteristics(state)
    if any(state.objects[oid].controller == player and all_chars[oid].has_ability(NO_MAXIMUM)
           for oid in state.battlefield):
        return None
    return state.player(player).max_hand_size

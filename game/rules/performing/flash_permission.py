"""Casting as though spells had flash (phrasebook/flash_permission.py): 702.8a, 601.3; the permission lasts
until the turn's cleanup step (514.2) and is the player's who controlled the ability."""
from game.rules.registry import performs
from game.rules.state import GameState

ANY_SPELL = ""


@performs("flash_this_turn")
def flash_this_turn(state, effect, *, controller, source_id, target, events) -> None:
    kind = effect.quality[0] if effect.quality else ANY_SPELL
    person = state.player(controller)
    if kind not in person.flash_this_turn:
        person.flash_this_turn = person.flash_this_turn + [kind]
    events.append({"type": "flash_this_turn", "player": controller, "what": kind})


def as_though_flash(state: GameState, player: str, types) -> bool:
    """Whether ``player`` may cast a spell of these card types as though it had flash (702.8a)."""
    return any(kind == ANY_SPELL or kind in types for kind in state.player(player).flash_this_turn)

"""702.61 split second: "As long as this spell is on the stack, players can't cast spells or activate abilities that
aren't mana abilities." (702.61a). Mana abilities, special actions (turning a face-down permanent face up, playing a
land: 702.61b) and triggered abilities are untouched."""
from game.rules.characteristics import characteristics
from game.rules.errors import RuleViolation
from game.rules.state import GameState

SPLIT_SECOND = "keyword:split second"


def check_no_split_second(state: GameState, doing: str) -> None:
    """RuleViolation (702.61a) while a spell with split second is on the stack; ``doing``: "cast a spell" or
    "activate that ability"."""
    for object_id in state.stack:
        obj = state.objects.get(object_id)
        if obj is not None and not obj.is_ability and SPLIT_SECOND in characteristics(state, object_id).abilities:
            raise RuleViolation("702.61a", f"no one can {doing} while {characteristics(state, object_id).name} "
                                           "(split second) is on the stack")

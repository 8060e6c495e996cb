"""614.1d, 616.1: "Gates you control enter untapped." (Gond Gate), a replacement effect on each Gate entering under
its controller's control (not on Gond Gate itself: its ability works from the battlefield). An effect that puts a
Gate onto the battlefield tapped is no replacement effect: the Gate enters untapped. A Gate whose own replacement
effect makes it enter tapped ("This land enters tapped.", "If you don't, it enters tapped.") has two applying:
its controller chooses the order (616.1), which is choosing how it enters, "untapped" (its own first) or "tapped"
(Gond Gate's first); asked as it enters, before anything else happens (614.12a), as other such choices are."""
from game.rules.abilities import GATES_ENTER_UNTAPPED
from game.rules.characteristics import all_characteristics, characteristics, invalidate
from game.rules.errors import RuleViolation
from game.rules.registry import chooses
from game.rules.state import GameObject, GameState


def gate_enters_untapped(state: GameState, obj: GameObject) -> bool:
    """Whether a permanent entering now is a Gate (614.12: as it is on the battlefield) whose controller controls
    another permanent with the ability."""
    if "Gate" not in characteristics(state, obj.id).subtypes:
        return False
    chars_by_id = all_characteristics(state)
    return any(oid != obj.id and state.objects[oid].controller == obj.controller
               and chars_by_id[oid].has_ability(GATES_ENTER_UNTAPPED) for oid in state.battlefield)


def enter_untapped(state: GameState, obj: GameObject, own_taps: bool) -> None:
    """The Gate enters untapped; or, when its own replacement effect taps it, its controller chooses (616.1)."""
    if own_taps:
        state.pending.append({"player": obj.controller, "choice": "gate_untapped", "id": obj.id,
                              "name": state.spec(obj).name, "options": ["untapped", "tapped"]})
    obj.tapped = own_taps
    invalidate(state)


def _check(state, player, choice, cards, targets, options) -> None:
    if cards or targets or len(options) != 1 or options[0] not in choice["options"]:
        raise RuleViolation("616.1", f"choose how {choice['name']} enters: untapped (its own replacement effect "
                                     "applied first) or tapped (Gates you control enter untapped applied first)")


def _answer(state, player, choice, cards, targets, options, events) -> None:
    if options == ("untapped",) and choice["id"] in state.objects:
        state.objects[choice["id"]].tapped = False
        invalidate(state)
    elif options == ("tapped",):
        events.append({"type": "entered_tapped", "id": choice["id"]})


chooses("gate_untapped", "616.1", check=_check, answer=_answer,
        offers=lambda state, player, choice: [((), (), (option,)) for option in choice["options"]])

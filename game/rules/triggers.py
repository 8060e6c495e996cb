"""Putting a triggered ability on the stack (603.3), with the targets its controller chooses (603.3d)."""
from game.rules.characteristics import invalidate
from game.rules.state import GameObject, GameState
from game.rules.targets import candidates, is_legal_target, target_kinds


def target_options(state: GameState, trigger: dict) -> list | None:
    """The legal targets of a trigger's one targeted instruction: None when it targets nothing."""
    effects = getattr(state.cards[trigger["card"]].abilities[trigger["index"]], "effects", ())
    kinds = target_kinds(effects)
    if not kinds:
        return None
    return [t for t in candidates(state, kinds[0]) if is_legal_target(state, kinds[0], t, controller=trigger["controller"])]


def stack_trigger(state: GameState, trigger: dict, targets: list, events: list) -> None:
    """603.3: on the stack even if its source has left the battlefield since it triggered."""
    ability = GameObject(
        id=state.new_id(), card=trigger["card"], owner=trigger["controller"], zone="stack",
        controller=trigger["controller"], timestamp=state.new_timestamp(), is_ability=True,
        source=trigger["source"], ability_index=trigger["index"], targets=list(targets),
    )
    state.objects[ability.id] = ability
    state.stack.insert(0, ability.id)
    events.append({"type": "trigger", "id": ability.id, "source": trigger["source"], "text": trigger["text"]})
    invalidate(state)


def put_trigger_on_stack(state: GameState, trigger: dict, events: list) -> None:
    """With one legal target it is chosen; with several its controller chooses (a "targets" choice); with none
    the ability is removed (603.3d)."""
    options = target_options(state, trigger)
    if options is None:
        stack_trigger(state, trigger, [], events)
    elif len(options) == 1:
        stack_trigger(state, trigger, options, events)
    elif options:
        state.pending.append({"player": trigger["controller"], "choice": "targets", "options": options,
                              "trigger": trigger})
    else:
        events.append({"type": "trigger_removed", "source": trigger["source"], "text": trigger["text"], "rule": "603.3d"})

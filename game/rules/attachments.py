"""What an Aura or Equipment is attached to, as its abilities resolve (608.2h): "Tap enchanted creature.",
"Enchanted creature gets +1/+1 until end of turn.". Its current information while it is on the battlefield, else its
last known information: what it was attached to as it left, kept with its abilities on the stack and waiting to
be put there (``known["attached_to"]``)."""
from game.rules.state import GameState


def remember_attachment(state: GameState, old) -> None:
    """608.2h: an attached permanent leaving the battlefield: what it was attached to, for its abilities."""
    if old.attached_to is None:
        return
    for stacked in (state.objects[sid] for sid in state.stack):
        if stacked.is_ability and stacked.source == old.id:
            stacked.known["attached_to"] = old.attached_to
    for trigger in state.triggers:
        if trigger["source"] == old.id:
            trigger["known"] = {**trigger.get("known", {}), "attached_to": old.attached_to}


def attached_host(state: GameState, source_id: str | None) -> str | None:
    """The permanent the resolving ability's source is (or, gone, was last) attached to, if that is still a
    permanent (400.7); None otherwise."""
    if source_id is not None and state.on_battlefield(source_id):
        host = state.objects[source_id].attached_to
    else:
        host = state.objects[state.stack[0]].known.get("attached_to") if state.stack else None
    return host if host is not None and state.on_battlefield(host) else None

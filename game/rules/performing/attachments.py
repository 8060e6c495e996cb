"""Performing the instructions of Auras and Equipment (phrasebook/attachments.py)."""
from game.rules.attachments import attached_host
from game.rules.characteristics import characteristics, invalidate
from game.rules.counters import change_counters
from game.rules.effects import until_end_of_turn
from game.rules.performing.creatures import change_words
from game.rules.errors import RuleViolation
from game.rules.performing.permanents import destroy, to_hand_or_library
from game.rules.performing.regeneration import shield_from_destruction
from game.rules.registry import chooses, performs
from game.rules.triggers import tap
from game.rules.zones import move_object


def _attach(state, source_id, host: str, controller: str, events: list) -> None:
    """701.3a-c: its source, still on the battlefield, attached to ``host`` if it could be (301.5c, 303.4d: else
    nothing happens, 701.3b), with a new timestamp (613.7e)."""
    from game.rules.sba import attachment_legal  # sba.py imports the performers: imported when first needed
    source = state.objects.get(source_id) if source_id else None
    if source is None or not state.on_battlefield(source.id) or not state.on_battlefield(host) or \
            source.attached_to == host:
        return
    if not attachment_legal(characteristics(state, source.id), characteristics(state, host), itself=host == source.id,
                            yours=state.objects[host].controller == source.controller):
        return
    source.attached_to = host
    source.timestamp = state.new_timestamp()
    events.append({"type": "attached", "id": source.id, "to": host})
    invalidate(state)


@performs("attach_source")
def attach_source(state, effect, *, controller, source_id, target, events) -> None:
    _attach(state, source_id, target, controller, events)


@performs("attach_to_created")
def attach_to_created(state, effect, *, controller, source_id, target, events) -> None:
    """702.92a, 702.163a: "then attach this Equipment to it": the token the instruction before created."""
    made = next((e["new_id"] for e in reversed(events) if e["type"] == "token_created"), None)
    if made is not None:
        _attach(state, source_id, made, controller, events)


@performs("regenerate_attached")
def regenerate_attached(state, effect, *, controller, source_id, target, events) -> None:
    """701.15a: "Regenerate enchanted creature.": a regeneration shield on what its source is attached to (608.2h:
    or was, as its cost sacrificed it), if that is still a creature."""
    host = attached_host(state, source_id)
    if host is not None and "Creature" in characteristics(state, host).types:
        shield_from_destruction(state, host, controller, source_id, events)


@performs("tap_attached")
def tap_attached(state, effect, *, controller, source_id, target, events) -> None:
    """701.26a: "Tap enchanted creature.": what its source is attached to (608.2h)."""
    host = attached_host(state, source_id)
    if host is not None:
        tap(state, host)
        events.append({"type": "tap", "id": host})
        invalidate(state)


@performs("fate_of_attached")
def fate_of_attached(state, effect, *, controller, source_id, target, events) -> None:
    """"Exile enchanted creature." / "Destroy ...": what its source is (or, sacrificed as the cost, was last)
    attached to (608.2h), if that is still a creature on the battlefield."""
    host = attached_host(state, source_id)
    if host is None or "Creature" not in characteristics(state, host).types:
        return
    if effect.quality == ("exile",):
        move_object(state, host, "exile", events)
    elif effect.quality == ("hand",):
        to_hand_or_library(state, host, "hand", events)  # 903.9b: a commander may go to the command zone
    else:
        destroy(state, None, controller=controller, source_id=source_id, target=host, events=events)


@performs("attached_until_end_of_turn")
def attached_until_end_of_turn(state, effect, *, controller, source_id, target, events) -> None:
    """611.2a, 611.2c: "Enchanted creature gets +1/+1 until end of turn.": on what its source is attached to as it
    resolves (608.2h), if that is a creature."""
    host = attached_host(state, source_id)
    if host is not None and "Creature" in characteristics(state, host).types:
        until_end_of_turn(state, host, effect.detail, controller=controller, source_id=source_id)
        events.append({"type": "until_end_of_turn", "id": host, "text": change_words(effect.detail)})


@performs("return_became_to_hand")
def return_became_to_hand(state, effect, *, controller, source_id, target, events) -> None:
    """"... put into a graveyard from the battlefield, return it to its owner's hand.": the card its source became
    in the graveyard, if it is still there (400.7)."""
    became = state.objects[state.stack[0]].known.get("became") if state.stack else None
    if became in state.objects and state.objects[became].zone == "graveyard":
        move_object(state, became, "hand", events)


@performs("counters_on_attached")
def counters_on_attached(state, effect, *, controller, source_id, target, events) -> None:
    """122.1: "Put a +1/+1 counter on enchanted creature.": on what its source is attached to (608.2h)."""
    host = attached_host(state, source_id)
    if host is not None:
        change_counters(state, host, effect.detail[0], effect.amount, events)


def _check_host(state, player, choice, cards, targets, options) -> None:
    if options or len(cards) + len(targets) != 1 or (cards + targets)[0] not in choice["options"]:
        raise RuleViolation("303.4f", f"choose what {choice['name']} will enchant as it enters the battlefield")


def _enter_attached(state, player, choice, cards, targets, options, events) -> None:
    """303.4f: the Aura, if it is still where it was (400.7), enters attached to the permanent or player chosen (a
    target's place in the answer, though it doesn't target)."""
    if choice["id"] in state.objects:
        move_object(state, choice["id"], "battlefield", events, attach_to=(cards + targets)[0], **choice["entering"])


chooses("aura_host", "303.4f", check=_check_host, answer=_enter_attached,
        offers=lambda state, player, choice: [((), (oid,), ()) for oid in choice["options"]])

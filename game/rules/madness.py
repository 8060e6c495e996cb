"""702.35 madness: "Madness [cost]" means "If a player would discard this card, that player discards it, but exiles
it instead of putting it into their graveyard" and "When this card is exiled this way, its owner may cast it by
paying [cost] rather than paying its mana cost. If that player doesn't, they put this card into their graveyard."
(702.35a). Every discard goes through ``discard`` (701.8a): a card with madness is exiled instead (614.1a) and its
triggered ability triggers (its ``TriggeredAbility`` of event "madness", controlled by its owner). As it resolves,
its owner casts it for its madness cost (702.35b: an alternative cost, 601.2b, 601.2f-h; the mana from their pool,
608.2g: timing doesn't matter) or puts it into their graveyard: performing/madness.py, ``spells.cast`` with
``alternative`` "madness".

A card whose cast would ask what that choice can't name (modes, additional or optional costs, convoke, delve,
improvise) keeps its madness line for the players (``cast_by_choice_unless_by_hand``)."""
import re

from game.rules.abilities import SpellEffect, TriggeredAbility
from game.rules.additional_costs import chosen_spell_costs
from game.rules.buyback import buyback_of
from game.rules.copy_costs import Casualty, Conspire
from game.rules.kicker import Kicker
from game.rules.modes import modal_of
from game.rules.offspring import Offspring
from game.rules.suspend import suspend_of

_PAID_OTHERWISE = ("keyword:convoke", "keyword:delve", "keyword:improvise")  # convoke.py, delve.py, improvise.py

_MADNESS = re.compile(r"Madness ((?:\{[0-9WUBRGC/]+\})+)")
EVENT = "madness"


def madness_ability(line: str) -> list:
    """"Madness {1}{R}" read (no X: 107.3); [] for any other line."""
    if not (m := _MADNESS.fullmatch(line)):
        return []
    return [TriggeredAbility(event=EVENT, effects=(SpellEffect("madness", detail=(m.group(1),)),), text=line)]


def cast_by_choice_unless_by_hand(read: list, text: str) -> list:
    """A card's lines as oracle.read_card reads them (line, abilities, whether all of it is read): its madness or
    suspend line left to the players (nothing of it performed) when its cast as that ability resolves would ask
    what the "madness" or "suspend" choice can't name: modes (700.2a), kicker, buyback, offspring, casualty,
    conspire or other additional costs (601.2b), convoke, delve or improvise (601.2g-h); and a land's madness, whose
    reminder text (``text``: the card's, as printed) says it is played, not cast (305.9)."""
    abilities = [a for _, found, _ in read for a in found]
    if madness_of(abilities)[1] is None and suspend_of(abilities) is None:
        return read
    if not ("play it for its madness cost" in text or modal_of(abilities) or chosen_spell_costs(abilities, "exile")
            or buyback_of(abilities)
            or any(isinstance(a, (Kicker, Offspring, Casualty, Conspire)) or a in _PAID_OTHERWISE for a in abilities)):
        return read
    return [(line, [], False) if madness_of(found)[1] or suspend_of(found) else (line, found, whole)
            for line, found, whole in read]


def madness_of(abilities) -> tuple[int, TriggeredAbility] | tuple[None, None]:
    """The card's madness ability and its index among its abilities."""
    return next(((i, a) for i, a in enumerate(abilities) if isinstance(a, TriggeredAbility) and a.event == EVENT),
                (None, None))


def madness_cost(abilities) -> str | None:
    _, found = madness_of(abilities)
    return found.effects[0].detail[0] if found else None


def discard(state, object_id: str, events: list, move):
    """701.8a: the card is put from its owner's hand into their graveyard; one with madness into exile instead
    (702.35a, 614.1a), and its madness ability triggers (603.2, 603.6e: it looks at the card in exile; controlled by
    its owner). ``move``: zones.move_object. Returns the new object."""
    obj = state.objects[object_id]
    index, ability = madness_of(state.spec(obj).abilities) if not obj.face_down else (None, None)
    if ability is None:
        moved = move(state, object_id, "graveyard", events)
        events[-1]["rule"] = "701.8a"
        return moved
    exiled = move(state, object_id, "exile", events)
    events[-1]["rule"] = "702.35a"
    state.triggers.append({"source": exiled.id, "card": exiled.card, "controller": exiled.owner, "index": index,
                           "text": ability.text})
    return exiled

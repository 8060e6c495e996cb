"""Choices made as a permanent enters (614.12a: before it enters; the engine asks them as it is put onto the
battlefield, and nothing else happens until they are answered): "As this land enters, you may reveal an
Elemental card from your hand. If you don't, this land enters tapped." (a "reveal" choice); "If this land
would enter, sacrifice two untapped lands instead. If you do, put this land onto the battlefield. If you don't,
put it into its owner's graveyard." (asked before it moves: a "sacrifice_to_enter" choice); "As this land enters,
choose up to two colors from among cards in your hand." (a "hand_colors" choice, answered in performing/players.py:
the permanent keeps the colors chosen as its ``chosen_color``, their letters); "If this land would enter, instead
sacrifice each other permanent named ~ you control, then put this land onto the battlefield." (no choice: those are
sacrificed, then it enters)."""
import re

from game.rules.abilities import COLORS, SacrificeToEnter
from game.rules.characteristics import characteristics, invalidate
from game.rules.errors import RuleViolation
from game.rules.gates_untapped import enter_untapped, gate_enters_untapped
from game.rules.state import GameObject, GameState
from game.rules.targets import fits
from game.rules.typeline import LAND_TYPES


def of_subtypes(state: GameState, card_id: str, subtypes: tuple) -> bool:
    """A card of one of these subtypes; changeling makes a card every creature type (702.73a)."""
    if set(subtypes) & set(characteristics(state, card_id).subtypes):
        return True
    every_creature_type = re.search(r"(?m)^Changeling\b", state.spec(state.objects[card_id]).text or "")
    return bool(every_creature_type) and not set(subtypes) & set(LAND_TYPES)


def reveal_or_enter_tapped(state: GameState, obj: GameObject, subtypes: tuple) -> bool:
    """Ask which card of those subtypes to reveal, or none; with none in the hand it just enters tapped (True)."""
    options = [oid for oid in state.player(obj.controller).hand if of_subtypes(state, oid, subtypes)]
    if options:
        state.pending.append({"player": obj.controller, "choice": "reveal", "id": obj.id,
                              "name": state.spec(obj).name, "what": " or ".join(subtypes), "options": options})
        return False
    obj.tapped = True
    return True


def ask_hand_colors(state: GameState, obj: GameObject, most: int) -> None:
    """Up to ``most`` of the colors among the cards in its controller's hand (105.1); none there: nothing to choose."""
    found = {color for oid in state.player(obj.controller).hand for color in characteristics(state, oid).colors}
    if found:
        state.pending.append({"player": obj.controller, "choice": "hand_colors", "id": obj.id,
                              "name": state.spec(obj).name, "max": most,
                              "options": [color for color in COLORS if color in found]})


def check_reveal(choice: dict, cards: tuple, targets: tuple, options: tuple) -> None:
    if targets or options or len(cards) > 1 or any(c not in choice["options"] for c in cards):
        raise RuleViolation("614.12a", f"reveal one {choice['what']} card from your hand, or none and "
                                       f"{choice['name']} enters tapped")


def answer_reveal(state: GameState, choice: dict, cards: tuple, events: list) -> None:
    """701.16a: a revealed card is shown to every player (the log names it); if none is, it enters tapped."""
    if cards:
        events.append({"type": "reveal", "player": choice["player"], "id": cards[0],
                       "card": characteristics(state, cards[0]).name, "for": choice["name"]})
    elif choice["id"] in state.objects:
        enter_tapped(state, state.objects[choice["id"]], events)


def enter_tapped(state: GameState, obj: GameObject, events: list) -> None:
    """Its own replacement effect, answered, makes it enter tapped: but for "Gates you control enter untapped."
    (gates_untapped.py, then its controller's choice)."""
    if gate_enters_untapped(state, obj):
        enter_untapped(state, obj, True)
        return
    obj.tapped = True
    events.append({"type": "entered_tapped", "id": obj.id})


def as_it_would_enter(state: GameState, obj: GameObject, controller: str) -> tuple:
    """614.12: its abilities as it would exist on the battlefield (an effect there, as Blood Moon's, may take
    them away), worked out with it there for a moment: no event, nothing else changes."""
    home = state.zone_list(obj.zone, obj.owner)
    place, zone, was = home.index(obj.id), obj.zone, obj.controller
    home.remove(obj.id)
    obj.zone, obj.controller = "battlefield", controller
    state.battlefield.append(obj.id)
    invalidate(state)
    try:
        return characteristics(state, obj.id).abilities
    finally:
        state.battlefield.remove(obj.id)
        obj.zone, obj.controller = zone, was
        home.insert(place, obj.id)
        invalidate(state)


def sacrifice_to_enter(state: GameState, obj: GameObject, controller: str, entering: dict) -> str | list | None:
    """614.1c, as a card would enter the battlefield under ``controller``'s control: None when nothing
    replaces that; "graveyard" when it goes there instead (too few permanents to sacrifice, 118.3); "asked"
    when its controller is asked which to sacrifice, or none (the card stays where it is until then;
    ``entering``: how it would enter, move_object's options); the permanents to sacrifice before it enters when
    there is nothing to choose (each other permanent of its name its controller controls)."""
    if not any(isinstance(a, SacrificeToEnter) for a in state.spec(obj).abilities):
        return None
    ability = next((a for a in as_it_would_enter(state, obj, controller) if isinstance(a, SacrificeToEnter)), None)
    if ability is None:
        return None
    if ability.each_named:  # 201.2: its name as it would be on the battlefield
        name = characteristics(state, obj.id).name
        return [oid for oid in state.battlefield if state.objects[oid].controller == controller
                and characteristics(state, oid).name == name]
    options = [oid for oid in state.battlefield if fits(state, ability.what, oid, controller=controller)]
    if len(options) < ability.count:
        return "graveyard"
    state.pending.append({"player": controller, "choice": "sacrifice_to_enter", "id": obj.id,
                          "name": state.spec(obj).name, "what": ability.what, "count": ability.count,
                          "options": options, "entering": entering})
    return "asked"


def check_sacrifice_to_enter(choice: dict, cards: tuple, targets: tuple, options: tuple) -> None:
    if targets or options or len(cards) not in (0, choice["count"]) or any(c not in choice["options"] for c in cards):
        raise RuleViolation("614.1c", f"choose {choice['count']} {choice['what']} to sacrifice, or none and "
                                      f"{choice['name']} goes to its owner's graveyard")

"""Choices made as a permanent enters (614.12a: before it enters; the engine asks them as it is put onto the
battlefield, and nothing else happens until they are answered): "As this land enters, you may reveal an
Elemental card from your hand. If you don't, this land enters tapped." (a "reveal" choice)."""
import re

from game.rules.characteristics import characteristics
from game.rules.errors import RuleViolation
from game.rules.state import GameObject, GameState
from game.rules.typeline import LAND_TYPES


def _fits(state: GameState, card_id: str, subtypes: tuple) -> bool:
    """A card of one of these subtypes; changeling makes a card every creature type (702.73a)."""
    if set(subtypes) & set(characteristics(state, card_id).subtypes):
        return True
    every_creature_type = re.search(r"(?m)^Changeling\b", state.spec(state.objects[card_id]).text or "")
    return bool(every_creature_type) and not set(subtypes) & set(LAND_TYPES)


def reveal_or_enter_tapped(state: GameState, obj: GameObject, subtypes: tuple) -> None:
    """Ask which card of those subtypes to reveal, or none; with none in the hand it just enters tapped."""
    options = [oid for oid in state.player(obj.controller).hand if _fits(state, oid, subtypes)]
    if options:
        state.pending.append({"player": obj.controller, "choice": "reveal", "id": obj.id,
                              "name": state.spec(obj).name, "what": " or ".join(subtypes), "options": options})
    else:
        obj.tapped = True


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
        state.objects[choice["id"]].tapped = True
        events.append({"type": "entered_tapped", "id": choice["id"]})

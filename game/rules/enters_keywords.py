"""Keywords that ask their controller something before their permanent enters (614.12: what it enters with is
settled before it is on the battlefield, so every "enters" trigger sees it): riot (702.136a), unleash (702.98a) and
devour (702.82a, 702.82c). Asked as the card would move (zones.move_object), it stays where it is until the answer
(performing/creature_keywords.py), which puts it onto the battlefield with its counters."""
from game.rules.abilities import EntersChoice
from game.rules.enters_choices import as_it_would_enter
from game.rules.state import GameObject, GameState
from game.rules.targets import fits


def ask(state: GameState, obj: GameObject, controller: str, entering: dict) -> bool:
    """Whether a choice of such a keyword is asked (and the move waits for it); ``entering``: how it would enter,
    move_object's options. With two instances, the first one asked (a printed card has one)."""
    if not any(isinstance(a, EntersChoice) for a in state.spec(obj).abilities):
        return False
    ability = next((a for a in as_it_would_enter(state, obj, controller) if isinstance(a, EntersChoice)), None)
    if ability is None:
        return False
    choice = {"player": controller, "id": obj.id, "name": state.spec(obj).name, "keyword": ability.keyword,
              "amount": ability.amount, "entering": entering}
    if ability.keyword == "devour":  # any number of them, none too: 701.17a, the sacrificer's own permanents
        options = [oid for oid in state.battlefield
                   if oid != obj.id and fits(state, f"{ability.what} you control", oid, controller=controller)]
        if not options:
            return False  # nothing to sacrifice: it enters with none
        state.pending.append({**choice, "choice": "devour", "what": ability.what, "options": options})
    else:
        state.pending.append({**choice, "choice": "enter_with_counter", "options": ["yes", "no"]})
    return True

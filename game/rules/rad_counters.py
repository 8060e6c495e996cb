"""Rad counters (725): counters a player has (122.1i), got from "You may have this land enter tapped. If you do,
you get two rad counters." (zones.py, the "enter_tapped_for_rad" choice: performing/players.py). Their inherent
triggered ability has no source and is controlled by the active player (725.1); it is read from RAD_CARD's text
like a card's. A game without rad counters pays a look at the active player's count per precombat main phase."""
from game.rules.cards import CardSpec
from game.rules.phrasebook.keywords import RAD_TEXT

RAD_CARD = "Rad counters (725.1)"


def change_rad(state, name: str, change: int, events: list) -> None:
    player = state.player(name)
    player.rad += change
    events.append({"type": "rad", "player": name, "change": change, "count": player.rad})


def precombat_main_began(state) -> None:
    """725.1: it triggers only if the active player has a rad counter (603.4: and does something only if they
    still do as it resolves: performing/players.py)."""
    if state.player(state.turn.active).rad:
        if RAD_CARD not in state.cards:
            state.cards[RAD_CARD] = CardSpec(name="Rad counters", text=RAD_TEXT)
        state.triggers.append({"source": None, "card": RAD_CARD, "controller": state.turn.active, "index": 0,
                               "text": RAD_TEXT})

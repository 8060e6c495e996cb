"""Permissions to play a card from exile for a while ("Exile the top card of your library. Until the end of your
next turn, you may play that card."): 601.3 (a spell may be cast from a zone an effect allows) and 305.1-305.2
(a land played so counts as the turn's land play). Casting it follows every other rule and pays its costs.

Each is an entry of ``state.effects`` on the exiled card with no layered parts and ``play``: ``[way, what]``,
way "play" (lands and spells) or "cast" (spells only, of the kind ``what`` names: "instant or sorcery"), with
the ``turn`` it began and its ``until``: "end_of_turn" (514.2), "end_of_your_next_turn" (the cleanup step of
its controller's next turn) or "your_next_turn" (as that turn begins). The card leaving exile ends it (400.7).
"""
from game.rules.characteristics import invalidate
from game.rules.state import GameState
from game.rules.targets import card_fits


def allow_play(state: GameState, object_id: str, *, controller: str, source_id: str | None, until: str,
               way: str, what: str) -> None:
    state.effects.append({"id": object_id, "source": source_id, "controller": controller,
                          "timestamp": state.new_timestamp(), "until": until, "parts": [], "play": [way, what],
                          "turn": state.turn.number})
    invalidate(state)


def _their_next_turn_began(state: GameState, effect: dict) -> bool:
    return state.turn.number > effect["turn"] and state.turn.active == effect["controller"]


def _lasting(state: GameState, effect: dict) -> bool:
    """Whether a permission still allows a play now."""
    if effect["id"] not in state.exile:
        return False
    if effect["until"] == "end_of_turn":
        return effect["turn"] == state.turn.number and state.turn.step != "cleanup"
    if effect["until"] == "your_next_turn":
        return not _their_next_turn_began(state, effect)
    return not (_their_next_turn_began(state, effect) and state.turn.step == "cleanup")


def lasts_past_cleanup(state: GameState, effect: dict) -> bool:
    """514.2: at a cleanup step, whether a permission goes on (its controller's next turn is still to come)."""
    return effect["until"] != "end_of_turn" and effect["id"] in state.exile and \
        not _their_next_turn_began(state, effect)


def may_play_from_exile(state: GameState, player: str, object_id: str, *, land: bool) -> bool:
    """Whether an effect lets ``player`` play this exiled card now, as a land (305.1) or cast (601.3)."""
    for effect in state.effects:
        if effect.get("play") and effect["id"] == object_id and effect["controller"] == player \
                and _lasting(state, effect):
            way, what = effect["play"]
            if way == "play" or not land and card_fits(state, what, object_id):
                return True
    return False


def playable_from_exile(state: GameState, player: str) -> list[str]:
    """The exiled cards an effect lets ``player`` play now (the engine offers them)."""
    return [e["id"] for e in state.effects if e.get("play") and e["controller"] == player and _lasting(state, e)]

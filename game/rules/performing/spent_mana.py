"""Performing the delayed triggers of riders on how mana is spent (106.6, game/rules/spent_mana.py)."""
from dataclasses import replace

from game.rules.effects import perform
from game.rules.registry import performs


@performs("scry_commander_casts")
def scry_commander_casts(state, effect, *, controller, source_id, target, events) -> None:
    """Study Hall: "scry X, where X is the number of times it's been cast from the command zone this game", X
    counted as it resolves (608.2h); a player has one commander here, whose casts 903.8 counts."""
    perform(state, replace(effect, kind="scry", amount=state.player(controller).commander_casts),
            controller=controller, source_id=source_id, target=None, token=None, events=events)

"""Performing what an attack trigger does to the player attacked (phrasebook/attacks.py)."""
from game.rules.combat import defending_player
from game.rules.registry import performs


def defender_of(state, source_id: str, controller: str) -> str | None:
    """506.2, 802.2a: the player its source attacks (or whose planeswalker it attacks); once it has left combat,
    the defending player of a two-player game (506.2: the nonactive player), else no one."""
    obj = state.objects.get(source_id)
    if obj is not None and state.on_battlefield(obj.id) and obj.attacking:
        return defending_player(state, obj.attacking)
    others = [p.name for p in state.players_in_game() if p.name != controller]
    return others[0] if len(others) == 1 and state.turn.step in ("declare_attackers", "declare_blockers",
                                                                "combat_damage", "end_of_combat") else None


@performs("defending_player_loses_life")
def loses_life(state, effect, *, controller, source_id, target, events) -> None:
    """119.3: the defending player loses the life (none lost when there's no defending player)."""
    player = defender_of(state, source_id, controller)
    if player is not None and state.player(player).in_game and effect.amount > 0:
        state.player(player).change_life(-effect.amount)
        events.append({"type": "life", "player": player, "change": -effect.amount})

"""702.126 improvise: "For each generic mana in this spell's total cost, you may tap an untapped artifact you
control rather than pay that mana." A spell has it printed ("Improvise"), or as the next spell its caster casts
this turn after "The next spell you cast this turn has improvise." resolved (``Player.next_spell_improvise``, used
up by that next spell, whatever it is, and gone at cleanup, 514.2).

A cast names the artifacts it taps (actions.Cast ``improvised``); each pays {1} of the generic mana of its total
cost (601.2h: after the mana abilities; not a {T} cost, so an artifact creature may be tapped so the turn it came).
"""
from game.rules.characteristics import characteristics
from game.rules.errors import RuleViolation
from game.rules.state import GameState

IMPROVISE = "keyword:improvise"


def has_improvise(state: GameState, player: str, abilities) -> bool:
    return IMPROVISE in abilities or state.player(player).next_spell_improvise


def check_improvised(state: GameState, player: str, name: str, abilities, improvised: tuple) -> None:
    """702.126a: distinct untapped artifacts the caster controls, for a spell with improvise."""
    if not improvised:
        return
    if not has_improvise(state, player, abilities):
        raise RuleViolation("702.126a", f"{name} doesn't have improvise")
    for object_id in improvised:
        obj = state.objects.get(object_id)
        if obj is None or obj.zone != "battlefield" or obj.controller != player or obj.tapped \
                or "Artifact" not in characteristics(state, object_id).types:
            raise RuleViolation("702.126a", "improvise taps untapped artifacts you control")
    if len(set(improvised)) != len(improvised):
        raise RuleViolation("702.126a", "each artifact is tapped for improvise once")


def untapped_artifacts(state: GameState, player: str) -> list:
    return [oid for oid in state.battlefield if state.objects[oid].controller == player
            and not state.objects[oid].tapped and "Artifact" in characteristics(state, oid).types]


def spell_cast(state: GameState, player: str) -> None:
    """The next spell they cast has improvise: this was it."""
    state.player(player).next_spell_improvise = False

"""The game position a scenario's setup describes, as an engine GameState.

The game is in the given step after its turn-based actions and triggers
(the setup causes none). Permanents have been under their controller's
control since that player's turn began unless ``entered_this_turn`` (302.6).
"""
from game.rules.characteristics import invalidate
from game.rules.engine import validate_position
from game.rules.errors import RuleViolation
from game.rules.flow import NO_PRIORITY_STEPS
from game.rules.state import PLAYER_ZONES, GameState, Player, Turn
from game.rules.zones import place_object
from game.scenario.errors import ScenarioError
from game.scenario.reader import UNSET, Entry, ScenarioFile

STARTING_LIFE = 20  # 103.4


def build_position(scenario: ScenarioFile, specs: dict) -> GameState:
    """``specs`` maps each card name the setup uses to its CardSpec. Raises ScenarioError for impossible positions."""
    state = GameState(
        players=[Player(name=name, life=scenario.life.get(name, STARTING_LIFE)) for name in scenario.players],
        turn=Turn(number=scenario.turn_number, active=scenario.active, step=scenario.step,
                  priority=_priority(scenario), starting_player=_starting_player(scenario)),
        cards=dict(specs), playing_for_ante=scenario.ante,
    )
    # Ids and timestamps follow the file: battlefield timestamps in list order (613.7).
    ids = {id(entry): _place(state, entry).id for entry in scenario.entries}
    # Each zone lists its entries in file order, top first, whatever place_object does with positions.
    zones = {}
    for entry in scenario.entries:
        zones.setdefault((entry.zone, entry.owner if entry.zone in PLAYER_ZONES else None), []).append(ids[id(entry)])
    for (zone, player), object_ids in zones.items():
        state.zone_list(zone, player)[:] = object_ids
    by_label = {e.label: ids[id(e)] for e in scenario.entries if e.label}
    for entry in scenario.entries:
        if entry.attached_to:
            state.objects[ids[id(entry)]].attached_to = by_label[entry.attached_to]
    invalidate(state)
    try:
        validate_position(state)
    except RuleViolation as violation:
        raise ScenarioError("position", f"can't occur: {violation.message} (rule {violation.rule})") from None
    return state


def _priority(scenario: ScenarioFile) -> str | None:
    if scenario.priority is not UNSET:
        return scenario.priority
    return None if scenario.step in NO_PRIORITY_STEPS else scenario.active  # 502.4, 514.3


def _starting_player(scenario: ScenarioFile) -> str:
    """Who took turn 1 (103.8a), counting back from the active player in turn order."""
    players = scenario.players
    return players[(players.index(scenario.active) - (scenario.turn_number - 1)) % len(players)]


def _place(state: GameState, entry: Entry):
    obj = place_object(
        state, card_name=entry.card, owner=entry.owner, zone=entry.zone, controller=entry.controller,
        tapped=entry.tapped, face_down=entry.face_down, counters=entry.counters, label=entry.label,
        sick=entry.entered_this_turn, commander=entry.commander,
    )
    if entry.entered_this_turn and obj.zone == "battlefield":
        obj.entered_turn = state.turn.number  # "Activate only if this land entered this turn."
    spec = state.spec(obj)
    if entry.counters is None and obj.zone == "battlefield" and "Planeswalker" in spec.types and not obj.face_down:
        obj.counters = {"loyalty": int(spec.loyalty) if (spec.loyalty or "").isdigit() else 0}  # 306.5b
    return obj

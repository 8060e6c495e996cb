"""Playing lands (305, 116.2a)."""
from game.rules.abilities import ExtraLandPlays, PlayLandsFrom
from game.rules.characteristics import all_characteristics, characteristics
from game.rules.errors import RuleViolation
from game.rules.play_permissions import may_play_from_exile
from game.rules.state import MAIN_STEPS, GameState
from game.rules.triggers import land_played
from game.rules.zones import move_object


def land_plays(state: GameState, player: str) -> int:
    """305.2a: how many lands the player can play this turn in all (none on another player's turn, 305.3)."""
    if state.turn.active != player:
        return 0
    chars_by_id = all_characteristics(state)
    extra = sum(
        ability.count
        for oid in state.battlefield if state.objects[oid].controller == player
        for ability in chars_by_id[oid].abilities if isinstance(ability, ExtraLandPlays)
    )
    return 1 + extra + state.player(player).extra_land_plays_this_turn


def land_play_zones(state: GameState, player: str) -> set:
    """Zones the player may play lands from: the hand, plus what effects allow."""
    zones = {"hand"}
    chars_by_id = all_characteristics(state)
    for oid in state.battlefield:
        if state.objects[oid].controller == player:
            zones.update(a.zone for a in chars_by_id[oid].abilities if isinstance(a, PlayLandsFrom))
    return zones


def land_face(state: GameState, object_id: str) -> int | None:
    """Which face is played as a land: the front, or a modal double-faced card's land back (712.12)."""
    obj = state.objects[object_id]
    spec = state.cards[obj.card]
    if "Land" in state.spec(obj).types:
        return obj.face
    if spec.layout == "modal_dfc" and len(spec.faces) > 1 and "Land" in spec.faces[1].types:
        return 1
    return None


def check_play_land(state: GameState, player: str, object_id: str, from_zone: str, face: int | None = None) -> int:
    """Raise RuleViolation unless ``player`` may play this land now, as ``face`` if named; return the face."""
    turn = state.turn
    obj = state.objects.get(object_id)
    if obj is None or obj.zone != from_zone or obj.owner != player:
        raise RuleViolation("305.1", f"{player} has no such card in their {from_zone}")
    land = land_face(state, object_id)
    if land is None:
        raise RuleViolation("305.1", f"{state.spec(obj).name} is not a land card, so it can't be played as a land")
    if face is not None and face != land:
        raise RuleViolation("712.12", f"that face of {state.cards[obj.card].name} is not a land: play its land face")
    face = land
    if turn.active != player:
        raise RuleViolation("305.3", f"{player} can't play a land: it isn't their turn")
    if from_zone != "hand":
        allowed = land_play_zones(state, player)
        top_of_library = from_zone == "library" and "library_top" in allowed and state.player(player).library[0] == object_id
        if not (top_of_library or from_zone in allowed
                or from_zone == "exile" and may_play_from_exile(state, player, object_id, land=True)):
            raise RuleViolation("305.1", f"no effect lets {player} play lands from their {from_zone}")
    if turn.priority != player or turn.step not in MAIN_STEPS or state.stack:
        raise RuleViolation(
            "305.1", f"{player} can play a land only with priority, in a main phase of their turn, with an empty stack"
        )
    played, allowed_plays = state.player(player).lands_played, land_plays(state, player)
    if played >= allowed_plays:
        raise RuleViolation("305.2b", f"{player} has already played {played} of {allowed_plays} lands this turn")
    return face


def play_land(state: GameState, player: str, object_id: str, from_zone: str, events: list,
              face: int | None = None) -> None:
    face = check_play_land(state, player, object_id, from_zone, face)
    # 305.1: a special action; the land goes straight onto the battlefield, never onto the stack.
    new = move_object(state, object_id, "battlefield", events, controller=player, face=face, played_from=from_zone)
    state.player(player).lands_played += 1
    state.turn.passed = []  # 117.3c: the player keeps priority
    played = new.id if new else object_id  # None: it waits for a choice replacing its entering (enters_choices.py)
    events.append({"type": "land_played", "player": player, "id": played, "name": characteristics(state, played).name})
    land_played(state, player, played)  # 603.2: "When you play another land"

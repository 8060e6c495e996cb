"""The runner's output document: the results and the final position, seen omnisciently."""
from game.rules.abilities import COLORS, MANA_KINDS
from game.rules.cards import FACE_LAYOUTS
from game.rules.characteristics import characteristics, lines_left_to_players
from game.rules.engine import land_plays
from game.rules.spells import mana_kinds
from game.rules.stack import ability_of
from game.rules.state import PLAYER_ZONES, GameState
from game.scenario.reader import SHARED_ZONE_KEYS
from game.table.view import rules_text


def scenario_document(state: GameState, results: list) -> dict:
    turn = state.turn
    return {
        "results": results,
        "turn": {"number": turn.number, "active": turn.active, "step": turn.step, "priority": turn.priority},
        "players": {player.name: _player_view(state, player) for player in state.players},
        # 702.26d: phased-out permanents are on the battlefield, after the rest, marked "phased_out"
        **{key: [object_view(state, oid) for oid in state.in_zone(zone)] for key, zone in SHARED_ZONE_KEYS.items()},
        "pending": [dict(choice) for choice in state.pending],
        "game_over": state.game_over,
        "winner": state.winner,
    }


def _player_view(state: GameState, player) -> dict:
    return {
        "life": player.life, "lost": player.lost, "won": player.won,
        "lands_played": player.lands_played, "land_plays": land_plays(state, player.name),
        "max_hand_size": player.max_hand_size,
        "mana_pool": {**{kind: player.mana_pool.get(kind, 0) for kind in MANA_KINDS},  # restricted and snow too (106.6, 107.4h)
                      **{key: amount for key, amount in player.mana_pool.items() if key not in MANA_KINDS and amount}},
        **{zone: [object_view(state, oid) for oid in player.zone(zone)] for zone in PLAYER_ZONES},
    }


def object_view(state: GameState, object_id: str) -> dict:
    """An object's current characteristics (613). A face-down object shows its card's name:
    the runner's view is omniscient, though the object itself has no name (708.2)."""
    obj = state.objects[object_id]
    chars = characteristics(state, object_id)
    is_creature = "Creature" in chars.types
    return {
        "id": obj.id, "name": chars.name or state.spec(obj).name, "label": obj.label, "owner": obj.owner,
        "controller": obj.controller if obj.zone in ("battlefield", "stack") else None,
        "supertypes": list(chars.supertypes), "types": list(chars.types), "subtypes": list(chars.subtypes),
        "colors": [color for color in COLORS if color in chars.colors],
        "tapped": obj.tapped, "face_down": obj.face_down, "mana": mana_kinds(state, object_id),
        "power": chars.power if is_creature else None, "toughness": chars.toughness if is_creature else None,
        "loyalty": chars.loyalty, "counters": dict(obj.counters), "attached_to": obj.attached_to,
        "automated": not lines_left_to_players(state, object_id),
        "text": _text(state, obj, chars),
        **({"kind": "ability" if obj.is_ability else "spell"} if obj.zone == "stack" else {}),
        **({"face": "back" if obj.face else "front"} if _double_faced(state, obj) else {}),
        **({"phased_out": True} if obj.phased_out else {}),
    }


def _text(state: GameState, obj, chars) -> str:
    """The object's rules text as it stands; on the stack, an ability's own text (contract version 2)."""
    if obj.is_ability:
        ability = ability_of(state, obj)
        text = getattr(ability, "text", "") or f"{ability.keyword.capitalize()} {ability.cost}"  # equip, fortify
        return text.replace("~", state.spec(obj).name)  # the reader's "~" is the card's name
    return "" if obj.face_down else rules_text(state.spec(obj), chars)


def _double_faced(state: GameState, obj) -> bool:
    spec = state.cards[obj.card]
    return bool(spec.faces) and spec.layout in FACE_LAYOUTS

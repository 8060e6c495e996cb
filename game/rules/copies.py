"""Copy effects (707): layer 1 of the layer system (613.2a).

A copy takes the copiable values of what it copies (707.2): the values printed on it, as modified by other
copy effects and by its face-down status (708.2a), and no other effect, status or counter. Those values are a
card spec of the game (``GameState.cards``, kept by key), so a copy effect is just that key:
``GameObject.copies`` lists the copy effects on a permanent in timestamp order (613.7) and the latest one sets
its copiable values (``GameObject.copiable``, ``GameState.spec``), which every other layer starts from
(characteristics.py). Modifications and exceptions to the copying process (707.9a-b: "except it has this
ability", "except it's a Cave in addition to its other types") become part of the copy's copiable values: a
spec of their own. A permanent that copies another keeps its copy effect until it leaves the battlefield
(400.7) or, "until end of turn", until the cleanup step (514.2: flow.finish_cleanup).
"""
from dataclasses import replace

from game.rules.abilities import disguised
from game.rules.cards import FACE_LAYOUTS, CardSpec
from game.rules.characteristics import invalidate
from game.rules.enters_choices import as_it_would_enter
from game.rules.phrasebook.copies import EntersAsCopy
from game.rules.state import GameObject, GameState
from game.rules.targets import fits
from game.rules.typeline import CREATURE_TYPES

def spell_values(spell: GameObject) -> dict:
    """What a copy of a spell copies (707.10): its card, face and copy effects, and its targets, X and modes."""
    return {"card": spell.card, "face": spell.face, "targets": list(spell.targets), "x": spell.x,
            "modes": list(spell.modes), "copies": [list(c) for c in spell.copies]}


# 708.2a, 707.2: a face-down permanent's copiable values: a 2/2 creature with no text, name, subtypes or mana cost.
FACE_DOWN = CardSpec(name="", types=("Creature",), power="2", toughness="2", layout="copy")
FACE_DOWN_KEY = "face-down 2/2 (708.2a)"
DISGUISED = replace(FACE_DOWN, text="Ward {2}")  # 702.168b: these are its copiable values too
DISGUISED_KEY = "face-down 2/2 with ward {2} (702.168b)"


def _kept(state: GameState, key: str, spec: CardSpec) -> str:
    """``spec`` kept among the game's specs as ``key`` (a key always names the same values)."""
    if key not in state.cards:
        state.cards[key] = spec
    return key


def copiable_key(state: GameState, obj: GameObject) -> str:
    """The key of ``obj``'s copiable values (707.2): its face-down values (708.2a), the face that's up of a
    double-faced permanent (707.8), or its card's, as modified by the copy effects on it (707.3)."""
    if obj.face_down:
        return _kept(state, DISGUISED_KEY, DISGUISED) if disguised(state.spec(obj)) else \
            _kept(state, FACE_DOWN_KEY, FACE_DOWN)
    key = obj.copiable
    card = state.cards[key]
    if card.faces and card.layout in FACE_LAYOUTS:
        return _kept(state, f"{key} | face {obj.face}", replace(state.spec(obj), layout="copy", faces=()))
    return key


def _add_subtypes(spec: CardSpec, values: tuple) -> CardSpec:
    return replace(spec, subtypes=spec.subtypes + tuple(v for v in values if v not in spec.subtypes))


def _add_supertypes(spec: CardSpec, values: tuple) -> CardSpec:
    return replace(spec, supertypes=spec.supertypes + tuple(v for v in values if v not in spec.supertypes))


def _has_ability(spec: CardSpec, values: tuple) -> CardSpec:
    """707.9a: the ability, written as a line of its rules text."""
    return replace(spec, text="\n".join(line for line in (spec.text, *values) if line))


def _no_mana_cost(spec: CardSpec, values: tuple) -> CardSpec:
    """"... it has no mana cost" (embalm, eternalize: 702.128a, 702.129a)."""
    return replace(spec, mana_cost="")


def _set_pt(spec: CardSpec, values: tuple) -> CardSpec:
    return replace(spec, power=values[0], toughness=values[1])


def _set_colors(spec: CardSpec, values: tuple) -> CardSpec:
    return replace(spec, colors=tuple(values))


def _set_creature_types(spec: CardSpec, values: tuple) -> CardSpec:
    """"... it's a Zombie": that creature type instead of its others; its other subtypes stay (205.3d)."""
    return replace(spec, subtypes=tuple(s for s in spec.subtypes if s not in CREATURE_TYPES) + tuple(values))


# 707.9b: the modifications to the copying process a reader knows (phrasebook/copies.py), each (op, *values).
EXCEPTIONS = {"add_subtypes": _add_subtypes, "add_supertypes": _add_supertypes, "has_ability": _has_ability,
              "set_pt": _set_pt, "set_colors": _set_colors, "set_creature_types": _set_creature_types,
              "no_mana_cost": _no_mana_cost}


def modified(state: GameState, key: str, exceptions: tuple) -> str:
    """The key of the values under ``key`` as modified by ``exceptions`` (707.9a-b), their own spec."""
    if not exceptions:
        return key
    spec = state.cards[key]
    for op, *values in exceptions:
        spec = EXCEPTIONS[op](spec, tuple(values))
    described = "; ".join(f"{op} {' '.join(map(str, values))}" for op, *values in exceptions)
    return _kept(state, f"{key} | except {described}", replace(spec, layout="copy", faces=()))


def copy_effect(state: GameState, timestamp: int, key: str, until: str) -> list:
    """A copy effect as ``GameObject.copies`` keeps it, with the values it copies as plain data."""
    return [timestamp, key, until, state.cards[key].to_dict()]


def become_copy(state: GameState, obj: GameObject, key: str, until: str = "game") -> None:
    """``obj`` becomes a copy of the values under ``key`` (707.4: it doesn't enter or leave, and keeps its other
    effects): a copy effect with a new timestamp, after the others in layer 1 (613.7)."""
    obj.copies = obj.copies + [copy_effect(state, state.new_timestamp(), key, until)]
    invalidate(state)


def ask_enter_as_copy(state: GameState, obj: GameObject, controller: str, entering: dict) -> bool:
    """707.5, 614.1c, 616.1c: "You may have this land enter tapped as a copy of any land on the battlefield."
    Asked as the card would enter (its ability as it would exist there, 614.12), before it moves: an
    "enter_as_copy" choice of what to copy, or nothing (performing/copies.py). False when nothing is asked."""
    if not any(isinstance(a, EntersAsCopy) for a in state.spec(obj).abilities):
        return False
    ability = next((a for a in as_it_would_enter(state, obj, controller) if isinstance(a, EntersAsCopy)), None)
    if ability is None:
        return False
    zone = state.battlefield if ability.zone == "battlefield" else \
        [oid for player in state.players_in_game() for oid in player.graveyard]
    options = [oid for oid in zone if oid != obj.id and fits(state, ability.what, oid, controller=controller)]
    if not options:
        return False
    state.pending.append({"player": controller, "choice": "enter_as_copy", "id": obj.id,
                          "name": state.spec(obj).name, "what": ability.text, "options": options,
                          "entering": entering, "tapped": ability.tapped, "exceptions": list(ability.exceptions)})
    return True

"""Current characteristics of every object: printed values through the layers (613).

Characteristics are computed, never stored back on an object. Effects from
static abilities of permanents apply in layer order; within layer 4
(type-changing) they apply in timestamp order unless one depends on another
(613.8). The result is cached on the state until the engine changes it.
"""
from dataclasses import dataclass, field, replace

from game.rules.abilities import BASIC_LAND_MANA, MANA_KINDS, ManaAbility, StaticEffect
from game.rules.state import GameObject, GameState
from game.rules.typeline import LAND_TYPES

LAYER_ORDER = ("4", "5", "6", "7b", "7c")


@dataclass(slots=True)
class Characteristics:
    name: str
    supertypes: list
    types: list
    subtypes: list
    colors: list
    power: int | None
    toughness: int | None
    loyalty: int | None
    text_abilities: tuple           # abilities from rules text (removed by 305.7)
    text_removed: bool = False
    granted: list = field(default_factory=list)
    cant_attack_block: bool = False
    mana_abilities: list = field(default_factory=list)

    @property
    def abilities(self) -> tuple:
        """Abilities the object has now: its rules text's (unless removed) and granted ones."""
        own = () if self.text_removed else self.text_abilities
        return own + tuple(self.granted)

    @property
    def mana(self) -> list:
        kinds = set()
        for ability in self.mana_abilities:
            kinds.update(ability.produces)
        return [k for k in MANA_KINDS if k in kinds]

    def has_keyword(self, keyword: str) -> bool:
        return f"keyword:{keyword}" in self.abilities

    def is_type(self, card_type: str) -> bool:
        return card_type in self.types


def _number(value: str | None) -> int | None:
    if value is None or value == "":
        return None
    try:
        return int(value)
    except ValueError:
        return 0  # "*" and similar: characteristic-defining abilities are not automated (604.3)


def printed(state: GameState, obj: GameObject) -> Characteristics:
    """The object's characteristics with no continuous effects applied."""
    if obj.face_down:
        # 406.3a / 708.2: a face-down card has no characteristics.
        return Characteristics("", [], [], [], [], None, None, None, ())
    spec = state.spec(obj)
    if obj.is_ability:
        # 405.4: an ability on the stack has its text and no other characteristics (its source's name labels it).
        return Characteristics(spec.name, [], [], [], [], None, None, None, ())
    loyalty = obj.counters.get("loyalty", 0) if obj.zone == "battlefield" and "Planeswalker" in spec.types else _number(spec.loyalty)
    return Characteristics(
        name=spec.name, supertypes=list(spec.supertypes), types=list(spec.types), subtypes=list(spec.subtypes),
        colors=list(spec.colors), power=_number(spec.power), toughness=_number(spec.toughness),
        loyalty=loyalty, text_abilities=spec.abilities,
    )


@dataclass
class _ActiveEffect:
    source: str
    controller: str
    timestamp: int
    effect: StaticEffect
    affected: list | None = None   # fixed once the effect starts to apply (613.6)


def _matches(state: GameState, effect: _ActiveEffect, obj: GameObject, chars: Characteristics) -> bool:
    selector = effect.effect.selector
    if selector.host:
        return state.objects[effect.source].attached_to == obj.id
    if selector.card_types and not all(t in chars.types for t in selector.card_types):
        return False
    if selector.nonbasic and "Basic" in chars.supertypes:
        return False
    if selector.subtypes and not any(s in chars.subtypes for s in selector.subtypes):
        return False
    if selector.yours and obj.controller != effect.controller:
        return False
    return True


def _affected(state, effect, all_chars) -> list:
    return [oid for oid, chars in all_chars.items() if _matches(state, effect, state.objects[oid], chars)]


def _apply_effect(effect: _ActiveEffect, all_chars: dict, layer: str) -> None:
    for part in effect.effect.parts:
        if part.layer == layer:
            for oid in effect.affected:
                if oid in all_chars:
                    _apply_part(part, all_chars[oid])


def _depends_on(state, a: _ActiveEffect, b: _ActiveEffect, all_chars, layer: str) -> bool:
    """613.8a: a depends on b if applying b would change a's existence or what a applies to."""
    if a is b:
        return False
    trial = {oid: replace(chars) for oid, chars in all_chars.items()}
    _apply_effect(replace(b, affected=_affected(state, b, all_chars)), trial, layer)
    if trial[a.source].text_removed and not all_chars[a.source].text_removed:
        return True  # b would remove the ability that generates a (305.7)
    return _affected(state, a, trial) != _affected(state, a, all_chars)


def _order_layer(state, effects: list, all_chars, layer: str):
    """Yield effects of one layer in application order (timestamps, then dependencies)."""
    remaining = sorted(effects, key=lambda e: e.timestamp)
    while remaining:
        # An effect whose source lost the ability that generates it no longer exists.
        remaining = [e for e in remaining if not all_chars[e.source].text_removed or e.affected is not None]
        if not remaining:
            return
        chosen = remaining[0]
        for candidate in remaining:
            blockers = [b for b in remaining if _depends_on(state, candidate, b, all_chars, layer)
                        and not _depends_on(state, b, candidate, all_chars, layer)]  # 613.8b: loops use timestamps
            if not blockers:
                chosen = candidate
                break
        remaining.remove(chosen)
        yield chosen


def _apply_part(part, chars: Characteristics) -> None:
    op, values = part.op, part.values
    if op == "set_land_types":
        # 305.7: new land types replace the old ones; rules-text abilities are lost.
        if "Land" not in chars.types:
            return
        chars.subtypes = [s for s in chars.subtypes if s not in LAND_TYPES] + [v for v in values]
        chars.text_removed = True
    elif op == "add_subtypes":
        chars.subtypes = chars.subtypes + [v for v in values if v not in chars.subtypes]
    elif op == "add_types":
        chars.types = chars.types + [v for v in values if v not in chars.types]
    elif op == "set_colors":
        chars.colors = list(values)
    elif op == "grant_mana":
        chars.granted.append(ManaAbility(produces=tuple(values)))
    elif op == "cant_attack_block":
        chars.cant_attack_block = True
    elif op == "set_pt":
        chars.power, chars.toughness = values
    elif op == "modify_pt":
        if chars.power is not None:
            chars.power += values[0]
            chars.toughness += values[1]


def _battlefield_characteristics(state: GameState) -> dict:
    all_chars = {oid: printed(state, state.objects[oid]) for oid in state.battlefield}
    effects = []
    for oid in state.battlefield:
        obj = state.objects[oid]
        for ability in all_chars[oid].text_abilities:
            if isinstance(ability, StaticEffect):
                effects.append(_ActiveEffect(oid, obj.controller, obj.timestamp, ability))
    for layer in LAYER_ORDER:
        in_layer = [e for e in effects if any(p.layer == layer for p in e.effect.parts)]
        ordered = _order_layer(state, in_layer, all_chars, layer) if layer == "4" else \
            (e for e in sorted(in_layer, key=lambda e: e.timestamp)
             if e.affected is not None or not all_chars[e.source].text_removed)
        for effect in ordered:
            if effect.affected is None:
                effect.affected = _affected(state, effect, all_chars)
            _apply_effect(effect, all_chars, layer)
        if layer == "6":
            for chars in all_chars.values():
                chars.mana_abilities = _mana_abilities(chars)
    for oid, chars in all_chars.items():
        counters = state.objects[oid].counters
        if chars.power is not None and counters:
            # 613.4c: +1/+1 and -1/-1 counters.
            delta = counters.get("+1/+1", 0) - counters.get("-1/-1", 0)
            chars.power += delta
            chars.toughness += delta
    return all_chars


def _mana_abilities(chars: Characteristics) -> list:
    abilities = []
    if "Land" in chars.types:
        # 305.6: each basic land type gives "{T}: Add [its mana]".
        abilities.extend(ManaAbility((BASIC_LAND_MANA[s],)) for s in chars.subtypes if s in BASIC_LAND_MANA)
    abilities.extend(a for a in chars.abilities if isinstance(a, ManaAbility))
    return abilities


class _ByObject(dict):
    """Object id -> characteristics; an object off the battlefield is worked out when first asked for."""

    def __init__(self, state: GameState, battlefield: dict):
        super().__init__(battlefield)
        self.state = state

    def __missing__(self, object_id: str) -> Characteristics:
        chars = printed(self.state, self.state.objects[object_id])
        chars.mana_abilities = _mana_abilities(chars)
        self[object_id] = chars
        return chars


def all_characteristics(state: GameState) -> dict:
    """Characteristics of every object in the game, keyed by object id (cached)."""
    cached = state.__dict__.get("_characteristics")
    if cached is None:
        cached = state.__dict__["_characteristics"] = _ByObject(state, _battlefield_characteristics(state))
    return cached


def characteristics(state: GameState, object_id: str) -> Characteristics:
    return all_characteristics(state)[object_id]


def invalidate(state: GameState) -> None:
    """Forget cached characteristics after the state changed."""
    state.__dict__.pop("_characteristics", None)

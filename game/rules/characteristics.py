"""Current characteristics of every object: printed values through the layers (613).

Layer 1 (613.2) comes first, as the values everything else starts from: an object's copiable values (707.2),
its card's printed ones or those of the latest copy effect on it (``GameObject.copies``, copies.py: 613.2a),
as modified by its face-down status (613.2b, 708.2).

Characteristics are computed, never stored back on an object. Effects from
static abilities of permanents apply in layer order; within layer 4
(type-changing) they apply in timestamp order unless one depends on another
(613.8). The result is cached on the state until the engine changes it.
"""
import weakref
from dataclasses import dataclass, field, replace
from functools import lru_cache

from game.rules.abilities import (
    BANDS_WITH_OTHER_ABILITY, BASIC_LAND_MANA, IS_CHOSEN_TYPE, LANDWALK, MANA_KINDS, WHILE_COUNTER, EffectPart,
    ManaAbility, Selector, StaticEffect, disguised, matches,
)
from game.rules.granted import quoted_abilities
from game.rules.keyword_counters import KEYWORD_COUNTERS, granted_keywords
from game.rules.mana_cost import mana_value
from game.rules.state import GameObject, GameState
from game.rules.typeline import BASIC_LAND_TYPES, CREATURE_TYPES, LAND_TYPES

LAYER_ORDER = ("4", "5", "6", "7a", "7b", "7c", "7d")


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
    cant_attack: bool = False       # "Creatures you control can't attack." (508.1c: a restriction, not an ability)
    cant_attack_again: bool = False  # "... that attacked during their controller's last turn can't attack."
    cant_activate: bool = False     # "... and its activated abilities can't be activated." (602.5: spells.py)
    mana_abilities: list = field(default_factory=list)

    @property
    def abilities(self) -> tuple:
        """Abilities the object has now: its rules text's (unless removed) and granted ones."""
        own = () if self.text_removed else self.text_abilities
        return own + tuple(self.granted) if self.granted else own

    @property
    def mana(self) -> list:
        kinds = set()
        for ability in self.mana_abilities:
            kinds.update(ability.produces)
        return [k for k in MANA_KINDS if k in kinds]

    def has_keyword(self, keyword: str) -> bool:
        wanted = "keyword:" + keyword
        # Keywords are the only abilities kept as strings; compare with those alone.
        return any(a == wanted for a in self.abilities if a.__class__ is str)

    def has_ability(self, words: str) -> bool:
        """An ability that isn't a keyword, kept by its words ("can't be blocked", "can't block": 509.1b)."""
        wanted = "ability:" + words
        return any(a == wanted for a in self.abilities if a.__class__ is str)

    def is_type(self, card_type: str) -> bool:
        return card_type in self.types


def _number(value: str | None) -> int | None:
    if value is None or value == "":
        return None
    try:
        return int(value)
    except ValueError:
        return 0  # "*" and similar: set by a characteristic-defining ability if read (604.3, layer 7a), else 0


# 708.2a: a face-down permanent or spell (face_down.py): name, supertypes, types, subtypes, colors, power,
# toughness, loyalty, abilities, is a planeswalker.
FACE_DOWN_TEMPLATE = ("", (), ("Creature",), (), (), 2, 2, None, (), False)
DISGUISED_TEMPLATE = FACE_DOWN_TEMPLATE[:8] + (("keyword:ward {2}",), False)  # 702.168b: with ward {2}


def _template(state: GameState, obj: GameObject) -> tuple:
    """The values of an object's card and face after layer 1 (613.2), worked out once per game (specs don't change;
    a copy effect's copiable values are a spec of their own: copies.py)."""
    templates = state.cache.printed_templates
    key = (obj.copies[-1][1] if obj.copies else obj.card, obj.face, obj.face_down and obj.zone, obj.is_ability)
    template = templates.get(key)
    if template is None:
        spec = state.spec(obj)
        if obj.face_down and obj.zone in ("battlefield", "stack"):
            # 708.2a: a 2/2 creature with no text, name, subtypes or mana cost; 702.168b: with ward {2}
            template = DISGUISED_TEMPLATE if disguised(spec) else FACE_DOWN_TEMPLATE
        elif obj.face_down:
            # 406.3a / 708.2: a face-down card has no characteristics.
            template = ("", (), (), (), (), None, None, None, (), False)
        elif obj.is_ability:
            # 405.4: an ability on the stack has its text and no other characteristics (its source's name labels it).
            template = (spec.name, (), (), (), (), None, None, None, (), False)
        else:
            template = (spec.name, spec.supertypes, spec.types, _defined_subtypes(spec), _defined_colors(spec),
                        _number(spec.power), _number(spec.toughness), _number(spec.loyalty), spec.abilities,
                        "Planeswalker" in spec.types)
        template += (tuple(_mana_abilities_of(template[2], template[3], template[8])),)
        templates[key] = template
    return template


# 604.3: "This land is every nonbasic land type." (Planar Nexus) defines its subtypes wherever it is; so does
# rangeling (Nearby Planet: an Unfinity keyword, not in the rules, performed as its reminder text says, "This card
# is every land type").
EVERY_NONBASIC_LAND_TYPE = "cda:every nonbasic land type"
EVERY_LAND_TYPE = "cda:every land type"


def _defined_subtypes(spec) -> tuple:
    """Its printed subtypes, with those its characteristic-defining ability gives (604.3, 613.3: applied first):
    every land type, every nonbasic land type, or, with changeling, every creature type (702.73a; a creature or
    kindred object's only, 205.3d)."""
    if EVERY_LAND_TYPE in spec.abilities:
        defined = LAND_TYPES
    elif EVERY_NONBASIC_LAND_TYPE in spec.abilities:
        defined = [t for t in LAND_TYPES if t not in BASIC_LAND_TYPES]
    elif "keyword:changeling" in spec.abilities and {"Creature", "Kindred"} & set(spec.types):
        defined = CREATURE_TYPES
    else:
        return spec.subtypes
    return tuple(spec.subtypes) + tuple(t for t in defined if t not in spec.subtypes)


def _defined_colors(spec) -> tuple:
    """702.114a: devoid, a characteristic-defining ability: "This object is colorless." (everywhere, 604.3)."""
    return () if "keyword:devoid" in spec.abilities else spec.colors


def printed(state: GameState, obj: GameObject) -> Characteristics:
    """The object's characteristics with no continuous effects applied."""
    name, supertypes, types, subtypes, colors, power, toughness, loyalty, abilities, walker, mana = _template(state, obj)
    if walker and obj.zone == "battlefield":
        loyalty = obj.counters.get("loyalty", 0)  # 306.5b: the loyalty counters on it
    if obj.chosen_type and IS_CHOSEN_TYPE in abilities:
        # Its own "is the chosen type in addition to its other types" (layer 4, chosen_types.py): no other effect
        # changes what it applies to, and one setting land types (305.7) replaces that type with the rest.
        subtypes = (*subtypes, obj.chosen_type)
        mana = tuple(_mana_abilities_of(types, subtypes, abilities))
    return Characteristics(name, list(supertypes), list(types), list(subtypes), list(colors), power, toughness,
                           loyalty, abilities, mana_abilities=mana)


@dataclass
class _ActiveEffect:
    source: str
    controller: str
    timestamp: int
    effect: StaticEffect
    applies: object = None         # (object id, characteristics) -> bool, from the selector
    affected: list | None = None   # fixed once the effect starts to apply (613.6)


def mana_value_of(state: GameState, object_id: str) -> int:
    """202.3: from its mana cost; a transformed permanent's is its front face's (712.8e); a token's without one
    is 0 (202.3a), a face-down spell's or permanent's too (708.2); 202.3e: on the stack, X is the value chosen
    for it."""
    obj = state.objects[object_id]
    if obj.face_down:
        return 0
    card = state.cards[obj.card]
    spec = card.faces[0] if obj.face and card.faces and card.layout == "transform" else state.spec(obj)
    cost = spec.mana_cost or ""
    value = int(mana_value(cost)) if cost else 0
    return value + obj.x * cost.count("{X}") if obj.zone == "stack" and not obj.is_ability else value


def selector_test(state: GameState, source: str, controller: str, selector):
    """The selector as a function of (object id, characteristics), built once per computation."""
    if selector.host:
        host = source if selector.host == "itself" else state.objects[source].attached_to
        return lambda object_id, chars: object_id == host
    objects, controller_wanted, subtypes = state.objects, controller if selector.yours else None, selector.subtypes
    checks = [lambda oid, chars, card_type=card_type: card_type in chars.types for card_type in selector.card_types]
    if selector.nonbasic:
        checks.append(lambda oid, chars: "Basic" not in chars.supertypes)
    for supertype in selector.supertypes:
        checks.append(lambda oid, chars, supertype=supertype: supertype in chars.supertypes)
    if color := selector.color:
        checks.append(lambda oid, chars: color in chars.colors)
    if subtypes:
        checks.append(lambda oid, chars: not subtypes.isdisjoint(chars.subtypes))
    if controller_wanted is not None:
        checks.append(lambda oid, chars: objects[oid].controller == controller_wanted)
    if selector.other:
        checks.append(lambda oid, chars: oid != source)
    if selector.grouped:
        checks.append(_group_test(state, source, controller, selector))
    if not checks:
        return lambda oid, chars: True
    if len(checks) == 1:
        return checks[0]  # the common case ("each land"): one test, no loop
    if len(checks) == 2:  # "lands you control", "nonbasic lands"
        first, second = checks
        return lambda oid, chars: first(oid, chars) and second(oid, chars)
    return lambda oid, chars: all(check(oid, chars) for check in checks)


def _affected(state, effect, all_chars) -> list:
    """Every permanent the effect applies to now: the selector's tests as filters over all of them.

    The same tests as ``applies``, written as comprehensions: this runs over
    every permanent for every effect, where a call per object costs too much.
    """
    if effect.affected is not None:
        return effect.affected  # fixed as it began (611.2c)
    if effect.effect.condition is not None and not _holds(state, effect, all_chars):
        return []
    selector = effect.effect.selector
    if selector.host:
        host = effect.source if selector.host == "itself" else state.objects[effect.source].attached_to
        return [host] if host in all_chars else []
    found = all_chars.items()
    for card_type in selector.card_types:
        found = [(oid, chars) for oid, chars in found if card_type in chars.types]
    if selector.nonbasic:
        found = [(oid, chars) for oid, chars in found if "Basic" not in chars.supertypes]
    for supertype in selector.supertypes:
        found = [(oid, chars) for oid, chars in found if supertype in chars.supertypes]
    if color := selector.color:
        found = [(oid, chars) for oid, chars in found if color in chars.colors]
    if selector.subtypes:
        subtypes = selector.subtypes
        found = [(oid, chars) for oid, chars in found if not subtypes.isdisjoint(chars.subtypes)]
    if selector.yours:
        objects, controller = state.objects, effect.controller
        found = [(oid, chars) for oid, chars in found if objects[oid].controller == controller]
    if selector.grouped:
        in_group = _group_test(state, effect.source, effect.controller, selector)
        found = [(oid, chars) for oid, chars in found if in_group(oid, chars)]
    return [oid for oid, _ in found if not selector.other or oid != effect.source]


def _group_test(state: GameState, source: str, controller: str, selector):
    """A selector's qualities beyond its types ("creatures your opponents control", "attacking creatures",
    "creature tokens", "nontoken creatures", "colorless creatures", "nonartifact creatures", "non-Human creatures",
    "creatures with flying": the keywords given so far, "with a +1/+1 counter on it", "with power 2 or less"), "of the
    chosen type" (the creature type chosen as its source entered, 614.12: none chosen, none) and "attached to it"
    (its source, or what its source is attached to)."""
    objects = state.objects
    chosen = objects[source].chosen_type if selector.of_chosen_type else None
    on = objects[source].attached_to if selector.attached == "host" else source
    return lambda oid, chars: (not selector.theirs or objects[oid].controller != controller) \
        and (not selector.attacking or objects[oid].attacking is not None) \
        and (not selector.token or objects[oid].token) and not (selector.nontoken and objects[oid].token) \
        and not (selector.colorless and chars.colors) and selector.not_types.isdisjoint(chars.types) \
        and selector.not_subtypes.isdisjoint(chars.subtypes) \
        and (not selector.keyword or chars.has_keyword(selector.keyword)) \
        and (not selector.counter or objects[oid].counters.get(selector.counter, 0) > 0) \
        and (not selector.of_chosen_type or chosen is not None and chosen in chars.subtypes) \
        and (not selector.attached or on is not None and objects[oid].attached_to == on) \
        and (not selector.power or _power_within(chars.power, *selector.power))


def _power_within(power, least, most) -> bool:
    """"with power 2 or less", "... 4 or greater": a creature's power now (none: not within)."""
    return power is not None and (least is None or power >= least) and (most is None or power <= most)


def _apply_effect(state: GameState, effect: _ActiveEffect, all_chars: dict, layer: str) -> None:
    targets = [all_chars[oid] for oid in effect.affected if oid in all_chars]
    for part in effect.effect.parts:
        if part.layer == layer:
            apply_part = _PART_OPERATIONS[part.op]
            values = _per_counted(state, effect, part.values, all_chars) if part.op == "modify_pt_per" else \
                (_permanents_counted(state, part.values[0], effect.controller, all_chars),) * _DEFINED[part.op][1] \
                if part.op in _DEFINED else part.values
            for chars in targets:
                apply_part(values, chars)


def _per_counted(state: GameState, effect: _ActiveEffect, values: tuple, all_chars: dict) -> tuple:
    """"gets +1/+1 for each artifact you control" (613.4c): the permanents its selector names counted as they are
    after the earlier layers (613.8 doesn't arise: nothing in layer 7c changes what they are)."""
    power, toughness, counted = values
    fits = selector_test(state, effect.source, effect.controller, counted)
    count = sum(1 for oid, chars in all_chars.items() if fits(oid, chars))
    return power * count, toughness * count


# 604.3, 613.4a: a characteristic-defining ability's count, by its op: what it sets, and how many values
_DEFINED = {"set_pt_per": ("set_pt", 2), "set_power_per": ("set_power", 1), "set_toughness_per": ("set_toughness", 1),
            "set_pt_count": ("set_pt", 2), "set_power_count": ("set_power", 1),
            "set_toughness_count": ("set_toughness", 1)}


def _permanents_counted(state: GameState, condition, controller: str, all_chars: dict) -> int:
    """604.3, 613.4a: "~'s power and toughness are each equal to the number of lands you control." (layer 7a): the
    permanents a characteristic-defining ability counts, as they are after layers 1-6."""
    objects = state.objects
    return sum(1 for oid, chars in all_chars.items()
               if matches(condition, chars, objects[oid].controller == controller))


# What each layer-4 operation changes, and which of those a selector looks at (613.8a).
_CHANGES = {"set_land_types": "subtypes", "add_subtypes": "subtypes", "add_types": "types",
            "add_all_creature_types": "subtypes", "set_types": "types", "set_subtypes": "subtypes",
            "add_supertypes": "supertypes", "set_creature_types": "subtypes"}


def _looks_at(selector) -> set:
    looked = set()
    if selector.card_types:
        looked.add("types")
    if selector.nonbasic or selector.supertypes:
        looked.add("supertypes")
    if selector.subtypes:
        looked.add("subtypes")
    if selector.color:
        looked.add("colors")
    return looked


def _depends_on(state, a: _ActiveEffect, b: _ActiveEffect, all_chars, layer: str, affected_by: dict) -> bool:
    """613.8a: a depends on b if applying b would change a's existence or what a applies to.

    Only the objects b applies to can change, and only in what b's parts
    change, so b is tried on copies of those objects alone, and not at all
    when a looks at nothing b changes.
    """
    if a is b:
        return False
    parts = [p for p in b.effect.parts if p.layer == layer]
    b_affects = affected_by[id(b)]
    source = all_chars[a.source]
    if a.source in b_affects and "Land" in source.types and any(p.op == "set_land_types" for p in parts):
        return True  # b would remove the ability that generates a (305.7)
    if not _looks_at(a.effect.selector) & {_CHANGES.get(p.op) for p in parts}:
        return False
    for oid in b_affects:
        before = all_chars[oid]
        after = _trial_copy(before)
        for part in parts:
            _apply_part(part, after)
        if a.applies(oid, before) != a.applies(oid, after):
            return True
    return False


def _trial_copy(chars: Characteristics) -> Characteristics:
    """A copy to try an effect on: layer-4 operations replace lists rather than change them, so they are shared."""
    return Characteristics(chars.name, chars.supertypes, chars.types, chars.subtypes, chars.colors, chars.power,
                           chars.toughness, chars.loyalty, chars.text_abilities, chars.text_removed)


def _order_layer(state, effects: list, all_chars, layer: str):
    """Yield effects of one layer in application order (timestamps, then dependencies)."""
    remaining = sorted(effects, key=lambda e: e.timestamp)
    affected_by = {}
    while remaining:
        # An effect whose source lost the ability that generates it no longer exists.
        remaining = [e for e in remaining if not all_chars[e.source].text_removed or e.affected is not None]
        if not remaining:
            return
        for effect in remaining:
            if id(effect) not in affected_by:
                affected_by[id(effect)] = _affected(state, effect, all_chars)
        known = {}

        def depends(a, b):  # each pair is worked out once while nothing has been applied
            if (id(a), id(b)) not in known:
                known[id(a), id(b)] = _depends_on(state, a, b, all_chars, layer, affected_by)
            return known[id(a), id(b)]

        chosen = remaining[0]
        for candidate in remaining:
            # 613.8b: effects that depend on each other (a loop) go by timestamp.
            if not any(depends(candidate, b) and not depends(b, candidate) for b in remaining):
                chosen = candidate
                break
        remaining.remove(chosen)
        chosen.affected = affected_by[id(chosen)]
        yield chosen
        # Applying it may change what the others apply to, where they look at what it changed.
        changed = {_CHANGES.get(p.op) for p in chosen.effect.parts if p.layer == layer}
        for effect in remaining:
            if _looks_at(effect.effect.selector) & changed:
                affected_by.pop(id(effect), None)


def _set_land_types(values, chars: Characteristics) -> None:
    # 305.7: new land types replace the old ones; rules-text abilities are lost.
    if "Land" in chars.types:
        chars.subtypes = [s for s in chars.subtypes if s not in LAND_TYPES] + list(values)
        chars.text_removed = True
        chars.mana_abilities = None  # worked out again after layer 6


def _add_subtypes(values, chars: Characteristics) -> None:
    missing = [v for v in values if v not in chars.subtypes]
    if missing:
        chars.subtypes = chars.subtypes + missing
        chars.mana_abilities = None


def _add_supertypes(values, chars: Characteristics) -> None:
    chars.supertypes = chars.supertypes + [v for v in values if v not in chars.supertypes]


def ring_bearers(state: GameState) -> list:
    """701.52e: (player, their Ring-bearer, the timestamp of their emblem's effect) for each player whose
    Ring-bearer is on the battlefield under their control (the_ring.py)."""
    return [(p.name, p.ring_bearer, p.ring_since) for p in state.players
            if p.ring_bearer and state.on_battlefield(p.ring_bearer) and state.objects[p.ring_bearer].controller == p.name]


# 701.52c: "Your Ring-bearer is legendary ..." (layer 4)
_LEGENDARY = StaticEffect(Selector(), (EffectPart("4", "add_supertypes", ("Legendary",)),))


def _add_types(values, chars: Characteristics) -> None:
    missing = [v for v in values if v not in chars.types]
    if missing:
        chars.types = chars.types + missing
        chars.mana_abilities = None


def _set_types(values, chars: Characteristics) -> None:
    """205.1a: "becomes a 1/1 Human Artist creature" (no other type kept): its card types are these alone."""
    chars.types = list(values)
    chars.mana_abilities = None


def _set_subtypes(values, chars: Characteristics) -> None:
    """205.1a, with set_types: the subtypes of the card types it lost go, and the new creature types replace its
    old ones: its subtypes are these alone."""
    chars.subtypes = list(values)
    chars.mana_abilities = None


def _set_creature_types(values, chars: Characteristics) -> None:
    """205.1a: "becomes that type": the new creature types replace its old ones; its other subtypes stay."""
    chars.subtypes = [s for s in chars.subtypes if s not in CREATURE_TYPES] + list(values)
    chars.mana_abilities = None


def _add_all_creature_types(values, chars: Characteristics) -> None:
    """"... with all creature types" (205.3m): every one, as changeling gives (702.73a)."""
    if "Creature" in chars.types:  # 205.3d
        _add_subtypes(CREATURE_TYPES, chars)


def _set_colors(values, chars: Characteristics) -> None:
    chars.colors = list(values)


def _grant_mana(values, chars: Characteristics) -> None:
    chars.granted = chars.granted + [_granted_mana_ability(tuple(values))]
    chars.mana_abilities = None


@lru_cache(maxsize=64)
def _granted_mana_ability(produces: tuple) -> ManaAbility:
    return ManaAbility(produces=produces)  # one object per kind: equal grants share their mana abilities below


def _add_keywords(values, chars: Characteristics) -> None:
    chars.granted = chars.granted + [f"keyword:{keyword}" for keyword in values]


def _add_abilities(values, chars: Characteristics) -> None:
    chars.granted = chars.granted + [f"ability:{words}" for words in values]


def _grant_quoted(values, chars: Characteristics) -> None:
    """613.1f: abilities granted in quotes ("... with "{B}: Regenerate this creature""), read as a card's are
    (granted.py); mana abilities among them are worked out again after layer 6."""
    for quote in values:
        chars.granted = chars.granted + list(quoted_abilities(quote) or ())
    chars.mana_abilities = None


def _grant_abilities(values, chars: Characteristics) -> None:
    """711.2a: the abilities of a level symbol's striation, read with the card (mana abilities worked out again
    after layer 6)."""
    chars.granted = chars.granted + list(values)
    chars.mana_abilities = None


def _cant_have_keywords(values, chars: Characteristics) -> None:
    """"... lose hexproof and shroud and can't have hexproof or shroud" (113.11): applied after the other layer-6
    effects (_after_grants), so none grants them again."""
    lost = {f"keyword:{keyword}" for keyword in values}
    chars.text_abilities = tuple(a for a in chars.text_abilities if a not in lost)
    chars.granted = [a for a in chars.granted if a not in lost]


def _lose_keywords(values, chars: Characteristics) -> None:
    """613.1f: "loses KEYWORD", in timestamp order with the other layer-6 effects (a later grant gives it back);
    702.22b: a creature that loses banding loses every "bands with other" ability too."""
    lost = {f"keyword:{keyword}" for keyword in values}
    if "keyword:banding" in lost:
        lost.update(_bands_with_other(chars))
    chars.text_abilities = tuple(a for a in chars.text_abilities if a not in lost)
    chars.granted = [a for a in chars.granted if a not in lost]


def _bands_with_other(chars: Characteristics) -> set:
    return {a for a in chars.abilities if a.__class__ is str and a.startswith(BANDS_WITH_OTHER_ABILITY)}


def _lose_bands_with_other(values, chars: Characteristics) -> None:
    """"loses all "bands with other" abilities" (702.22b)."""
    _lose_keywords([a.removeprefix("keyword:") for a in _bands_with_other(chars)], chars)


def _lose_landwalks(values, chars: Characteristics) -> None:
    """"loses all landwalk abilities": every "[type]walk" it has now (702.14a)."""
    _lose_keywords([a.removeprefix("keyword:") for a in chars.abilities if a.__class__ is str
                    and LANDWALK.fullmatch(a.removeprefix("keyword:"))], chars)


def _restriction(name: str):
    """The operation that sets a restriction on attacking or blocking (508.1c, 509.1b): a flag, not an ability."""
    def restrict(values, chars: Characteristics) -> None:
        setattr(chars, name, True)
    return restrict


def _set_pt(values, chars: Characteristics) -> None:
    chars.power, chars.toughness = values


def _set_power(values, chars: Characteristics) -> None:
    """613.4b: "has base power N" (its toughness as it was)."""
    if chars.power is not None:
        chars.power = values[0]


def _set_toughness(values, chars: Characteristics) -> None:
    """604.3: "~'s toughness is equal to ..." (its power as it was)."""
    if chars.toughness is not None:
        chars.toughness = values[0]


def _modify_pt(values, chars: Characteristics) -> None:
    if chars.power is not None:
        chars.power += values[0]
        chars.toughness += values[1]


def _switch_pt(values, chars: Characteristics) -> None:
    """613.4d: power becomes toughness and toughness power."""
    if chars.power is not None:
        chars.power, chars.toughness = chars.toughness, chars.power


# Each operation replaces a list rather than changing it, so a trial copy may share them.
_PART_OPERATIONS = {
    "set_land_types": _set_land_types, "add_subtypes": _add_subtypes, "add_types": _add_types,
    "add_supertypes": _add_supertypes, "set_types": _set_types, "set_subtypes": _set_subtypes,
    "add_all_creature_types": _add_all_creature_types, "set_creature_types": _set_creature_types,
    "set_colors": _set_colors, "grant_mana": _grant_mana, "add_keywords": _add_keywords, "add_abilities": _add_abilities,
    "grant_quoted": _grant_quoted, "grant_abilities": _grant_abilities,
    "cant_attack_block": _restriction("cant_attack_block"), "cant_attack": _restriction("cant_attack"),
    "cant_attack_again": _restriction("cant_attack_again"), "cant_activate": _restriction("cant_activate"),
    "cant_have_keywords": _cant_have_keywords,
    "lose_keywords": _lose_keywords, "lose_landwalks": _lose_landwalks,
    "lose_bands_with_other": _lose_bands_with_other,
    "set_pt": _set_pt, "set_pt_per": _set_pt, "set_power": _set_power, "set_power_per": _set_power,
    "set_toughness": _set_toughness, "set_toughness_per": _set_toughness, "modify_pt": _modify_pt,
    "modify_pt_per": _modify_pt, "switch_pt": _switch_pt,
}


def _apply_part(part, chars: Characteristics) -> None:
    _PART_OPERATIONS[part.op](part.values, chars)


def _battlefield_characteristics(state: GameState, read: list | None = None) -> dict:
    """``read``, when given, gets what the result depends on beyond the memo's signature (_now)."""
    read = [] if read is None else read
    effects = []
    for oid in state.battlefield:
        obj = state.objects[oid]
        for ability in _template(state, obj)[8]:
            if ability.__class__ is StaticEffect and not ability.works_from and \
                    (not ability.counters or _counters_within(obj, ability.counters)) and \
                    (ability := _now(state, obj.controller, ability, read, oid)):
                applies = selector_test(state, oid, obj.controller, ability.selector)
                effects.append(_ActiveEffect(oid, obj.controller, obj.timestamp, ability, applies))
        if obj.counters and not KEYWORD_COUNTERS.isdisjoint(obj.counters):  # 122.1b
            effects += [_ActiveEffect(oid, obj.controller, timestamp, keyword, affected=[oid])
                        for timestamp, keyword in granted_keywords(obj)]
    for oid in _working_in_graveyards(state):  # 113.6: its owner's, as no one controls it there (108.4a)
        obj = state.objects[oid]
        for ability in state.spec(obj).abilities:
            if ability.__class__ is StaticEffect and ability.works_from == "graveyard":
                applies = selector_test(state, oid, obj.owner, ability.selector)
                effects.append(_ActiveEffect(oid, obj.owner, obj.timestamp, ability, applies))
    effects += _effects_with_a_duration(state)
    effects += [_ActiveEffect(bearer, player, since, _LEGENDARY, affected=[bearer])  # 701.52c: the Ring's
                for player, bearer, since in ring_bearers(state)]
    if not effects:
        return _unaffected_characteristics(state)
    all_chars = {oid: printed(state, state.objects[oid]) for oid in state.battlefield}
    for layer in LAYER_ORDER:
        in_layer = [e for e in effects if any(p.layer == layer for p in e.effect.parts)]
        ordered = _order_layer(state, in_layer, all_chars, layer) if layer == "4" else \
            (e for e in sorted(in_layer, key=lambda e: (_after_grants(e), e.timestamp))
             if e.affected is not None or e.source not in all_chars or not all_chars[e.source].text_removed)
        for effect in ordered:
            if effect.affected is None:
                effect.affected = _affected(state, effect, all_chars)
            _apply_effect(state, effect, all_chars, layer)
            if layer == "6" and any(part.op == "grant_quoted" for part in effect.effect.parts):
                effects += _granted_statics(state, effect, all_chars, read)
        if layer == "6":
            _work_out_mana_abilities(all_chars.values())
        if layer == "7c":  # 613.4c: counters, with the other changes of layer 7c, before switches (7d)
            for oid, chars in all_chars.items():
                _count_counters(chars, state.objects[oid].counters)
    return all_chars


def _working_in_graveyards(state: GameState) -> tuple:
    """The cards in graveyards with a static ability that works there (113.6), in the order of the players."""
    known = state.cache.graveyard_statics  # card name -> whether it has one, for the game (specs don't change)
    found = []
    for player in state.players:
        for oid in player.graveyard:
            card = state.objects[oid].card
            works = known.get(card)
            if works is None:
                works = known[card] = any(a.__class__ is StaticEffect and a.works_from == "graveyard"
                                          for a in state.cards[card].abilities)
            if works:
                found.append(oid)
    return tuple(found)


def _holds(state: GameState, effect: _ActiveEffect, all_chars: dict) -> bool:
    """A static ability's "as long as you control N or more PERMANENTS" ("a Chandra planeswalker", "another
    Wizard") with the characteristics worked out so far, as its effect begins to apply (its parts are of layer 6
    or 7c, after the types of layer 4)."""
    condition, objects = effect.effect.condition, state.objects
    number = sum(1 for oid, chars in all_chars.items() if not (condition.other and oid == effect.source)
                 and matches(condition, chars, objects[oid].controller == effect.controller))
    return _within(number, condition)


def _counters_within(obj: GameObject, counters: tuple) -> bool:
    """711.2a-b: a level symbol's static ability applies while its permanent has that many level counters."""
    kind, least, most = counters
    return least <= obj.counters.get(kind, 0) and (most is None or obj.counters.get(kind, 0) <= most)


def _now(state: GameState, controller: str, static: StaticEffect, read: list, source: str) -> StaticEffect | None:
    """The static ability of ``source``'s effect as it applies now: none while its condition doesn't hold (611.3a:
    "During your turn, ...", "as long as it has a +1/+1 counter on it"); "set_pt_count" as the numbers counted
    now. What it read goes to ``read``."""
    in_layers = static.condition is not None and static.condition.kind == "permanents"  # counted in _affected
    counts = [part for part in static.parts if part.op.endswith("_count")]  # "set_pt_count", "set_power_count", ...
    if (static.condition is None or in_layers) and not counts:
        return static  # the common case: nothing counted now
    holds = static.condition is None or in_layers or \
        any(_within(_counted(state, replace(static.condition, whose="you"), player, source), static.condition)
            for player in _whose(state, static.condition.whose, controller))  # "an opponent": some one opponent's
    parts = tuple(EffectPart(part.layer, _DEFINED[part.op][0],
                             (_counted(state, part.values[0], controller, source),) * _DEFINED[part.op][1])
                  if part in counts else part for part in static.parts)
    found = replace(static, parts=parts, condition=static.condition if in_layers else None) if holds else None
    read.append((static, controller, source, found))
    return found


def _whose(state: GameState, whose: str, controller: str) -> list:
    """The players a condition of ``controller``'s counts for: them, or each opponent ("an opponent has ...")."""
    return [p.name for p in state.players_in_game() if p.name != controller] if whose == "an opponent" else [controller]


def _within(number: int, condition) -> bool:
    return (condition.at_least is None or number >= condition.at_least) and \
        (condition.at_most is None or number <= condition.at_most)


def hand_over_opponents(state: GameState, player: str) -> int:
    """How many more cards are in ``player``'s hand than in the hand of the opponent with the most."""
    hands = [len(other.hand) for other in state.players_in_game() if other.name != player]
    return len(state.player(player).hand) - max(hands) if hands else 0


def commanders(state: GameState, player: str, owned: bool) -> int:
    """903.3d: the commanders on the battlefield under ``player``'s control (``owned``: theirs, "your commander")."""
    return sum(1 for oid in state.battlefield for obj in (state.objects[oid],)
               if obj.commander and obj.controller == player and (not owned or obj.owner == player))


def _counted(state: GameState, condition, controller: str, source: str) -> int:
    """What a static ability's condition or count counts now: cards in a graveyard by their printed characteristics
    (no effect changes them there), or the card types among them (delirium), whether it's their turn, the cards in
    their hand, their life, the city's blessing, the cards they own in exile and their graveyard, their experience
    counters, its source's counters of a kind, whether its source attacks or is monstrous (the kinds granted.COUNTED,
    oracle.YOUR_TURN and phrasebook/as_long_as.py read; conditions.py counts them alike but looks at
    characteristics)."""
    player, kind = state.player(controller), condition.kind
    if kind in ("graveyard", "graveyard_card_types"):
        cards = [off_the_battlefield(state, state.objects[oid]) for oid in player.graveyard]
        if kind == "graveyard_card_types":
            return len({card_type for chars in cards for card_type in chars.types})
        return sum(matches(condition, chars, True) for chars in cards)
    if kind == "your_turn":
        return int(state.turn.active == controller)
    if kind == "hand":
        return len(player.hand)
    if kind == "cards_drawn":  # this turn (121.2): a draw moves a card, so the characteristics are worked out again
        return player.cards_drawn
    if kind == "hand_over_opponents":
        return hand_over_opponents(state, controller)
    if kind == "your_commander":
        return commanders(state, controller, owned=True)
    if kind == "life":
        return player.life
    if kind == "city_blessing":  # 702.131a-c: once had, for the rest of the game
        return int(player.city_blessing)
    if kind == "exile_and_graveyard":  # "instant and sorcery cards you own in exile and in your graveyard"
        cards = [state.objects[oid] for oid in [*state.exile, *player.graveyard]]
        return sum(matches(condition, off_the_battlefield(state, obj), True)
                   for obj in cards if obj.owner == controller)
    if kind.startswith("counters:"):
        return state.objects[source].counters.get(kind.removeprefix("counters:"), 0)
    if kind == "attacking":
        return int(state.objects[source].attacking is not None)
    if kind == "monstrous":  # 701.31b: a designation of its source
        return int(state.objects[source].monstrous)
    if kind == "renowned":  # 702.112b
        return int(state.objects[source].renowned)
    return player.experience  # 122.1


def _granted_statics(state: GameState, grant: _ActiveEffect, all_chars: dict, read: list) -> list:
    """613.1f, 613.7a: the static abilities "... this creature ..." a grant in quotes just gave each object: their
    effects, with the grant's timestamp (later than the object's), their layer-6 parts applied at once (right
    after the grant, in timestamp order), the others returned for their layers."""
    found = []
    for oid in grant.affected:
        chars = all_chars.get(oid)
        controller = state.objects[oid].controller
        for ability in _quoted_statics(grant.effect) if chars is not None else ():
            if ability := _now(state, controller, ability, read, oid):
                effect = _ActiveEffect(oid, controller, grant.timestamp, ability, affected=[oid])
                _apply_effect(state, effect, all_chars, "6")
                found.append(effect)
    return found


def _quoted_statics(grant: StaticEffect) -> list:
    return [ability for part in grant.parts if part.op == "grant_quoted" for quote in part.values
            for ability in quoted_abilities(quote) or () if ability.__class__ is StaticEffect and ability.selector.host == "itself"]


def _after_grants(effect: _ActiveEffect) -> bool:
    """113.11: no effect can add an ability an object "can't have": such an effect applies after those that
    grant abilities, whatever their timestamps (613.1f)."""
    return any(part.op == "cant_have_keywords" for part in effect.effect.parts)


def _effects_with_a_duration(state: GameState) -> list:
    """611.2a: an effect from a resolved ability, on the permanent it names (fixed as it began, 611.2c)."""
    found = []
    for effect in state.effects:
        if state.on_battlefield(effect["id"]) and \
                (effect["until"] != "while_source_tapped" or effect["source"] in state.battlefield) and \
                not (effect["until"].startswith(WHILE_COUNTER)  # 611.2b (effects.counters_gone)
                     and effect["until"].removeprefix(WHILE_COUNTER) not in state.objects[effect["id"]].counters):
            parts = tuple(EffectPart(layer, op, tuple(values)) for layer, op, values in effect["parts"])
            found.append(_ActiveEffect(effect["id"], effect["controller"], effect["timestamp"],
                                       StaticEffect(Selector(), parts), lambda oid, chars, it=effect["id"]: oid == it,
                                       affected=[effect["id"]]))
    return found


def _work_out_mana_abilities(all_chars) -> None:
    """Mana abilities of the permanents an effect touched; alike permanents (every Mountain under
    Blood Moon) are worked out once."""
    alike = {}
    for chars in all_chars:
        if chars.mana_abilities is None:
            key = (tuple(chars.types), tuple(chars.subtypes), chars.text_removed, id(chars.text_abilities),
                   tuple(map(id, chars.granted)))
            found = alike.get(key)
            if found is None:
                found = alike[key] = _mana_abilities_of(chars.types, chars.subtypes, chars.abilities)
            chars.mana_abilities = found


def _count_counters(chars: Characteristics, counters: dict) -> None:
    if chars.power is not None and counters:
        # 613.4c: +1/+1 and -1/-1 counters.
        delta = counters.get("+1/+1", 0) - counters.get("-1/-1", 0)
        chars.power += delta
        chars.toughness += delta


def _unaffected_characteristics(state: GameState) -> dict:
    """With no continuous effect on the battlefield, a permanent's characteristics depend on it alone.

    They are kept per object and counters for the whole game (an object that
    changes zones is a new object, 400.7), so most actions compute none.
    """
    kept = state.cache.unaffected
    result = {}
    for oid in state.battlefield:
        obj = state.objects[oid]
        key = (oid, obj.face, obj.face_down, obj.chosen_type,
               tuple(sorted(obj.counters.items())) if obj.counters else (), obj.copiable)
        chars = kept.get(key)
        if chars is None:
            chars = kept[key] = printed(state, obj)
            _count_counters(chars, obj.counters)
        result[oid] = chars
    return result


# 305.6: each basic land type gives "{T}: Add [its mana]".
_INTRINSIC_MANA = {land_type: ManaAbility((mana,)) for land_type, mana in BASIC_LAND_MANA.items()}


# "Mana abilities of this land cost an additional 1 life to activate." (Thran Portal): MANA_LIFE + "1".
MANA_LIFE = "mana abilities cost more life:"


def _mana_abilities_of(types, subtypes, abilities) -> list:
    found = [_INTRINSIC_MANA[s] for s in subtypes if s in _INTRINSIC_MANA] if "Land" in types else []
    found.extend(a for a in abilities if type(a) is ManaAbility)
    more_life = sum(int(a[len(MANA_LIFE):]) for a in abilities if a.__class__ is str and a.startswith(MANA_LIFE))
    if more_life:  # 601.2f: a cost increase, its intrinsic ones' (305.6) too; 119.4: paid in full or not at all
        found = [replace(a, life=a.life + more_life) for a in found]
    return found


class _ByObject(dict):
    """Object id -> characteristics; an object off the battlefield is worked out when first asked for."""

    def __init__(self, state: GameState, battlefield: dict, words: frozenset):
        super().__init__(battlefield)
        self.words = words  # every keyword and ability kept by its words that some permanent has
        # The state keeps this mapping: a weak reference back leaves no cycle, so a state is freed as soon
        # as it is dropped rather than at the garbage collector's next full pass (a pause a server feels).
        self._state = weakref.ref(state)

    def __missing__(self, object_id: str) -> Characteristics:
        # Off the battlefield an object has its printed characteristics (no effect here changes them),
        # so every object of the same card and face shares one read-only copy for the whole game.
        state = self._state()
        obj = state.objects[object_id]
        if obj.phased_out:  # 702.26b: no effect sees it; its own counters and chosen type still show at the table
            chars = self[object_id] = printed(state, obj)
            _count_counters(chars, obj.counters)
            return chars
        chars = self[object_id] = _defined_elsewhere(state, obj, off_the_battlefield(state, obj), self)
        return chars


def _defined_elsewhere(state: GameState, obj: GameObject, chars: Characteristics, known: dict) -> Characteristics:
    """604.3: a characteristic-defining ability works in every zone: its power and toughness counted now (its
    "you": the spell's controller, else its owner, 109.5), the battlefield's permanents by the characteristics
    ``known``; a copy, the shared printed one left as it is."""
    for ability in chars.abilities:
        if ability.__class__ is StaticEffect and ability.parts[0].layer == "7a":
            (part,) = ability.parts
            you = obj.controller if obj.zone == "stack" and obj.controller else obj.owner
            number = _counted(state, part.values[0], you, obj.id) if part.op.endswith("_count") else \
                _permanents_counted(state, part.values[0], you, {oid: known[oid] for oid in state.battlefield})
            which = _DEFINED[part.op][0]
            return replace(chars, power=number if which != "set_toughness" else chars.power,
                           toughness=number if which != "set_power" else chars.toughness)
    return chars


def off_the_battlefield(state: GameState, obj: GameObject) -> Characteristics:
    """An object's characteristics off the battlefield: printed ones, one read-only copy per card and face for
    the whole game."""
    shared = state.cache.printed_shared
    key = (obj.copiable, obj.face, obj.face_down and obj.zone, obj.is_ability)
    chars = shared.get(key)
    if chars is None:
        chars = shared[key] = printed(state, obj)
    return chars


def all_characteristics(state: GameState) -> dict:
    """Characteristics of every object in the game, keyed by object id (cached)."""
    cached = state.cache.characteristics
    if cached is None:
        cached = state.cache.characteristics = _ByObject(state, *_battlefield_memo(state))
    return cached


def _battlefield_memo(state: GameState) -> tuple[dict, frozenset]:
    """The battlefield's characteristics, and the keywords and abilities kept by their words among them, worked out
    again only when something they depend on changed.

    They depend on the permanents (each a new object after a zone change, 400.7), their faces, controllers ("you
    control"), attachments ("enchanted"), timestamps (613.7), counters (613.4c), whether they attack ("Attacking
    creatures you control get +1/+1."), a type chosen as it entered (chosen_types.py), the copy effects on them
    (layer 1) and the effects with a duration (state.effects): tapping a land or drawing a card changes none of
    these.
    """
    signature = tuple(
        (oid, obj.face, obj.face_down, obj.controller, obj.attached_to, obj.timestamp, obj.chosen_type,
         tuple(obj.counters.items()) if obj.counters else (), obj.copies, obj.attacking)
        for oid in state.battlefield for obj in (state.objects[oid],)
    ) + tuple((effect["id"], effect["timestamp"]) for effect in state.effects) + _working_in_graveyards(state) + \
        tuple(ring_bearers(state))
    memo = state.cache.battlefield_memo
    if memo is None or memo[0] != signature or any(_now(state, controller, static, [], source) != found
                                                   for static, controller, source, found in memo[3]):
        read = []
        chars = _battlefield_characteristics(state, read)
        words = frozenset(a for c in chars.values() for a in c.abilities if a.__class__ is str)
        memo = state.cache.battlefield_memo = (signature, chars, words, tuple(read))
    return memo[1], memo[2]


def on_the_battlefield(state: GameState, keyword: str) -> bool:
    """Whether some permanent has ``keyword`` now (worked out with the battlefield's characteristics)."""
    return "keyword:" + keyword in all_characteristics(state).words


def battlefield_characteristics_uncached(state: GameState) -> dict:
    """Every permanent's characteristics worked out from scratch (for benchmarks and checks)."""
    return _battlefield_characteristics(state)


def characteristics(state: GameState, object_id: str) -> Characteristics:
    return all_characteristics(state)[object_id]


def invalidate(state: GameState) -> None:
    """Forget cached characteristics after the state changed."""
    state.cache.characteristics = None


def lines_left_to_players(state: GameState, object_id: str) -> tuple:
    """The lines of an object's rules text as it stands that the engine doesn't perform: none for an ability
    on the stack, a face-down object, or one whose text an effect removed (305.7)."""
    obj = state.objects[object_id]
    if obj.is_ability or obj.face_down or characteristics(state, object_id).text_removed:
        return ()
    return state.spec(obj).manual_lines

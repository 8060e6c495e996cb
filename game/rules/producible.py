"""The kinds of mana a mana ability may add now: its own (a chosen color, a color among permanents, devotion),
and the types of mana permanents could produce (106.7), for "Add one mana of any color that a land an opponent
controls could produce" (Exotic Orchard), "... any type that a land you control could produce" (Reflecting
Pool).

106.7: what an ability of the permanent would add if it resolved now, its costs ignored. Such abilities may
look at each other (an opponent's Exotic Orchard could produce {G} when yours looks at a Forest): the kinds
are found together, from the other abilities up, until nothing more is added.
"""
from dataclasses import replace

from game.rules.abilities import COLORS, ManaAbility
from game.rules.characteristics import all_characteristics, characteristics
from game.rules.color_identity import identity_colors
from game.rules.conditions import count, matches, matching
from game.rules.mana_cost import parse_mana_cost, symbol_colors
from game.rules.state import GameState


def own_kinds(state: GameState, ability: ManaAbility, obj) -> tuple:
    """The kinds ``ability`` of ``obj`` can add, with the color chosen for it if it says so, another kind
    instead if its controller played a land this turn or it has a counter of a kind, and it says so (not 106.7's)."""
    if ability.if_played_land and state.player(obj.controller).lands_played:
        return (ability.if_played_land,)
    if ability.if_counter and obj.counters.get(ability.if_counter):  # Gemstone Caverns' luck counter
        return COLORS
    if ability.identity:  # "any color in your commander's color identity" (903.4f)
        return tuple(color for color in identity_colors(state, obj.controller) if color in ability.produces)
    if ability.exiled_colors:  # 607.2a: the colors of the cards its linked ability exiled
        found = {color for oid in state.exiled_with(obj.id) for color in characteristics(state, oid).colors}
        return tuple(color for color in ability.produces if color in found)
    if ability.colors_of is not None:  # "a color of a permanent you control", "... among legendary ..."
        found = {color for chars in matching(state, ability.colors_of, obj.controller) for color in chars.colors}
        return tuple(color for color in ability.produces if color in found)
    chosen = tuple(c for c in obj.chosen_color or "" if c not in ability.produces) if ability.chosen else ()
    return ability.produces + chosen  # "... of a chosen color": one of those chosen (Desert Cenote: up to two)


def devotion(state: GameState, player: str, color: str) -> int:
    """700.5: the mana symbols of ``color`` among the mana costs of the permanents ``player`` controls (a hybrid
    or Phyrexian symbol of that color counts; a face-down permanent or a back face has no mana cost)."""
    return sum(color in symbol_colors(symbol)
               for oid in state.battlefield
               if state.objects[oid].controller == player and not state.objects[oid].face_down
               for symbol in parse_mana_cost(state.spec(state.objects[oid]).mana_cost))


def counted(state: GameState, obj, ability: ManaAbility) -> int:
    """What "{G} for each creature you control" counts now, "... the number of other Gates you control", "...
    creatures you control of the chosen type" (none while no type was chosen, 614.12)."""
    per = ability.per
    if ability.per_chosen_type:
        if not obj.chosen_type:
            return 0
        per = replace(per, subtypes=frozenset({obj.chosen_type}))
    return count(state, per, obj.controller, leaving_out=obj.id if ability.per_other else None)


def _adds_some(state: GameState, obj, ability: ManaAbility) -> bool:
    """106.7: an ability that would add no mana now ("{G} for each creature you control", with none)."""
    if isinstance(ability.per, str):
        return obj.counters.get(ability.per, 0) > 0
    return ability.per is None or counted(state, obj, ability) > 0


def could_produce(state: GameState) -> dict:
    """Every permanent's id -> the set of kinds of mana it could produce (106.7)."""
    all_chars = all_characteristics(state)
    kinds = {oid: set() for oid in state.battlefield}
    looking = []  # (oid, ability) of the abilities that look at other permanents
    for oid in state.battlefield:
        obj = state.objects[oid]
        for ability in all_chars[oid].mana_abilities:
            if ability.mirror is not None:
                looking.append((oid, ability))
            elif _adds_some(state, obj, ability):
                kinds[oid].update(k for k in own_kinds(state, ability, obj)
                                  if not ability.devotion or devotion(state, obj.controller, k))
    changed = True
    while changed:
        changed = False
        for oid, ability in looking:
            seen = _seen(state, all_chars, kinds, state.objects[oid].controller, ability)
            if not seen <= kinds[oid]:
                kinds[oid] |= seen
                changed = True
    return kinds


def _seen(state: GameState, all_chars: dict, kinds: dict, controller: str, ability: ManaAbility) -> set:
    """The kinds among the permanents ``ability`` looks at that it may add (colors only, for "any color")."""
    found = set()
    for oid in state.battlefield:
        if matches(ability.mirror, all_chars[oid], state.objects[oid].controller == controller):
            found |= kinds[oid]
    return found.intersection(ability.produces)


def mirrored(state: GameState, obj, ability: ManaAbility) -> tuple:
    """The kinds a looking ability of ``obj`` may add now, in ``ability.produces``'s order."""
    kinds = could_produce(state)
    seen = _seen(state, all_characteristics(state), kinds, obj.controller, ability)
    return tuple(k for k in ability.produces if k in seen)

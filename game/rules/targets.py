"""What a spell or ability may target (115, 601.2c) and whether a target is still legal (608.2b).

A target's kind is the phrase after the word "target" in the card's text, kept as a string in the game's
data and read by ``phrases.target_filter`` once per phrase.
"""
from game.rules.abilities import Enchant, SpellEffect, TargetFilter
from game.rules.characteristics import characteristics, mana_value_of
from game.rules.modes import chosen_effects, modal_of
from game.rules.phrases import SAME_TARGET, card_phrase, target_filter
from game.rules.protection import protected_from
from game.rules.state import GameState
from game.rules.typeline import CREATURE_TYPES

_CREATURE_TYPES = frozenset(CREATURE_TYPES)

# "any target": a creature, player, planeswalker, or battle (115.4).
ANY_TARGET_TYPES = ("Creature", "Planeswalker", "Battle")
def defending_player(state: GameState, attacked: str) -> str | None:
    """506.2: the player attacked, or the controller of the planeswalker attacked."""
    if state.has_player(attacked):
        return attacked
    walker = state.objects.get(attacked)
    return walker.controller if walker else None


def _defender_of(state: GameState, source: str | None) -> str | None:
    """802.2a: "defending player" in an attack trigger of ``source``: the player it attacks, as the trigger is put
    on the stack, and, for the ability on the stack, the one it attacked as it triggered (triggers.attacks)."""
    obj = state.objects.get(source) if source else None
    if obj is None:
        return None
    if obj.is_ability:
        return obj.known.get("defender")
    return defending_player(state, obj.attacking) if obj.zone == "battlefield" and obj.attacking else None


def is_legal_target(state: GameState, kind: str, target: str, *, controller: str, source: str | None = None,
                    became: str | None = None) -> bool:
    """Whether ``target`` fits ``kind`` and may be targeted by the player ``controller``'s spell or ability from
    ``source`` (a spell, a permanent or card, or an ability on the stack: protection.source_qualities);
    ``became``: the object a trigger's source became as it left the battlefield (not "another" either)."""
    wanted = target_filter(kind)
    if wanted is None or not target:
        return False
    if state.has_player(target):
        return state.player(target).in_game and (
            wanted.any_target or wanted.players == "player" or wanted.players == "opponent" and target != controller)
    defender = _defender_of(state, source) if wanted.whose == "defending" else None
    if not fits(state, kind, target, controller=controller, defender=defender) or \
            wanted.other and target in _source_objects(state, source, became) or \
            wanted.power_below_source and not _below_source(state, target, source):
        return False
    obj, chars = state.objects[target], characteristics(state, target)
    # 702.18a: no spell or ability; 702.11b: none an opponent controls (but a creature, for a player whose spells
    # and abilities may target as though it didn't have hexproof); 702.16b: none from a source with the quality
    return obj.zone != "battlefield" or not (
        chars.has_keyword("shroud") or chars.has_keyword("hexproof") and obj.controller != controller
        and not (state.player(controller).ignores_hexproof and "Creature" in chars.types)
        or protected_from(state, target, source))


def _below_source(state: GameState, target: str, source: str | None) -> bool:
    """"with power less than this creature's power" (702.134a): its source's power now, or as it last existed on
    the battlefield once it has left (608.2h: kept with the ability, last_known.py)."""
    obj = state.objects.get(source) if source else None
    if obj is not None and obj.is_ability and not state.on_battlefield(obj.source):
        power = (obj.known.get("source_pt") or [None])[0]
    else:
        permanent = obj.source if obj is not None and obj.is_ability else source
        power = characteristics(state, permanent).power if state.on_battlefield(permanent) else None
    return power is not None and characteristics(state, target).power < power


def _source_objects(state: GameState, source: str | None, became: str | None) -> tuple:
    """The object an ability comes from (113.7) and the one it became as it left the battlefield, if known (400.7):
    "another target creature" is any but this one, "another target creature card from your graveyard" any but the
    card it became."""
    obj = state.objects.get(source) if source else None
    if obj is not None and obj.is_ability:
        return obj.source, obj.known.get("became")
    return source, became


def fits(state: GameState, kind: str, object_id: str, *, controller: str, defender: str | None = None) -> bool:
    """Whether an object is what a target phrase describes, targeted or not (a cost's "Sacrifice a creature"
    chooses without targeting, 601.2h: shroud and hexproof don't matter there); ``defender``: the defending player
    of "from defending player's graveyard" (none: nothing fits)."""
    wanted, obj = target_filter(kind), state.objects.get(object_id)
    if wanted is None or obj is None or wanted.players and not wanted.card_types or obj.zone != wanted.zone \
            or obj.phased_out:  # 702.26b
        return False
    chars = characteristics(state, object_id)
    if wanted.any_target:
        return obj.zone == "battlefield" and any(t in chars.types for t in ANY_TARGET_TYPES)
    if obj.zone == "stack" and (obj.is_ability or wanted.ability) and (obj.is_ability or not wanted.spells_too):
        return obj.is_ability and wanted.ability and (obj.activated or not wanted.activated)  # 115.1: abilities
    who = obj.controller if obj.zone in ("battlefield", "stack") and wanted.whose != "you own" else obj.owner
    entered = obj.zone == "battlefield" and obj.entered_turn == state.turn.number  # this object, this turn (400.7)
    return _whose_ok(state, wanted.whose, who, controller, defender) and \
        _status_ok(state, obj, wanted.status, controller) and \
        _characteristics_ok(wanted, chars) and (obj.commander or not wanted.commander) and \
        (entered or not wanted.entered_this_turn) and (obj.token or not wanted.token) and \
        (not wanted.damaged_this_turn or any(dealt == obj.id for _, dealt in state.turn.damaged_by)) and \
        not (obj.token and wanted.nontoken) and \
        (not wanted.adventure or state.cards[obj.card].layout == "adventure") and \
        _mana_value_ok(state, wanted, object_id) and _has_counter(obj, wanted.with_counter)


def _has_counter(obj, kind: str) -> bool:
    """"with a counter on it" ("any" kind), "with a +1/+1 counter on it" (122.1); "" asks for none."""
    return not kind or (any(obj.counters.values()) if kind == "any" else obj.counters.get(kind, 0) > 0)


def _mana_value_ok(state: GameState, wanted: TargetFilter, object_id: str) -> bool:
    """"with mana value 7 or greater", "with mana value 3 or less", "with mana value 3" (202.3)."""
    return (wanted.mana_value_at_least is None or mana_value_of(state, object_id) >= wanted.mana_value_at_least) and \
        (wanted.mana_value_at_most is None or mana_value_of(state, object_id) <= wanted.mana_value_at_most) and \
        (wanted.mana_value is None or mana_value_of(state, object_id) == wanted.mana_value)


BLOCKERS_DECLARED_STEPS = ("declare_blockers", "combat_damage", "end_of_combat")  # 509.1h: from 509.1 on


def _whose_ok(state: GameState, whose: str, who: str, controller: str, defender: str | None) -> bool:
    if whose == "defending":
        return who == defender
    if whose in ("you", "you own"):
        return who == controller
    if whose in ("not you", "opponent"):
        return who != controller  # 102.3: in these games every other player is an opponent
    return True


def _status_ok(state: GameState, obj, status: str, controller: str) -> bool:
    if status == "attacking you":  # the player, not a planeswalker they control (506.3)
        return obj.attacking == controller
    if status == "unblocked attacking":  # 509.1h: once blockers are declared, an attacker none was declared for
        return obj.attacking is not None and not obj.blocked and state.turn.step in BLOCKERS_DECLARED_STEPS \
            and not any(choice["choice"] == "blockers" for choice in state.pending)
    if status == "tapped":
        return obj.tapped
    if status == "untapped":
        return not obj.tapped
    attacking, blocking = obj.attacking is not None, obj.blocking is not None
    return {"": True, "attacking": attacking, "blocking": blocking,
            "attacking or blocking": attacking or blocking}[status]


def characteristics_fit(wanted: TargetFilter, chars) -> bool:
    """Whether characteristics ``chars`` are what ``wanted``'s nouns and qualities describe (an Aura's enchant
    ability: sba.py)."""
    return _characteristics_ok(wanted, chars)


def has_every_creature_type(chars) -> bool:
    """702.73a changeling: every creature type, of an object that can have creature types (205.3d: a creature, or a
    Kindred card, "Tribal" in older type lines)."""
    return bool({"Creature", "Kindred", "Tribal"} & set(chars.types)) and chars.has_keyword("changeling")


def _characteristics_ok(wanted: TargetFilter, chars) -> bool:
    if wanted.either:
        return any(_characteristics_ok(one, chars) for one in wanted.either)
    types, subtypes, supertypes = set(chars.types), set(chars.subtypes), set(chars.supertypes)
    if wanted.historic and not ("Artifact" in types or "Legendary" in supertypes or "Saga" in subtypes):
        return False  # 700.6
    if wanted.card_types and not wanted.card_types & types:
        return False
    if wanted.subtypes and not wanted.subtypes & subtypes and not (
            wanted.subtypes & _CREATURE_TYPES and has_every_creature_type(chars)):
        return False  # 702.73a: every creature type (not "Arcane", a spell type)
    colors = set(chars.colors)
    if wanted.colorless and colors or wanted.multicolored and len(colors) < 2 or not wanted.colors <= colors \
            or wanted.not_colors & colors:  # 105.2c, 105.2b
        return False
    if wanted.not_subtypes and (wanted.not_subtypes & subtypes or has_every_creature_type(chars)):
        return False  # 702.73a: a changeling creature is a Human too
    if wanted.not_types & types or not wanted.all_types <= types or not wanted.supertypes <= supertypes \
            or wanted.nonbasic and "Basic" in supertypes:
        return False
    for key, bound in (("power", wanted.power_at_most), ("toughness", wanted.toughness_at_most)):
        if bound is not None and not ("Creature" in types and getattr(chars, key) <= bound):
            return False
    for key, bound in (("power", wanted.power_at_least), ("toughness", wanted.toughness_at_least)):
        if bound is not None and not ("Creature" in types and getattr(chars, key) >= bound):
            return False
    return all(chars.has_keyword(k) for k in wanted.keywords) and \
        not any(chars.has_keyword(k) for k in wanted.not_keywords)


def card_fits(state: GameState, words: str, object_id: str) -> bool:
    """Whether a card, in any zone, is what a phrase of card words names ("creature or planeswalker", "Bat,
    Bird, or Rabbit"): the nouns of a target phrase, not a target; "named NAME": a card of that name (201.2)."""
    if words.startswith("named "):
        return characteristics(state, object_id).name == words.removeprefix("named ")
    return phrase_fits(state, card_phrase(words), object_id)


def phrase_fits(state: GameState, phrase: str, object_id: str) -> bool:
    """Whether a card, in any zone, is what a card phrase names ("colorless card with mana value 7 or greater")."""
    wanted = target_filter(f"{phrase} from a graveyard")
    return wanted is not None and _characteristics_ok(wanted, characteristics(state, object_id)) and \
        _mana_value_ok(state, wanted, object_id)


def one_of_each(state: GameState, cards: list, kinds: list) -> bool:
    """Whether each card can be the one card of a different kind ("a Forest card and a Plains card", "an Aura
    card and/or an Equipment card")."""
    if not cards:
        return True
    return any(card_fits(state, kind, cards[0]) and one_of_each(state, cards[1:], kinds[:i] + kinds[i + 1:])
               for i, kind in enumerate(kinds))


def candidates(state: GameState, kind: str) -> list[str]:
    """Everything a target of ``kind`` might be: players, permanents, cards in graveyards, or spells and abilities
    on the stack."""
    wanted = target_filter(kind)
    if wanted is None:
        return []
    if wanted.zone == "graveyard":
        return [oid for p in state.players_in_game() for oid in p.graveyard]
    if wanted.zone == "stack":
        return list(state.stack)
    players = [p.name for p in state.players_in_game()] if wanted.players or wanted.any_target else []
    return players + ([] if wanted.players and not wanted.card_types else list(state.battlefield))


def target_kinds(abilities) -> list[str]:
    """The targets a spell's automated instructions, or an ability's, require, in order."""
    kinds = []
    for ability in abilities:
        if isinstance(ability, SpellEffect) and ability.target and ability.target != SAME_TARGET:
            kinds.append(ability.target)
        elif isinstance(ability, Enchant):
            # 303.4a: an Aura spell targets what it can enchant
            kinds.append(f"{ability.what} you control" if ability.yours else ability.what)
    return kinds


def spell_target_kinds(abilities, modes) -> list[str]:
    """The targets a spell requires: of its chosen modes only, for a modal spell (700.2c)."""
    return target_kinds(chosen_effects(abilities, modes) if modal_of(abilities) else abilities)

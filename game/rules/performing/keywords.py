"""Performing the keyword abilities of phrasebook/keywords.py: dredge's draw replaced (702.52a), hideaway's look
and face-down exile (702.75a), playing the card it exiled (607.2a, 608.2g, 305.2a, 305.3, 107.3b), ascend's city's
blessing (702.131b) and speed (702.179)."""
from itertools import islice, product

from game.rules.additional_costs import chosen_spell_costs
from game.rules.cards import CardSpec
from game.rules.copy_costs import casualty_of, has_conspire
from game.rules.characteristics import all_characteristics, characteristics, invalidate, on_the_battlefield
from game.rules.conditions import holds
from game.rules.dredge import dredge_number
from game.rules.errors import RuleViolation
from game.rules.lands import land_face, land_plays
from game.rules.modes import modal_of
from game.rules.offspring import has_offspring
from game.rules.phrasebook.keywords import SPEED_TEXT
from game.rules.performing.library import put_on_bottom_in_random_order
from game.rules.phrases import condition
from game.rules.registry import chooses, performs
from game.rules.state import GameObject, GameState
from game.rules.targets import candidates, is_legal_target, target_kinds
from game.rules.triggers import cast_itself, spell_cast
from game.rules.zones import draw_cards, draw_one, move_object

ASCEND_PERMANENTS = 10  # 702.131b
MAX_TARGET_TUPLES = 16  # answers offered for a cast with targets (the table may name any other)


def resolving_source(state: GameState, source_id: str | None) -> str | None:
    """113.7a: an ability works though its source has left the battlefield; its source's id names the permanent
    its linked abilities mean (607.2a): ``source_id`` while that object exists as the ability begins to resolve,
    else the source of the ability resolving (at the top of the stack until it has resolved, 608.2n)."""
    return source_id or (state.objects[state.stack[0]].source if state.stack else None)


# -- hideaway: look, exile one face down, the rest on the bottom in a random order --------------------------
@performs("hideaway")
def hideaway(state, effect, *, controller, source_id, target, events) -> None:
    """702.75a: look at the top N cards of your library: only that player is shown them (the choice's options)."""
    look = state.player(controller).library[: effect.amount]
    if look:
        state.pending.append({"player": controller, "choice": "hideaway", "options": list(look),
                              "source": resolving_source(state, source_id)})


def _check_hideaway(state, player, choice, cards, targets, options) -> None:
    if targets or options or len(cards) != 1 or cards[0] not in choice["options"] \
            or cards[0] not in state.player(player).library:
        raise RuleViolation("702.75a", "choose one of the cards you looked at to exile face down")


def _exile_one(state, player, choice, cards, targets, options, events) -> None:
    """The chosen card exiled face down, linked to the permanent whose ability exiled it (607.2a); its owner
    looked at it, so may go on looking (406.3). The rest to the bottom of the library in a random order."""
    exiled = move_object(state, cards[0], "exile", events, face_down=True)
    exiled.exiled_with = choice["source"]
    library = state.player(player).library
    rest = [oid for oid in choice["options"] if oid != cards[0] and oid in library]
    put_on_bottom_in_random_order(state, player, rest, events)


chooses("hideaway", "702.75a", check=_check_hideaway, answer=_exile_one,
        offers=lambda state, player, choice: [((oid,), (), ()) for oid in choice["options"]])


# -- dredge: a draw replaced, or not (dredge.py) -----------------------------------------------------------
def _check_dredge(state, player, choice, cards, targets, options) -> None:
    if targets or options or len(cards) > 1 or cards and cards[0] not in choice["options"]:
        raise RuleViolation("702.52a", "choose one card with dredge in your graveyard to return instead of "
                                       "drawing, or none to draw")


def _dredge_or_draw(state, player, choice, cards, targets, options, events) -> None:
    """702.52a: mill N and return the card to the hand instead of the draw (still legal: its library still has N
    cards, 702.52b, and it is still in the graveyard, 400.7), or draw; then the draws left, each asked again."""
    library = state.player(player).library
    number = dredge_number(state, cards[0]) if cards and cards[0] in state.player(player).graveyard else 0
    if cards and 0 < number <= len(library):
        events.append({"type": "dredge", "player": player, "name": state.spec(state.objects[cards[0]]).name,
                       "count": number, "rule": "702.52a"})
        for object_id in list(library[:number]):
            move_object(state, object_id, "graveyard", events)
        move_object(state, cards[0], "hand", events)
    else:
        draw_one(state, player, events)
    asked = len(state.pending)
    draw_cards(state, player, choice["draws"] - 1, events)
    if len(state.pending) > asked and "then" in choice:  # the rest of a resolution waits for the new choice
        state.pending[-1]["then"] = choice.pop("then")


chooses("dredge", "702.52a", check=_check_dredge, answer=_dredge_or_draw,
        offers=lambda state, player, choice: [((oid,), (), ()) for oid in choice["options"]] + [((), (), ())])


def may_look(state: GameState, object_id: str, viewer: str | None) -> bool:
    """702.75a: the controller of the permanent that exiled a card face down may look at it; 406.3: so may the
    player who looked at it as it was exiled (its owner: it came from their library), until it leaves exile."""
    obj = state.objects[object_id]
    if obj.exiled_with is None or viewer is None:
        return False
    exiler = state.objects.get(obj.exiled_with)
    return viewer == obj.owner or exiler is not None and state.on_battlefield(exiler.id) and exiler.controller == viewer


# -- "You may play the exiled card without paying its mana cost if ..." ------------------------------------
def _condition_holds(state: GameState, detail: tuple, controller: str) -> bool:
    kind, *values = detail
    if kind == "library_at_most":
        return any(len(player.library) <= values[0] for player in state.players_in_game())
    if kind == "total_power_at_least":
        chars_by_id = all_characteristics(state)
        return sum(chars_by_id[oid].power or 0 for oid in state.battlefield
                   if state.objects[oid].controller == controller and "Creature" in chars_by_id[oid].types) >= values[0]
    if kind == "no_cards_in_hand":
        return not any(player.hand for player in state.players_in_game())
    if kind == "attacked_with_at_least":
        return state.player(controller).attacked_with >= values[0]
    if kind == "opponent_dealt_at_least":
        return any(p.dealt_damage >= values[0] for p in state.players_in_game() if p.name != controller)
    return holds(state, condition(values[0]), controller)


@performs("play_exiled")
def play_exiled(state, effect, *, controller, source_id, target, events) -> None:
    """608.2c: the condition is checked as it resolves; then the player may play the card its source exiled
    (607.2a), if it can be played now: answered "land", "cast" (with targets) or nothing (declining)."""
    exiler = resolving_source(state, source_id)
    card = next((oid for oid in state.exile if exiler and state.objects[oid].exiled_with == exiler), None)
    if card is None or not _condition_holds(state, effect.detail, controller):
        return
    choice = {"player": controller, "choice": "play_exiled", "options": [card],
              "name": state.spec(state.objects[card]).name}
    offers = _offers(state, controller, choice)[1:]  # beyond declining
    if offers:
        choice["ways"] = sorted({way for _, _, (way,) in offers})
        choice["targets"] = target_slots(state, [targets for _, targets, _ in offers if targets])
        state.pending.append(choice)


def ask_to_cast_free(state: GameState, player: str, card: str, choice: str, **fields) -> bool:
    """Ask ``player`` whether to cast ``card`` as an effect resolves (a ``choice`` naming it, with ``fields`` and the
    targets it may have: legal_cast), when it can be cast so; False, asking nothing, when it can't (601.2c)."""
    castable = [targets for targets in cast_targets(state, player, card) if legal_cast(state, player, card, targets)]
    if castable:
        state.pending.append({"player": player, "choice": choice, "options": [card],
                              "name": state.spec(state.objects[card]).name, **fields,
                              "targets": target_slots(state, [targets for targets in castable if targets])})
    return bool(castable)


def target_slots(state: GameState, tuples: list) -> list:
    """For the table: each target slot's choices ({"id", "name"}), from the target tuples offered."""
    return [[{"id": t, "name": _target_name(state, t)} for t in dict.fromkeys(slot)] for slot in zip(*tuples)]


def _target_name(state: GameState, target: str) -> str:
    return target if state.has_player(target) else state.spec(state.objects[target]).name


def _can_play_land(state: GameState, player: str, card: str) -> bool:
    """305.3: only on their turn; 305.2a: with a land play left (a play during a resolution counts)."""
    return land_face(state, card) is not None and state.turn.active == player and \
        state.player(player).lands_played < land_plays(state, player)


def cast_only_by_hand(spec) -> bool:
    """A card whose casting asks what a choice to cast it as an effect resolves can't name: a modal spell's modes
    (700.2a), the objects for an additional cost ("As an additional cost to cast this spell, sacrifice a creature.",
    601.2b), an offspring, casualty or conspire cost it may pay (702.175a, 702.153a, 702.78a)."""
    return modal_of(spec.abilities) is not None or chosen_spell_costs(spec.abilities, "exile") is not None \
        or has_offspring(spec.abilities) or casualty_of(spec.abilities) is not None or has_conspire(spec.abilities)


def legal_cast(state: GameState, player: str, card: str, targets: tuple) -> bool:
    """Whether ``player`` may cast ``card`` without paying its mana cost as an effect resolves, with these
    targets: 305.9: a land is never cast; 601.2c: a legal target for each target it requires (not itself).
    Timing doesn't matter during a resolution (608.2g), nor the mana cost, unpaid (X is 0: 107.3b). Not a card
    cast_only_by_hand: the players cast it by hand."""
    spec = state.spec(state.objects[card])
    kinds = target_kinds(spec.abilities)
    return "Land" not in spec.types and not cast_only_by_hand(spec) and len(targets) == len(kinds) and all(
        target != card and is_legal_target(state, kind, target, controller=player, source=card)
        for kind, target in zip(kinds, targets))


def check_cast_or_not(rule: str):
    """A choice's check, for "you may cast the exiled card without paying its mana cost" (cascade, rebound): the
    answer "cast" with legal targets for it, or nothing."""
    def check(state, player, choice, cards, targets, options) -> None:
        if cards or options not in ((), ("cast",)) or options == () and targets or \
                options == ("cast",) and not legal_cast(state, player, choice["options"][0], targets):
            raise RuleViolation(rule, "cast the exiled card (\"cast\") with legal targets, or don't")
    return check


def _check_play(state, player, choice, cards, targets, options) -> None:
    if not cards and not options:
        return  # "you may": not playing it (targets named with it mean nothing)
    card = choice["options"][0]
    legal = not cards and (options == ("land",) and not targets and _can_play_land(state, player, card)
                           or options == ("cast",) and legal_cast(state, player, card, targets))
    if not legal:
        raise RuleViolation("608.2g", "play the exiled card as a land (\"land\") or cast it (\"cast\") with legal "
                                      "targets, or decline")


def _play(state, player, choice, cards, targets, options, events) -> None:
    if not options:
        return
    obj = state.objects[choice["options"][0]]
    obj.face_down = False  # 406.3a: turned face up just before it is played
    invalidate(state)
    if options == ("land",):
        new = move_object(state, obj.id, "battlefield", events, controller=player, face=land_face(state, obj.id))
        state.player(player).lands_played += 1  # 305.2a
        events.append({"type": "land_played", "player": player, "id": new.id, "name": state.spec(new).name})
        return
    cast_without_paying(state, player, obj.id, targets, events)


def cast_without_paying(state: GameState, player: str, card: str, targets: tuple, events: list,
                        copy: bool = False) -> None:
    """Cast ``card`` as an effect resolves, its mana cost unpaid (X is 0, 107.3b): on top of the stack (608.2g),
    and it becomes cast (601.2i); ``copy``: a copy of the card is cast (707.12: created where the card is, its
    copiable values, 707.2; a copy of a spell, it ceases to exist off the stack, 704.5e)."""
    from_zone = state.objects[card].zone
    if copy:
        original = state.objects[card]
        spell = GameObject(id=state.new_id(), card=original.copiable, owner=player, zone="stack", controller=player,
                           timestamp=state.new_timestamp(), face=original.face, spell_copy=True)
        state.objects[spell.id] = spell
        state.stack.insert(0, spell.id)
        invalidate(state)
    else:
        spell = move_object(state, card, "stack", events, controller=player)
    spell.cast_by, spell.cast_from = player, from_zone
    spell.targets, spell.x = list(targets), 0
    events.append({"type": "cast", "player": player, "id": spell.id, "name": state.spec(spell).name,
                   "targets": list(targets)})
    state.player(player).spells_cast.append(list(characteristics(state, spell.id).types))  # storm counts it
    spell_cast(state, player, spell.id)
    cast_itself(state, spell)  # its own cascade, storm (cast_triggers.py)


def cast_targets(state: GameState, player: str, card: str) -> list[tuple]:
    """The target tuples worth offering for casting ``card`` as an effect resolves (none for a land, 305.9)."""
    spec = state.spec(state.objects[card])
    if "Land" in spec.types or modal_of(spec.abilities):
        return []
    slots = [[t for t in candidates(state, kind)
              if t != card and is_legal_target(state, kind, t, controller=player, source=card)]
             for kind in target_kinds(spec.abilities)]
    return list(islice(product(*slots), MAX_TARGET_TUPLES))


def _offers(state, player, choice) -> list:
    card = choice["options"][0]
    found = [((), (), ())]
    if _can_play_land(state, player, card):
        found.append(((), (), ("land",)))
    return found + [((), targets, ("cast",)) for targets in cast_targets(state, player, card)]


chooses("play_exiled", "608.2g", check=_check_play, answer=_play, offers=_offers)


# -- designations: the city's blessing (ascend), speed (start your engines!) --------------------------------
SPEED_CARD = "Speed (702.179d)"  # the spec its sourceless triggered ability is read from, in the game's cards


def player_designations(state: GameState, events: list) -> None:
    """702.131b: ascend's city's blessing; 702.179a: start your engines!'s speed of 1 (a state-based action);
    702.179d: speed's triggered ability, when an opponent lost life in ``events``."""
    chars_by_id = None
    ascend, engines = on_the_battlefield(state, "ascend"), on_the_battlefield(state, "start your engines!")
    for player in state.players_in_game():
        if (player.city_blessing or not ascend) and (player.speed or not engines):
            continue
        mine = [oid for oid in state.battlefield if state.objects[oid].controller == player.name]
        chars_by_id = chars_by_id or (all_characteristics(state) if mine else None)
        if not player.city_blessing and len(mine) >= ASCEND_PERMANENTS and \
                any(chars_by_id[oid].has_keyword("ascend") for oid in mine):
            player.city_blessing = True  # 702.131c: for the rest of the game
            events.append({"type": "city_blessing", "player": player.name})
            invalidate(state)  # 702.131d
        if not player.speed and any(chars_by_id[oid].has_keyword("start your engines!") for oid in mine):
            player.speed = 1
            events.append({"type": "speed", "player": player.name, "speed": 1, "rule": "702.179a"})
            invalidate(state)
    _speed_trigger(state, events)


def _speed_trigger(state: GameState, events: list) -> None:
    """702.179d: "Whenever one or more opponents lose life during your turn, if your speed is less than 4, your
    speed increases by 1. This ability triggers only once each turn." (this turn's events only)."""
    active = state.player(state.turn.active)
    if not 0 < active.speed < 4 or active.speed_turn == state.turn.number:
        return
    start = max((i for i, e in enumerate(events) if e["type"] == "turn"), default=-1) + 1
    opponents = {player.name for player in state.players_in_game()} - {active.name}
    if any(_lost_life(event) in opponents for event in events[start:]):
        active.speed_turn = state.turn.number
        if SPEED_CARD not in state.cards:
            state.cards[SPEED_CARD] = CardSpec(name="Speed", text=SPEED_TEXT)
        state.triggers.append({"source": None, "card": SPEED_CARD, "controller": active.name, "index": 0,
                               "text": SPEED_TEXT})


def _lost_life(event: dict) -> str | None:
    """Who lost life in ``event`` (damage to a player is life loss, 120.3a; so is paying life): a player's name,
    or for damage to a permanent its id."""
    if event["type"] == "life" and event["change"] < 0:
        return event["player"]
    return event["target"] if event["type"] == "damage" and event["amount"] > 0 else None


@performs("speed_up")
def speed_up(state, effect, *, controller, source_id, target, events) -> None:
    """702.179d: the "if" is checked again as it resolves (603.4); max speed is 4 (702.179e)."""
    player = state.player(controller)
    if player.speed < 4:
        player.speed = min(4, player.speed + effect.amount)
        events.append({"type": "speed", "player": controller, "speed": player.speed, "rule": "702.179d"})
        invalidate(state)

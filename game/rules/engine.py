"""The engine's front door: ``apply`` an action, list ``legal_actions``, check a position.

``apply`` re-checks every action (browser input is untrusted) and raises
RuleViolation before changing anything; after a legal action it performs
state-based actions (704), moves the game on until a player would receive
priority or must choose, passes for players passing until a step
(passing.py) and writes the public log (log.py): everything one action does.
"""
from collections import Counter
from itertools import combinations, islice, product
from dataclasses import replace
from functools import lru_cache, partial

import game.rules.actions as A
import game.rules.performing  # noqa: F401 (registers every phrase family's performers)
import game.rules.by_hand as by_hand
from game.rules.abilities import MANA_KINDS, ActivatedAbility, AttachAbility, ManaAbility
from game.rules.additional_costs import chosen_spell_costs, has_other_cost
from game.rules.attack_requirements import required_declaration
from game.rules.banding import bands_at_all
from game.rules.block_requirements import required_blocks
from game.rules.buyback import buyback_of
from game.rules.copy_costs import casualty_of, has_conspire
from game.rules.dash import dash_cost
from game.rules.offspring import has_offspring
from game.rules.characteristics import characteristics, invalidate
from game.rules.combat import attack_targets, attackers, can_block_attacker, damage_division, summoning_sick
from game.rules.chosen_costs import fitting, payments
from game.rules.counters import set_count
from game.rules.choices import CHOICE_RULES, answer_choice, check_choose, discard_for_cleanup, mulligan
from game.rules.convoke import CONVOKE, untapped_creatures
from game.rules.delve import DELVE, graveyard_cards
from game.rules.effects import change_control
from game.rules.face_down import cast_face_down, check_cast_face_down, check_turn_face_up, morph_cost, turn_face_up
from game.rules.errors import RuleViolation
from game.rules.flow import (
    NO_PRIORITY_STEPS, continue_game, end_step, give_priority, next_in_turn_order, pass_priority, skips_first_draw,
)
from game.rules.graveyard_casts import graveyard_cast
from game.rules.improvise import has_improvise, untapped_artifacts
from game.rules.kicker import kick_options
from game.rules.lands import check_play_land, land_play_zones, land_plays, play_land
from game.rules.play_permissions import playable_from_exile
from game.rules.log import record
from game.rules.modes import chosen_effects, modal_of
from game.rules.opponents_choice import chosen_by_an_opponent, opponent_may_choose
from game.rules.passing import UNTIL, auto_pass, note_wish, set_stops
from game.rules.sba import attachment_legal, check_state_based_actions, leave_game, player_enchantable
from game.rules.setup import STARTING_HAND_SIZE
from game.rules.spells import (
    activate, activate_mana, activated_abilities, cast, check_activate, check_activate_mana, check_cast,
    check_suspend, mana_options, suspend, works_from_graveyard,
)
from game.rules.suspend import suspend_of
from game.rules.state import PLAYER_ZONES, STEPS, ZONES, GameState
from game.rules.phrasebook.variables import announces_x, x_target
from game.rules.phrases import SAME_TARGET
from game.rules.registry import CHOOSERS
from game.rules.targets import candidates, is_legal_target, spell_target_kinds, target_kinds
from game.rules.triggers import life_gained
from game.rules.zones import discard, draw_cards, move_object, shuffle_library

__all__ = ["apply", "is_legal", "legal_actions", "land_plays", "validate_position", "activated_abilities",
           "RuleViolation"]

OUTSIDE_THE_GAME = ("outside", "sideboard")  # 400.11: not zones
# Zones where a move into the zone an object is already in does nothing (400.7); a library or graveyard reorders,
# exile and the command zone make a new object (406.7, 400.10).
SAME_ZONE_NOTHING = ("hand", "battlefield")
ADVANCE_LIMIT = 500  # passes; enough for several full turns of four players


def _require_player(state: GameState, name: str) -> None:
    if not state.has_player(name):
        raise RuleViolation("102.1", f"{name} is not a player in this game")


def _require_object(state: GameState, object_id: str, zone: str | None = None):
    obj = state.objects.get(object_id)
    if obj is None or (zone is not None and obj.zone != zone):
        where = f" in the {zone}" if zone else ""
        raise RuleViolation("400.7", f"there is no object {object_id}{where} (an object that changed zones is a new object)")
    if obj.phased_out:
        raise RuleViolation("702.26b", f"{state.spec(obj).name} is phased out: treated as though it doesn't exist")
    return obj


def apply(state: GameState, action) -> list:
    """Perform ``action`` on ``state`` in place and return the events it caused, with those of the passes made
    for players passing until a step; log them."""
    asked_at = (state.turn.number, state.turn.step)
    events = _perform(state, action)
    note_wish(state, action, asked_at)
    # Choosing stops never passes at once: the player keeps the priority they hold.
    events += auto_pass(state, lambda holder: _perform(state, A.PassPriority(holder)),
                        by_stops=not isinstance(action, A.SetStops))
    record(state, events, action)
    return events


def _perform(state: GameState, action) -> list:
    """The action itself and what the rules make follow it."""
    _require_player(state, action.player)
    if state.game_over:
        raise RuleViolation("104.1", "the game is over")
    if not state.player(action.player).in_game:
        raise RuleViolation("800.4a", f"{action.player} has left the game")
    handler = _HANDLERS[type(action)]
    events: list = []
    handler(state, action, events)
    if not isinstance(action, (A.PassPriority, A.Advance)):
        check_state_based_actions(state, events)
        holder = state.turn.priority
        if holder is not None and not state.player(holder).in_game:
            state.turn.priority = next_in_turn_order(state, holder)  # 800.4a: the player who left had priority
        if state.turn.priority is None and not state.game_over:
            continue_game(state, events)
        elif (state.triggers or state.pending) and not state.game_over:
            # 117.5: waiting triggers go on the stack first; a choice (704.5j) leaves nobody with priority.
            give_priority(state, state.turn.priority, events)
    invalidate(state)
    return events


# -- player actions ---------------------------------------------------------
def _play_land(state, action: A.PlayLand, events):
    play_land(state, action.player, action.card, action.from_zone, events, action.face)


def _cast(state, action: A.Cast, events):
    if action.face_down:
        if action.kicked or action.improvised or action.convoked or action.delved or action.paid or action.buyback \
                or action.dashed or action.offspring or action.casualty or action.conspired:
            raise RuleViolation("708.2", "a face-down spell has no kicker, buyback, dash, offspring, improvise, "
                                         "convoke, delve or additional cost")
        cast_face_down(state, action.player, action.card, events)
        return
    cast(state, action.player, events=events, **_cast_choices(action))


def _cast_choices(action: A.Cast) -> dict:
    """What a Cast chose, as check_cast and cast take it."""
    return dict(object_id=action.card, from_zone=action.from_zone, targets=tuple(action.targets), x=action.x,
                modes=tuple(action.modes), kicked=tuple(action.kicked), improvised=tuple(action.improvised),
                convoked=tuple(action.convoked), delved=tuple(action.delved), paid=tuple(action.paid),
                buyback=action.buyback, alternative="dash" if action.dashed else "", offspring=action.offspring,
                casualty=tuple(action.casualty), conspired=tuple(action.conspired))


def _activate_mana(state, action: A.ActivateMana, events):
    activate_mana(state, action.player, action.card, action.mana, events, action.ability, tuple(action.paid),
                  action.removed)


def _activate(state, action: A.ActivateAbility, events):
    activate(state, action.player, events=events, **_activation_choices(action))


def _activation_choices(action: A.ActivateAbility) -> dict:
    """What an ActivateAbility chose, as check_activate and activate take it."""
    return dict(object_id=action.card, index=action.ability, targets=tuple(action.targets), paid=tuple(action.paid),
                x=action.x)


def _pass(state, action: A.PassPriority, events):
    if state.turn.priority != action.player:
        raise RuleViolation("117.3d", f"{action.player} doesn't have priority, so can't pass it")
    if action.until and action.until not in UNTIL:
        raise RuleViolation("500.1", f"there is no step called {action.until!r} to pass until")
    pass_priority(state, action.player, events)


def _stop_passing(state, action: A.StopPassing, events):
    if action.player not in state.passing:
        raise RuleViolation("117.3d", f"{action.player} is not passing until a step")
    # note_wish ends it, as any other action of theirs


def _advance(state, action: A.Advance, events):
    if action.to not in STEPS:
        raise RuleViolation("500.1", f"there is no step called {action.to!r}")
    if state.pending and not _auto_answerable(state):
        kind = state.pending[0]["choice"]
        raise RuleViolation(CHOICE_RULES.get(kind) or getattr(CHOOSERS.get(kind), "rule", "117.1"),
                            f"{state.pending[0]['player']} must first choose ({state.pending[0]['choice']})")
    start = (state.turn.number, state.turn.step)
    for _ in range(ADVANCE_LIMIT):
        if state.game_over:
            return
        if state.pending:
            if not _auto_answerable(state):
                return  # stops early for a choice
            choice = state.pending[0]
            answer_choice(state, choice["player"], (), (), events)  # no attackers, no blockers
            continue_game(state, events, stop_at=action.to)
        elif state.turn.priority is None:
            if (state.turn.number, state.turn.step) != start and state.turn.step == action.to:
                return
            end_step(state, events, action.to)  # leave the untap or cleanup step the game stopped in
        elif state.turn.step == action.to and not state.stack and (state.turn.number, state.turn.step) != start:
            return
        else:
            pass_priority(state, state.turn.priority, events, stop_at=action.to)
    raise RuleViolation("500.1", f"the game did not reach the {action.to} step (it may be skipped, as in 508.8)")


def _auto_answerable(state) -> bool:
    """Attackers and blockers, none declared; unless a requirement forbids that (508.1d, 509.1c): a choice to make."""
    choice = state.pending[0]
    return choice["choice"] in ("attackers", "blockers") and _legal(check_choose, state, choice["player"], (), ())


def _choose(state, action: A.Choose, events):
    answer_choice(state, action.player, tuple(action.cards), tuple(action.targets), events, tuple(action.options),
                  tuple(action.bands))


def _mulligan(state, action: A.Mulligan, events):
    mulligan(state, action.player, action.keep, events)


def _concede(state, action: A.Concede, events):
    player = state.player(action.player)
    player.lost = player.conceded = True  # 104.3a
    events.append({"type": "player_lost", "player": action.player, "rule": "104.3a", "reason": "conceded"})
    leave_game(state, action.player, events)  # 800.4j: a turn whose active player left goes on without them


# -- effect actions: any player, any time, priority unchanged ---------------
def _move(state, action: A.Move, events):
    obj = _require_object(state, action.card)
    if action.to_zone not in ZONES:
        rule = "400.11" if action.to_zone in OUTSIDE_THE_GAME else "400.1"
        raise RuleViolation(rule, f"there is no zone called {action.to_zone!r}")
    if action.zone_of is not None:
        _require_player(state, action.zone_of)
    if obj.is_ability:
        raise RuleViolation("405.4", "an ability on the stack is not a card and can't be moved")
    if action.to_zone == obj.zone and obj.zone in SAME_ZONE_NOTHING:
        raise RuleViolation("400.7", f"it is in the {obj.zone} already: moving it there is no zone change")
    if action.to_zone == "ante" and obj.zone != "ante":
        if not state.playing_for_ante:
            raise RuleViolation("407.3", "nothing can be put into the ante zone when not playing for ante")
        if obj.owner != action.player:
            raise RuleViolation("407.4", f"only {obj.owner}, its owner, can ante {characteristics(state, obj.id).name}")
    position = action.position
    if isinstance(position, int) and position < 1:
        raise RuleViolation("401.7", "a library position counts from 1 (the top)")
    host = _entering_host(state, obj, action, events)
    if host is False:
        return
    # 400.3: library, hand and graveyard are always the owner's, whoever zone_of names.
    moved = move_object(state, obj.id, action.to_zone, events, position=position, face_down=action.face_down,
                        tapped=action.tapped, controller=action.player if action.to_zone == "battlefield" else None,
                        attach_to=host)
    if moved is None and not any(c.get("id") == obj.id for c in state.pending):  # (not waiting for a choice)
        events.append({"type": "no_change", "id": obj.id, "rule": "400.4a" if action.to_zone == "battlefield" else "400.4b"})


def _entering_host(state, obj, action: A.Move, events):
    """What a permanent put onto the battlefield enters attached to: an id, None (unattached), or False (it stays put)."""
    if action.to_zone != "battlefield" or obj.zone == "battlefield":
        return None
    chars = characteristics(state, obj.id)
    players = [p.name for p in state.players_in_game() if player_enchantable(state, chars, p.name, action.player)]
    if action.attach_to in players or action.attach_to is None and len(players) == 1:
        return action.attach_to or players[0]  # 702.5d, 303.4f: an Aura that enchants a player
    if players:
        raise RuleViolation("303.4f", f"choose the player {chars.name} will enchant as it enters the battlefield")
    host = _require_object(state, action.attach_to, "battlefield") if action.attach_to else None
    legal = host is not None and attachment_legal(chars, characteristics(state, host.id), itself=False,
                                                  yours=host.controller == action.player)
    if "Aura" not in chars.subtypes:
        return host.id if legal else None  # 301.5e, 303.4h: otherwise it enters unattached
    if legal:
        return host.id
    candidates = [o for o in state.battlefield if attachment_legal(
        chars, characteristics(state, o), itself=False, yours=state.objects[o].controller == action.player)]
    if host is None and len(candidates) == 1:
        return candidates[0]  # 303.4f: the player chooses what it enchants, and there is one choice
    if host is None and candidates:
        raise RuleViolation("303.4f", f"choose what {chars.name} will enchant as it enters the battlefield")
    # 303.4g / 303.4i: with nothing it can legally enchant, the Aura stays where it is (from the stack: graveyard).
    rule = "303.4i" if host is not None else "303.4g"
    if obj.zone == "stack":
        move_object(state, obj.id, "graveyard", events)
        events[-1]["rule"] = rule
    else:
        events.append({"type": "no_change", "id": obj.id, "rule": rule})
    return False


def _draw(state, action: A.Draw, events):
    if action.count < 0:
        raise RuleViolation("121.1", "a player can't draw a negative number of cards")
    draw_cards(state, action.player, action.count, events)


def _discard(state, action: A.Discard, events):
    _require_object(state, action.card)
    if action.card not in state.player(action.player).hand:
        raise RuleViolation("701.8a", f"{action.player} can discard only a card from their own hand")
    discard(state, action.card, events)
    if discard_for_cleanup(state, action.player, action.card, events):
        continue_game(state, events)


def _gain_control(state, action: A.GainControl, events):
    obj = _require_object(state, action.card, "battlefield")
    if obj.controller != action.player:
        obj.timestamp = state.new_timestamp()
        change_control(state, obj, action.player, events)


def _attach(state, action: A.Attach, events):
    obj = _require_object(state, action.card, "battlefield")
    host = _require_object(state, action.to, "battlefield")
    chars = characteristics(state, obj.id)
    subtypes = set(chars.subtypes)
    rule = "303.4j" if "Aura" in subtypes else "301.5c" if "Equipment" in subtypes else \
        "301.6" if "Fortification" in subtypes else None
    if rule is None:
        raise RuleViolation("303.4h", f"{chars.name} is not an Aura, Equipment or Fortification")
    if not attachment_legal(chars, characteristics(state, host.id), itself=host.id == obj.id,
                            yours=host.controller == obj.controller):
        events.append({"type": "no_change", "id": obj.id, "rule": rule})
        return  # the effect does nothing (303.4j, 301.5c)
    obj.attached_to = host.id
    obj.timestamp = state.new_timestamp()  # 613.7e
    events.append({"type": "attached", "id": obj.id, "to": host.id})
    invalidate(state)


def _counters(state, action, events, sign):
    obj = _require_object(state, action.card)
    if action.amount < 0:
        raise RuleViolation("122.1", "the number of counters can't be negative")
    current = obj.counters.get(action.kind, 0)
    new = max(0, current + sign * action.amount)
    set_count(state, obj, action.kind, new)
    events.append({"type": "counters", "id": obj.id, "kind": action.kind, "count": new, "change": new - current})


def _life(state, action, events, sign):
    if action.amount < 0:
        raise RuleViolation("119.3", "life gained or lost can't be negative")
    state.player(action.player).change_life(sign * action.amount)
    events.append({"type": "life", "player": action.player, "change": sign * action.amount})
    life_gained(state, action.player, sign * action.amount)  # by hand, as an effect the players perform


def _shuffle(state, action: A.Shuffle, events):
    shuffle_library(state, action.player, events)


def _search_library(state, action: A.SearchLibrary, events):
    player = state.player(action.player)
    if player.searching != action.done:
        raise RuleViolation("701.19a", f"{action.player} is {'not ' if action.done else ''}searching their library")
    player.searching = not action.done
    events.append({"type": "search", "player": action.player, "done": action.done})


_HANDLERS = {
    A.PlayLand: _play_land, A.Cast: _cast, A.ActivateMana: _activate_mana, A.ActivateAbility: _activate,
    A.PassPriority: _pass, A.StopPassing: _stop_passing, A.SetStops: set_stops, A.Advance: _advance, A.Choose: _choose, A.Mulligan: _mulligan, A.Concede: _concede,
    A.Move: _move, A.Draw: _draw, A.Discard: _discard, A.GainControl: _gain_control, A.Attach: _attach,
    A.AddCounters: lambda s, a, e: _counters(s, a, e, 1), A.RemoveCounters: lambda s, a, e: _counters(s, a, e, -1),
    A.LoseLife: lambda s, a, e: _life(s, a, e, -1), A.GainLife: lambda s, a, e: _life(s, a, e, 1),
    A.Shuffle: _shuffle, A.SearchLibrary: _search_library,
    A.TurnFaceUp: lambda s, a, e: turn_face_up(s, a.player, a.card, e),
    A.Suspend: lambda s, a, e: suspend(s, a.player, a.card, e),  # 116.2f
    A.Tap: by_hand.tap, A.CreateToken: by_hand.create_token, A.Reveal: by_hand.reveal,
}


# -- what a player may do now -------------------------------------------------
def _legal(check, *args) -> bool:
    try:
        check(*args)
        return True
    except RuleViolation:
        return False


def is_legal(state: GameState, action) -> bool:
    """Whether ``action`` may be performed now (tried on a copy: ``state`` doesn't change)."""
    try:
        apply(state.copy(), action)
    except RuleViolation:
        return False
    return True


def could_perform(state: GameState, action) -> bool:
    """Whether ``action`` may be performed now, asked as legal_actions asks it: a cast (check_cast) or an
    activation (check_activate) of the player with priority and no choice to make, nothing performed and no
    copy made (auto-pay asks this of many what-ifs); any other action is tried on a copy (is_legal)."""
    if isinstance(action, A.Cast) and not action.face_down:
        check, choices = check_cast, _cast_choices(action)
    elif isinstance(action, A.ActivateAbility):
        check, choices = check_activate, _activation_choices(action)
    else:
        return is_legal(state, action)
    player = action.player
    if state.game_over or not state.has_player(player) or not state.player(player).in_game or \
            state.turn.priority != player or any(choice["player"] == player for choice in state.pending):
        return False
    return _legal(partial(check, state, player, **choices))


def legal_actions(state: GameState, player: str) -> list:
    """Every player action ``player`` may take now (effect actions are not listed)."""
    if state.game_over or not state.has_player(player) or not state.player(player).in_game:
        return []
    for choice in state.pending:
        if choice["player"] == player:  # 101.4, 103.5: the players before them choose first
            actions = _choice_actions(state, player, choice) if choice is state.pending[0] else []
            return actions + [A.Concede(player)]
    if state.turn.priority != player:
        return [A.Concede(player)]
    me = state.player(player)
    found = [A.PassPriority(player)]
    verdicts = {}
    if me.lands_played < land_plays(state, player):
        for zone in land_play_zones(state, player):
            candidates = me.library[:1] if zone == "library_top" else state.zone_list(zone, player) \
                if zone in PLAYER_ZONES else [o for o in state.zone_list(zone) if state.objects[o].owner == player]
            source_zone = "library" if zone == "library_top" else zone
            found += [A.PlayLand(player, oid, source_zone) for oid in candidates
                      if _same_verdict(verdicts, state, oid, source_zone, check_play_land, state, player, oid, source_zone)]
    for oid in me.hand:
        found += _cast_actions(state, player, oid, "hand", verdicts)
        if morph_cost(state, oid) is not None and _legal(check_cast_face_down, state, player, oid):
            found.append(A.Cast(player, oid, face_down=True))
        found += _ability_actions(state, player, oid)  # cycling, channel
        if suspend_of(state.spec(state.objects[oid]).abilities) and _legal(check_suspend, state, player, oid):
            found.append(A.Suspend(player, oid))  # 116.2f
    if me.graveyard and works_from_graveyard(state):  # 113.6m: only in a game with such a card
        for oid in me.graveyard:
            found += _ability_actions(state, player, oid)
    for oid in me.graveyard:  # flashback, jump-start, retrace (graveyard_casts.py)
        if graveyard_cast(state, oid):
            found += _cast_actions(state, player, oid, "graveyard", verdicts)
    for oid in state.command:
        if state.objects[oid].owner == player and state.objects[oid].commander:
            found += _cast_actions(state, player, oid, "command", verdicts)
    for oid in playable_from_exile(state, player):  # 601.3, 305.1: an effect lets them play this card
        found += _cast_actions(state, player, oid, "exile", {})  # copies may differ: each asks the rules
        land = A.PlayLand(player, oid, "exile")
        if land not in found and _legal(check_play_land, state, player, oid, "exile"):
            found.append(land)
    for oid in state.battlefield:
        obj = state.objects[oid]
        if obj.controller != player:
            continue
        chars = characteristics(state, oid)
        tapping_only = all(a.tap for a in chars.mana_abilities)
        for kind, index in [] if obj.tapped and tapping_only else _mana_choices(state, chars, obj):  # {T} (107.5)
            if _all_plain(verdicts, chars.mana_abilities):
                if _plain_verdict(verdicts, state, player, obj, chars, kind, index):
                    found.append(A.ActivateMana(player, oid, kind, index))
                continue
            for paid in _mana_payments(state, player, oid, chars, kind, index):
                for removed in _removals(chars, obj):
                    if _legal(check_activate_mana, state, player, oid, kind, index, paid, removed):
                        found.append(A.ActivateMana(player, oid, kind, index, paid, removed))
        found += _ability_actions(state, player, oid)
        if obj.face_down and _legal(check_turn_face_up, state, player, oid):
            found.append(A.TurnFaceUp(player, oid))
    found.append(A.Concede(player))
    return found


def _ability_actions(state, player, oid) -> list:
    """Each legal activation of an object's non-mana activated abilities: by targets, X and the objects chosen
    for its costs (at most MAX_TARGET_TUPLES ways per ability)."""
    found = []
    for index, ability in activated_abilities(state, oid):
        ways = ((targets, paid, x) for x in _x_options(state, player, oid, ability)
                for targets, paid in product(_target_options(state, player, oid, index, x),
                                             payments(state, player, oid, ability, x)
                                             if isinstance(ability, ActivatedAbility) else [()]))
        found += [A.ActivateAbility(player, oid, index, targets, paid, x)
                  for targets, paid, x in islice(ways, MAX_TARGET_TUPLES)
                  if _legal(check_activate, state, player, oid, index, targets, paid, x)]
    return found


def _x_options(state, player, oid, ability) -> range:
    """The values of X to offer (107.3a): as many as there are objects to pay "Tap X untapped artifacts you
    control" with, each; for an {X} in the mana cost the least (the table and the runner may name any other)."""
    if not isinstance(ability, ActivatedAbility) or not announces_x(ability.cost, ability.paid_with, ability.energy_x):
        return range(0, 1)
    least = max(0, ability.x_at_least)
    if ability.energy_x:  # "Pay X {E}": as many as its controller has (107.14)
        return range(least, 1 + state.player(player).energy)
    costs = [fitting(state, player, oid, ability, verb, what, another)
             for verb, count, what, another in ability.paid_with if count == "X"]
    return range(least, 1 + min(len(objects) for objects in costs)) if costs else range(least, least + 1)


def _mana_payments(state, player, oid, chars, kind, index) -> list:
    """The objects to try for a mana ability's chosen costs (abilities that differ only in the mana they make
    cost the same: _mana_choices)."""
    if not any(a.paid_with for a in chars.mana_abilities):
        return [()]
    obj = state.objects[oid]
    ability = chars.mana_abilities[index] if index is not None else \
        next(a for a in chars.mana_abilities if kind in (a.adds[:1] or mana_options(state, a, obj)))
    if not ability.x_chosen:
        return payments(state, player, oid, ability)
    # "Sacrifice X Goats": one way for each X there are objects for (107.3a; any other legal one may be named)
    verb, _, what, another = ability.paid_with[0]
    most = len(fitting(state, player, oid, ability, verb, what, another))
    return [ways[0] for x in range(most + 1) if (ways := payments(state, player, oid, ability, x))]


def _same_verdict(verdicts: dict, state, oid, zone, check, *args, extra=()) -> bool:
    """Copies of a card in one of a player's zones get the same answer: ask the rules once per name."""
    obj = state.objects[oid]
    key = (check, obj.card, obj.face, zone, *extra)
    if key not in verdicts:
        verdicts[key] = _legal(check, *args)
    return verdicts[key]


def _all_plain(verdicts: dict, abilities) -> bool:
    """Whether every one of these mana abilities is {T} and the mana it adds, nothing else ("{T}: Add {G}.",
    "{T}: Add {W} or {U}."); alike permanents share their list (characteristics.py), asked once."""
    key = ("plain", id(abilities))
    if key not in verdicts:
        verdicts[key] = all({k: v for k, v in vars(a).items() if k not in _MADE} == _PLAIN_MANA for a in abilities)
    return verdicts[key]


_MADE = ("produces", "adds", "amount")  # what the ability adds: the rest is the same for every plain one
_PLAIN_MANA = {k: v for k, v in vars(ManaAbility(produces=())).items() if k not in _MADE}


def _plain_verdict(verdicts: dict, state, player, obj, chars, kind, index) -> bool:
    """Alike permanents whose mana abilities are all plain (each Forest, each untapped Tundra) get one answer
    per kind: only being tapped (107.5) or a creature's summoning sickness (302.6) can tell them apart."""
    key = ("mana", id(chars.mana_abilities), obj.tapped, summoning_sick(obj, chars), kind, index)
    if key not in verdicts:
        verdicts[key] = _legal(check_activate_mana, state, player, obj.id, kind, index, (), None)
    return verdicts[key]


def _cast_actions(state, player, oid, zone, verdicts) -> list:
    spec = state.spec(state.objects[oid])
    if "Land" in spec.types:
        return []
    modal = modal_of(spec.abilities)
    # each way to pay its optional and chosen costs: kicks, buyback (702.27a) and the objects chosen (601.2h)
    buybacks = (False, True) if buyback_of(spec.abilities) else (False,)
    chosen = {buyback: chosen_spell_costs(spec.abilities, zone, buyback) for buyback in buybacks}
    paids = {buyback: (payments(state, player, oid, chosen[buyback]) if chosen[buyback] else [()])
             + ([()] if has_other_cost(spec.abilities) else []) for buyback in buybacks}  # "... or pay {3}{B}"
    dashes = ("", "dash") if dash_cost(spec.abilities) else ("",)  # 702.109a: or its mana cost
    offsprings = (False, True) if has_offspring(spec.abilities) else (False,)  # 702.175a
    casualties = [()] + ([(oid,) for oid in state.battlefield if state.objects[oid].controller == player]
                         if casualty_of(spec.abilities) else [])  # 702.153a: check_cast keeps those that may be
    conspiracies = [()] + ([pair] if has_conspire(spec.abilities) and (pair := _conspirers(state, player, oid)) else [])
    ways = [(kicked, buyback, paid, (dash, offspring, casualty, conspired)) for kicked in kick_options(spec.abilities)
            for buyback in buybacks for paid in dict.fromkeys(paids[buyback]) for dash in dashes
            for offspring in offsprings for casualty in casualties for conspired in conspiracies]
    found, several = [], MAX_TARGET_TUPLES  # tuples of several targets to try, for all its sets of modes together
    for modes in modal.choices() if modal else [()]:  # 700.2a: one Cast per set of modes
        kinds = spell_target_kinds(spec.abilities, modes) if modal else target_kinds(spec.abilities)
        effects = chosen_effects(spec.abilities, modes)
        candidates = [()] if not kinds else [(t,) for t in _all_targets(state)] + [("",)] * _up_to(effects) \
            if len(kinds) == 1 else _target_tuples(state, player, oid, effects)[:several]
        several -= len(candidates) if len(kinds) > 1 else 0
        found += [A.Cast(player, oid, zone, targets, modes=modes, kicked=kicked, paid=paid, buyback=buyback,
                         dashed=bool(dash), offspring=offspring, casualty=casualty, conspired=conspired)
                  for targets in candidates for kicked, buyback, paid, (dash, offspring, casualty, conspired) in ways
                  if _same_verdict(verdicts, state, oid, zone, check_cast, state, player, oid, zone, targets, 0, modes,
                                   kicked, (), (), (), paid, buyback, dash, offspring, casualty, conspired,
                                   extra=(targets, modes, kicked, paid, buyback, dash, offspring, casualty, conspired))]
        if has_improvise(state, player, spec.abilities):
            found += _paid_otherwise(state, player, oid, zone, candidates, modes, ways, "improvised",
                                     untapped_artifacts(state, player))
        if CONVOKE in spec.abilities:
            found += _paid_otherwise(state, player, oid, zone, candidates, modes, ways, "convoked",
                                     untapped_creatures(state, player))
        if DELVE in spec.abilities:
            found += _paid_otherwise(state, player, oid, zone, candidates, modes, ways, "delved",
                                     graveyard_cards(state, player, oid))
    return found


def _paid_otherwise(state, player, oid, zone, candidates, modes, ways, field, objects) -> list:
    """702.126a improvise, 702.51a convoke, 702.66a delve: each cast with as many of ``objects`` (the player's
    untapped artifacts, untapped creatures, cards in their graveyard) tapped or exiled as pay for part of its
    cost (the table and the runner may name fewer, or others)."""
    found = []
    for targets, (kicked, buyback, paid, (dash, offspring, casualty, conspired)) in product(candidates, ways):
        chosen = next((objects[:n] for n in range(len(objects), 0, -1) if _legal(
            lambda: check_cast(state, player, oid, zone, targets, 0, modes, kicked, paid=paid, buyback=buyback,
                               alternative=dash, offspring=offspring, casualty=casualty, conspired=conspired,
                               **{field: tuple(objects[:n])}))), None)
        if chosen:
            found.append(A.Cast(player, oid, zone, targets, modes=modes, kicked=kicked, paid=paid, buyback=buyback,
                                dashed=bool(dash), offspring=offspring, casualty=casualty, conspired=conspired,
                                **{field: tuple(chosen)}))
    return found


def _conspirers(state, player: str, oid: str) -> tuple:
    """702.78a: the first two untapped creatures ``player`` controls that each share a color with the card (the
    table and the runner may name any other two), or () for none."""
    colors = set(characteristics(state, oid).colors)
    found = [o for o in state.battlefield if (obj := state.objects[o]).controller == player and not obj.tapped
             and "Creature" in (chars := characteristics(state, o)).types and colors & set(chars.colors)]
    return tuple(found[:2]) if len(found) >= 2 else ()


def _all_targets(state) -> list:
    return [p.name for p in state.players_in_game()] + list(state.battlefield)


MAX_TARGET_TUPLES = 64


def _target_options(state, player, oid, index, x: int = 0) -> list:
    """Target tuples worth trying for an ability, with X announced: each legal choice for each of its targets (at
    most MAX_TARGET_TUPLES tuples; the table and the runner may name any other)."""
    ability = dict(activated_abilities(state, oid)).get(index)
    effects = getattr(ability, "effects", ())
    if isinstance(ability, AttachAbility):
        return [(t,) for t in state.battlefield]
    return _target_tuples(state, player, oid, effects, x)


def _up_to(effects) -> bool:
    """Whether a spell's one target is "up to one": it may be cast with none (601.2c)."""
    return any(e.optional for e in effects if e.target and e.target != SAME_TARGET)


def _target_tuples(state, player, oid, effects, x: int = 0) -> list:
    """Each legal choice for each target of ``effects`` (a spell's or an ability's), in order: at most
    MAX_TARGET_TUPLES tuples."""
    slots = [[p.name for p in state.players_in_game() if opponent_may_choose(state, e.target, p.name, controller=player,
                                                                            source=oid)]
             if chosen_by_an_opponent(e) else
             [t for t in candidates(state, kind) if is_legal_target(state, kind, t, controller=player, source=oid)]
             + ([""] if e.optional else [])
             for e in effects if e.target and e.target != SAME_TARGET for kind in (x_target(e.target, x),)]
    return list(islice(product(*slots), MAX_TARGET_TUPLES))


def _mana_choices(state, chars, obj) -> list:
    """(kind, ability index) pairs to ask a permanent for: each kind once (an ability adding several together:
    its first), with the index of the ability only where abilities that differ make that kind (Crystal
    Vein's {T}: Add {C} and {T}, Sacrifice: Add {C}{C})."""
    abilities = chars.mana_abilities
    if len(abilities) == 1:  # most permanents
        made = abilities[0].adds[:1] or mana_options(state, abilities[0], obj)
        return [(kind, None) for kind in sorted(made, key=_in_mana_order)]
    first = {}  # (kind, what the ability costs and does besides) -> its first index
    for index, a in enumerate(abilities):
        for kind in a.adds[:1] or mana_options(state, a, obj):
            first.setdefault((kind, _besides_kinds(a)), index)
    ways = Counter(kind for kind, _ in first)
    return [(kind, index if ways[kind] > 1 else None) for kind in sorted({k for k, _ in first}, key=_in_mana_order)
            for (made, _), index in first.items() if made == kind]


def _in_mana_order(kinds: str) -> list:
    """WUBRGC order, for one kind ("G") or a group of them ("WU", 106.1)."""
    return [MANA_KINDS.index(k) for k in kinds]


def _removals(chars, obj) -> list:
    """How many counters to offer removing, for "Remove any number of storage counters from this land: Add
    {W} for each storage counter removed this way" (none asked otherwise): each number from one up."""
    most = max((obj.counters.get(a.remove_any, 0) for a in chars.mana_abilities if a.remove_any), default=0)
    return [None, *range(1, most + 1)]


@lru_cache(maxsize=256)
def _besides_kinds(ability):
    """A mana ability but for the kinds it makes: two that differ only there are one way to make a kind."""
    return replace(ability, produces=())


def _choice_actions(state, player, choice) -> list:
    kind = choice["choice"]
    if kind in CHOOSERS:  # a phrase family's (registry.py)
        return [A.Choose(player, *answer) for answer in CHOOSERS[kind].offers(state, player, choice)]
    if kind == "mulligan":
        more = state.player(player).mulligans < STARTING_HAND_SIZE
        return [A.Mulligan(player, True)] + ([A.Mulligan(player, False)] if more else [])
    if kind == "legend":
        return [A.Choose(player, (oid,)) for oid in choice["options"]]
    if kind == "commander":
        return [A.Choose(player, tuple(choice["options"])), A.Choose(player, ())]
    if kind == "starting_player":
        return [A.Choose(player, (), (name,)) for name in choice["options"]]
    if kind in ("pay_life", "color", "pay_or_sacrifice"):
        return [A.Choose(player, options=(word,)) for word in choice["options"]]
    if kind == "sacrifice_to_enter":  # none, or the first that would do
        return [A.Choose(player, ()), A.Choose(player, tuple(choice["options"][:choice["count"]]))]
    if kind in ("sacrifice_unless", "reveal"):
        return [A.Choose(player, ())] + [A.Choose(player, (oid,)) for oid in choice["options"]]
    if kind in ("return_land", "from_graveyard"):
        return [A.Choose(player, (oid,)) for oid in choice["options"]]
    if kind == "targets":
        none = [A.Choose(player)] if choice.get("optional") else []
        return [A.Choose(player, (), (target,)) for target in choice["options"]] + none
    if kind == "order_triggers":
        return [A.Choose(player, tuple(choice["options"])), A.Choose(player, tuple(reversed(choice["options"])))]
    if kind == "search":  # none, or the first that fits
        return [A.Choose(player, ())] + [A.Choose(player, (oid,)) for oid in choice["options"][:1]]
    if kind in ("scry", "surveil", "untap"):  # none chosen, or all
        return [A.Choose(player, ()), A.Choose(player, tuple(choice["options"]))]
    if kind in ("discard", "bottom", "discard_chosen"):
        hand = state.player(player).hand
        return [A.Choose(player, tuple(hand[: choice["count"]])), A.Choose(player, tuple(hand[-choice["count"]:]))]
    if kind == "attackers":
        targets = attack_targets(state, player)
        each = [(t,) for t in targets] if len(targets) > 1 else [()]
        options = [A.Choose(player, ())] + [A.Choose(player, (oid,), t) for oid in choice["options"] for t in each]
        banding = {oid for oid in choice["options"] if bands_at_all(characteristics(state, oid))}
        options += [A.Choose(player, pair, t * 2, bands=(1, 1))  # 702.22c: two creatures in a band
                    for pair in combinations(choice["options"], 2) if banding.intersection(pair) for t in each]
        options += [A.Choose(player, *required) for required in [required_declaration(state, player)] if required[0]]
        return [o for o in options if _legal(check_choose, state, player, o.cards, o.targets, (), o.bands)] \
            or [A.Choose(player, ())]
    if kind == "blockers":
        pairs = [A.Choose(player, (b,), (a,)) for b in choice["options"] for a in attackers(state)]
        ganging = []
        for attacker_id in attackers(state):
            on_it = [b for b in choice["options"] if can_block_attacker(state, b, attacker_id)]
            if len(on_it) > 1:  # every creature that can block it, on it: its damage is divided (510.1c)
                ganging.append(A.Choose(player, tuple(on_it), (attacker_id,) * len(on_it)))
        required = [A.Choose(player, *blocks) for blocks in [required_blocks(state, player)] if blocks[0]]  # 509.1c
        return [o for o in [A.Choose(player, ())] + pairs + ganging + required  # 702.111b: menace, two or more
                if _legal(check_choose, state, player, o.cards, o.targets)]
    if kind == "damage":  # the proposal, and each creature's damage all to the first it may go to
        options = [division_answer(state, player, choice, lambda division: division["proposal"]),
                   division_answer(state, player, choice, lambda d: [d["amount"]] + [0] * (len(d["options"]) - 1))]
        return [o for o in options if _legal(check_choose, state, player, o.cards, o.targets)]
    return []


def division_answer(state: GameState, player: str, choice: dict, amounts) -> A.Choose:
    """The Choose answering a "damage" choice with ``amounts(division)`` for each creature's division now
    (combat.damage_division): one (creature, recipient) pair per point of damage, in the options' order."""
    cards, targets = [], []
    for creature_id in choice["attackers"] + choice.get("blockers", []):
        division = damage_division(state, creature_id)
        if division is None:
            continue  # out of combat meanwhile: nothing of it to divide
        for option, amount in zip(division["options"], amounts(division)):
            cards += [creature_id] * amount
            targets += [option] * amount
    return A.Choose(player, tuple(cards), tuple(targets))


# -- positions ------------------------------------------------------------------
def validate_position(state: GameState) -> None:
    """Raise RuleViolation for a position that can't occur in a game."""
    turn = state.turn
    if not 2 <= len(state.players) <= 4:
        raise RuleViolation("103.1", "a game here has 2 to 4 players")
    if turn.number < 1:
        raise RuleViolation("500.1", "turns are numbered from 1")
    if turn.step not in STEPS:
        raise RuleViolation("500.1", f"there is no step called {turn.step!r}")
    if not state.has_player(turn.active):
        raise RuleViolation("102.1", f"{turn.active} is not a player")
    if turn.step == "draw" and skips_first_draw(state):
        raise RuleViolation("103.8a", "the starting player skips the draw step of their first turn")
    if turn.priority is not None:
        if not state.has_player(turn.priority):
            raise RuleViolation("102.1", f"{turn.priority} is not a player")
        if turn.step in NO_PRIORITY_STEPS:
            raise RuleViolation("502.4" if turn.step == "untap" else "514.3",
                                f"no player receives priority during the {turn.step} step")
    for oid in state.stack:
        if state.objects[oid].zone != "stack":
            raise RuleViolation("405.1", "the stack holds only spells and abilities")
    for oid in state.battlefield:
        obj = state.objects[oid]
        spec = state.spec(obj)
        if {"Instant", "Sorcery"} & set(spec.types):
            raise RuleViolation("400.4a", f"{spec.name} is an {spec.types[0].lower()} and can't be on the battlefield")

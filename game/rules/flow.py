"""Turns, steps and priority (500-514, 117).

The game moves forward by itself until a player would receive priority or
must make a choice. Steps in which no player receives priority (untap,
cleanup) pass on their own, unless ``stop_at`` asks to stop in them.
"""
from game.rules.characteristics import invalidate
from game.rules.combat import (
    can_attack, can_block, combat_damage_dealers, damage_choices, deal_combat_damage, defending_players,
    remove_from_combat,
)
from game.rules.control import control_effects_end
from game.rules.delayed import returning_at_untap, step_began as delayed_step_began, this_turn_ended
from game.rules.hand_size import maximum_hand_size
from game.rules.passing import end_wishes_for_step
from game.rules.phasing import untap_step as phasing_untap_step
from game.rules.play_permissions import lasts_past_cleanup
from game.rules.sagas import precombat_main_began
from game.rules.sba import check_state_based_actions
from game.rules.spending import KEPT_RIDER, rider_of
from game.rules.stack import resolve_top
from game.rules.triggers import put_trigger_on_stack, state_triggers, step_began
from game.rules.turn_order import next_in_turn_order, next_turn
from game.rules.untap_step import begin_untapping
from game.rules.state import STEPS, GameState, empty_pool
from game.rules.zones import draw_cards, move_object

NO_PRIORITY_STEPS = ("untap", "cleanup")  # 502.4, 514.3


def give_priority(state: GameState, player: str, events: list) -> None:
    """117.5: state-based actions and triggered abilities first, then the player receives priority."""
    check_state_based_actions(state, events)
    state_triggers(state)  # 603.8
    put_triggers_on_stack(state, events)
    check_state_based_actions(state, events)
    if state.game_over or state.pending:
        state.turn.priority = None
        return
    if not state.player(player).in_game:
        player = next_in_turn_order(state, player)
    state.turn.priority = player


def put_triggers_on_stack(state: GameState, events: list) -> None:
    """405.3: simultaneous triggers go on the stack in APNAP order (the active player's lowest)."""
    if not state.triggers:
        return
    order = {p.name: i for i, p in enumerate(state.apnap())}
    waiting = sorted(state.triggers, key=lambda t: order.get(t["controller"], 99))
    stacked = {}
    while waiting:
        asked, height = len(state.pending), len(state.stack)
        trigger = waiting.pop(0)
        put_trigger_on_stack(state, trigger, events)
        if len(state.stack) > height:
            stacked.setdefault(trigger["controller"], []).append(state.stack[0])
        if len(state.pending) > asked:
            break  # its targets are being chosen (603.3d): the rest go on the stack after it
    state.triggers = waiting
    for player in state.apnap():  # 603.3b: each player puts theirs on the stack in the order they choose
        mine = stacked.get(player.name, [])
        kinds = {(state.objects[oid].card, state.objects[oid].ability_index, state.objects[oid].granted,
                  tuple(state.objects[oid].targets), str(state.objects[oid].delayed))
                 for oid in mine}
        if len(kinds) > 1:  # (copies of one ability with the same targets: any order is the same order)
            state.pending.append({"player": player.name, "choice": "order_triggers",
                                  "options": [oid for oid in state.stack if oid in mine]})
    invalidate(state)


def pass_priority(state: GameState, player: str, events: list, stop_at: str | None = None) -> None:
    """117.3d / 117.4: the next player receives priority; when all pass, resolve or end the step."""
    turn = state.turn
    turn.passed.append(player)
    events.append({"type": "pass", "player": player})
    if all(p.name in turn.passed for p in state.players_in_game()):
        turn.passed = []
        if state.stack:
            resolve_top(state, events)
            give_priority(state, turn.active, events)  # 117.3b
        elif turn.step == "cleanup":
            begin_step(state, "cleanup", events, stop_at)  # 514.3a: another cleanup step
        else:
            end_step(state, events, stop_at)  # 405.5
    else:
        turn.priority = next_in_turn_order(state, player)


def end_step(state: GameState, events: list, stop_at: str | None = None) -> None:
    """500.4 / 106.4: mana empties (but mana its effect keeps until end of turn, until the cleanup step ends);
    the next step begins (skipping combat steps per 508.8)."""
    step = state.turn.step
    for player in state.players:
        kept = {k: n for k, n in player.mana_pool.items() if n and rider_of(k) == KEPT_RIDER and step != "cleanup"}
        player.mana_pool = {**empty_pool(), **kept}
    if step == "end_of_combat":
        remove_from_combat(state)
    if step == "cleanup":
        begin_turn(state, events, stop_at)
        return
    following = STEPS[STEPS.index(step) + 1]
    if step == "declare_attackers" and not any(state.objects[o].attacking for o in state.battlefield):
        following = "end_of_combat"  # 508.8
    if step == "combat_damage" and state.turn.second_strikers is not None:
        following = "combat_damage"  # 510.4: the second combat damage step, after the first-strike one
    if following == "draw" and skips_first_draw(state):
        following = "precombat_main"  # 103.8a: the step is skipped, not just its draw
    begin_step(state, following, events, stop_at)


def skips_first_draw(state: GameState) -> bool:
    """103.8a: in a two-player game the starting player skips the draw step of their first turn (turn 1)."""
    return state.turn.number == 1 and len(state.players) == 2


def begin_turn(state: GameState, events: list, stop_at: str | None = None) -> None:
    turn = state.turn
    turn.active = next_turn(state, events)  # 500.7, 614.10
    turn.number += 1
    turn.creatures_died = 0
    turn.damaged = []
    for player in state.players:
        player.lands_played = 0
        player.extra_land_plays_this_turn = 0
        player.attacked_with = player.dealt_damage = 0
        player.spells_cast = []
        player.entered_this_turn = []
    events.append({"type": "turn", "number": turn.number, "active": turn.active})
    begin_step(state, "untap", events, stop_at)


def begin_step(state: GameState, step: str, events: list, stop_at: str | None = None) -> None:
    """Turn-based actions of a step, then priority to the active player (117.3a)."""
    turn = state.turn
    turn.step = step
    turn.passed = []
    turn.priority = None
    turn.cleanup_priority = False
    events.append({"type": "step", "step": step})
    end_wishes_for_step(state)
    active = turn.active
    if step == "untap":
        player = state.player(active)
        player.turns_begun += 1  # a turn begins with its untap step (500.1)
        player.turn_before, player.latest_turn = player.latest_turn, turn.number
        phasing_untap_step(state, events)  # 502.1
        for land in returning_at_untap(state):  # "as you untap your permanents, return this land ..."
            move_object(state, land, "hand", events)
        begin_untapping(state)  # 502.3
        if state.pending:
            return  # which permanents stay tapped: the step goes on once that is chosen (continue_game)
    elif step == "draw":
        draw_cards(state, active, 1, events)  # 504.1 (the skipped first draw step never begins: end_step)
    elif step == "precombat_main":
        precombat_main_began(state, events)  # 714.3b: lore counters
    elif step == "declare_attackers":
        options = [oid for oid in state.battlefield if can_attack(state, oid, active)]
        if options:
            state.pending.append({"player": active, "choice": "attackers", "options": options})  # 508.1
    elif step == "declare_blockers":
        queue_block_choices(state)
    elif step == "combat_damage":
        dealing = combat_damage_dealers(state, events)
        divisions = damage_choices(state, dealing) if state.damage_by_hand else []
        if divisions:
            state.pending += divisions  # 510.1c-d: the damage is dealt once the players have divided it
        else:
            deal_combat_damage(state, dealing, {}, events)  # 510.2
    elif step == "cleanup":
        delayed_step_began(state, "cleanup")  # "At the beginning of the next cleanup step" (603.7)
        cleanup(state, events)
        if state.pending:
            return
    if step in NO_PRIORITY_STEPS:
        check_state_based_actions(state, events)
        if step == "cleanup" and _priority_in_cleanup(state, events):
            return
        if stop_at != step and not state.pending and not state.game_over:
            end_step(state, events, stop_at)
        return
    step_began(state, step)  # 603.2b: "at the beginning of" this step (its turn-based actions done, 503.1)
    if not state.pending:
        give_priority(state, active, events)


def _priority_in_cleanup(state: GameState, events: list) -> bool:
    """514.3a: with triggered abilities waiting, players receive priority in the cleanup step; once the stack is
    empty and all pass, another cleanup step begins (pass_priority)."""
    if not state.triggers or state.game_over:
        return False
    state.turn.cleanup_priority = True
    give_priority(state, state.turn.active, events)
    return True


def queue_block_choices(state: GameState) -> None:
    for defender in defending_players(state):
        options = [oid for oid in state.battlefield if can_block(state, oid, defender)]
        if options:
            state.pending.append({"player": defender, "choice": "blockers", "options": options})  # 509.1


def cleanup(state: GameState, events: list) -> None:
    """514.1 discard to hand size (a choice), then 514.2 damage wears off and "this turn" effects end."""
    active = state.player(state.turn.active)
    maximum = maximum_hand_size(state, active.name)
    excess = len(active.hand) - maximum if maximum is not None else 0
    if excess > 0:
        state.pending.append({"player": active.name, "choice": "discard", "count": excess})
        return
    finish_cleanup(state, events)


def finish_cleanup(state: GameState, events: list | None = None) -> None:
    for oid in state.in_zone("battlefield"):  # 514.2: phased-out permanents' damage too
        obj = state.objects[oid]
        obj.damage = 0
        obj.deathtouched = False
        if obj.copies:  # 514.2: a copy effect "until end of turn" ends too (layer 1, copies.py)
            obj.copies = [effect for effect in obj.copies if effect[2] != "end_of_turn"]
    this_turn_ended(state)  # 514.2 (delayed.py)
    control_effects_end(state, [] if events is None else events)  # 514.2 (control.py)
    for player in state.players:
        player.extra_land_plays_this_turn = 0
        player.flash_this_turn = []
        player.ignores_hexproof = False
        player.next_spell_improvise = False  # "this turn" (improvise.py)
    # 514.2: "until end of turn" effects end; so does any effect whose permanent is gone (400.7).
    state.effects = [e for e in state.effects if (lasts_past_cleanup(state, e) if e.get("play")
                                                  else e["until"] != "end_of_turn"
                                                  and (e["id"] in state.battlefield or e["id"] in state.phased_out)
                                                  and (e["until"] != "while_source_tapped"
                                                       or e["source"] in state.battlefield))]
    invalidate(state)


def continue_game(state: GameState, events: list, stop_at: str | None = None) -> None:
    """After a choice is answered: go on until a player would receive priority or another choice is pending."""
    if state.game_over or state.pending:
        return
    if not state.started:
        state.started = True  # 103.8: every hand is kept; the starting player takes their first turn
        if not state.player(state.turn.active).in_game:
            state.turn.active = next_in_turn_order(state, state.turn.active)  # 800.4k: unless they left
        begin_step(state, "untap", events, stop_at)
        return
    step = state.turn.step
    if step == "untap":  # 502.3: they untapped as it was answered; no priority in this step (502.4)
        check_state_based_actions(state, events)
        if not state.game_over and stop_at != "untap":
            end_step(state, events, stop_at)
        return
    if step == "cleanup" and not state.turn.cleanup_priority:
        finish_cleanup(state, events)
        check_state_based_actions(state, events)
        if _priority_in_cleanup(state, events):
            return
        if not state.game_over and stop_at != "cleanup":
            end_step(state, events, stop_at)
        return
    if state.turn.priority is None:
        give_priority(state, state.turn.active, events)


"""Answering pending choices: the legend rule, cleanup discards, attackers, blockers, combat damage, a commander
to the command zone, mulligans."""
from game.rules.combat import (
    attack_targets, barred_this_turn, block_capacity, can_attack, can_be_blocked, can_block, deal_combat_damage,
    declare_attackers, declare_blockers, defending_player, divided_damage,
)
from game.rules.attack_requirements import attack_requirement, attack_restriction
from game.rules.banding import check_bands
from game.rules.block_requirements import blocking_requirement, blocking_restriction
from game.rules.characteristics import characteristics
from game.rules.effects import resume
from game.rules.enters_choices import answer_reveal, check_reveal, check_sacrifice_to_enter, enter_tapped
from game.rules.errors import RuleViolation
from game.rules.evasion import block_restriction, menace_restriction
from game.rules.performing import sacrifice_unless
from game.rules.registry import CHOOSERS
from game.rules.setup import STARTING_HAND_SIZE, ask_opening_hand_actions, deal_opening_hands
from game.rules.state import GameState
from game.rules.triggers import choose_target
from game.rules.untap_step import untap_permanents
from game.rules.zones import discard, draw_cards, move_object, shuffle_library

CHOICE_RULES = {"legend": "704.5j", "discard": "514.1", "attackers": "508.1", "blockers": "509.1",
                "damage": "510.1c", "commander": "903.9a", "mulligan": "103.5", "bottom": "103.5",
                "starting_player": "103.1", "pay_life": "614.12", "scry": "701.18a", "surveil": "701.42a",
                "return_land": "608.2d", "color": "614.12", "search": "701.19b",
                "targets": "603.3d", "order_triggers": "603.3b", "untap": "502.3",
                "sacrifice_unless": "118.12a", "pay_or_sacrifice": "118.12a", "reveal": "614.12a",
                "sacrifice_to_enter": "614.1c", "discard_chosen": "701.8b", "from_graveyard": "608.2d"}


def first_choice_for(state: GameState, player: str) -> dict:
    for choice in state.pending:
        if choice["player"] == player:
            return choice
    raise RuleViolation("117.1", f"{player} has no choice to make")


def _require_distinct(cards: tuple, rule: str) -> None:
    if len(set(cards)) != len(cards):
        raise RuleViolation(rule, "the same card was chosen twice")


def check_choose(state: GameState, player: str, cards: tuple, targets: tuple, options: tuple = (),
                 bands: tuple = ()) -> dict:
    choice = first_choice_for(state, player)
    first = state.pending[0]
    if choice is not first:  # 101.4: the active player, then the others in turn order (103.5: mulligans)
        rule = "103.5" if CHOICE_RULES.get(first["choice"]) == "103.5" else "101.4"
        raise RuleViolation(rule, f"{first['player']} chooses first")
    kind = choice["choice"]
    rule = CHOICE_RULES[kind] if kind in CHOICE_RULES else CHOOSERS[kind].rule
    if kind not in ("damage", "blockers"):  # a division names an attacker once per point of its damage
        _require_distinct(cards, rule)
    if kind == "legend":
        if len(cards) != 1 or cards[0] not in choice["options"]:
            raise RuleViolation(rule, f"choose one of the legendary permanents named {choice['name']} to keep")
    elif kind in ("discard", "bottom", "discard_chosen"):
        hand = state.player(player).hand
        if len(cards) != choice["count"] or any(c not in hand for c in cards):
            raise RuleViolation(rule, f"choose exactly {choice['count']} card(s) from your hand")
    elif kind == "attackers":
        defenders = [p.name for p in state.players_in_game() if p.name != player]
        if any(c not in choice["options"] or not can_attack(state, c, player) for c in cards):
            raise RuleViolation("508.1a", "only untapped creatures you have controlled since your turn began can attack")
        if targets and (len(targets) != len(cards) or any(t not in attack_targets(state, player) for t in targets)):
            raise RuleViolation("508.1b", "each attacker must attack an opponent or a planeswalker an opponent controls")
        if not targets and len(defenders) > 1 and cards:
            raise RuleViolation("508.1b", "choose which player each creature attacks")
        if bands:  # 508.1e
            check_bands(state, list(cards), list(targets) or [defenders[0]] * len(cards), bands)
        attacked = list(targets) or defenders[:1] * len(cards)
        if problem := attack_restriction(state, list(cards), attacked) or attack_requirement(state, player, cards):
            raise RuleViolation(*problem)  # 508.1c-d (attack_requirements.py)
    elif kind == "blockers":
        if len(targets) != len(cards):
            raise RuleViolation("509.1a", "say which attacker each blocker blocks")
        _require_distinct(tuple(zip(cards, targets)), "509.1a")
        for blocker in set(cards):  # 509.1a: one attacker each, or as many as it can block
            if blocker in state.battlefield and (most := block_capacity(state, blocker)) is not None \
                    and cards.count(blocker) > most:
                raise RuleViolation("509.1a", f"{characteristics(state, blocker).name} can block {most} creature(s)")
        for blocker, attacker in zip(cards, targets):
            attacking = state.objects.get(attacker)
            if blocker in state.battlefield and (characteristics(state, blocker).has_ability("can't block")
                                                 or barred_this_turn(state, blocker)):
                raise RuleViolation("509.1b", f"{characteristics(state, blocker).name} can't block")
            if blocker not in choice["options"] or not can_block(state, blocker, player):
                raise RuleViolation("509.1a", "only untapped creatures you control can block")
            if attacking is None or not attacking.attacking or defending_player(state, attacking.attacking) != player:
                raise RuleViolation("509.1a", "a blocker must block a creature attacking you")
            if not can_be_blocked(state, attacker):
                raise RuleViolation("509.1b", f"{characteristics(state, attacker).name} can't be blocked")
            if restriction := block_restriction(state, blocker, attacker):
                raise RuleViolation(*restriction)
        if restriction := menace_restriction(state, targets) or blocking_restriction(state, targets, cards) or \
                blocking_requirement(state, player, cards, targets):
            raise RuleViolation(*restriction)  # 702.111b, 509.1b-c (block_requirements.py)
    elif kind == "damage":
        divided_damage(state, choice, cards, targets)
    elif kind == "commander":
        if targets or len(cards) > 1 or (cards and cards[0] not in choice["options"]):
            raise RuleViolation(rule, f"choose {choice['name']} to put it into the command zone, or nothing")
        if cards and cards[0] not in state.objects:
            raise RuleViolation("400.7", f"{choice['name']} has left the {choice['zone']} since")
    elif kind == "mulligan":
        raise RuleViolation(rule, "keep or take a mulligan first")
    elif kind == "starting_player" and (cards or len(targets) != 1 or targets[0] not in choice["options"]):
        raise RuleViolation(rule, "choose the one player who takes the first turn")
    elif kind == "search" and (targets or len(cards) > choice["max"] or any(c not in choice["options"] for c in cards)):
        raise RuleViolation(rule, f"find at most {choice['max']} of the cards that fit the search, or none")
    elif kind == "order_triggers" and (targets or sorted(cards) != sorted(choice["options"])):
        raise RuleViolation(rule, "list each of your triggered abilities once, top of the stack first")
    elif kind == "targets" and (cards or len(targets) > 1 or not targets and not choice.get("optional")
                                or targets and targets[0] not in choice["options"]):
        raise RuleViolation(rule, f"choose {'up to ' * bool(choice.get('optional'))}one target for: "
                                  f"{choice['trigger']['text']}")
    elif kind == "return_land" and (targets or len(cards) != 1 or cards[0] not in choice["options"]):
        raise RuleViolation(rule, "choose one land you control to return to its owner's hand")
    elif kind == "from_graveyard" and (targets or len(cards) != 1 or cards[0] not in choice["options"]):
        raise RuleViolation(rule, "choose one of the cards in your graveyard that fit")
    elif kind in ("scry", "surveil") and (targets or any(c not in choice["options"] for c in cards)):
        where = "on the bottom of your library" if kind == "scry" else "into your graveyard"
        raise RuleViolation(rule, f"choose among the cards you looked at those to put {where}")
    elif kind == "color" and (cards or targets or len(options) != 1 or options[0] not in choice["options"]):
        raise RuleViolation(rule, f"choose a color for {choice['name']}: {', '.join(choice['options'])}")
    elif kind == "untap" and (targets or any(c not in choice["options"] for c in cards)):
        raise RuleViolation(rule, "choose among your permanents that may stay tapped those that do")
    elif kind == "pay_life" and (cards or targets or len(options) != 1 or options[0] not in choice["options"]):
        raise RuleViolation(rule, f"answer yes or no: pay {choice['amount']} life as {choice['name']} enters?")
    elif kind == "reveal":
        check_reveal(choice, cards, targets, options)
    elif kind == "sacrifice_to_enter":
        check_sacrifice_to_enter(choice, cards, targets, options)
    elif kind in ("sacrifice_unless", "pay_or_sacrifice"):
        sacrifice_unless.check_answer(state, choice, cards, targets, options)
    elif kind in CHOOSERS:  # a phrase family's (registry.py)
        CHOOSERS[kind].check(state, player, choice, cards, targets, options)
    if options and kind not in ("pay_life", "color", "pay_or_sacrifice") and kind not in CHOOSERS:
        raise RuleViolation(rule, "this choice is made with cards, not words")
    if bands and kind != "attackers":
        raise RuleViolation(rule, "bands are declared with attackers (508.1e)")
    return choice


def answer_choice(state: GameState, player: str, cards: tuple, targets: tuple, events: list,
                  options: tuple = (), bands: tuple = ()) -> None:
    choice = check_choose(state, player, cards, targets, options, bands)
    kind = choice["choice"]
    state.pending.remove(choice)
    if "priority" in choice:  # a choice made as a mana ability resolved: its player still has priority (605.3b)
        state.turn.priority = choice["priority"]
    earlier = set(map(id, state.pending))
    if kind == "legend":
        for object_id in choice["options"]:
            if object_id != cards[0] and object_id in state.objects:
                move_object(state, object_id, "graveyard", events)
                events[-1]["rule"] = "704.5j"
    elif kind in ("discard", "discard_chosen"):
        for object_id in cards:  # in the order given: the last ends on top
            discard(state, object_id, events)
    elif kind == "bottom":
        for object_id in cards:
            move_object(state, object_id, "library", events, position="bottom")
        events.append({"type": "mulligan_done", "player": player})
        ask_opening_hand_actions(state)  # 103.6, once the mulligan process is complete
    elif kind == "attackers":
        defenders = [p.name for p in state.players_in_game() if p.name != player]
        declare_attackers(state, list(cards), list(targets) or [defenders[0]] * len(cards), events, bands)
    elif kind == "blockers":
        declare_blockers(state, list(cards), list(targets), events)
    elif kind == "commander" and cards:
        move_object(state, cards[0], "command", events)
        events[-1]["rule"] = "903.9a"
    elif kind == "damage":  # 510.2: with the rest of this step's combat damage, all at once, once all have divided
        divided = {**choice.get("divided", {}), **divided_damage(state, choice, cards, targets)}
        if following := next((c for c in state.pending if c["choice"] == "damage"), None):
            following["divided"] = divided  # 510.1: the defending player's division after the active player's
        else:
            deal_combat_damage(state, choice["dealing"], divided, events)
    elif kind == "starting_player":
        events.append({"type": "starting_player", "player": player, "chosen": targets[0]})
        deal_opening_hands(state, targets[0], events)
    elif kind == "return_land":
        move_object(state, cards[0], "hand", events)
    elif kind == "from_graveyard":
        move_object(state, cards[0], choice["to"], events, tapped=choice["tapped"], controller=player)
    elif kind == "targets":
        choose_target(state, choice["trigger"], targets, events)
    elif kind == "order_triggers":  # the same places on the stack, in the order chosen (top first)
        places = sorted(state.stack.index(oid) for oid in cards)
        for place, oid in zip(places, cards):
            state.stack[place] = oid
    elif kind == "search":  # found cards onto the battlefield (or revealed, into the hand), then a shuffle
        for index, object_id in enumerate(cards):  # "split": the first onto the battlefield, the other into the hand
            to_hand = choice.get("to") == "hand" or choice.get("to") == "split" and index == 1
            if to_hand or choice.get("to") == "split":  # 701.16a: a revealed card is shown to every player
                events.append({"type": "reveal", "player": player, "card": state.spec(state.objects[object_id]).name})
            if to_hand:
                move_object(state, object_id, "hand", events)
                events[-1]["revealed"] = True
            else:
                move_object(state, object_id, "battlefield", events, tapped=choice["tapped"], controller=player)
        shuffle_library(state, player, events)
    elif kind == "color":
        state.objects[choice["id"]].chosen_color = options[0]
        events.append({"type": "color_chosen", "id": choice["id"], "color": options[0]})
    elif kind == "scry":  # the chosen to the bottom in the order given, the rest stay on top in theirs
        library = state.player(player).library
        for object_id in cards:
            library.remove(object_id)
            library.append(object_id)
        events.append({"type": "scry", "player": player, "top": len(choice["options"]) - len(cards),
                       "bottom": len(cards)})
    elif kind == "surveil":
        events.append({"type": "surveil", "player": player, "top": len(choice["options"]) - len(cards),
                       "graveyard": len(cards)})
        for object_id in cards:
            move_object(state, object_id, "graveyard", events)
    elif kind == "untap":
        for object_id in cards:
            events.append({"type": "stays_tapped", "id": object_id, "rule": "502.3"})
        untap_permanents(state, cards)
    elif kind == "reveal":
        answer_reveal(state, choice, cards, events)
    elif kind == "sacrifice_to_enter":  # 701.17a, then it enters; or it goes to its owner's graveyard instead
        for object_id in cards:
            move_object(state, object_id, "graveyard", events)
            events[-1]["rule"] = "701.17a"
        move_object(state, choice["id"], "battlefield" if cards else "graveyard", events, replaced=True,
                    **(choice["entering"] if cards else {}))
    elif kind in ("sacrifice_unless", "pay_or_sacrifice"):
        sacrifice_unless.answer(state, choice, cards, options, events)
    elif kind == "pay_life" and options == ("yes",):
        state.player(player).change_life(-choice["amount"])
        events.append({"type": "life", "player": player, "change": -choice["amount"]})
    elif kind == "pay_life":
        enter_tapped(state, state.objects[choice["id"]], events)
    elif kind in CHOOSERS:
        CHOOSERS[kind].answer(state, player, choice, cards, targets, options, events)
    if "then" in choice:  # the rest of the resolution that asked it (effects.perform_in_order)
        resume(state, choice["then"], events)
    if "chapter_of" in choice:  # 714.4: the chapter ability's resolution goes on with the choices this one made
        for later in state.pending:
            if id(later) not in earlier:
                later["chapter_of"] = choice["chapter_of"]


def discard_for_cleanup(state: GameState, player: str, object_id: str, events: list) -> bool:
    """A ``discard`` action while a cleanup discard is pending counts toward it; True once it is done."""
    choice = next((c for c in state.pending if c["player"] == player and c["choice"] == "discard"), None)
    if choice is None:
        return False
    choice["count"] -= 1
    if choice["count"] <= 0:
        state.pending.remove(choice)
        return True
    return False


def mulligan(state: GameState, player: str, keep: bool, events: list) -> None:
    """103.5 (London mulligan): in turn order from the starting player, each player keeps or shuffles their hand
    away and draws seven, declaring again in the next round; on keeping, they put one card per mulligan on the bottom."""
    choice = first_choice_for(state, player)
    if choice["choice"] != "mulligan":
        raise RuleViolation("103.5", f"{player} is not deciding on a mulligan")
    if state.pending[0] is not choice:
        raise RuleViolation("103.5", f"{state.pending[0]['player']} decides first (the starting player, then turn order)")
    person = state.player(player)
    if not keep and person.mulligans >= STARTING_HAND_SIZE:
        raise RuleViolation("103.5", f"{player} can't take a mulligan down to an opening hand of no cards")
    state.pending.remove(choice)
    if keep:
        person.kept = True
        events.append({"type": "keep", "player": player, "mulligans": person.mulligans})
        if person.mulligans:
            state.pending.insert(0, {"player": player, "choice": "bottom", "count": min(person.mulligans, len(person.hand))})
        ask_opening_hand_actions(state)  # 103.6, once the mulligan process is complete
        return
    person.mulligans += 1
    for object_id in list(person.hand):
        move_object(state, object_id, "library", events)
    shuffle_library(state, player, events)
    draw_cards(state, player, STARTING_HAND_SIZE, events)
    events.append({"type": "mulligan", "player": player, "count": person.mulligans})
    state.pending.append({"player": player, "choice": "mulligan"})  # after the others' declarations of this round

"""Conditions on the game as it is now (abilities.Condition), checked with current characteristics (613)."""
from dataclasses import replace

from game.rules.abilities import Condition, matches
from game.rules.characteristics import all_characteristics, characteristics, commanders, hand_over_opponents
from game.rules.entered_this_turn import fits as entered_fits
from game.rules.state import GameState


def count(state: GameState, condition: Condition, controller: str, leaving_out: str | None = None,
          source: str | None = None) -> int:
    """What ``condition`` counts, for a condition of ``controller``'s object; ``leaving_out`` is an object not
    counted (a permanent still entering, 614.12: it isn't on the battlefield while its entry is replaced)."""
    if condition.kind == "opponents":
        return sum(1 for player in state.players_in_game() if player.name != controller)
    if condition.kind == "lowest_life":
        return min(player.life for player in state.players_in_game())
    if condition.kind == "starting_player":
        return int(state.turn.starting_player == controller)
    if condition.kind == "city_blessing":
        return int(state.player(controller).city_blessing)
    if condition.kind == "speed":
        return state.player(controller).speed
    if condition.kind == "turn_of_game":  # "your first, second, or third turn of the game"
        return state.player(controller).turns_begun if state.turn.active == controller else 0
    if condition.kind == "rad":  # 725: the controller's rad counters
        return state.player(controller).rad
    if condition.kind == "poison":  # 122.1f: the controller's poison counters
        return state.player(controller).poison
    if condition.kind == "experience":  # 122.1: the controller's experience counters
        return state.player(controller).experience
    if condition.kind == "opponents_dealt_damage":  # this turn, to the controller's opponents (702.54a-b)
        return sum(player.dealt_damage for player in state.players_in_game() if player.name != controller)
    if condition.kind == "creatures_died":  # this turn, anyone's (700.4)
        return state.turn.creatures_died
    if condition.kind == "attacked_with":  # creatures the controller declared as attackers this turn (508.1)
        return state.player(controller).attacked_with
    if condition.kind == "spells_cast":  # the controller's spells this turn of these card types (601.2i)
        kinds = [one.card_types for one in condition.either] or [condition.card_types]  # "instant and sorcery"
        return sum(1 for types in state.player(controller).spells_cast if any(k <= set(types) for k in kinds)
                   and condition.not_types.isdisjoint(types))  # "noncreature spell"
    if condition.kind == "graveyard_card_types":  # delirium: card types (205.2a) among their graveyard's cards
        return len({t for oid in state.player(controller).graveyard for t in characteristics(state, oid).types})
    if condition.kind == "life_over_start":  # the controller's life above their starting life total (103.4)
        return state.player(controller).life - state.player(controller).starting_life
    if condition.kind == "tokens_created":  # this turn: each token entered as its creator created it (111.2)
        return sum(1 for entry in state.player(controller).entered_this_turn if entry.get("token"))
    if condition.kind == "entered_under_you":  # this turn, as each entered
        return sum(1 for entry in state.player(controller).entered_this_turn if entered_fits(condition, entry))
    if condition.kind == "hand":  # the cards in the controller's hand
        return len(state.player(controller).hand)
    if condition.kind == "party":  # 700.8
        return party_size(state, controller)
    if condition.kind == "more_than_you":  # how many more of them the opponent with the most controls
        mine = replace(condition, kind="permanents", whose="you", otherwise=None, also=None)
        theirs = [len(matching(state, mine, p.name, leaving_out)) for p in state.players_in_game()
                  if p.name != controller]
        return max(theirs) - len(matching(state, mine, controller, leaving_out)) if theirs else 0
    if condition.kind.startswith("counters:"):  # "if this permanent has a time counter on it": its source's
        obj = state.objects.get(source)
        return obj.counters.get(condition.kind.removeprefix("counters:"), 0) if obj and state.on_battlefield(obj.id) else 0
    if condition.kind == "kicked":  # 702.33d: the times its source, a spell or the permanent it became, was kicked
        obj = state.objects.get(source)  # gone: as the resolving ability knows it (608.2h, triggers._trigger)
        return len(obj.kicked) if obj else state.objects[state.stack[0]].known.get("kicked", 0) if state.stack else 0
    if condition.kind == "echo":  # 702.30a: it came under its controller's control since their last upkeep began
        obj = state.objects.get(source)
        return int(obj is not None and state.on_battlefield(obj.id)
                   and obj.controlled_since > state.player(obj.controller).upkeep_before)
    if condition.kind == "attacked_this_turn":  # 702.142a: its source was declared an attacker this turn (508.1)
        obj = state.objects.get(source)
        return int(obj is not None and state.on_battlefield(obj.id) and state.turn.number in obj.attacked_turns)
    if condition.kind in ("renowned", "monstrous"):  # 702.112b, 701.31b: its source, while it stays on the battlefield
        obj = state.objects.get(source)
        return int(obj is not None and state.on_battlefield(obj.id) and getattr(obj, condition.kind))
    if condition.kind == "entered_this_turn":  # the condition's source entered the battlefield this turn
        obj = state.objects.get(source)
        return int(obj is not None and state.on_battlefield(obj.id) and obj.entered_turn == state.turn.number)
    if condition.kind in _PLAYER_TALLIES:  # the controller's own: this turn's life gained or lost, the monarch ...
        return int(getattr(state.player(controller), _PLAYER_TALLIES[condition.kind]))
    if condition.kind == "your_turn":
        return int(state.turn.active == controller)
    if condition.kind == "hand_over_opponents":
        return hand_over_opponents(state, controller)
    if condition.kind in ("commanders", "your_commander"):
        return commanders(state, controller, owned=condition.kind == "your_commander")
    if condition.kind == "life_over_an_opponent":  # above the opponent with the least
        lives = [p.life for p in state.players_in_game() if p.name != controller]
        return state.player(controller).life - min(lives) if lives else 0
    if condition.kind == "library":
        return len(state.player(controller).library)
    if condition.kind == "source_power":  # its source's power now, a creature on the battlefield (208.1)
        obj = state.objects.get(source)
        return characteristics(state, obj.id).power if obj is not None and state.on_battlefield(obj.id) \
            and "Creature" in characteristics(state, obj.id).types else -10 ** 6
    if condition.kind == "attacking":  # its source attacks (506.4)
        obj = state.objects.get(source)
        return int(obj is not None and state.on_battlefield(obj.id) and obj.attacking is not None)
    if condition.kind == "source_tapped":  # its source, a permanent, is tapped (1) or untapped (0)
        obj = state.objects.get(source)
        return int(obj.tapped) if obj is not None and state.on_battlefield(obj.id) else -1
    if condition.kind == "attacked_with_any":  # "if no creatures attacked this turn" (508.1)
        return sum(player.attacked_with for player in state.players)
    if condition.kind == "attacked_this_turn":  # its source was declared an attacker this turn (508.1)
        obj = state.objects.get(source)
        return int(obj is not None and state.turn.number in obj.attacked_turns)
    if condition.kind == "different_powers":  # the powers among them (208.1)
        return len({chars.power for chars in matching(state, condition, controller, leaving_out)})
    if condition.kind in ("total_power", "total_toughness"):  # each one's own, below 0 too
        stat = condition.kind.removeprefix("total_")
        return sum(getattr(chars, stat) for chars in matching(state, condition, controller, leaving_out))
    if condition.kind == "different_names":  # 201.2b: the most of them no two of which share a name (none: no name)
        return len({chars.name for chars in matching(state, condition, controller, leaving_out) if chars.name})
    return len(matching(state, condition, controller, leaving_out))


# Counts a player keeps (state.Player): what the condition kinds of those names count
_PLAYER_TALLIES = {"life": "life", "life_gained": "gained_life", "life_lost": "lost_life", "monarch": "monarch",
                   "permanents_left": "permanents_left", "died_yours": "creatures_died", "descended": "descended",
                   "cards_drawn": "cards_drawn", "left_graveyard": "left_graveyard"}


PARTY = ("Cleric", "Rogue", "Warrior", "Wizard")


def party_size(state: GameState, controller: str) -> int:
    """700.8a-b: up to one Cleric, Rogue, Warrior and Wizard creature the player controls, each creature counted for
    one of its types only, the way that counts the most."""
    creatures = [set(chars.subtypes) for chars in matching(state, Condition("permanents", card_types=frozenset(
        {"Creature"})), controller)]

    def most(roles: tuple, left: list) -> int:
        if not roles:
            return 0
        best = most(roles[1:], left)  # no one for this role
        for index, subtypes in enumerate(left):
            if roles[0] in subtypes:
                best = max(best, 1 + most(roles[1:], left[:index] + left[index + 1:]))
        return best
    return most(PARTY, [c for c in creatures if not c.isdisjoint(PARTY)])


def matching(state: GameState, condition: Condition, controller: str, leaving_out: str | None = None) -> list:
    """The characteristics of each object a "permanents" condition counts, or a "graveyard" one (the cards
    in ``controller``'s graveyard)."""
    if condition.kind == "graveyard":
        found = (characteristics(state, oid) for oid in state.player(controller).graveyard if oid != leaving_out)
        return [chars for chars in found if matches(condition, chars, True)]
    all_chars = all_characteristics(state)
    return [all_chars[oid] for oid in state.battlefield
            if oid != leaving_out and matches(condition, all_chars[oid], state.objects[oid].controller == controller)
            and (condition.tapped is None or state.objects[oid].tapped == condition.tapped)]


def holds(state: GameState, condition: Condition, controller: str, leaving_out: str | None = None,
          source: str | None = None) -> bool:
    """Whether ``condition`` of ``controller``'s object ``source`` holds now."""
    if condition.otherwise is not None and holds(state, condition.otherwise, controller, leaving_out, source):
        return True
    if condition.also is not None and not holds(state, condition.also, controller, leaving_out, source):
        return False
    if condition.whose in ("an opponent", "a player"):  # some one opponent's (player's), not all theirs together
        mine = replace(condition, whose="you", otherwise=None, also=None)
        return any(holds(state, mine, p.name, leaving_out) for p in state.players_in_game()
                   if p.name != controller or condition.whose == "a player")
    number = count(state, condition, controller, source if condition.other and source else leaving_out, source)
    if condition.plus is not None:
        number += count(state, condition.plus, controller, leaving_out, source)
    return (condition.at_least is None or number >= condition.at_least) and \
        (condition.at_most is None or number <= condition.at_most)

"""Performing the evasion family (phrasebook/evasion.py): exalted's +1/+1 (702.83a); losing one of two keyword
abilities, or gaining protection from a color, chosen as the ability resolves (608.2d, a "choose_keyword" choice,
which performing/land_types.py asks too: a basic land type, 305.7); a creature that can't be blocked by creatures a
player with the most life controls (509.1b)."""
from game.rules.characteristics import characteristics
from game.rules.effects import until_end_of_turn
from game.rules.errors import RuleViolation
from game.rules.evasion import UNBLOCKABLE_BY
from game.rules.registry import chooses, performs


@performs("exalted")
def exalted(state, effect, *, controller, source_id, target, events) -> None:
    """"That creature gets +1/+1 until end of turn": the creature that attacked alone, which the resolving
    trigger (the top of the stack, 608.2) knows from its trigger event (triggers.attacks_alone); nothing if it
    has left the battlefield since (400.7)."""
    attacker = state.objects[state.stack[0]].known.get("attacker")
    if attacker in state.battlefield:
        until_end_of_turn(state, attacker, (("7c", "modify_pt", (1, 1)),), controller=controller, source_id=source_id)
        events.append({"type": "until_end_of_turn", "id": attacker, "text": "gets +1/+1 (exalted, rule 702.83a)"})


@performs("base_power")
def base_power(state, effect, *, controller, source_id, target, events) -> None:
    until_end_of_turn(state, target, (("7b", "set_power", (effect.amount,)),), controller=controller,
                      source_id=source_id)
    events.append({"type": "until_end_of_turn", "id": target, "text": f"has base power {effect.amount}"})


@performs("lose_one_keyword")
def lose_one_keyword(state, effect, *, controller, source_id, target, events) -> None:
    choose_change(state, controller, source_id, target, "lose_keywords", list(effect.detail))


@performs("protection_from_chosen_color")
def protection_from_chosen_color(state, effect, *, controller, source_id, target, events) -> None:
    """702.16a: "gains protection from the color of your choice": one of the five colors (105.1)."""
    choose_change(state, controller, source_id, target, "add_keywords",
                    [f"protection from {color}" for color in ("white", "blue", "black", "red", "green")])


@performs("unblockable_by_most_life")
def unblockable_by_most_life(state, effect, *, controller, source_id, target, events) -> None:
    """A player with the most life or tied for it, chosen as it resolves (608.2d; no choice with one); the
    creature can't be blocked by creatures that player controls this turn (evasion.UNBLOCKABLE_BY)."""
    most = max(p.life for p in state.players_in_game())
    options = [UNBLOCKABLE_BY.format(p.name) for p in state.players_in_game() if p.life == most]
    if len(options) > 1:
        choose_change(state, controller, source_id, target, "add_abilities", options)
        return
    until_end_of_turn(state, target, (("6", "add_abilities", tuple(options)),), controller=controller,
                      source_id=source_id)
    events.append({"type": "until_end_of_turn", "id": target, "text": options[0]})


# What each change chosen so does, in which layer (613.1d, 613.1f), in the log's words.
_CHANGES = {"lose_keywords": ("6", "loses "), "add_keywords": ("6", "gains "), "set_land_types": ("4", "becomes "),
            "add_abilities": ("6", "")}


def choose_change(state, controller: str, source_id, target: str, op: str, options: list) -> None:
    """608.2d: the ability's controller chooses as it resolves (a "choose_keyword" choice) the one of ``options``
    that ``op`` changes the target by until end of turn."""
    state.pending.append({"player": controller, "choice": "choose_keyword", "op": op, "options": options,
                          "id": target, "source": source_id, "name": characteristics(state, target).name})


def _check(state, player, choice, cards, targets, options) -> None:
    if cards or targets or len(options) != 1 or options[0] not in choice["options"]:
        raise RuleViolation("608.2d", f"choose one: {', '.join(choice['options'])}")


def _answer(state, player, choice, cards, targets, options, events) -> None:
    """613.1f: the chosen keyword is removed or granted in layer 6, or 613.1d, 305.7: the land type set in layer 4,
    until end of turn (if the permanent is still there)."""
    if choice["id"] in state.battlefield:
        layer, verb = _CHANGES[choice["op"]]
        until_end_of_turn(state, choice["id"], ((layer, choice["op"], (options[0],)),), controller=player,
                          source_id=choice["source"])
        events.append({"type": "until_end_of_turn", "id": choice["id"], "text": f"{verb}{options[0]}"})


chooses("choose_keyword", "608.2d", check=_check, answer=_answer,
        offers=lambda state, player, choice: [((), (), (keyword,)) for keyword in choice["options"]])

"""Performing the evasion family (phrasebook/evasion.py): exalted's +1/+1 (702.83a) and losing one of two keyword
abilities chosen as the ability resolves (608.2d, a "lose_keyword" choice)."""
from game.rules.effects import until_end_of_turn
from game.rules.errors import RuleViolation
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


@performs("lose_one_keyword")
def lose_one_keyword(state, effect, *, controller, source_id, target, events) -> None:
    state.pending.append({"player": controller, "choice": "lose_keyword", "options": list(effect.detail),
                          "id": target, "source": source_id})


def _check(state, player, choice, cards, targets, options) -> None:
    if cards or targets or len(options) != 1 or options[0] not in choice["options"]:
        raise RuleViolation("608.2d", f"choose which the creature loses: {' or '.join(choice['options'])}")


def _answer(state, player, choice, cards, targets, options, events) -> None:
    """613.1f: the chosen keyword is removed in layer 6 until end of turn (if the creature is still there)."""
    if choice["id"] in state.battlefield:
        until_end_of_turn(state, choice["id"], (("6", "lose_keywords", (options[0],)),), controller=player,
                          source_id=choice["source"])
        events.append({"type": "until_end_of_turn", "id": choice["id"], "text": f"loses {options[0]}"})


chooses("lose_keyword", "608.2d", check=_check, answer=_answer,
        offers=lambda state, player, choice: [((), (), (keyword,)) for keyword in choice["options"]])

"""Performing kinship (phrasebook/kinship.py): "may look" (yes or no), then, seen by the player alone, the top card
revealed or not: only one that shares a creature type with the ability's source (as it is now, or as it last
existed on the battlefield, 608.2h) may be; revealed, it is named to all and what "If you do" governs is done
(then the rest of the resolution, 608.2c)."""
from game.rules.characteristics import characteristics
from game.rules.errors import RuleViolation
from game.rules.registry import chooses, performs
from game.rules.typeline import CREATURE_TYPES


def _creature_types(subtypes) -> set:
    return set(subtypes) & set(CREATURE_TYPES)


@performs("kinship")
def kinship(state, effect, *, controller, source_id, target, events) -> None:
    library = state.player(controller).library
    if not library:
        return
    if state.on_battlefield(source_id):
        own = _creature_types(characteristics(state, source_id).subtypes)
    else:  # 608.2h: as it last existed on the battlefield
        own = _creature_types(state.objects[state.stack[0]].known.get("source_subtypes", ())) if state.stack else set()
    shares = bool(own & _creature_types(characteristics(state, library[0]).subtypes))
    state.pending.append({"player": controller, "choice": "kinship_look", "options": ["yes", "no"],
                          "card": library[0], "shares": shares, "steps": list(effect.detail[0]),
                          "source": source_id})


def _check_look(state, player, choice, cards, targets, options) -> None:
    if cards or targets or options not in (("yes",), ("no",)):
        raise RuleViolation("608.2d", "answer yes or no: look at the top card of your library?")


def _answer_look(state, player, choice, cards, targets, options, events) -> None:
    """Yes: the card shown to the player alone (a choice's options), to reveal or not."""
    if options == ("no",):
        return
    events.append({"type": "look", "player": player, "owner": player, "count": 1})
    reveal = {"player": player, "choice": "kinship_reveal", "options": [choice["card"]], "shares": choice["shares"],
              "steps": choice["steps"], "source": choice["source"]}
    if "then" in choice:  # the rest of the resolution waits for the reveal
        reveal["then"] = choice.pop("then")
    state.pending.insert(0, reveal)


def _check_reveal(state, player, choice, cards, targets, options) -> None:
    if targets or options or cards not in ((), tuple(choice["options"])):
        raise RuleViolation("608.2d", "reveal the top card of your library or not")
    if cards and not choice["shares"]:
        raise RuleViolation("608.2d", "only a card that shares a creature type with it may be revealed")


def _answer_reveal(state, player, choice, cards, targets, options, events) -> None:
    if not cards:
        return
    events.append({"type": "reveal", "player": player, "card": state.spec(state.objects[cards[0]]).name})
    then = choice.setdefault("then", {"effects": [], "controller": player, "source": choice["source"],
                                      "token": None, "spell": None})
    then["effects"] = [[e, None] for e in choice["steps"]] + then["effects"]


chooses("kinship_look", "608.2d", check=_check_look, answer=_answer_look,
        offers=lambda state, player, choice: [((), (), ("yes",)), ((), (), ("no",))])
chooses("kinship_reveal", "608.2d", check=_check_reveal, answer=_answer_reveal,
        offers=lambda state, player, choice: [((), (), ())] + [((c,), (), ()) for c in choice["options"]
                                                                if choice["shares"]])

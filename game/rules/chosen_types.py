"""A creature type chosen as a permanent enters (614.12, 614.12a: before it enters; 205.3m: the creature types):
"As this land enters, choose a creature type." (Unclaimed Territory, Secluded Courtyard), "As this land
enters, choose Elemental, Elf, Faerie, Giant, Goblin, Kithkin, Merfolk, or Treefolk." (Eclipsed Realms). The
permanent keeps it (``GameObject.chosen_type``, shown on the card), and its mana's spending restriction "of the
chosen type" names it as the mana is made (spending.with_chosen_type)."""
import re

from game.rules.abilities import EntersTapped
from game.rules.errors import RuleViolation
from game.rules.phrases import SELF_NAMES
from game.rules.registry import chooses
from game.rules.typeline import CREATURE_TYPES

_TYPE = r"[A-Z][a-z]+(?:-[A-Z][a-z]+)?"
_CHOOSE = re.compile(rf"As {SELF_NAMES} enters(?: the battlefield)?, choose (?:a creature type|(?P<among>(?:{_TYPE}, )+"
                     rf"or {_TYPE}))\.")


def read_line(line: str) -> list:
    """The replacement effect (614.1c) of a line choosing a creature type; [] for another line."""
    if not (m := _CHOOSE.fullmatch(line)):
        return []
    among = tuple(re.split(r", (?:or )?", m.group("among"))) if m.group("among") else ()
    if any(t not in CREATURE_TYPES for t in among):
        return []
    return [EntersTapped(choose_type=among or ("any",), tapped=False, text=line)]


def ask(state, obj, ability: EntersTapped) -> None:
    """614.12a: its controller chooses as it enters; nothing else happens until they have."""
    options = list(CREATURE_TYPES) if ability.choose_type == ("any",) else list(ability.choose_type)
    state.pending.append({"player": obj.controller, "choice": "creature_type", "id": obj.id,
                          "name": state.spec(obj).name, "options": options})


def _check(state, player, choice, cards, targets, options) -> None:
    if cards or targets or len(options) != 1 or options[0] not in choice["options"]:
        raise RuleViolation("205.3m", f"choose a creature type for {choice['name']}"
                                      + (f": {', '.join(choice['options'])}" if len(choice["options"]) < 20 else ""))


def _answer(state, player, choice, cards, targets, options, events) -> None:
    if choice["id"] in state.objects:
        state.objects[choice["id"]].chosen_type = options[0]
        events.append({"type": "type_chosen", "id": choice["id"], "player": player, "chosen": options[0],
                       "name": choice["name"]})


chooses("creature_type", "614.12a", check=_check, answer=_answer,
        offers=lambda state, player, choice: [((), (), (t,)) for t in choice["options"]])

"""A type chosen as a permanent enters (614.12, 614.12a: before it enters): "As this land enters, choose a
creature type." (205.3m: Unclaimed Territory, Secluded Courtyard), "As this land enters, choose Elemental, Elf,
Faerie, Giant, Goblin, Kithkin, Merfolk, or Treefolk." (Eclipsed Realms), "As this land enters, choose a basic
land type." (205.3i: Thran Portal), answered as a "chosen_type" choice (performing/players.py). The permanent
keeps it (``GameObject.chosen_type``, shown on the card); its mana's spending restriction "of the chosen type"
names it as the mana is made (spending.with_chosen_type), and "This land is the chosen type in addition to its
other types." gives it that subtype (characteristics.printed). So does Multiversal Passage's "This land is the
chosen type." (it has no land type of its own to lose, 305.7; its rules text that 305.7 would take away is this
ability and its "As this land enters", which has done its work), after "As this land enters, choose a basic land
type. Then you may pay 2 life. If you don't, it enters tapped." (the type asked first, then the life, 614.12a).

Thran Portal's "Mana abilities of this land cost an additional 1 life to activate." is read here too: its mana
abilities, the intrinsic one of its chosen basic land type (305.6) with them, cost 1 life more (602.2b, 601.2f;
characteristics._mana_abilities_of)."""
import re

from game.rules.abilities import IS_CHOSEN_TYPE, EntersTapped
from game.rules.phrases import CREATURE_TYPE, NUMBER, SELF_NAMES, number
from game.rules.typeline import BASIC_LAND_TYPES, CREATURE_TYPES

_CHOOSE = re.compile(rf"As {SELF_NAMES} enters(?: the battlefield)?, choose (?:a (?P<kind>creature|basic land) type"
                     rf"|(?P<among>(?:{CREATURE_TYPE}, )+or {CREATURE_TYPE}))\."
                     rf"(?: Then you may pay (?P<life>{NUMBER}) life\. If you don't, it enters tapped\.)?")


def read_line(line: str) -> list:
    """The replacement effect (614.1c) of a line choosing a type, or Thran Portal's "is the chosen type"; []
    for another line (its extra life cost is oracle.py's)."""
    if re.fullmatch(rf"{SELF_NAMES} is the chosen type(?: in addition to its other types)?\.", line):
        return [IS_CHOSEN_TYPE]
    if not (m := _CHOOSE.fullmatch(line)):
        return []
    among = tuple(re.split(r", (?:or )?", m.group("among"))) if m.group("among") else ()
    if any(t not in CREATURE_TYPES for t in among):
        return []
    kinds = {"creature": ("any",), "basic land": BASIC_LAND_TYPES}
    chosen = [EntersTapped(choose_type=among or tuple(kinds[m.group("kind")]), tapped=False, text=line)]
    # "Then you may pay 2 life. If you don't, it enters tapped." (Multiversal Passage): asked after the type
    return chosen + ([EntersTapped(pay_life=number(m.group("life")), tapped=False, text=line)] if m.group("life") else [])


def ask(state, obj, ability: EntersTapped) -> None:
    """614.12a: its controller chooses as it enters; nothing else happens until they have."""
    options = list(CREATURE_TYPES) if ability.choose_type == ("any",) else list(ability.choose_type)
    what = "basic land type" if set(options) <= set(BASIC_LAND_TYPES) else "creature type"
    state.pending.append({"player": obj.controller, "choice": "chosen_type", "id": obj.id, "what": what,
                          "name": state.spec(obj).name, "options": options})


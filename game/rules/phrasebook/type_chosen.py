"""A creature type chosen as a spell or ability resolves (608.2d), then what it says of that type: "Creatures of
the creature type of your choice get +2/+2 and gain trample until end of turn." (611.2c: the creatures of that
type then), "Choose a creature type. Shuffle all creature cards of that type from your graveyard into your
library.", "Choose a creature type. Reveal the top card of your library. If that card is a creature card of the
chosen type, put it into your hand. Otherwise, put it into your graveyard." (701.16a), "Choose a creature type.
Creatures you control of the chosen type get +1/+0 and gain indestructible until end of turn.", "... Draw a card
for each permanent you control of that type.", "... Creatures that aren't of the chosen type get -3/-3 until end
of turn.", "Choose a creature type. Destroy all creatures that aren't of the chosen type.", "... ~ deals damage to
any target equal to the number of permanents you control of the chosen type." (its one target chosen as it is
cast, 601.2c), "... You may reveal any number of cards of the chosen type from among them ..." (the sentence read
with a creature type in place of the chosen one). The instructions wait, with
CHOSEN_TYPE for the type, until it is chosen (performing/type_chosen.py)."""
import re

from game.rules.abilities import SpellEffect
from game.rules.phrasebook.coins import governed
from game.rules.phrasebook.creatures import CHANGE, UNTIL, change_parts
from game.rules.phrasebook.optional import packed
from game.rules.registry import reads

CHOSEN_TYPE = "<chosen type>"
_OF_THAT_TYPE = f"{CHOSEN_TYPE} creature"
_SHUFFLE = ("Choose a creature type. Shuffle all creature cards of that type from your graveyard into your "
            "library.")
_REVEAL = ("Choose a creature type. Reveal the top card of your library. If that card is a creature card of the "
           "chosen type, put it into your hand. Otherwise, put it into your graveyard.")


# The words for the chosen type's creatures, reworded with a creature type in its place (_STAND_IN), then kept as
# CHOSEN_TYPE: what the group or the count is, as the instruction is performed.
_STAND_IN = "Zubera"
_REWORDED = ((r"\b[Cc]reatures you control of (?:the chosen|that) type\b", f"{_STAND_IN} creatures you control"),
             (r"\beach permanent you control of (?:the chosen|that) type\b", f"each {_STAND_IN} you control"),
             (r"\beach creature you control of (?:the chosen|that) type\b", f"each {_STAND_IN} creature you control"),
             (r"\bCreatures that aren't of the chosen type\b", f"Non-{_STAND_IN} creatures"),
             (r"\bcreatures that aren't of the chosen type\b", f"non-{_STAND_IN} creatures"),
             (r"\bthe number of permanents you control of (?:the chosen|that) type\b",
              f"the number of {_STAND_IN} you control"),
             (r"\bcards of (?:the chosen|that) type\b", f"{_STAND_IN} cards"))


def _chosen_then(*effects: SpellEffect) -> list[SpellEffect]:
    return [SpellEffect("choose_creature_type", detail=(packed(effects),))]


@reads
def creature_type_chosen(text: str) -> list[SpellEffect] | None:
    if (m := re.fullmatch(rf"[Cc]reatures of the creature type of your choice {CHANGE}{UNTIL}", text)) and \
            (parts := change_parts(m)) is not None:
        return _chosen_then(SpellEffect("group_until_end_of_turn", detail=(parts, _OF_THAT_TYPE, False)))
    if text == _SHUFFLE:
        return _chosen_then(SpellEffect("shuffle_from_graveyard", detail=(_OF_THAT_TYPE,)))
    if text == _REVEAL:
        return _chosen_then(SpellEffect("reveal_top_to_hand_if", detail=(_OF_THAT_TYPE,)))
    if m := _BECOMES.fullmatch(text):  # 205.1a: its creature types replaced, its other subtypes kept
        part = ("4", "set_creature_types", (CHOSEN_TYPE,))
        becomes = SpellEffect("until_end_of_turn", target="creature", detail=(part,)) if m.group("one") else \
            SpellEffect("group_until_end_of_turn", detail=((part,), "creature", False))
        return [SpellEffect("choose_creature_type", target=becomes.target,
                            detail=(packed([becomes]), "Wall" if m.group("wall") else ""))]
    return _then_of_that_type(text)


# "Choose a creature type other than Wall. Target creature becomes that type until end of turn."
_BECOMES = re.compile(r"Choose a creature type(?P<wall> other than Wall)?\. (?:(?P<one>Target creature)|Each "
                      r"creature) becomes that type until end of turn\.")


def _then_of_that_type(text: str) -> list[SpellEffect] | None:
    rest = text.removeprefix("Choose a creature type. ")
    if rest == text or _STAND_IN in rest:
        return None
    worded = rest
    for words, stand_in in _REWORDED:
        worded = re.sub(words, stand_in, worded)
    found = governed(worded, None) if worded != rest else None
    if not found:
        return None
    target, (steps, _) = found  # one target, chosen as it is cast (601.2c), before the type (608.2d)
    steps = _stand_in_as_chosen(steps)
    if re.search(rf"{_STAND_IN}|{re.escape(CHOSEN_TYPE)}[a-z]", repr(steps)) or _STAND_IN in target:
        return None  # read into other words than a type's name ("Zuberas": a plural)
    return [SpellEffect("choose_creature_type", target=target, detail=(steps,))]


def _stand_in_as_chosen(value):
    if isinstance(value, tuple):
        return tuple(_stand_in_as_chosen(v) for v in value)
    return value.replace(_STAND_IN, CHOSEN_TYPE) if isinstance(value, str) else value


# A color chosen as it resolves (608.2d, 105.1): "Choose a color. Creatures you control gain protection from the
# chosen color until end of turn." (702.16a), read with a color of the words' own in place of the chosen one, one
# the text doesn't name otherwise, then kept as CHOSEN_COLOR.
CHOSEN_COLOR = "<chosen color>"
_COLOR_WORDS = {"red": "R", "green": "G", "blue": "U", "black": "B", "white": "W"}
_OF_THE_COLOR = ((r"\bprotection from (?:the chosen|that) color\b", "protection from {}"),
                 (r"\beach creature of (?:the chosen|that) color\b", "each {} creature"),
                 (r"\bcreatures of (?:the chosen|that) color\b", "{} creatures"))


@reads
def color_chosen(text: str) -> list[SpellEffect] | None:
    rest = text.removeprefix("Choose a color. ")
    if rest == text:
        return None
    stand_in = next((c for c in _COLOR_WORDS if c not in rest.lower()), None)
    if stand_in is None:
        return None
    worded = rest
    for words, stand_in_words in _OF_THE_COLOR:
        worded = re.sub(words, stand_in_words.format(stand_in), worded)
    if worded == rest or re.search(r"\bcolor\b", worded) or not (found := governed(worded, None)):
        return None
    target, (steps, _) = found
    if f"'{_COLOR_WORDS[stand_in]}'" in repr(steps) or stand_in in target or stand_in not in repr(steps):
        return None  # the color read as a color of something (its letter), not as the words said
    return [SpellEffect("choose_color", target=target, detail=(_as_chosen(steps, stand_in),))]


def _as_chosen(value, stand_in: str):
    if isinstance(value, tuple):
        return tuple(_as_chosen(v, stand_in) for v in value)
    return re.sub(rf"\b{stand_in}\b", CHOSEN_COLOR, value) if isinstance(value, str) else value

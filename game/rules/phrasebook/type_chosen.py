"""A creature type chosen as a spell or ability resolves (608.2d), then what it says of that type: "Creatures of
the creature type of your choice get +2/+2 and gain trample until end of turn." (611.2c: the creatures of that
type then), "Choose a creature type. Shuffle all creature cards of that type from your graveyard into your
library.", "Choose a creature type. Reveal the top card of your library. If that card is a creature card of the
chosen type, put it into your hand. Otherwise, put it into your graveyard." (701.16a). The instructions wait, with
CHOSEN_TYPE for the type, until it is chosen (performing/type_chosen.py)."""
import re

from game.rules.abilities import SpellEffect
from game.rules.phrasebook.creatures import CHANGE, UNTIL, change_parts
from game.rules.phrasebook.optional import packed
from game.rules.registry import reads

CHOSEN_TYPE = "<chosen type>"
_OF_THAT_TYPE = f"{CHOSEN_TYPE} creature"
_SHUFFLE = ("Choose a creature type. Shuffle all creature cards of that type from your graveyard into your "
            "library.")
_REVEAL = ("Choose a creature type. Reveal the top card of your library. If that card is a creature card of the "
           "chosen type, put it into your hand. Otherwise, put it into your graveyard.")


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
    return None

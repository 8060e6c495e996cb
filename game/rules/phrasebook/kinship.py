"""Kinship (an ability word, 207.2c): "At the beginning of your upkeep, you may look at the top card of your
library. If it shares a creature type with this creature, you may reveal it. If you do, INSTRUCTIONS." The look
and the reveal are each the player's choice (608.2d; looked at by that player alone, 401.4; revealed to all,
701.16a); what "If you do" governs is done only once the card is revealed."""
import re

from game.rules.abilities import SpellEffect
from game.rules.phrasebook.optional import packed
from game.rules.registry import ORACLE, reads

_KINSHIP = re.compile(r"You may look at the top card of your library\. If it shares a creature type with this "
                      r"creature, you may reveal it\. If you do, (?P<then>.+)")


@reads
def kinship(text: str) -> list[SpellEffect] | None:
    if not (m := _KINSHIP.fullmatch(text)):
        return None
    then = m.group("then")
    found = ORACLE["effect_sentences"](then[:1].upper() + then[1:])
    if not found or any(e.target for e in found):  # a target would be chosen as it's put on the stack (601.2c)
        return None
    return [SpellEffect("kinship", detail=(packed(found),))]

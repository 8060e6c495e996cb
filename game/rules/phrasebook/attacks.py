"""What an attack trigger does to the player attacked: "Whenever this land attacks, defending player loses 2 life
and you gain 2 life." (506.2, 802.2a: the defending player of the attacking permanent)."""
import re

from game.rules.abilities import SpellEffect
from game.rules.phrases import NUMBER, number
from game.rules.registry import reads


@reads
def defending_player_loses(sentence: str) -> list[SpellEffect] | None:
    if m := re.fullmatch(rf"Defending player loses ({NUMBER}) life and you gain ({NUMBER}) life\.", sentence):
        return [SpellEffect("defending_player_loses_life", number(m.group(1))),
                SpellEffect("life", number(m.group(2)), quality=("you", "gain"))]
    return None

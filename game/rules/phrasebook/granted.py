"""Instructions of the abilities creature lands grant in quotes (granted.py): "{0}: Switch this creature's power
and toughness until end of turn." (613.4d, layer 7d), "Switch target creature's power and toughness until end
of turn."; performed as the creatures family's changes until end of turn (performing/creatures.py). And an
ability its own permanent gains with no duration: "This Saga gains "{T}: Add {C}."" (611.2a: for as long as it
stays, 400.7; performed as "become")."""
import re

from game.rules.abilities import SpellEffect
from game.rules.granted import readable
from game.rules.phrases import SAME_TARGET, SELF_NAMES, TARGET, targeted
from game.rules.registry import reads

_SWITCH = (("7d", "switch_pt", ()),)


@reads
def switch(sentence: str) -> list[SpellEffect] | None:
    if re.fullmatch(rf"Switch {SELF_NAMES}'s power and toughness until end of turn\.", sentence):
        return [SpellEffect("until_end_of_turn", target=SAME_TARGET, detail=_SWITCH)]  # "it": its own source
    if m := re.fullmatch(rf"Switch {TARGET}'s power and toughness until end of turn\.", sentence):
        return targeted("until_end_of_turn", m, detail=_SWITCH)
    return None


_GAINS_QUOTED = re.compile(rf'{SELF_NAMES} gains "(?P<quote>[^"]+)"' r"""(?:\.|(?<=\.")|(?<=\.'"))""")


@reads
def gains_quoted(sentence: str) -> list[SpellEffect] | None:
    if (m := _GAINS_QUOTED.fullmatch(sentence)) and readable(m.group("quote")):
        return [SpellEffect("become", quality=(("6", "grant_quoted", (m.group("quote"),)),), detail=("game",))]
    return None

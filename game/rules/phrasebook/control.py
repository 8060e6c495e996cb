"""Gaining control of a target permanent (613.1b, layer 2): "Gain control of target creature." (for good), "Gain
control of target creature until end of turn." and the Threaten wordings after it: "Untap that creature. It gains
haste until end of turn.", "Untap target creature and gain control of it until end of turn." and after it "That
creature gains haste until end of turn." (the target named before)."""
import re

from game.rules.abilities import SpellEffect
from game.rules.phrases import SAME_TARGET, TARGET, targeted
from game.rules.registry import ORACLE, reads

UNTIL_END_OF_TURN = "end_of_turn"


@reads
def gain_control(sentence: str) -> list[SpellEffect] | None:
    if m := re.fullmatch(rf"Gain control of {TARGET}(?P<until> until end of turn)?\.", sentence):
        return targeted("gain_control", m, detail=(UNTIL_END_OF_TURN,) * bool(m.group("until")))
    if m := re.fullmatch(rf"Untap {TARGET} and gain control of it until end of turn\.(?: That creature (?P<rest>"
                         rf"gains .+ until end of turn\.))?", sentence):
        found = targeted("untap", m)
        rest = ORACLE["effect_sentences"](f"It {m.group('rest')}") if m.group("rest") else []
        if found is None or rest is None:
            return None
        return found + [SpellEffect("gain_control", target=SAME_TARGET, detail=(UNTIL_END_OF_TURN,))] + rest
    return None

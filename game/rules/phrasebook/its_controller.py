"""The controller of what an instruction acted on, after it (608.2h: as it last existed where it was): "Destroy
target creature. Its controller loses 2 life.", "Return target permanent to its owner's hand. Its controller loses 3
life.", "Counter target noncreature spell. Its controller loses 2 life.", "Exile target nonland permanent. Its
controller loses 3 life and you gain 3 life.", "Destroy target nonblack creature. It can't be regenerated. Its
controller loses 2 life." (701.15c). One instruction: the first, with the life its controller then loses."""
import re
from dataclasses import replace

from game.rules.abilities import SpellEffect
from game.rules.phrasebook.optional import packed
from game.rules.phrases import NUMBER, SAME_TARGET, number
from game.rules.registry import ORACLE, reads

_LOSES = re.compile(rf"(?P<first>[^.]+\.(?: It can't be regenerated\.)?) Its controller loses (?P<amount>{NUMBER}) "
                    rf"life(?: and you gain (?P<gain>{NUMBER}) life)?\.")
_ACTS = ("destroy", "exile", "bounce", "counter")  # on one permanent, or one spell (its controller as it was)


@reads
def its_controller_loses(text: str) -> list[SpellEffect] | None:
    if not (m := _LOSES.fullmatch(text)):
        return None
    first = ORACLE["effect_sentences"](m.group("first"))
    if not first or len(first) != 1 or first[0].kind not in _ACTS or not first[0].target or \
            first[0].target in (SAME_TARGET, "player", "opponent") or first[0].optional or \
            first[0].kind == "counter" and first[0].detail != ("",):  # "unless its controller pays": a choice first
        return None
    (acts,) = first
    found = [SpellEffect("then_its_controller_loses", number(m.group("amount")), acts.target,
                         detail=(packed([replace(acts, target="")]),))]
    if m.group("gain"):
        found += ORACLE["effect_sentences"](f"You gain {m.group('gain')} life.")
    return found

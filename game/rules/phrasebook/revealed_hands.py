"""A hand revealed and a card of it chosen by the spell's controller (701.16a, 701.8a): "Target opponent reveals
their hand. You choose a nonland card from it. That player discards that card.", "... You choose a card from
it. ...", "... You choose a noncreature, nonland card from it. ...", "... You choose a nonland card from it with
mana value 3 or less. ...", and the card exiled instead: "... You choose a nonland card from it and exile that
card.", "... You choose an artifact or creature card from it. Exile that card."."""
import re

from game.rules.abilities import SpellEffect
from game.rules.phrases import target_filter
from game.rules.registry import reads

_REVEAL_AND_CHOOSE = re.compile(r"Target (?P<who>opponent|player) reveals their hand\. You choose (?P<what>an? "
                                r"[a-z, -]+? card|a card) from it(?P<mana_value> with mana value \d+ or "
                                r"(?:less|greater))?(?P<then>\. That player discards that card\.| and exile that "
                                r"card\.|\. Exile that card\.)")
EXILED = "exile"  # the chosen card is exiled (from its owner's hand), not discarded


@reads
def reveal_and_choose(text: str) -> list[SpellEffect] | None:
    if not (m := _REVEAL_AND_CHOOSE.fullmatch(text)):
        return None
    phrase = m.group("what").split(" ", 1)[1] + (m.group("mana_value") or "")  # "nonland card with mana value 3 ..."
    if target_filter(f"{phrase} from a graveyard") is None:
        return None  # card words this doesn't read
    exiled = "discards" not in m.group("then")
    return [SpellEffect("reveal_hand_discard", target=m.group("who"), quality=(phrase,), detail=(EXILED,) * exiled)]

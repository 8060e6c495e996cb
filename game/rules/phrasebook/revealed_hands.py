"""A hand revealed and a card of it chosen by the spell's controller (701.16a, 701.8a): "Target opponent reveals
their hand. You choose a nonland card from it. That player discards that card.", "... You choose a card from
it. ...", "... You choose an instant or sorcery card from it. ..."."""
import re

from game.rules.abilities import SpellEffect
from game.rules.phrases import target_filter
from game.rules.registry import reads

_REVEAL_AND_CHOOSE = re.compile(r"Target (?P<who>opponent|player) reveals their hand\. You choose (?:an? "
                                r"(?P<what>[a-z, -]+?) card|a card) from it\. That player discards that card\.")


@reads
def reveal_and_choose(text: str) -> list[SpellEffect] | None:
    if not (m := _REVEAL_AND_CHOOSE.fullmatch(text)):
        return None
    what = m.group("what") or ""
    if what and target_filter(f"{what} card from a graveyard") is None:
        return None  # card words this doesn't read
    return [SpellEffect("reveal_hand_discard", target=m.group("who"), quality=(what,))]

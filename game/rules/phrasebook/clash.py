"""Clashing (701.23): "Clash with an opponent. If you win, put a +1/+1 counter on this creature." (701.23b: choose
an opponent; you and that opponent each clash); what "If you win" governs is done only if its controller won
(701.23d); a target of it is chosen as the spell or ability is put on the stack (601.2c), whatever the clash
(phrasebook/coins.py ``governed``, as for a coin's flip). "Otherwise, ..." is left to the players."""
import re

from game.rules.abilities import SpellEffect
from game.rules.phrasebook.coins import governed
from game.rules.registry import reads

_CLASH = re.compile(r"Clash with an opponent\. If you win, (?P<won>[^.]+\.)")


@reads
def clash(sentence: str) -> list[SpellEffect] | None:
    if not (m := _CLASH.fullmatch(sentence)) or not (found := governed(m.group("won"), None)):
        return None
    target, (won, _) = found
    return [SpellEffect("clash", target=target, detail=(won,))]

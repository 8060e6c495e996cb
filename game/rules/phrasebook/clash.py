"""Clashing (701.23): "Clash with an opponent. If you win, put a +1/+1 counter on this creature." (701.23b: choose
an opponent; you and that opponent each clash); what "If you win" governs is done only if its controller won
(701.23d), what "Otherwise" governs only if not ("... If you win, target player discards two cards. Otherwise,
that player discards a card."); a target is chosen as the spell or ability is put on the stack (601.2c), whatever
the clash (phrasebook/coins.py ``governed``, as for a coin's flip)."""
import re

from game.rules.abilities import SpellEffect
from game.rules.phrasebook.coins import governed
from game.rules.registry import reads

_CLASH = re.compile(r"Clash with an opponent\. If you win, (?P<won>[^.]+\.)(?: Otherwise, (?P<lost>[^.]+\.))?")


@reads
def clash(sentence: str) -> list[SpellEffect] | None:
    if not (m := _CLASH.fullmatch(sentence)) or not (found := governed(m.group("won"), m.group("lost"))):
        return None
    target, (won, lost) = found
    return [SpellEffect("clash", target=target, detail=(won, lost))] if won else None

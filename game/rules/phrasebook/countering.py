"""Countering (701.5): "Counter target spell.", "Counter target creature spell.", "Counter target noncreature
spell.", "Counter target activated or triggered ability.", "Counter target activated ability." (602.2a: one
activated, not triggered), "Counter target spell unless its controller pays {3}." (118.12: that player may pay),
"Counter target spell. If that spell is countered this way, exile it instead of putting it into its owner's
graveyard." (614.1a), "Counter target spell with mana value X." (601.2b: X announced first), and "The next spell
you cast this turn can't be countered." (Mistrise Village). Ward (702.21a) is a keyword (abilities.WARD;
countering.py)."""
import re

from game.rules.abilities import SpellEffect
from game.rules.phrases import STANDS_FOR_X, target_filter
from game.rules.registry import reads

_COUNTER = re.compile(r"Counter target (?P<what>activated (?:or triggered )?ability|(?:[a-z ]*spell, )?activated ability, "
                      r"(?:or )?triggered ability(?:, or [a-z ]*spell)?|(?:[a-z]+(?:,? or [a-z]+)* )?spell"
                      r"(?: with mana value \d+(?: or less)?)?)"
                      r"(?: unless its controller pays (?P<cost>\{[0-9]+\}))?\."
                      r"(?P<tap> If that player doesn't, they tap "
                      r"all lands with mana abilities they control and lose all unspent mana\.)?"
                      r"(?P<exile> If that spell is countered this way, exile it instead of putting it into its owner's "
                      r"graveyard\.)?")


@reads
def counter(text: str) -> list[SpellEffect] | None:
    """Also "Counter target spell unless its controller pays {X}. If that player doesn't, they tap all lands with
    mana abilities they control and lose all unspent mana." (Power Sink: X as cast, 107.3a, the instruction's
    amount)."""
    if text == "The next spell you cast this turn can't be countered.":
        return [SpellEffect("next_spell_uncounterable")]
    m = _COUNTER.fullmatch(text)
    if not m or target_filter(m.group("what")) is None or m.group("tap") and not m.group("cost"):
        return None
    cost, amount = m.group("cost") or "", 0
    if cost == f"{{{STANDS_FOR_X}}}":  # X: phrasebook/variables.py
        cost, amount = "{X}", STANDS_FOR_X
    tap_lands = ("tap lands",) if m.group("tap") else ()
    if m.group("exile") and (m.group("tap") or "ability" in m.group("what")):
        return None
    return [SpellEffect("counter", amount, target=m.group("what"), detail=(cost, *tap_lands),
                        quality=("exile",) if m.group("exile") else ())]

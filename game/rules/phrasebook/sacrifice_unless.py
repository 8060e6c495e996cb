""""Sacrifice it unless you ..." (118.12a: "you may pay; if you don't, sacrifice it"), the enters triggers of
lands that ask for something back: "Sacrifice it unless you pay {1}.", "Sacrifice it unless you return an
untapped Island you control to its owner's hand.", "... return a non-Lair land you control ...", "Sacrifice it
unless you tap an untapped artifact or land you control."; "it" is the ability's source. Its sibling "Destroy this
creature unless you pay {1}." (the ability The Tabernacle at Pendrell Vale grants) destroys it instead (701.8a)."""
import re

from game.rules.abilities import SpellEffect
from game.rules.phrases import SELF_NAMES, target_filter
from game.rules.registry import reads

_WHAT = r"an? (?:non-(?P<not>[A-Z][a-z]+) )?(?P<what>[A-Za-z ]+? you control)"


@reads
def sacrifice_unless(sentence: str) -> list[SpellEffect] | None:
    if m := re.fullmatch(r"Sacrifice it unless you pay (?P<cost>(?:\{[0-9WUBRGC]\})+)\.", sentence):
        return [SpellEffect("sacrifice_unless", detail=("pay", m.group("cost"), ""))]
    if m := re.fullmatch(rf"Destroy {SELF_NAMES} unless you pay (?P<cost>(?:\{{[0-9WUBRGC]\}})+)\.", sentence):
        return [SpellEffect("sacrifice_unless", detail=("pay", m.group("cost"), "", "destroy"))]
    m = re.fullmatch(rf"Sacrifice it unless you return {_WHAT} to its owner's hand\.", sentence) or \
        re.fullmatch(rf"Sacrifice it unless you tap {_WHAT.replace('an? ', 'an untapped ')}\.", sentence)
    if not m:
        return None
    way = "return" if " return " in sentence else "tap"
    what = m.group("what") if way == "return" else "untapped " + m.group("what")
    wanted = target_filter(what)
    if wanted is None or wanted.players or wanted.any_target or wanted.zone != "battlefield":
        return None
    return [SpellEffect("sacrifice_unless", detail=(way, what, m.group("not") or ""))]

"""Static abilities that grant abilities in quotes to other permanents (613.1f, layer 6): "All creatures have
"At the beginning of your upkeep, destroy this creature unless you pay {1}."" (The Tabernacle at Pendrell Vale),
"Creatures you control have "..."", "Lands you control have "..."", "Other Caves you control have "..."" (not
the source itself: Forgotten Monument), "Green legendary creatures you control have "..."" (a color and
supertypes). The quotation is read as a card's text is
(granted.py), only when all of it reads; each permanent the static ability applies to then has those abilities
as its own (113.1a): a granted triggered ability triggers for that permanent, controlled by its controller."""
import re

from game.rules.abilities import EffectPart, Selector, StaticEffect
from game.rules.granted import readable
from game.rules.phrases import permanents

_GRANTS = re.compile(r'(?:(?P<all>All )|(?P<other>Other ))?(?P<what>[A-Za-z][A-Za-z ]*?)(?P<yours> you control)?'
                     r' have "(?P<quote>[^"]+)"\.?')


def granting_statics(line: str) -> list:
    """A line that is one such static ability, as a StaticEffect; [] for any other line."""
    m = _GRANTS.fullmatch(line)
    if not m or bool(m.group("all")) == bool(m.group("yours")) or not readable(m.group("quote")):
        return []  # "All creatures" or "Creatures you control": whose permanents, said once
    what = m.group("what")
    kinds = permanents(what) or permanents(what[0].lower() + what[1:])  # "Caves", "Creatures", "Green ..."
    colors = kinds.get("colors", ()) if kinds else ()
    if not kinds or len(colors) > 1:
        return []
    selector = Selector(card_types=kinds.get("card_types", frozenset()), subtypes=kinds.get("subtypes", frozenset()),
                        supertypes=kinds.get("supertypes", frozenset()), color=next(iter(colors), ""),
                        yours=bool(m.group("yours")), other=bool(m.group("other")))
    return [StaticEffect(selector, (EffectPart("6", "grant_quoted", (m.group("quote"),)),))]

"""Static abilities that grant abilities in quotes to other permanents (613.1f, layer 6): "All creatures have
"At the beginning of your upkeep, destroy this creature unless you pay {1}."" (The Tabernacle at Pendrell Vale),
"Creatures you control have "..."", "Lands you control have "..."", "Other Caves you control have "..."" (not
the source itself: Forgotten Monument), "Green legendary creatures you control have "..."" (a color and
supertypes). The quotation is read as a card's text is
(granted.py), only when all of it reads; each permanent the static ability applies to then has those abilities
as its own (113.1a): a granted triggered ability triggers for that permanent, controlled by its controller."""
import re
from dataclasses import replace

from game.rules.abilities import Condition, EffectPart, Selector, StaticEffect
from game.rules.granted import readable
from game.rules.phrases import condition, permanents

_AS_LONG_AS = re.compile(r"As long as (?P<when>[^,]+), (?P<rest>[^,]+ have \".+)")
_BARE = Condition("permanents", whose="you")  # a condition of card types and a number alone
_GRANTS = re.compile(r'(?:(?P<all>All )|(?P<other>Other ))?(?P<what>[A-Za-z][A-Za-z ]*?)(?P<yours> you control)?'
                     r' have "(?P<quote>[^"]+)"\.?')


def granting_statics(line: str) -> list:
    """A line that is one such static ability, as a StaticEffect; [] for any other line. "As long as this card is
    in your graveyard, ..." (113.6: it works only there), "As long as you control six or more lands, ..." (only
    while that holds)."""
    if m := _AS_LONG_AS.fullmatch(line):
        found = granting_statics(m.group("rest"))
        if not found:
            return []
        if m.group("when") == "this card is in your graveyard":
            return [replace(found[0], works_from="graveyard")]
        when = condition(m.group("when"))
        counted = when is not None and when.kind == "permanents" and when.whose == "you" and when.at_least \
            and when.at_most is None and replace(when, card_types=frozenset(), at_least=None) == _BARE
        return [replace(found[0], condition=when)] if counted else []
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

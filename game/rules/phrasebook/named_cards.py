"""A search for a card by its name in a library and/or a graveyard (701.19): "You may search your library and/or
graveyard for a card named Chandra, Pyrogenius, reveal it, and put it into your hand. If you search your library
this way, shuffle." (the Planeswalker decks' spells and permanents). Two sentences, read together
(oracle.effect_sentences)."""
import re

from game.rules.abilities import SpellEffect
from game.rules.registry import reads

_SEARCH_NAMED = re.compile(r"You may search your library and/or graveyard for a card named (?P<name>[^.]+?), reveal "
                           r"it, and put it into your hand\. If you search your library this way, shuffle\.")


@reads
def search_named(text: str) -> list[SpellEffect] | None:
    if m := _SEARCH_NAMED.fullmatch(text):
        return [SpellEffect("search_named", detail=(m.group("name"),))]
    return None

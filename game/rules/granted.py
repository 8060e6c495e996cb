"""Abilities granted in quotes (113.1a, 113.10, 613.1f): "... becomes a 3/3 creature with "Whenever this
creature attacks, ..."", "Creatures you control have "..."", a token "with "..."".

The quoted text is read by the same Oracle reader as a card's (registry.ORACLE), and only when all of it reads.
A permanent that has such an ability has it like its own: its activated abilities can be activated and
its triggered abilities trigger. The ability isn't among its card's printed abilities, so an activation or a
trigger keeps the ability's own text (``GameObject.granted``), the ability it stands for on the stack (113.7:
independent of its source, even once the effect that granted it ends).
"""
import re
from functools import lru_cache

from game.rules.abilities import ActivatedAbility, EffectPart, LoyaltyAbility, Selector, StaticEffect
from game.rules.registry import ORACLE

ACTIVATED = (ActivatedAbility, LoyaltyAbility)  # the kinds of granted abilities activated as ActivateAbility
_EACH_EQUAL = re.compile(r"This creature's power and toughness are each equal to the number of (?P<what>.+)\.")
# What such a count may count: what characteristics.py counts without the battlefield's characteristics.
COUNTED = ("graveyard", "experience")


def whole(quote: str) -> str:
    """The quoted text as a line of rules text: a quotation that ends a sentence of the Oracle text may leave its
    own period outside ("with "{B}: Regenerate this creature" until end of turn"); a quoted keyword (lower case)
    holds the period of the sentence it ends ("have "bands with other legendary creatures."")."""
    if quote[:1].islower():
        return quote.removesuffix(".")
    sentence = ": " in quote or quote.startswith(("When", "At ", "This ", "During "))
    return quote + "." if sentence and not quote.endswith((".", '."')) else quote


# A quotation within a quotation is in single quotes ("... token with 'This token gets +1/+1 for each artifact you
# control.'"): it starts with a capital or a symbol after a space and ends with its sentence's period.
_NESTED = re.compile(r"(?<= )'([A-Z{][^\"]*?\.)'(?=$|[ ,.])")


@lru_cache(maxsize=1024)
def quoted_abilities(quote: str) -> tuple | None:
    """The abilities of one quotation, in order (a quotation within it read as its own); None unless every line
    of it reads."""
    text = whole(_NESTED.sub(r'"\1"', quote))
    if found := _power_and_toughness(text):
        return found
    abilities, manual = ORACLE["read_card"]("", text, True)
    if manual or not abilities:
        return None
    return abilities


def _power_and_toughness(text: str) -> tuple:
    """"This creature's power and toughness are each equal to the number of creature cards in your graveyard."
    granted by an effect: not a characteristic-defining ability (604.3a: not printed on it), so it sets them in
    layer 7b with the grant's timestamp (613.4b, 613.7a) and only on the battlefield."""
    from game.rules.phrasebook.variables import amount  # the phrasebook reads quotes with this module
    if (m := _EACH_EQUAL.fullmatch(text)) and (what := amount(f"the number of {m.group('what')}")) and \
            what[0] == "count" and not what[2] and what[1].kind in COUNTED:
        return (StaticEffect(Selector(host="itself"), (EffectPart("7b", "set_pt_count", (what[1],)),)),)
    return ()


def readable(quote: str) -> bool:
    return quoted_abilities(quote) is not None


def sentences(text: str) -> list[str]:
    """The sentences of effect text, split after each period outside quotes (a quotation that ends a sentence
    holds its period: "... with "This token can't block." Activate only as a sorcery.")."""
    found, start, quoted = [], 0, False
    for index, char in enumerate(text):
        if char == '"':
            quoted = not quoted
        elif char == " " and not quoted and (text[index - 1] == "." or text[index - 2:index] == '."'):
            found.append(text[start:index])
            start = index + 1
    return found + [text[start:]]


def split_with(words: str) -> list[str]:
    """"menace and "Whenever ...""-style lists: the keywords and the quotations, in order (a quotation's own
    commas and "and"s left whole)."""
    found = []
    for quoted, plain in re.findall(r'"([^"]+)"|([^"]+)', words):
        if quoted:
            found.append(f'"{quoted}"')
        else:
            found += [w for w in re.split(r",? and |, |,$|^ and | and$", plain.strip()) if w.strip()]
    return [w.strip() for w in found]


@lru_cache(maxsize=1024)
def ability_by_text(text: str):
    """The ability an activation or a trigger of a granted ability stands for, by its text (as it was read)."""
    abilities, _ = ORACLE["read_card"]("", text, True)
    return next(a for a in abilities if getattr(a, "text", "") == text)

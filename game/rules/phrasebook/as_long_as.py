"""Static abilities that apply only while a condition holds (611.3a-b): "This creature gets +2/+2 as long as you
control three or more artifacts." (metalcraft), "... as long as there are seven or more cards in your graveyard."
(threshold), "... four or more card types among cards in your graveyard" (delirium), "This creature has lifelink
as long as it has a +1/+1 counter on it.", "As long as you control a Chandra planeswalker, this creature gets
+1/+0 and has first strike.", "This creature has first strike as long as it's attacking.", "As long as this
enchantment has seven or more quest counters on it, creatures you control get +5/+5.". The ability word before
it means nothing (207.2c). The condition is checked whenever the characteristics are worked out
(characteristics._now, _holds): a permanents one as the effect begins to apply, after the types of layer 4."""
import re
from dataclasses import replace

from game.rules.abilities import Condition
from game.rules.phrasebook.counters import COUNTER_KIND
from game.rules.phrases import NUMBER, SELF_NAMES, condition, number

BEFORE = re.compile(r"As long as (?P<when>[^,]+), (?P<rest>[a-z].+)")
AFTER = re.compile(r"(?P<rest>[A-Z~].+) as long as (?P<when>[^,]+)\.")
_COUNTERS = re.compile(rf"(?:it|{SELF_NAMES}) has (?:an?|(?P<least>{NUMBER}) or more) (?P<kind>{COUNTER_KIND}) "
                       r"counters? on it")
# What characteristics._counted counts now, beyond "permanents" (counted in the layers: characteristics._holds)
_COUNTED_NOW = ("graveyard", "graveyard_card_types", "hand", "city_blessing", "cards_drawn", "your_turn",
                "your_commander", "hand_over_opponents", "renowned")


def _either(found: Condition | None) -> Condition | None:
    """"you control a white or black permanent" (one condition or the other, each "you control a ..."): one count of
    the permanents that are either (matches), as the layers count a condition."""
    links = []
    while found is not None:
        links.append(found)
        found = found.otherwise
    if len(links) < 2 or any(link.kind != "permanents" or link.whose != "you" or (link.at_least, link.at_most) != (1, None)
                             or link.either or link.also or link.plus or link.other or link.tapped is not None
                             for link in links):
        return links[0] if links else None
    return Condition("permanents", at_least=1, either=tuple(replace(link, at_least=None, otherwise=None)
                                                            for link in links))


def static_condition(words: str) -> Condition | None:
    """The condition of "as long as WORDS" a static ability's effect waits for; None for one not read here."""
    if m := _COUNTERS.fullmatch(words):  # its own counters (122.1)
        return Condition(f"counters:{m.group('kind')}", at_least=number(m.group("least")) if m.group("least") else 1)
    if re.fullmatch(rf"(?:it's|{SELF_NAMES} is) attacking", words):  # 506.4: until it's removed from combat
        return Condition("attacking", at_least=1)
    if re.fullmatch(rf"(?:it's|{SELF_NAMES} is) monstrous", words):  # 701.31b: until it leaves the battlefield
        return Condition("monstrous", at_least=1)
    if m := re.fullmatch(rf"you have ({NUMBER}) or more life", words):
        return Condition("life", at_least=number(m.group(1)))
    if m := re.fullmatch(r"you control another (.+)", words):  # not counting its source
        found = condition(f"you control {'an' if m.group(1)[0] in 'aeiouAEIOU' else 'a'} {m.group(1)}")
        found = replace(found, other=True) if found is not None and found.kind == "permanents" else None
    else:
        found = _either(condition(words))
    if found is None or found.otherwise or found.also or found.plus or found.tapped is not None:
        return None
    if found.kind == "permanents" and found.whose in ("you", "any") and found.power_at_least is None \
            and found.toughness_at_least is None:  # power and toughness change in layer 7, after it's counted
        return found
    if found.kind in ("graveyard", "hand") and found.whose == "an opponent":  # "an opponent has no cards in hand"
        return found  # some one opponent's (characteristics._now)
    return found if found.kind in _COUNTED_NOW and found.whose == "you" else None

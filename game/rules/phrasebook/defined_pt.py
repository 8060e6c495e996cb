"""Characteristic-defining abilities that define power and toughness (604.3, 613.4a: layer 7a), printed with the
card's name: "~'s power and toughness are each equal to the number of lands you control.", "... creatures you
control.", "... cards in your hand.", "... creature cards in your graveyard.", "... Elves on the battlefield.",
"... your life total.", "~'s power is equal to the number of artifacts you control.", "~'s toughness is equal to
...", "~'s power is equal to the total number of instant and sorcery cards you own in exile and in your graveyard."
(Crackling Drake). They work in every zone (604.3; characteristics.py: worked out on the battlefield in layer 7a,
elsewhere as the object is looked at). The same words in quotes are granted, not printed: not one (604.3a,
granted.py)."""
import re

from game.rules.abilities import Condition, EffectPart, Selector, StaticEffect
from game.rules.phrasebook.groups import group
from game.rules.phrasebook.variables import amount
from game.rules.phrases import permanents

_EQUAL = re.compile(r"~'s (?P<which>power and toughness are each|power is|toughness is) equal to (?P<amount>.+)\.")
_WHICH = {"power and toughness are each": "pt", "power is": "power", "toughness is": "toughness"}
# Counted off the battlefield (characteristics._counted, through characteristics._now: "set_pt_count")
COUNTED_ELSEWHERE = ("graveyard", "hand", "life", "exile_and_graveyard")
_INSTANT_OR_SORCERY = (Condition("graveyard", card_types=frozenset({"Instant"})),
                       Condition("graveyard", card_types=frozenset({"Sorcery"})))


def defined_power_and_toughness(line: str) -> list:
    """The CDA as a StaticEffect of its own object, its part "set_pt_per", "set_power_per" or "set_toughness_per"
    (permanents, counted among the battlefield's characteristics) or "set_pt_count", ... (values: the Condition
    counted); [] for any other line."""
    m = _EQUAL.fullmatch(line)
    counted = _counted(m.group("amount")) if m else None
    if counted is None:
        return []
    op = f"set_{_WHICH[m.group('which')]}_{'per' if counted.kind == 'permanents' else 'count'}"
    return [StaticEffect(Selector(host="itself"), (EffectPart("7a", op, (counted,)),))]


def _counted(words: str) -> Condition | None:
    if words == "your life total":
        return Condition("life")
    if words == "the total number of instant and sorcery cards you own in exile and in your graveyard":
        return Condition("exile_and_graveyard", either=_INSTANT_OR_SORCERY)
    if words == "the number of instant and sorcery cards in your graveyard":
        return Condition("graveyard", either=_INSTANT_OR_SORCERY)
    found = amount(words)
    if found is None and (m := re.fullmatch(r"the number of (.+) on the battlefield", words)):  # "Elves", "Goblins"
        one = group(m.group(1), plural=True)
        kinds = permanents(one) if one else None
        found = ("count", Condition("permanents", whose="any", **kinds), False) if kinds else None
    if found is None or found[0] != "count" or found[2]:
        return None
    condition = found[1]
    if condition.kind == "permanents" and condition.whose in ("you", "any") or condition.kind in COUNTED_ELSEWHERE:
        return condition
    return None

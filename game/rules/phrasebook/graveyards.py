"""Graveyard hate: "Exile target player's graveyard.", "Exile all graveyards." (406.1: exiled cards go face up).
Recursion and single cards ("Return up to one target historic card from your graveyard to your hand.", "Exile
target card from a graveyard.", "Put target card from your graveyard on the bottom of your library.") read
through phrasebook/cards.py and permanents.py with their target phrases (phrases.target_filter). Abilities of a
card that put it onto the battlefield from its owner's graveyard or hand work only there (113.6m): activated ones,
and those that trigger at the beginning of a step; 702.84a unearth. A card from exile
into its owner's graveyard, or else the top of each opponent's library exiled (Processing Plant)."""
import re

from game.rules.abilities import ActivatedAbility, SpellEffect
from game.rules.activation_instructions import instructions
from game.rules.phrasebook.optional import may
from game.rules.phrases import NUMBER, ONE_TARGET_WORD, SELF_NAMES, costs, number
from game.rules.registry import ORACLE, reads

_ITSELF_FROM_GRAVEYARD = re.compile(r"(?:(?P<may>You may r)|R)eturn (?:~|this card) from your graveyard to "
                                    r"(?:the battlefield(?P<tapped> tapped)?|(?P<hand>your hand))\.")
_PUT_ITSELF = re.compile(r"(?P<costs>[^:]+): (?:Return|Put) (?:~|this card) from your (?P<zone>graveyard|hand) "
                         r"(?:to|onto) (?:the battlefield(?P<tapped> tapped)?|(?P<to_hand>your hand))\.(?: "
                         r"(?P<rules>Activate only [^.]+\.))?")


_UNEARTH = re.compile(r"Unearth (?P<costs>(?:\{[0-9WUBRGC]+\})+)")
_SCAVENGE = re.compile(r"Scavenge (?P<costs>(?:\{[0-9WUBRGC]+\})+)")
_EMBALM = re.compile(r"(?P<keyword>Embalm|Eternalize) (?P<costs>(?:\{[0-9WUBRGC]+\})+)")


def itself_from_a_zone(line: str) -> list:
    """113.6m: "{3}: Return this card from your graveyard to the battlefield tapped.", "{2}, Return a tapped
    creature you control to its owner's hand: Put this card from your hand onto the battlefield.", "{2}{B}{B}:
    Return this card from your graveyard to your hand." work only in that zone of their card's owner (activated
    abilities: nothing here triggers from a graveyard or a hand); so do unearth (702.84a), scavenge (702.97a), embalm
    (702.128a) and eternalize (702.129a)."""
    if m := _UNEARTH.fullmatch(line):  # 702.84a: "Unearth [cost]" (a mana cost)
        return [ActivatedAbility((SpellEffect("unearth"),), text=line, works_from="graveyard", sorcery=True,
                                 **costs(m.group("costs")))]
    if m := _EMBALM.fullmatch(line):
        # 702.128a embalm: "[Cost], Exile this card from your graveyard: Create a token that's a copy of it, except
        # it's white, it has no mana cost, and it's a Zombie in addition to its other types. Activate only as a
        # sorcery."; 702.129a eternalize: "... except it's black, it's 4/4, it has no mana cost, and ..."
        made = (("set_colors", "W"),) if m.group("keyword") == "Embalm" else (("set_colors", "B"), ("set_pt", "4", "4"))
        copy = SpellEffect("copy_token", detail=(0, made + (("no_mana_cost",), ("add_subtypes", "Zombie"))))
        return [ActivatedAbility((copy,), text=line, works_from="graveyard", sorcery=True,
                                 **{**costs(m.group("costs")), "exile": True})]
    if m := _SCAVENGE.fullmatch(line):
        # 702.97a: "[Cost], Exile this card from your graveyard: Put a number of +1/+1 counters equal to the power of
        # the card you exiled on target creature. Activate only as a sorcery." (its power as the cost exiled it)
        put = SpellEffect("put_counters", 1, target="creature", detail=("+1/+1",), x="the power of the card you exiled")
        return [ActivatedAbility((put,), text=line, works_from="graveyard", sorcery=True,
                                 **{**costs(m.group("costs")), "exile": True})]
    if not (m := _PUT_ITSELF.fullmatch(line)) or m.group("to_hand") and m.group("zone") != "graveyard":
        return []
    paid = costs(m.group("costs"))
    rules = instructions(m.group("rules")) if m.group("rules") else {}
    if paid is None or rules is None or paid["tap"] or paid["sacrifice"] or paid["exile"] or paid["to_hand"]:
        return []  # a cost its card can't pay from there, or one this doesn't read
    effect = SpellEffect("put_itself", quality=(m.group("zone"),), tapped=bool(m.group("tapped")),
                         detail=("hand",) if m.group("to_hand") else ())
    return [ActivatedAbility((effect,), text=line, works_from=m.group("zone"), **paid, **rules)]


def itself_from_graveyard(effect_text: str) -> list[SpellEffect] | None:
    """113.6m: the effect of "At the beginning of combat on your turn, if ..., return this card from your graveyard
    to the battlefield.", "Whenever you cast a multicolored spell, you may return this card from your graveyard to
    your hand." (an ability that triggers from its owner's graveyard only: oracle._triggered)."""
    if m := _ITSELF_FROM_GRAVEYARD.fullmatch(effect_text):
        effect = SpellEffect("put_itself", quality=("graveyard",), tapped=bool(m.group("tapped")),
                             detail=("hand",) if m.group("hand") else ())
        return [may(effect_text, [effect])] if m.group("may") else [effect]
    return None


@reads
def exile_graveyards(sentence: str) -> list[SpellEffect] | None:
    if m := re.fullmatch(r"Exile target (player|opponent)'s graveyard\.", sentence):
        return [SpellEffect("exile_graveyard", target=m.group(1))]
    if sentence in ("Exile all graveyards.", "Exile each opponent's graveyard.", "Exile your graveyard."):
        return [SpellEffect("exile_graveyard", detail=({"Exile all graveyards.": "all", "Exile your graveyard.":
                                                        "you"}.get(sentence, "opponents"),))]
    return None


@reads
def exile_cards(sentence: str) -> list[SpellEffect] | None:
    """"Exile up to three target cards from graveyards.": one target word (115.3: different cards), each target
    one may leave out (601.2c)."""
    if m := re.fullmatch(rf"Exile up to ({NUMBER}) target cards from graveyards\.", sentence):
        word = ONE_TARGET_WORD + (sentence,)
        return [SpellEffect("exile", target="card from a graveyard", optional=True, detail=word)] * number(m.group(1))
    return None


@reads
def and_exile_a_card(sentence: str) -> list[SpellEffect] | None:
    """"Create a Food token and exile up to one target card from a graveyard.": two instructions in order."""
    if m := re.fullmatch(r"(?P<first>.+?) and (?P<second>exile (?:up to one )?target [a-z ]*card from a graveyard)\.",
                         sentence):
        read = ORACLE["effect_sentences"]
        first, second = read(m.group("first") + "."), read(m.group("second").capitalize() + ".")
        return first + second if first and second else None
    return None


@reads
def from_exile_or_mill(text: str) -> list[SpellEffect] | None:
    """"You may put a card an opponent owns from exile into that player's graveyard. If you do, untap ~.
    Otherwise, exile the top card of each opponent's library." (608.2d: the card, or none, chosen as it
    resolves)."""
    if re.fullmatch(r"You may put a card an opponent owns from exile into that player's graveyard\. If you do, "
                    rf"untap {SELF_NAMES}\. Otherwise, exile the top card of each opponent's library\.", text):
        return [SpellEffect("from_exile_or_exile_top")]
    return None

"""Graveyard hate: "Exile target player's graveyard.", "Exile all graveyards." (406.1: exiled cards go face up).
Recursion and single cards ("Return up to one target historic card from your graveyard to your hand.", "Exile
target card from a graveyard.", "Put target card from your graveyard on the bottom of your library.") read
through phrasebook/cards.py and permanents.py with their target phrases (phrases.target_filter). Abilities of a
card that put it onto the battlefield from its owner's graveyard or hand work only there (113.6m): activated ones,
and those that trigger at the beginning of a step; 702.84a unearth. "When this creature dies, you may exile it. If
you do, ..." (the card it became, 400.7). A card from exile
into its owner's graveyard, or else the top of each opponent's library exiled (Processing Plant)."""
import re

from game.rules.abilities import ActivatedAbility, SpellEffect, TriggeredAbility
from game.rules.activation_instructions import instructions, without_ability_word
from game.rules.phrasebook.optional import may, may_then
from game.rules.phrases import NUMBER, ONE_TARGET_WORD, SAME_TARGET, SELF_NAMES, TARGET, costs, number, \
    target_filter, targeted
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
    if not (m := _PUT_ITSELF.fullmatch(without_ability_word(line))) or \
            m.group("to_hand") and m.group("zone") != "graveyard":  # an ability word (207.2c) left out
        return []
    paid = costs(m.group("costs"))
    rules = instructions(m.group("rules")) if m.group("rules") else {}
    if paid is None or rules is None or paid["tap"] or paid["sacrifice"] or paid["exile"] or paid["to_hand"]:
        return []  # a cost its card can't pay from there, or one this doesn't read
    effect = SpellEffect("put_itself", quality=(m.group("zone"),), tapped=bool(m.group("tapped")),
                         detail=("hand",) if m.group("to_hand") else ())
    return [ActivatedAbility((effect,), text=line, works_from=m.group("zone"), **paid, **rules)]


_DIES_EXILE = re.compile(rf"When {SELF_NAMES} dies, (?P<may>you may )?(?P<act>exile it|put it on (?P<where>top|the bottom) "
                         r"of its owner's library)\.(?: If you do, (?P<then>.+))?")


def exiled_as_it_dies(line: str) -> list:
    """"When this creature dies, exile it.", "When this creature dies, you may exile it. If you do, return target
    card from your graveyard to your hand.": "it" is the card the creature became in its owner's graveyard (400.7,
    603.10a: kept as it triggered); exiling it is the action "If you do" looks back at (118.12: none if that card
    has left the graveyard, or it was a token, 704.5d). "... you may put it on top of its owner's library." (401.4)."""
    if not (m := _DIES_EXILE.fullmatch(line)) or m.group("then") and (not m.group("may") or m.group("where")):
        return []
    then = ORACLE["effect_sentences"](m.group("then")[:1].upper() + m.group("then")[1:]) if m.group("then") else []
    if then is None or any(e.target == SAME_TARGET for e in then):
        return []
    it = SpellEffect("move_it", quality=(("top" if m.group("where") == "top" else "bottom") if m.group("where") else
                                         "exile",))
    if not m.group("may"):
        effects = [it]
    elif (found := may_then(f"You may {m.group('act')}.", [it], then)) is None:
        return []
    else:
        effects = [found]
    return [TriggeredAbility("leaves", tuple(effects), text=line, creature=True)]


def itself_from_graveyard(effect_text: str) -> list[SpellEffect] | None:
    """113.6m: the effect of "At the beginning of combat on your turn, if ..., return this card from your graveyard
    to the battlefield.", "Whenever you cast a multicolored spell, you may return this card from your graveyard to
    your hand." (an ability that triggers from its owner's graveyard only: oracle._triggered)."""
    if m := _ITSELF_FROM_GRAVEYARD.fullmatch(effect_text):
        effect = SpellEffect("put_itself", quality=("graveyard",), tapped=bool(m.group("tapped")),
                             detail=("hand",) if m.group("hand") else ())
        return [may(effect_text, [effect])] if m.group("may") else [effect]
    return None


_FLASHBACK_COST = r" gains flashback until end of turn\. The flashback cost is equal to (?:its|that card's) mana cost\."


@reads
def gains_flashback(text: str) -> list[SpellEffect] | None:
    """702.34a: "Target instant or sorcery card in your graveyard gains flashback until end of turn. The flashback
    cost is equal to its mana cost." (611.2a), "Each instant and sorcery card in your graveyard gains ..." (the
    cards there as it resolves, 611.2c)."""
    if m := re.fullmatch(rf"{TARGET}{_FLASHBACK_COST}", text[:1].lower() + text[1:]):
        wanted = target_filter(m.group("what"))
        return targeted("gains_flashback", m) if wanted is not None and wanted.zone == "graveyard" else None
    if re.fullmatch(rf"Each instant and sorcery card in your graveyard{_FLASHBACK_COST}", text):
        return [SpellEffect("gains_flashback", quality=("instant or sorcery",))]
    return None


@reads
def exile_graveyards(sentence: str) -> list[SpellEffect] | None:
    if m := re.fullmatch(r"Exile target (player|opponent)'s graveyard\.", sentence):
        return [SpellEffect("exile_graveyard", target=m.group(1))]
    if sentence == "Exile all opponents' graveyards.":
        sentence = "Exile each opponent's graveyard."
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

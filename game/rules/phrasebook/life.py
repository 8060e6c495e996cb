"""Life gained and lost (119.3): "You lose 2 life.", "Each opponent loses 1 life.", "Target player gains 3
life.", "Target player loses 1 life and you gain 1 life.", "Each opponent loses 1 life and you gain 1 life.",
"You gain 2 life and draw two cards.", "Target player draws two cards and loses 2 life.", "You gain 2 life for
each creature you control.", "You gain 2 life for each creature you control with flying.", "You gain 1 life for each
Locus on the battlefield.", "You lose life equal to the number of cards in your hand.", "Destroy target creature. Its
controller loses 2 life." (Damage to each opponent is damage: phrasebook/damage.py; "... and you gain 3 life." after
another instruction: oracle._joined.)"""
import re
from dataclasses import replace

from game.rules.abilities import SpellEffect
from game.rules.phrases import NUMBER, NUMBER_WORDS, SAME_TARGET, TARGET, number, permanents_with, targeted
from game.rules.registry import ORACLE, reads

_WHO = {"You": "you", "Each opponent": "each opponent", "Each other player": "each opponent",
        "Each player": "each player", "Target player": "player", "Target opponent": "opponent"}
DRAIN = "drain"  # "... You gain life equal to the life lost this way.": the life lost, gained by the controller
_FOR_EACH = rf"(?: for each (?P<each>.+?) (?P<where>you control|on the battlefield)" \
            rf"(?P<with> with (?:[a-z ]+|power {NUMBER} or greater))?)?"
_CHANGE = rf"(?P<who>{'|'.join(_WHO)}) (?P<verb>gains?|loses?) (?P<amount>{NUMBER}) life{_FOR_EACH}"


def _life(m) -> SpellEffect | None:
    """``quality``: who, and gain or lose; ``detail``: what is counted, for "for each ..." (or nothing)."""
    who, counted = _WHO[m.group("who")], ()
    if m.group("each"):
        each = m.group("each") + (m.group("with") or "")  # "creature with flying"
        if permanents_with(each) is None:
            return None
        counted = (each, m.group("where"))
    target = who if who in ("player", "opponent") else ""
    way = "gain" if m.group("verb").startswith("gain") else "lose"
    return SpellEffect("life", number(m.group("amount")), target, quality=(who, way), detail=counted)


@reads
def life(sentence: str) -> list[SpellEffect] | None:
    if (m := re.fullmatch(rf"{_CHANGE}\.", sentence)) and \
            (m.group("verb") in ("gains", "loses")) == (m.group("who") != "You"):  # "you lose", "each player loses"
        return [found] if (found := _life(m)) else None
    if m := re.fullmatch(rf"(Target player|Target opponent|Each opponent) loses ({NUMBER}) life and you gain "
                         rf"({NUMBER}) life\.", sentence):  # each opponent: no target (115.10a)
        who = _WHO[m.group(1)]
        return [SpellEffect("life", number(m.group(2)), "" if who == "each opponent" else who, quality=(who, "lose")),
                SpellEffect("life", number(m.group(3)), quality=("you", "gain"))]
    if m := re.fullmatch(rf"You gain ({NUMBER}) life and draw ({NUMBER}) cards?\.", sentence):
        return [SpellEffect("life", number(m.group(1)), quality=("you", "gain")),
                SpellEffect("draw", number(m.group(2)))]
    if m := re.fullmatch(rf"You draw (a|two|three) cards? and lose ({NUMBER}) life\.", sentence):
        return [SpellEffect("draw", NUMBER_WORDS[m.group(1)]),
                SpellEffect("life", number(m.group(2)), quality=("you", "lose"))]
    if m := re.fullmatch(rf"Target player draws (a|two|three) cards? and loses ({NUMBER}) life\.", sentence):
        return [SpellEffect("draw", NUMBER_WORDS[m.group(1)], "player"),
                SpellEffect("life", number(m.group(2)), SAME_TARGET, quality=("player", "lose"))]
    if sentence == "You lose life equal to the number of cards in your hand.":
        return [SpellEffect("life", 1, quality=("you", "lose"), detail=("cards in your hand", ""))]
    return None


@reads
def life_lost_this_way(text: str) -> list[SpellEffect] | None:
    """"Each opponent loses 3 life. You gain life equal to the life lost this way." (119.3: the total the players
    lost, as the loss happened; "Each opponent loses X life." too, phrasebook/variables.py)."""
    if not (m := re.fullmatch(r"(?P<loss>.+\.) You gain life equal to the life lost this way\.", text)):
        return None
    found = ORACLE["effect_sentences"](_capitalised(m.group("loss")))
    if not found or len(found) != 1 or found[0].kind != "life" or found[0].quality[1:] != ("lose",) or \
            found[0].quality[0] == "you":
        return None
    return [replace(found[0], quality=found[0].quality + (DRAIN,))]


@reads
def life_equal_to_the_target(text: str) -> list[SpellEffect] | None:
    """"Regenerate target creature. You gain life equal to that creature's toughness." ("Put two +1/+1 counters on
    target creature you control. ..."): the one creature the instruction before targeted, as it is then (608.2h)."""
    if not (m := re.fullmatch(r"(?P<first>.+\.) You gain life equal to that creature's (?P<stat>power|toughness)\.",
                              text)):
        return None
    first = ORACLE["effect_sentences"](m.group("first"))
    if not first or len(first) != 1 or not first[0].target or first[0].target in (SAME_TARGET, "any") or \
            "creature" not in first[0].target or first[0].optional:
        return None
    from game.rules.phrasebook.variables import TARGET_STAT
    return first + [SpellEffect("gain_life", 1, SAME_TARGET, x=TARGET_STAT.format(m.group("stat")))]


def _capitalised(text: str) -> str:
    return text[:1].upper() + text[1:]


@reads
def its_controller_gains(text: str) -> list[SpellEffect] | None:
    """"Exile target creature. Its controller gains 4 life.": the permanent's controller as it was destroyed or
    exiled, whether or not it was (608.2h). (Its controller losing life: phrasebook/its_controller.py.)"""
    if not (m := re.fullmatch(rf"(?P<verb>Destroy|Exile) {TARGET}\. Its controller gains (?P<amount>{NUMBER}) life\.",
                              text)):
        return None
    return targeted(f"{m.group('verb').lower()}_then_life", m, amount=number(m.group("amount")), quality=("you", "gain"))
"""Instructions that deal damage (120) or prevent it (615): "~ deals 2 damage to any target.", "It deals 4 damage
to target attacking or blocking creature.", "This creature deals 1 damage to itself.", "This land deals 1 damage to
each opponent.", "~ deals 6 damage to target player or planeswalker and each creature that player or that
planeswalker's controller controls.", "Prevent the next 1 damage that would be dealt to target creature this turn.",
"Prevent all combat damage that would be dealt to and dealt by that creature this turn.", "Prevent all combat damage
that would be dealt this turn.", "Prevent all damage a source of your choice would deal this turn." (the source
chosen as it resolves, 609.7a), "The next time a red source of your choice would deal damage to you this turn,
prevent that damage." (615.7, 609.7a)."""
import re

from game.rules.abilities import SpellEffect
from game.rules.phrasebook.groups import group
from game.rules.phrasebook.variables import IT_SOURCE_POWER, SOURCE_POWER
from game.rules.phrases import CARD_TYPE_WORDS, COLOR_WORDS, NUMBER, SAME_TARGET, SELF_NAMES, TARGET, number, targeted
from game.rules.registry import ORACLE, reads

# "It" is the ability's source when it begins the sentence ("{T}, Sacrifice this land: It deals 2 damage ...").
_DEALS = rf"(?:{SELF_NAMES}|It) deals (?P<amount>\d+) damage to"
_EACH = {"each opponent": "opponent", "each player": "player", "each creature": "creature", "you": "you"}
NEXT_N = "next"  # "Prevent the next N damage ...": a shield of N (none for X = 0), not all of it
_PREVENT = (rf"Prevent (?:all|the next (?P<amount>{NUMBER})) (?P<combat>combat )?damage that would be dealt "
            rf"(?P<which>to|by|to and dealt by) (?:(?P<same>that creature|it)|(?P<any>any target)|(?P<you>you)|"
            rf"(?P<itself>{SELF_NAMES})|{TARGET}) this turn\.")


@reads
def damage(sentence: str) -> list[SpellEffect] | None:
    if m := re.fullmatch(rf"{_DEALS} target (?P<who>player|opponent)(?: or planeswalker and each creature that player "
                         rf"or that planeswalker's controller controls| and each creature (?:that player controls|they "
                         rf"control))\.", sentence):  # the target and that player's creatures, at once (120.2)
        kind = m.group("who") + (" or planeswalker" if "planeswalker" in sentence else "")
        return [SpellEffect("damage_and_their_creatures", int(m.group("amount")), kind)]
    if m := re.fullmatch(r"(?P<who>.+? deals) (?P<amount>\d+) damage to (?P<first>.+?) and (?P<other>\d+) damage to "
                         r"(?P<second>.+)\.", sentence):  # "... to target creature and 2 damage to you": at once (120.2)
        one = damage(f"{m.group('who')} {m.group('amount')} damage to {m.group('first')}.")
        two = damage(f"{m.group('who')} {m.group('other')} damage to {m.group('second')}.")
        return one + two if one and two else None
    if m := re.fullmatch(r"(?P<who>.+? deals) damage (?:to (?P<to>[^,]+?) equal to (?P<x>[^,]+)|equal to (?P<x2>[^,]+?) "
                         r"to (?P<to2>[^,]+))\.", sentence):  # an amount counted as it resolves (608.2h)
        x = m.group("x") or m.group("x2")
        if x == "its power" and re.fullmatch(rf"(?:{SELF_NAMES}|It) deals", m.group("who")):  # its source's own
            x = IT_SOURCE_POWER if m.group("who") == "It deals" else SOURCE_POWER  # (608.2h; "It": oracle.py)
        return ORACLE["effect_sentences"](f"{m.group('who')} X damage to {m.group('to') or m.group('to2')}, where X is "
                                          f"{x}.") or None
    if m := re.fullmatch(rf"{_DEALS} (?:any target|{TARGET})\.", sentence):
        if m.group("what") is None:
            return [SpellEffect("damage", int(m.group("amount")), "any")]
        return targeted("damage", m, players=True, amount=int(m.group("amount")))
    if m := re.fullmatch(rf"{_DEALS} itself\.", sentence):  # its source, if still a permanent (400.7)
        return [SpellEffect("damage_self", int(m.group("amount")))]
    if m := re.fullmatch(rf"{_DEALS} (?P<whom>each .+|you)\.", sentence):  # "each creature and each player"
        whom = [_EACH.get(words) or _each_of_a_group(words) for words in re.split(r",? and |, ", m.group("whom"))]
        return [SpellEffect("damage_each", int(m.group("amount")), detail=tuple(whom))] if all(whom) else None
    return None


def _each_of_a_group(words: str) -> str | None:
    """"each creature with flying", "each creature your opponents control": one member's phrase (groups.py)."""
    return group(words.removeprefix("each "), plural=False) if words.startswith("each ") else None


_NEXT_TIME = re.compile(r"The next time an? (?:(?P<quality>[a-z]+(?: or [a-z]+)?) )?source of your choice would deal "
                        r"damage to (?P<to>you|any target|target creature) this turn, prevent that damage\.")


@reads
def prevent_next_time(sentence: str) -> list[SpellEffect] | None:
    """615.7, 609.7a: "The next time a [red] source of your choice would deal damage to you [any target, target
    creature] this turn, prevent that damage.": a source chosen as it resolves (of that color or card type as it's
    chosen); the next damage it would deal to that player or object this turn is prevented, once."""
    if not (m := _NEXT_TIME.fullmatch(sentence)):
        return None
    quality = tuple(m.group("quality").split(" or ")) if m.group("quality") else ()
    if any(word not in COLOR_WORDS and word not in CARD_TYPE_WORDS for word in quality):
        return None
    target = {"you": "", "any target": "any", "target creature": "creature"}[m.group("to")]
    return [SpellEffect("prevent_next_time", target=target, quality=quality)]


@reads
def prevent(sentence: str) -> list[SpellEffect] | None:
    """615.7: "the next N damage" is a shield of N, on what it's dealt to; "all" prevents every one. 615.12:
    "Damage can't be prevented this turn." (no shield prevents or is reduced, protection doesn't prevent)."""
    if sentence == "Damage can't be prevented this turn.":
        return [SpellEffect("unpreventable_this_turn")]
    if sentence == "Prevent all damage a source of your choice would deal this turn.":
        return [SpellEffect("prevent_chosen_source", detail=(("by",), False))]
    if m := re.fullmatch(r"Prevent all (?P<combat>combat )?damage that would be dealt(?P<players> to players)? this "
                         r"turn\.", sentence):  # "Fog": to every permanent and player (615.1a)
        return [SpellEffect("prevent_all", detail=("players" if m.group("players") else "all", bool(m.group("combat"))))]
    if not (m := re.fullmatch(_PREVENT, sentence)) or m.group("amount") and m.group("which") != "to":
        return None
    which = ("to", "by") if m.group("which") == "to and dealt by" else (m.group("which"),)
    fields = {"amount": number(m.group("amount")) if m.group("amount") else 0,  # "the next N": NEXT_N (N may be 0)
              "detail": (which, bool(m.group("combat"))) + ((NEXT_N,) if m.group("amount") else ())}
    if m.group("same"):
        return [SpellEffect("prevent", target=SAME_TARGET, **fields)]
    if m.group("you") or m.group("itself"):  # its controller, or its own permanent (no target)
        return [SpellEffect("prevent", quality=("you" if m.group("you") else "itself",), **fields)] \
            if m.group("which") == "to" else None
    if m.group("any"):
        return [SpellEffect("prevent", target="any", **fields)] if m.group("which") == "to" else None
    return targeted("prevent", m, players=m.group("which") == "to", **fields)

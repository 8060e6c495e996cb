"""Variable amounts (107.3): X and counted numbers in the effects of abilities.

The convention, for every family: an instruction whose amount varies keeps the words for what X is in
``SpellEffect.x``; its ``amount`` is how many per X (1 for "X charge counters", 2 for "2 life for each ...") and
the string "X" in its ``detail`` or ``quality`` stands for X ("+X/+0", "an X/X Hydra"). game/rules/amounts.py works X out.
The words: "X" (chosen as the ability is activated, 107.3a), "the number of Gates you control", "the number of
charge counters on ~", "the number of Locus or Sphere cards in your graveyard", "the number of cards in your
hand", "the sacrificed creature's toughness", "the tapped creature's power" (defined by the text, 107.3c).

The sentences are read by the other families' readers, X written as a number they read (``STANDS_FOR_X``): each
instruction that took that number is marked. "Put X charge counters on this land.", "Target creature gets
+X/+X until end of turn, where X is the number of Gates you control.", "Draw a card for each Locus you
control.", "You gain life equal to the sacrificed creature's toughness.", "Destroy each nonland permanent with
mana value equal to the number of charge counters on this land.".
"""
import re
from dataclasses import replace
from functools import lru_cache

from game.rules.abilities import Condition, SpellEffect
from game.rules.phrases import DIVIDED, NUMBER, SELF_NAMES, STANDS_FOR_X, number, permanents, target_filter
from game.rules.registry import ORACLE, reads

CHOSEN = "X"
MINUS_X = "-X"  # "gets -X/-X": X taken away
# "that much", "that many" of a damage trigger (triggers.damage_dealt: the damage dealt, kept by the trigger), as
# oracle._triggered reads them: "X, where X is" these words, which no card's text says (its parentheses are reminders)
DAMAGE_DEALT = "the damage dealt (as it triggered)"
# A cast trigger's "that spell's mana value", as oracle._triggered words it: the spell's as it was cast (608.2h)
CAST_SPELL_MANA_VALUE = "the mana value of the spell cast"
# "Scry 3, then reveal the top card of your library. Draw cards equal to that card's mana value.": the words
# phrasebook/library.py puts for "that card's mana value" there (the card revealed, still on top as it's counted)
TOP_CARD_MANA_VALUE = "the mana value of the top card of your library"
# "It deals damage equal to its power to any target.": the words phrasebook/damage.py puts for its source's "its power"
SOURCE_POWER = "the power of the ability's source"
IT_SOURCE_POWER = "the power of the ability's source as it"
# "Regenerate target creature. You gain life equal to that creature's toughness.": the target's (phrasebook/life.py)
TARGET_STAT = "the {} of the creature targeted before"  # "It deals ...": its source only as the first instruction
RESULT = "the rolled result"  # "the result" of a die roll (706.4), as phrasebook/dice.py words it for the others


@lru_cache(maxsize=512)
def amount(words: str) -> tuple | None:
    """What ``words`` count, as ("chosen",) for X chosen as it's activated, ("divided", N) for a share of N divided
    among its targets, ("paid", "power"/"toughness", VERB) for
    the creature its cost sacrificed or tapped, ("source", "power") for its source's (as its cost moved it, or as it
    last existed), ("counters", KIND) on the ability's source, ("known", KEY) for what its trigger kept (the damage
    dealt, a cast trigger's spell's mana value), ("count", Condition, other) for a Condition's count (``other``: not
    counting the source), ("commanders_mana_value",), (TOP_CARD_MANA_VALUE,), ("target", "power"/"toughness") or
    ("rolled",) for a die's result; None for words this doesn't read."""
    if words == CHOSEN:
        return ("chosen",)
    if words == DAMAGE_DEALT:
        return ("known", "amount")
    if words == CAST_SPELL_MANA_VALUE:  # kept as it triggered (triggers.spell_cast)
        return ("known", "mana_value")
    if words == DIVIDED:
        return ("divided", 2)
    if words == RESULT:  # known once the die is rolled (performing/dice.py)
        return ("rolled",)
    if words == "the greatest mana value among your commanders":  # 903.3e: wherever they are; none: 0
        return ("commanders_mana_value",)
    if words == TOP_CARD_MANA_VALUE:
        return (TOP_CARD_MANA_VALUE,)
    if m := re.fullmatch(TARGET_STAT.format("(power|toughness)"), words):
        return ("target", m.group(1))
    if words in (SOURCE_POWER, IT_SOURCE_POWER):  # as it is now, or as it last existed on the battlefield (608.2h)
        return ("source", "power")
    if m := re.fullmatch(r"the (sacrificed|tapped) creature's (power|toughness)", words):
        return ("paid", m.group(2), {"sacrificed": "sacrifice", "tapped": "tap"}[m.group(1)])
    if words == "the power of the card you exiled":  # scavenge (702.97a): its own card, exiled by its cost
        return ("source", "power")
    if not (m := re.fullmatch(r"the number of (.+)", words)):
        return None
    what = m.group(1)
    if m := re.fullmatch(rf"([a-z]+|\+1/\+1) counters? on (?:{SELF_NAMES}|it)", what):  # "it": oracle.ON_IT
        return ("counters", m.group(1))
    if what in ("cards in your hand", "card in your hand"):  # "for each card in your hand" (for_each)
        return ("count", Condition("hand"), False)
    if what == "opponents you have":
        return ("count", Condition("opponents"), False)
    if what == "experience counters you have":  # 122.1: a player's counters
        return ("count", Condition("experience"), False)
    if what == "creatures that died this turn":
        return ("count", Condition("creatures_died"), False)
    counted = None
    if m := re.fullmatch(r"(other )?(.+) you control", what):
        counted = _permanents(m.group(2), "you"), bool(m.group(1))
    elif m := re.fullmatch(r"(.+) on the battlefield", what):
        counted = _permanents(m.group(1), "any"), False
    elif m := re.fullmatch(r"(.+?)(?: cards?)? in your graveyard", what):
        kinds = permanents(m.group(1).replace(" and/or ", " or "))
        counted = (Condition("graveyard", **kinds) if kinds else None), False
    return ("count", *counted) if counted and counted[0] is not None else None


def _permanents(words: str, whose: str) -> Condition | None:
    """"Gates", "artifacts", "colorless creatures", "Locus": the permanents a count counts."""
    colorless = words.startswith("colorless ")
    kinds = permanents(words.removeprefix("colorless "))
    return Condition("permanents", whose=whose, colorless=colorless, **kinds) if kinds else None


def _marked(effect: SpellEffect, words: str) -> SpellEffect | None:
    """The instruction with X for STANDS_FOR_X; None when it took the number somewhere X can't be. A target's X
    ("target nonland permanent with mana value X") only where X is announced before targets are chosen (601.2b)."""
    amount_is_x = effect.amount == STANDS_FOR_X
    quality, detail = _x_in(effect.quality), _x_in(effect.detail)
    target = re.sub(rf"\b{STANDS_FOR_X}\b", CHOSEN, effect.target)
    if effect.x or str(STANDS_FOR_X) in repr((quality, detail)) or target != effect.target and words != CHOSEN:
        return None
    if not amount_is_x and (target, quality, detail) == (effect.target, effect.quality, effect.detail):
        return effect
    return replace(effect, amount=1 if amount_is_x else effect.amount, target=target, quality=quality, detail=detail,
                   x=words)


def _x_in(value):
    if isinstance(value, tuple):
        return tuple(_x_in(v) for v in value)
    return CHOSEN if value == STANDS_FOR_X else MINUS_X if value == -STANDS_FOR_X else value  # "-X/-X"


def _with_x(sentence: str, words: str) -> list[SpellEffect] | None:
    """``sentence`` read with X as a number, each instruction that took it marked with ``words``."""
    if amount(words) is None:
        return None
    found = ORACLE["effect_sentences"](re.sub(r"\bX\b", str(STANDS_FOR_X), sentence))
    marked = [_marked(effect, words) for effect in found or ()]
    if not marked or None in marked or all(not e.x for e in marked):
        return None
    return marked


@reads
def x_amounts(sentence: str) -> list[SpellEffect] | None:
    """"Put X charge counters on this land." (X as activated); "..., where X is WORDS." (107.3c), also as the
    first of sentences read whole ("Look at the top X cards of your library, where X is .... Put one of those
    cards into your hand ...")."""
    if not re.search(r"\bX\b", sentence):
        return None
    if m := re.fullmatch(r"(.+?), where X is ([^.]+)\.(?: (.+))?", sentence):
        said = m.group(1) + "." + (f" {m.group(3)}" if m.group(3) else "")
        return _with_x(said, m.group(2)) if m.group(2) != CHOSEN else None
    if "where X is" in sentence:
        return None
    return _with_x(sentence, CHOSEN)


@reads
def for_each(sentence: str) -> list[SpellEffect] | None:
    """"Draw a card for each Locus you control.": one instruction, its amount that many times."""
    if not (m := re.fullmatch(r"(.+) for each (.+)\.", sentence)) or re.search(r"\bX\b", sentence):
        return None
    words = "the number of " + m.group(2)
    found = ORACLE["effect_sentences"](m.group(1) + ".")
    if amount(words) is None or not found or len(found) != 1 or found[0].x or found[0].amount < 1:
        return None
    return [replace(found[0], x=words)]


@reads
def for_each_first(sentence: str) -> list[SpellEffect] | None:
    """"For each hatchling counter on it, create a 1/1 black Insect creature token with flying.": one
    instruction, its amount that many times."""
    if not (m := re.fullmatch(r"For each ([a-z]+|\+1/\+1) counter on it, (.+\.)", sentence)):
        return None
    found = ORACLE["effect_sentences"](m.group(2)[:1].upper() + m.group(2)[1:])
    if not found or len(found) != 1 or found[0].x or found[0].amount < 1:
        return None
    return [replace(found[0], x=f"the number of {m.group(1)} counters on it")]


@reads
def equal_to(sentence: str) -> list[SpellEffect] | None:
    """"You gain life equal to WORDS.", "Draw cards equal to WORDS.", "~ deals damage to any target equal to WORDS.",
    "Put a number of +1/+1 counters on this creature equal to WORDS.",
    "... with mana value equal to WORDS.": X, where X is WORDS."""
    if re.search(r"\bX\b", sentence):
        return None
    if m := re.fullmatch(r"(.+?) life equal to (.+)\.", sentence):
        return _with_x(f"{m.group(1)} X life.", m.group(2))
    if m := re.fullmatch(r"(.+?) cards equal to (.+)\.", sentence):  # "Draw cards equal to ..."
        return _with_x(f"{m.group(1)} X cards.", m.group(2))
    if m := re.fullmatch(r"(.+?) deals damage to (.+?) equal to (.+)\.", sentence):  # "~ deals damage to any target
        return _with_x(f"{m.group(1)} deals X damage to {m.group(2)}.", m.group(3))  # equal to ..."
    if m := re.fullmatch(r"(.+?) with mana value equal to (.+)\.", sentence):
        return _with_x(f"{m.group(1)} with mana value X.", m.group(2))
    if m := re.fullmatch(r"(.+?) a number of (.+?) equal to (.+)\.", sentence):  # "Create a number of 1/1 red
        return _with_x(f"{m.group(1)} X {m.group(2)}.", m.group(3))  # Goblin creature tokens equal to ..."
    return None


@reads
def destroy_each(sentence: str) -> list[SpellEffect] | None:
    """701.8a: "Destroy each nonland permanent [with mana value N]." (not targeted: 115.10a)."""
    if not (m := re.fullmatch(r"Destroy each (?P<what>[a-z ]+?)(?: with mana value (?P<value>\d+))?\.", sentence)):
        return None
    wanted = target_filter(m.group("what"))
    if wanted is None or wanted.players or wanted.any_target or wanted.zone != "battlefield":
        return None
    value = (int(m.group("value")),) if m.group("value") else ()
    return [SpellEffect("destroy_each", detail=(m.group("what"), *value))]


@reads
def destroy_the_chosen_type(sentence: str) -> list[SpellEffect] | None:
    """"Destroy all creatures of the creature type of your choice." (Extinction: chosen as it resolves, 608.2d)."""
    if sentence == "Destroy all creatures of the creature type of your choice.":
        return [SpellEffect("destroy_chosen_type")]
    return None


@reads
def destroy_the_rest(sentence: str) -> list[SpellEffect] | None:
    """"Choose up to two creatures, then destroy the rest." (Mount Doom): chosen as it resolves (608.2d), then
    every other creature destroyed at once (701.8a; none targeted, 115.10a)."""
    if not (m := re.fullmatch(rf"Choose up to ({NUMBER}) creatures, then destroy the rest\.", sentence)):
        return None
    return [SpellEffect("destroy_the_rest", number(m.group(1)), detail=("creature",))]


def announces_x(cost: str, paid_with: tuple, energy_x: bool = False) -> bool:
    """Whether an ability's costs (its mana, those paid with chosen objects: phrases.costs, and "Pay X {E}") have an
    X, announced as it's activated (107.3a)."""
    return "{X}" in cost or energy_x or any(count == CHOSEN for _, count, _, _ in paid_with)


def x_target(kind: str, x: int) -> str:
    """A target phrase with the X announced for it ("nonland permanent with mana value X": 601.2b, X is announced
    before targets are chosen, 601.2c)."""
    return re.sub(r"\bX\b", str(x), kind)

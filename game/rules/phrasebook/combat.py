"""Instructions about combat: "Target creature can't be blocked this turn.", "Target creature can't block this
turn." (restrictions, 509.1b, kept as abilities in layer 6), "Two target creatures you control that share a creature
type can't be blocked this turn.", "Creatures without flying can't block this turn.", "Target creature you control fights target creature
you don't control." (701.12), "Tap target creature you control and target creature of an opponent's choice they
control. Those creatures fight each other.", "Remove target attacking or blocking creature from combat." (506.4); this turn's requirements: "Target creature attacks this
turn if able.", "... must be blocked this turn if able.", "All creatures able to block target creature this turn do
so."."""
import re

from game.rules.abilities import SpellEffect
from game.rules.phrases import (
    ONE_TARGET_WORD, OPPONENTS_CHOICE, SAME_TARGET, SELF_NAMES, SHARE_A_CREATURE_TYPE, TARGET, target_filter, targeted,
)
from game.rules.phrasebook.evasion import creatures_described
from game.rules.phrasebook.combat_keywords import LURE, MUST_ATTACK, MUST_BE_BLOCKED, THIS_TURN_WORDS, this_turn_words
from game.rules.phrasebook.permanents import destroy_that_creature
from game.rules.registry import reads

_SECOND_TARGET = TARGET.replace("up_to", "up_to2").replace("what", "what2")


def _lowered(sentence: str) -> str:
    return sentence[0].lower() + sentence[1:]


@reads
def cant_block(sentence: str) -> list[SpellEffect] | None:
    """"Target creature can't be blocked this turn.", "It can't block this turn.", "This creature can't be blocked
    this turn." (its own permanent), "This creature can attack this turn as though it didn't have defender." (702.3b):
    abilities in layer 6 until the cleanup step (514.2)."""
    if not (m := re.fullmatch(rf"(?:(?P<self>{SELF_NAMES})|it|they|that creature|{TARGET}) {THIS_TURN_WORDS}"
                              r"(?: except by (?P<except>[^.]+))?\.", _lowered(sentence))) or \
            not (words := this_turn_words(m)):
        return None
    if m.group("except"):  # "... can't be blocked this turn except by creatures with haste." (509.1b, evasion.py)
        if words != "can't be blocked" or not (kinds := creatures_described(m.group("except"))):
            return None
        words = f"can't be blocked except by:{'|'.join(kinds)}"
    detail = (("6", "add_abilities", (words,)),)
    if m.group("self"):
        return [SpellEffect("until_end_of_turn", detail=detail)]  # its own permanent (no target)
    if m.group("what") is None:
        return [SpellEffect("until_end_of_turn", target=SAME_TARGET, detail=detail)]
    return targeted("until_end_of_turn", m, detail=detail)


# This turn's requirements (508.1d, 509.1c), kept as the printed ones are (phrasebook/combat_keywords.py)
_THIS_TURN = {"attacks this turn if able": MUST_ATTACK, "must be blocked this turn if able": MUST_BE_BLOCKED}


@reads
def requirement_this_turn(sentence: str) -> list[SpellEffect] | None:
    """"Target creature attacks this turn if able.", "... must be blocked this turn if able.", "All creatures able
    to block target creature this turn do so.", "Target creature blocks this creature this turn if able.": until
    the cleanup step (514.2), as abilities in layer 6."""
    if m := re.fullmatch(rf"{TARGET} (?P<required>{'|'.join(_THIS_TURN)})\.", _lowered(sentence)):
        required = _THIS_TURN[m.group("required")]
    elif m := re.fullmatch(rf"All creatures able to block {TARGET} this turn do so\.", sentence):
        required = LURE
    elif (m := re.fullmatch(rf"{TARGET} blocks {SELF_NAMES} this turn if able\.", _lowered(sentence))) and \
            not m.group("up_to"):  # 509.1c: that creature, required to block its source (block_requirements.py)
        return targeted("blocks_source_if_able", m)
    else:
        return None
    return targeted("until_end_of_turn", m, detail=(("6", "add_abilities", (required,)),))


@reads
def none_block_this_turn(sentence: str) -> list[SpellEffect] | None:
    """"Creatures without flying can't block this turn.", "Creatures can't block this turn.": a rule for the rest of
    the turn, not a change to the creatures there now (611.2c): any such creature can't block (509.1b)."""
    if m := re.fullmatch(r"Creatures(?P<without> without flying)? can't block this turn\.", sentence):
        return [SpellEffect("cant_block_this_turn", detail=("creature" + (m.group("without") or ""),))]
    return None


@reads
def two_cant_block(sentence: str) -> list[SpellEffect] | None:
    """"Two target creatures you control that share a creature type can't be blocked this turn.": two targets of
    one word "target" (115.3), the restriction between them checked as they're chosen and as it resolves
    (601.2c, 608.2b: target_relations.py)."""
    if not (m := re.fullmatch(rf"Two target creatures(?P<whose> you control)?(?: (?P<relation>{SHARE_A_CREATURE_TYPE}))? "
                              r"(?P<words>can't be blocked|can't block) this turn\.", sentence)):
        return None
    word = ONE_TARGET_WORD + (sentence, m.group("relation") or "")
    detail = (("6", "add_abilities", (m.group("words"),)),)
    return [SpellEffect("until_end_of_turn", target=f"creature{m.group('whose') or ''}", quality=word,
                        detail=detail)] * 2


@reads
def fight(sentence: str) -> list[SpellEffect] | None:
    """701.12a: each of the two target creatures deals damage equal to its power to the other."""
    if not (m := re.fullmatch(rf"{TARGET} fights {_SECOND_TARGET}\.", _lowered(sentence))) or \
            m.group("up_to") or m.group("up_to2"):
        return None
    wanted = [target_filter(m.group("what")), target_filter(m.group("what2"))]
    if any(w is None or w.players or w.any_target for w in wanted):
        return None
    return [SpellEffect("fight", target=m.group("what")), SpellEffect("fight_other", target=m.group("what2"))]


@reads
def tap_and_fight(text: str) -> list[SpellEffect] | None:
    """"Tap target creature you control and target creature of an opponent's choice they control. Those creatures
    fight each other." (701.12a; the second target chosen by an opponent: opponents_choice.py)."""
    if not (m := re.fullmatch(rf"Tap {TARGET} and target creature of an opponent's choice they control\. Those "
                              r"creatures fight each other\.", text)) or m.group("up_to"):
        return None
    wanted = target_filter(m.group("what"))
    if wanted is None or wanted.players or wanted.any_target or wanted.card_types != {"Creature"}:
        return None
    return [SpellEffect("tap", target=m.group("what")), SpellEffect("fight", target=SAME_TARGET),
            SpellEffect("tap", target="creature an opponent controls", quality=(OPPONENTS_CHOICE,)),
            SpellEffect("fight_other", target=SAME_TARGET)]


@reads
def remove_from_combat(sentence: str) -> list[SpellEffect] | None:
    if m := re.fullmatch(rf"Remove {TARGET} from combat\.", sentence):
        return targeted("remove_from_combat", m)
    return None


def to_the_damaged_creature(effect_text: str) -> list[SpellEffect] | None:
    """The effect of "Whenever this land deals combat damage to a creature, tap that creature and it doesn't untap
    during its controller's next untap step." ("that creature": the one it dealt damage to; read in that trigger
    only, oracle._triggered)."""
    if effect_text == "Tap that creature and it doesn't untap during its controller's next untap step.":
        return [SpellEffect("tap_damaged", detail=("stays tapped",))]
    return destroy_that_creature(effect_text, "damaged")

"""Instructions that change creatures until end of turn (611.2a): "Target creature gets +2/+2 until end of
turn.", "Target creature gains haste until end of turn.", "... gets +1/+1 and gains flying until end of turn.",
"It gains ..." / "They gain ..." / "That creature gains ..." (the same target; "It gains haste." with no duration,
611.2a), "This creature gets +X/+0 until end of turn." (itself),
"... has base power and toughness 3/3 until end of turn." (613.4b), "If it's a creature, it gets +1/+1 until end
of turn.", "Target Elf creature gets +2/+2 and has trample for as long as this creature remains tapped." (611.2b:
while its source is tapped), "If it's an artifact creature, it gains indestructible until end of turn.", "Creatures you control get
+1/+1 until end of turn.", "Target Vehicle becomes an artifact creature until end of turn." (205.1b; "When this Vehicle enters, it becomes
...": itself). The same
changes as static abilities read (STATIC_CHANGE, oracle.py): "Enchanted creature gets +1/+1 and has flying.",
"Creatures you control have haste."."""
import re
from dataclasses import replace

from game.rules.abilities import SpellEffect, is_keyword
from game.rules.phrasebook.combat_keywords import THIS_TURN_WORDS, this_turn_words
from game.rules.phrases import SAME_TARGET, SELF_NAMES, TARGET, target_filter
from game.rules.registry import reads

_PT = r"(?P<power>[+-]\d+)/(?P<toughness>[+-]\d+)"
_KEYWORD_LIST = r"(?P<keywords>[a-z ]+?(?:(?:, | and |, and )[a-z ]+?)*)"
_BASE = r"(?:has|have) base power and toughness (?P<base_power>\d+)/(?P<base_toughness>\d+)"  # 613.4b
CHANGE = rf"(?:gets? {_PT}(?: and gains? {_KEYWORD_LIST})?|gains? {_KEYWORD_LIST.replace('keywords', 'only')}|{_BASE})"
# A static ability's change, as long as it applies: "gets +1/+1 and has flying", "have haste" (613.1f, 613.4c)
STATIC_CHANGE = (rf"(?:gets? {_PT}(?: and (?:has|have) {_KEYWORD_LIST})?|(?:has|have) "
                 rf"{_KEYWORD_LIST.replace('keywords', 'only')}|{_BASE})")
UNTIL = r" until end of turn\."
# "Untap target Griffin. If it's a creature, it gets +1/+1 ...", "If it's an artifact creature, it gains
# indestructible ...": checked as it resolves; a quality of IF_ITS and the words ("a creature")
IF_ITS = "if it's "
FOR_GOOD = "no duration"  # "It gains haste." (611.2a: until the permanent leaves the battlefield, 400.7)


def it_is(words: str) -> str:
    """The card words of "a creature", "an artifact creature"."""
    return re.sub(r"^an? ", "", words)


def change_parts(m) -> tuple | None:
    """The layers of the change: keywords in layer 6 (613.1f), +N/+N in 7c (613.4c)."""
    if m.group("base_power"):  # layer 7b
        return (("7b", "set_pt", (int(m.group("base_power")), int(m.group("base_toughness")))),)
    words = m.group("keywords") or m.group("only") or ""
    keywords = [k for k in re.split(r", and |, | and ", words) if k]
    if not all(map(is_keyword, keywords)):
        return None
    parts = (("6", "add_keywords", tuple(keywords)),) if keywords else ()
    if m.group("power"):
        parts += (("7c", "modify_pt", (int(m.group("power")), int(m.group("toughness")))),)
    return parts


# "... gets +1/+0 until end of turn and can't be blocked this turn.": the same duration (514.2), one more part
_AND_THIS_TURN = re.compile(rf"(?P<head>.+ until end of turn) and {THIS_TURN_WORDS}\.")


@reads
def until_end_of_turn(sentence: str) -> list[SpellEffect] | None:
    if (m := _AND_THIS_TURN.fullmatch(sentence)) and (words := this_turn_words(m)):
        found = until_end_of_turn(f"{m.group('head')}.")
        if not found or len(found) != 1 or found[0].kind != "until_end_of_turn":
            return None  # (a group's "can't be blocked this turn" isn't locked in as it resolves, 611.2c)
        return [replace(found[0], detail=found[0].detail + (("6", "add_abilities", (words,)),))]
    if m := re.fullmatch(rf"{TARGET} {CHANGE}{UNTIL}", sentence[0].lower() + sentence[1:]):
        wanted = target_filter(m.group("what"))
        parts = change_parts(m)
        if wanted is None or wanted.players or wanted.any_target or parts is None:
            return None
        return [SpellEffect("until_end_of_turn", target=m.group("what"), optional=bool(m.group("up_to")),
                            detail=parts)]
    if (m := re.fullmatch(rf"(?:It|They|That creature) {CHANGE}{UNTIL}", sentence)) and \
            (parts := change_parts(m)) is not None:
        return [SpellEffect("until_end_of_turn", target=SAME_TARGET, detail=parts)]
    if (m := re.fullmatch(rf"(?:It|That creature) {CHANGE}\.", sentence)) and not m.group("power") and \
            not m.group("base_power") and (parts := change_parts(m)) is not None:  # 611.2a: no duration
        return [SpellEffect("until_end_of_turn", target=SAME_TARGET, quality=(FOR_GOOD,), detail=parts)]
    if (m := re.fullmatch(rf"{SELF_NAMES} {CHANGE}{UNTIL}", sentence)) and (parts := change_parts(m)) is not None:
        return [SpellEffect("until_end_of_turn", detail=parts)]  # its own permanent (no target)
    if (m := re.fullmatch(rf"If it's (?P<kind>an? [a-z ]+?), it {CHANGE}{UNTIL}", sentence)) and \
            (parts := change_parts(m)) is not None and target_filter(f"{it_is(m.group('kind'))} card from a graveyard"):
        return [SpellEffect("until_end_of_turn", target=SAME_TARGET, quality=(IF_ITS + m.group("kind"),), detail=parts)]
    if (m := re.fullmatch(rf"{TARGET} {STATIC_CHANGE} for as long as {SELF_NAMES} remains tapped\.",
                          sentence[0].lower() + sentence[1:])) and not m.group("up_to") and \
            (wanted := target_filter(m.group("what"))) and not wanted.players and not wanted.any_target and \
            (parts := change_parts(m)) is not None:  # 611.2b
        return [SpellEffect("while_source_tapped", target=m.group("what"), detail=parts)]
    if (m := re.fullmatch(rf"Creatures you control {CHANGE}{UNTIL}", sentence)) and (parts := change_parts(m)) is not None:
        return [SpellEffect("each_until_end_of_turn", detail=parts)]
    if m := re.fullmatch(rf"(It|{SELF_NAMES}) becomes an artifact creature{UNTIL}", sentence):  # 205.1b, as below
        return [SpellEffect("until_end_of_turn", target=SAME_TARGET if m.group(1) == "It" else "",
                            detail=(("4", "add_types", ("Artifact", "Creature")),))]
    if (m := re.fullmatch(rf"{TARGET} becomes an artifact creature{UNTIL}", sentence[0].lower() + sentence[1:])) \
            and not m.group("up_to") and (wanted := target_filter(m.group("what"))) and not wanted.players:
        # 205.1b: "becomes an artifact creature" keeps its other card types and subtypes (layer 4)
        return [SpellEffect("until_end_of_turn", target=m.group("what"),
                            detail=(("4", "add_types", ("Artifact", "Creature")),))]
    return None


def to_the_crewed_vehicle(effect_text: str) -> list[SpellEffect] | None:
    """The effect of "Whenever this creature crews a Vehicle, that Vehicle gets +1/+1 until end of turn." ("that
    Vehicle": the one it crewed, 702.122b; read in that trigger only, oracle._triggered)."""
    if (m := re.fullmatch(rf"That Vehicle {CHANGE}{UNTIL}", effect_text)) and (parts := change_parts(m)) is not None:
        return [SpellEffect("crewed_until_end_of_turn", detail=parts)]
    return None

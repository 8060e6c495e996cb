"""Evasion and protection instructions until end of turn (611.2a, 613.1f): "Target creature loses all landwalk
abilities until end of turn." (702.14a: every "[type]walk"); "Target creature loses banding and all "bands with
other" abilities until end of turn." (702.22b); "Target creature loses first strike or swampwalk until
end of turn." (one of them, chosen by the ability's controller as it resolves, 608.2d); "Target creature gains
protection from the color of your choice until end of turn." (702.16a, the color chosen as it resolves); "Target
creature with flying has base power 0 until end of turn." (613.4b); "Choose a player with the most life or tied for
most life. Target creature can't be blocked by creatures that player controls this turn." (509.1b). Exalted
(702.83a), a triggered ability: "Whenever a creature you control attacks alone, that creature gets +1/+1 until end
of turn.". A restriction on blocking both ways (509.1b): "This token can't block or be blocked by non-Spirit
creatures.", "This creature can block only creatures with flying.", "This creature can't be blocked by creatures
with power 2 or less."."""
import re

from game.rules.abilities import SpellEffect, TriggeredAbility, is_keyword
from game.rules.phrases import CREATURE_TYPE, NUMBER, SELF_NAMES, TARGET, number, target_filter, targeted
from game.rules.registry import reads


def exalted(line: str) -> list:
    """702.83a: "Exalted", a triggered ability on the event "attacks_alone" (506.5, triggers.attacks_alone)."""
    return [TriggeredAbility("attacks_alone", (SpellEffect("exalted"),), text=line)] if line == "Exalted" else []


# 509.1b: "This token can't block or be blocked by non-Spirit creatures." (kept by its words, evasion.py)
TYPE_BOUND = "ability:can't block or be blocked by non-"
BLOCKS_ONLY_FLYING = "ability:can block only creatures with flying"
POWER_BOUND = "ability:can't be blocked by creatures with power "  # then "2 or less" / "2 or greater"
UNBLOCKABLE_WHILE_DEFENDER_CONTROLS = "ability:can't be blocked as long as defending player controls:"  # card type
BLOCKED_ONLY_BY_POWER_AT_LEAST_ITS = "ability:creatures with power less than its power can't block it"
YOURS_BLOCKED_ONLY_BY_POWER_AT_LEAST_ITS = "ability:creatures with power less than its power can't block yours"
# "ability:can't be blocked by:" (or "can't be blocked except by:", "can't block:") then target phrases joined by
# "|" ("artifact creature", "Wall|creature with flying")


def type_bound(line: str) -> list:
    """Both restrictions at once: it can't block an attacker without the type, nor be blocked by a blocker
    without it."""
    if m := re.fullmatch(rf"{SELF_NAMES} can't block or be blocked by non-({CREATURE_TYPE}) creatures\.", line):
        return [f"{TYPE_BOUND}{m.group(1)} creatures"]
    return []


def block_bounds(line: str) -> list:
    """509.1b, restrictions on its blocking: "This creature can block only creatures with flying.", "This creature
    can't block creatures with power 2 or greater."; on the blocks of it: "This creature can't be blocked by
    creatures with power 2 or less.", "... can't be blocked as long as defending player controls an artifact.",
"... can't be blocked by artifact creatures." / "... by Walls.", "... can't be
    blocked except by Walls and/or creatures with flying.", "Creatures with power less than this creature's power
    can't block it." / "... can't block creatures you control." (the blockers described as a target phrase is, evasion.py)."""
    if re.fullmatch(rf"{SELF_NAMES} can block only creatures with flying\.", line):
        return [BLOCKS_ONLY_FLYING]
    if m := re.fullmatch(rf"{SELF_NAMES} can't be blocked by creatures with power ({NUMBER}) or (less|greater)\.",
                         line):
        return [f"{POWER_BOUND}{number(m.group(1))} or {m.group(2)}"]
    if m := re.fullmatch(rf"{SELF_NAMES} can't be blocked as long as defending player controls an? "
                         r"(artifact|enchantment)\.", line):
        return [f"{UNBLOCKABLE_WHILE_DEFENDER_CONTROLS}{m.group(1).capitalize()}"]
    if line == "Creatures with power less than this creature's power can't block it.":
        return [BLOCKED_ONLY_BY_POWER_AT_LEAST_ITS]
    if line == "Creatures with power less than this creature's power can't block creatures you control.":
        return [YOURS_BLOCKED_ONLY_BY_POWER_AT_LEAST_ITS]
    if (m := re.fullmatch(rf"{SELF_NAMES} (?P<verb>can't be blocked by|can't be blocked except by|can't block) "
                          r"(?P<what>.+)\.", line)) and (kinds := creatures_described(m.group("what"))):
        return [f"ability:{m.group('verb')}:{'|'.join(kinds)}"]
    return []


def creatures_described(words: str) -> list[str] | None:
    """"artifact creatures", "Walls", "Walls and/or creatures with flying", "creatures with flying or reach": the
    target phrases of the creatures described, one for each kind named; None unless each is a plain description of
    creatures (no controller, no status)."""
    kinds = []
    for part in words.split(" and/or "):
        if m := re.fullmatch(r"creatures with (\w+) or (\w+)", part):
            kinds += [f"creature with {m.group(1)}", f"creature with {m.group(2)}"]
        else:
            kinds.append(part.replace("creatures", "creature") if "creatures" in part else part.removesuffix("s"))
    for kind in kinds:
        wanted = target_filter(kind)
        if wanted is None or wanted.players or wanted.any_target or wanted.whose or wanted.status or wanted.other \
                or wanted.entered_this_turn or wanted.zone != "battlefield":
            return None
    return kinds


@reads
def loses_until_end_of_turn(sentence: str) -> list[SpellEffect] | None:
    if not (m := re.fullmatch(rf"{TARGET} loses (?P<lost>.+) until end of turn\.", sentence[0].lower() + sentence[1:])):
        return None
    lost = m.group("lost")
    if lost == "all landwalk abilities":
        return targeted("until_end_of_turn", m, detail=(("6", "lose_landwalks", ()),))
    if lost == 'banding and all "bands with other" abilities':  # 702.22b: losing banding loses those as well
        return targeted("until_end_of_turn", m, detail=(("6", "lose_keywords", ("banding",)),))
    if lost == 'all "bands with other" abilities':
        return targeted("until_end_of_turn", m, detail=(("6", "lose_bands_with_other", ()),))
    if (either := lost.split(" or ")) and len(either) == 2 and all(map(is_keyword, either)):
        return targeted("lose_one_keyword", m, detail=tuple(either))
    return None


@reads
def base_power(sentence: str) -> list[SpellEffect] | None:
    """"Target creature with flying has base power 0 until end of turn." (613.4b, layer 7b)"""
    sentence = sentence[0].lower() + sentence[1:]
    if m := re.fullmatch(rf"{TARGET} has base power (?P<power>\d+) until end of turn\.", sentence):
        return targeted("base_power", m, amount=int(m.group("power")))
    return None


@reads
def protection_from_chosen_color(sentence: str) -> list[SpellEffect] | None:
    """"Target creature you control gains protection from the color of your choice until end of turn." (702.16a)"""
    if m := re.fullmatch(rf"{TARGET} gains protection from the color of your choice until end of turn\.",
                         sentence[0].lower() + sentence[1:]):
        return targeted("protection_from_chosen_color", m)
    return None


@reads
def unblockable_by_richest(text: str) -> list[SpellEffect] | None:
    """The player chosen as it resolves (608.2d); "this turn": until the cleanup step (514.2)."""
    if m := re.fullmatch(rf"Choose a player with the most life or tied for most life\. {TARGET} can't be blocked by "
                         r"creatures that player controls this turn\.", text.replace(". Target ", ". target ")):
        return targeted("unblockable_by_most_life", m)
    return None

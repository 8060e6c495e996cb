"""Keyword abilities with rules of their own, as lands have them: dredge (702.52), hideaway (702.75) and the play it allows,
typecycling (702.29e), prowess (702.108), speed's, the monarch's and rad counters' inherent triggered abilities (702.179d, 722.2,
725.1), "~ can be your commander." (903.3a: a rule of
deck construction, which game/decks/validation.py honours; nothing in a game). Read elsewhere: "Ascend" (702.131) and
"Start your engines!" (702.179a) as keywords (oracle._keywords), "Max speed — [ability]" (702.178a) by
oracle._line_abilities with MAX_SPEED, "Activate only if you have the city's blessing." by phrases.condition."""
import re

from game.rules.abilities import DREDGE, Condition, CyclingAbility, InherentTrigger, SpellEffect, TriggeredAbility
from game.rules.phrases import NUMBER, condition, number
from game.rules.registry import reads

_TYPECYCLING = re.compile(r"(Basic landcycling|Landcycling|Plainscycling|Islandcycling|Swampcycling|Mountaincycling"
                          r"|Forestcycling) ((?:\{[0-9WUBRGC]+\})+)")
MAX_SPEED = Condition("speed", at_least=4)  # 702.179e
# 702.179d, worded as the rules word it: the ability every player with speed has.
SPEED_TEXT = ("Whenever one or more opponents lose life during your turn, if your speed is less than 4, your speed "
              "increases by 1. This ability triggers only once each turn.")
# 722.2: the monarch's (monarch.py); 725.1: rad counters' (rad_counters.py).
END_STEP_TEXT = "At the beginning of the monarch's end step, that player draws a card."
DAMAGE_TEXT = "Whenever a creature deals combat damage to the monarch, its controller becomes the monarch."
RAD_TEXT = ("At the beginning of each player's precombat main phase, if that player has one or more rad counters, "
            "that player mills a number of cards equal to the number of rad counters they have. For each nonland "
            "card milled this way, that player loses 1 life and removes one rad counter from themselves.")
_PLAY_EXILED = re.compile(r"You may play the exiled card without paying its mana cost if (.+)\.")


def keyword_abilities(line: str) -> list:
    """A line that is one keyword ability of this family: "Hideaway 4", "Basic landcycling {1}"."""
    if re.fullmatch(r"~ can be your [Cc]ommander\.", line):  # 903.3a: deck construction (decks/validation.py)
        return ["deck:can be your commander"]
    if line == SPEED_TEXT:
        return [InherentTrigger((SpellEffect("speed_up", 1),), line)]
    if line == END_STEP_TEXT:  # 722.2: the monarch's, controlled by the monarch ("that player")
        return [InherentTrigger((SpellEffect("draw", 1),), line)]
    if line == DAMAGE_TEXT:
        return [InherentTrigger((SpellEffect("creature_controller_becomes_monarch"),), line)]
    if line == RAD_TEXT:  # 725.1
        return [InherentTrigger((SpellEffect("radiation"),), line)]
    if line == "Prowess":  # 702.108a: "Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn."
        pumped = SpellEffect("until_end_of_turn", detail=(("7c", "modify_pt", (1, 1)),))
        return [TriggeredAbility("cast", (pumped,), spell="noncreature spell", text=line)]
    if m := re.fullmatch(r"Dredge (\d+)", line):  # 702.52a: a replacement effect from the graveyard (dredge.py)
        return [f"{DREDGE}{m.group(1)}"]
    if m := re.fullmatch(r"Hideaway (\d+)", line):  # 702.75a: a triggered ability, "When this permanent enters, ..."
        return [TriggeredAbility("enters", (SpellEffect("hideaway", int(m.group(1))),), text=line)]
    if m := _TYPECYCLING.fullmatch(line):
        keyword = m.group(1).lower()
        kind = keyword.removesuffix("cycling")
        finds = ("basic", "land") if kind == "basic land" else ("land",) if kind == "land" else (kind.capitalize(),)
        return [CyclingAbility(m.group(2), keyword, finds)]
    return []


def play_condition(text: str) -> tuple | None:
    """The condition of a hideaway land's play, as data checked on resolution (performing/keywords.py)."""
    if m := re.fullmatch(rf"a library has ({NUMBER}) or fewer cards in it", text):
        return ("library_at_most", number(m.group(1)))
    if m := re.fullmatch(r"creatures you control have total power (\d+) or greater", text):
        return ("total_power_at_least", int(m.group(1)))
    if text == "each player has no cards in hand":
        return ("no_cards_in_hand",)
    if m := re.fullmatch(rf"you attacked with ({NUMBER}) or more creatures this turn", text):
        return ("attacked_with_at_least", number(m.group(1)))
    if m := re.fullmatch(rf"an opponent was dealt ({NUMBER}) or more damage this turn", text):
        return ("opponent_dealt_at_least", number(m.group(1)))
    if condition(text) is not None:  # "you control four or more legendary creatures"
        return ("condition", text)
    return None


@reads
def play_exiled(sentence: str) -> list[SpellEffect] | None:
    """"You may play the exiled card without paying its mana cost if CONDITION." (607.2a: the card exiled by
    this object's hideaway)."""
    if (m := _PLAY_EXILED.fullmatch(sentence)) and (when := play_condition(m.group(1))):
        return [SpellEffect("play_exiled", detail=when)]
    return None

"""Keyword mechanics with rules of their own, as lands have them, each read as the abilities its rule says it
represents: reinforce (702.77a), transmute (702.53a), vanishing (702.63a), modular (702.43a), graft (702.58a),
cumulative upkeep (702.24a), station (newer than the 2025-02-07 rules: read by its reminder text) and the keyword
action discover (701.55a)."""
import re

from game.rules.abilities import ActivatedAbility, Condition, EntersTapped, Selector, SpellEffect, TriggeredAbility
from game.rules.phrases import NUMBER, number
from game.rules.registry import reads

_COST = r"((?:\{[0-9WUBRGCX]+\})+)"


def mechanic_abilities(line: str) -> list:
    """A line that is one keyword of this family, as the abilities it stands for."""
    if m := re.fullmatch(rf"Reinforce ({NUMBER})\u2014{_COST}", line):
        # 702.77a: "[Cost], Discard this card: Put N +1/+1 counters on target creature." (from the hand)
        put = SpellEffect("put_counters", number(m.group(1)), target="creature", detail=("+1/+1",))
        return [ActivatedAbility((put,), cost=m.group(2), from_hand=True, text=line)]
    if m := re.fullmatch(rf"Transmute {_COST}", line):
        # 702.53a: "[Cost], Discard this card: Search your library for a card with the same mana value as the
        # discarded card, reveal that card, and put it into your hand. Then shuffle your library. Activate only
        # as a sorcery."
        return [ActivatedAbility((SpellEffect("transmute"),), cost=m.group(1), from_hand=True, sorcery=True,
                                 text=line)]
    if m := re.fullmatch(r"Vanishing (\d+)", line):
        # 702.63a: "This permanent enters with N time counters on it," "At the beginning of your upkeep, if this
        # permanent has a time counter on it, remove a time counter from it," and "When the last time counter is
        # removed from this permanent, sacrifice it."
        remove = SpellEffect("remove_counters", 1, detail=("time",))
        return [EntersTapped(counters=(("time", int(m.group(1))),), tapped=False, text=line),
                TriggeredAbility("step", (remove,), step="upkeep", whose="you", text=line,
                                 condition=Condition("counters:time", at_least=1)),
                TriggeredAbility("last_time_counter", (SpellEffect("sacrifice_self"),),
                                 text=line)]
    if m := re.fullmatch(r"Modular (\d+)", line):
        # 702.43a: "This permanent enters with N +1/+1 counters on it" and "When this permanent is put into a
        # graveyard from the battlefield, you may put a +1/+1 counter on target artifact creature for each +1/+1
        # counter on this permanent."
        return [EntersTapped(counters=(("+1/+1", int(m.group(1))),), tapped=False, text=line),
                TriggeredAbility("leaves", (SpellEffect("modular", target="artifact creature"),), text=line)]
    if m := re.fullmatch(r"Graft (\d+)", line):
        # 702.58a: "This permanent enters with N +1/+1 counters on it" and "Whenever another creature enters, if
        # this permanent has a +1/+1 counter on it, you may move a +1/+1 counter from this permanent onto that
        # creature."
        return [EntersTapped(counters=(("+1/+1", int(m.group(1))),), tapped=False, text=line),
                TriggeredAbility("enters", (SpellEffect("graft"),), another=True,
                                 selector=Selector(card_types=frozenset({"Creature"})), condition=Condition("counters:+1/+1", at_least=1), text=line)]
    if m := re.fullmatch(rf"Cumulative upkeep(?: {_COST}|\u2014Pay (\d+) life\.)", line):
        # 702.24a: "At the beginning of your upkeep, if this permanent is on the battlefield, put an age counter on
        # this permanent. Then you may pay [cost] for each age counter on it. If you don't, sacrifice it."
        cost = ("pay", m.group(1)) if m.group(1) else ("life", int(m.group(2)))
        upkeep = SpellEffect("cumulative_upkeep", detail=cost)
        return [TriggeredAbility("step", (upkeep,), step="upkeep", whose="you", text=line)]
    if line == "Station":
        # Not in the 2025-02-07 rules: performed exactly as the reminder text printed on the Planets says, "Tap
        # another creature you control: Put charge counters equal to its power on this Planet. Station only as a
        # sorcery." (tapping as a cost takes an untapped one, 701.21a; its power as it was tapped, 608.2h).
        put = SpellEffect("put_counters", 1, detail=("charge",), x="the tapped creature's power")
        return [ActivatedAbility((put,), paid_with=(("tap", 1, "untapped creature you control", True),),
                                 sorcery=True, text=line)]
    return []


def station_threshold(line: str) -> tuple[int, str] | None:
    """"12+ | {G}, {T}: Add {G} for each creature you control.": the station symbol's charge counters and the
    ability a permanent has while it has at least that many (as Max speed, its ability is activated only then;
    not in the 2025-02-07 rules, read as the later rules say)."""
    if m := re.fullmatch(r"(\d+)\+ \| (.+)", line):
        return int(m.group(1)), m.group(2)
    return None


@reads
def discover(sentence: str) -> list[SpellEffect] | None:
    """"Discover N." (701.55a)."""
    if m := re.fullmatch(r"Discover (\d+)\.", sentence):
        return [SpellEffect("discover", int(m.group(1)))]
    return None

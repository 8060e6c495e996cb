"""702.62 suspend: "Suspend N—[cost]" means "If you could begin to cast this card by putting it onto the stack from
your hand, you may pay [cost] and exile it with N time counters on it. This action doesn't use the stack," and "At
the beginning of your upkeep, if this card is suspended, remove a time counter from it," and "When the last time
counter is removed from this card, if it's exiled, you may play it without paying its mana cost if able. If you
don't, it remains exiled. If you cast a creature spell this way, it gains haste until you lose control of the spell
or the permanent it becomes." (702.62a; suspended: in exile with suspend and a time counter, 702.62b).

Exiling it is a special action (116.2f: actions.Suspend, spells.suspend): with priority, and only if its owner
could begin to cast it from their hand now (702.62c: timing, split second); the player keeps priority (116.3). Its two triggered abilities work in exile (``works_from`` "exile": triggers.step_began,
triggers.last_counter_removed); they are performed in performing/suspend.py: the time counter removed, then a
"suspend" choice to cast it (608.2g, 107.3b), a creature spell with haste while its caster controls it (GameObject
``suspend_haste``: zones.move_object)."""
import re
from dataclasses import dataclass

from game.rules.abilities import SpellEffect, TriggeredAbility

_SUSPEND = re.compile(r"Suspend ([1-9][0-9]*)\u2014((?:\{[0-9WUBRGC/]+\})+)")
TEXTS = ("At the beginning of your upkeep, if this card is suspended, remove a time counter from it.",
         "When the last time counter is removed from this card, if it's exiled, you may play it without paying its "
         "mana cost if able.")


@dataclass(frozen=True)
class Suspend:
    """A card's suspend: its number of time counters and its cost."""

    counters: int
    cost: str


def suspend_abilities(line: str) -> list:
    """"Suspend 4—{1}{R}" read (not X): the special action's terms and the two triggered abilities; [] for any other
    line."""
    if not (m := _SUSPEND.fullmatch(line)):
        return []
    return [Suspend(int(m.group(1)), m.group(2)),
            TriggeredAbility("step", (SpellEffect("suspend_tick"),), step="upkeep", whose="you", works_from="exile",
                             text=TEXTS[0]),
            TriggeredAbility("last_time_counter", (SpellEffect("suspend_cast"),), works_from="exile", text=TEXTS[1])]


def suspend_of(abilities) -> Suspend | None:
    return next((a for a in abilities if isinstance(a, Suspend)), None)


def suspended(state, obj) -> bool:
    """702.62b: in exile, with suspend and a time counter on it."""
    return obj.zone == "exile" and obj.counters.get("time", 0) > 0 and suspend_of(state.spec(obj).abilities) is not None


"""A Saga's chapter abilities (714.2): "I — This Saga gains "{T}: Add {C}."", "I, II — Create a 1/1 white
Soldier creature token." (714.2c: one ability per chapter number), each a triggered ability whose effect is read
by the effect phrases; the lore counters that trigger them and the Saga's sacrifice are game/rules/sagas.py's."""
import re

from game.rules.abilities import TriggeredAbility
from game.rules.registry import ORACLE

_ROMAN = {"I": 1, "V": 5, "X": 10}
_CHAPTER = re.compile(r"(?P<chapters>[IVX]+(?:, [IVX]+)*) \u2014 (?P<effect>.+)")


def roman(numeral: str) -> int:
    """714.2a: "I" is 1, "IV" is 4 (a smaller numeral before a greater one is taken away)."""
    values = [_ROMAN[c] for c in numeral]
    return sum(-v if v < after else v for v, after in zip(values, values[1:] + [0]))


def final_chapter_number(chars) -> int:
    """714.2d: the greatest chapter number among the chapter abilities it has (0 with none)."""
    return max((n for a in chars.abilities if isinstance(a, TriggeredAbility) for n in a.chapters), default=0)


def chapter_ability(line: str) -> TriggeredAbility | None:
    """714.2b: "{rN}—[Effect]" means "When one or more lore counters are put onto this Saga, if the number of lore
    counters on it was less than N and became at least N, [effect]." An effect that doesn't read is left to the
    players (no instructions: the line stays manual), but the chapter is still there: it triggers, and it counts
    for the final chapter number (714.2d)."""
    if not (m := _CHAPTER.fullmatch(line)):
        return None
    effects = ORACLE["effect_sentences"](m.group("effect")) or ()
    chapters = tuple(roman(n) for n in m.group("chapters").split(", "))
    return TriggeredAbility("chapter", tuple(effects), chapters=chapters, text=line)

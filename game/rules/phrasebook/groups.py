"""Instructions for each permanent of a group, chosen as they resolve (608.2h, 611.2c): "Put a +1/+1 counter on
each creature that entered this turn.", "... on each green creature that entered this turn.", "... on each Frog,
Rabbit, Raccoon, or Squirrel you control that entered the battlefield this turn.", "Soldiers you control get
+1/+1 until end of turn.", "Attacking creatures get +1/+0 until end of turn.", "Other creatures you control get
+1/+1 until end of turn." (not the ability's own permanent). The group is a target phrase without "target"
(phrases.target_filter), matched by targets.fits."""
import re

from game.rules.abilities import SpellEffect
from game.rules.phrasebook.counters import COUNTERS, MEANINGFUL
from game.rules.phrasebook.creatures import CHANGE, UNTIL, change_parts
from game.rules.phrases import SINGULAR, number, target_filter
from game.rules.registry import reads
from game.rules.typeline import CREATURE_TYPES


def group(words: str, plural: bool) -> str | None:
    """The target phrase of one member of a group: "creature that entered this turn" for itself, "Soldier you
    control" for "Soldiers you control" (``plural``), "attacking creature" for "attacking creatures"; None when
    it doesn't read, names players, or is a plural this doesn't know ("Mice")."""
    words = words.replace(" your opponents control", " an opponent controls")  # each one any opponent controls
    m = re.fullmatch(r"(?P<nouns>.+?)(?P<rest>(?: you control| an opponent controls)?"
                     r"(?: that entered(?: the battlefield)? this turn)?)", words)
    singular = []
    for part in re.split(r"(,? or |, )", m.group("nouns")):
        if not plural or re.fullmatch(r",? or |, ", part):
            singular.append(part)
        else:
            *adjectives, noun = part.split(" ")
            if (one := _singular(noun)) is None:
                return None
            singular.append(" ".join([*adjectives, one]))
    phrase = "".join(singular) + m.group("rest")
    wanted = target_filter(phrase)
    return phrase if wanted is not None and not wanted.players and not wanted.any_target \
        and wanted.zone == "battlefield" else None


def _singular(noun: str) -> str | None:
    """"creatures" -> "creature", "Forests", "Elves" -> "Elf", "Allies" -> "Ally", "Merfolk" (a creature type the
    same in the plural); None for a word that isn't a plural this knows."""
    if noun in SINGULAR or noun in _SAME_IN_THE_PLURAL:
        return SINGULAR.get(noun, noun)
    for ending, instead in (("ves", "f"), ("ies", "y")):
        if noun.endswith(ending) and noun[:-len(ending)] + instead in CREATURE_TYPES:
            return noun[:-len(ending)] + instead
    return noun[:-1] if noun.endswith("s") and not noun.endswith(("ves", "ss")) else None


_SAME_IN_THE_PLURAL = frozenset({"Merfolk", "Kithkin", "Moonfolk", "Kor", "Samurai", "Ninja", "Fish", "Myr", "Eldrazi",
                                 "Aurochs", "Jellyfish"})


@reads
def counters_on_each(sentence: str) -> list[SpellEffect] | None:
    m = re.fullmatch(rf"Put {COUNTERS} on each (?P<each>.+)\.", sentence)
    if not m or m.group("kind") in MEANINGFUL or m.group("each") == "creature you control":
        return None  # (counters.py reads "each creature you control")
    if (phrase := group(m.group("each"), plural=False)) is None:
        return None
    return [SpellEffect("put_counters_on_group", number(m.group("amount")), detail=(m.group("kind"), phrase))]


@reads
def group_until_end_of_turn(sentence: str) -> list[SpellEffect] | None:
    m = re.fullmatch(rf"(?P<other>Other )?(?P<who>[A-Za-z ,-]+?) {CHANGE}{UNTIL}", sentence)
    if not m or m.group("who") == "Creatures you control" or (parts := change_parts(m)) is None:
        return None  # (creatures.py reads "Creatures you control ...")
    who = m.group("who")
    phrase = group(who[0].lower() + who[1:], plural=True) or group(who, plural=True)  # "Attacking", "Soldiers"
    if phrase is None:
        return None
    return [SpellEffect("group_until_end_of_turn", detail=(parts, phrase, bool(m.group("other"))))]

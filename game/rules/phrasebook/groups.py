"""Instructions for each permanent of a group, chosen as they resolve (608.2h, 611.2c): "Put a +1/+1 counter on
each creature that entered this turn.", "... on each green creature that entered this turn.", "... on each Frog,
Rabbit, Raccoon, or Squirrel you control that entered the battlefield this turn.", "Soldiers you control get
+1/+1 until end of turn.", "Attacking creatures get +1/+0 until end of turn.", "Other creatures you control get
+1/+1 until end of turn." (not the ability's own permanent), "Creatures your opponents control get -1/-1 until end
of turn.", "Destroy all enchantments.", "Exile all creatures." (701.8a: each at once), "Untap all creatures you
control." (701.26a). ("Creatures without flying can't block this turn." changes no characteristic but the rules for
the turn, 611.2c: phrasebook/combat.py.) The group is a target phrase without "target" (phrases.target_filter),
matched by targets.fits."""
import re

from game.rules.abilities import SpellEffect
from game.rules.phrasebook.counters import COUNTERS, MEANINGFUL
from game.rules.phrasebook.creatures import CHANGE, UNTIL, change_parts
from game.rules.phrasebook.permanents import NO_REGENERATION
from game.rules.phrases import number, singular_subtype, target_filter
from game.rules.registry import reads


# Words that begin a sentence, capitalized, but aren't subtypes ("Those creatures can't block this turn.")
_NOT_SUBTYPES = {"Those", "These", "Each", "Both", "Monocolored", "Multicolored", "Colorless", "Such"}


def group(words: str, plural: bool) -> str | None:
    """The target phrase of one member of a group: "creature that entered this turn" for itself, "Soldier you
    control" for "Soldiers you control" (``plural``), "attacking creature" for "attacking creatures"; None when
    it doesn't read, names players, or is a plural this doesn't know ("Elves")."""
    words = re.sub(r"^[Aa]ll ", "", words)  # "All creatures get -2/-2 until end of turn.": each of them
    m = re.fullmatch(r"(?P<nouns>.+?)(?P<rest>(?: with(?:out)? [a-z]+)?"
                     r"(?: you control| an opponent controls| your opponents control| you don't control)?"
                     r"(?: that entered(?: the battlefield)? this turn)?)", words)
    singular = []
    for part in re.split(r"(,? or |, )", m.group("nouns")):
        if not plural or re.fullmatch(r",? or |, ", part):
            singular.append(part)
        else:
            *adjectives, noun = part.split(" ")
            one = singular_subtype(noun) if noun[:1].isupper() else \
                noun.removesuffix("s") if noun.endswith("s") and not noun.endswith("ss") else None
            if one is None:
                return None
            singular.append(" ".join([*adjectives, one]))
    phrase = "".join(singular) + m.group("rest")
    if set(re.findall(r"\b[A-Z][\w'-]*", phrase)) & _NOT_SUBTYPES:
        return None  # "Those creatures", "Monocolored creatures": a capital letter that isn't a subtype's
    wanted = target_filter(phrase)
    return phrase if wanted is not None and not wanted.players and not wanted.any_target \
        and wanted.zone == "battlefield" and wanted.whose != "defending" else None  # (a target's only: 802.2a)


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
    # ("... can't block this turn.", "... can't be blocked this turn." change no characteristic, so they apply to
    # whatever is in the group at any time this turn, 611.2c: phrasebook/combat.py)
    if not (m := re.fullmatch(rf"(?P<other>Other )?(?P<who>[A-Za-z ,'-]+?) {CHANGE}{UNTIL}", sentence)) \
            or m.group("who") == "Creatures you control" or (parts := change_parts(m)) is None:
        return None  # (creatures.py reads "Creatures you control ...")
    who = m.group("who")
    phrase = group(who[0].lower() + who[1:], plural=True) or group(who, plural=True)  # "Attacking", "Soldiers"
    if phrase is None:
        return None
    return [SpellEffect("group_until_end_of_turn", detail=(parts, phrase, bool(m.group("other"))))]


@reads
def each_of_a_group(sentence: str) -> list[SpellEffect] | None:
    """701.8a, 406.2, 701.26: "Destroy all creatures.", "Exile all artifacts.", "Untap all creatures you control.":
    the group as it resolves (608.2h)."""
    m = re.fullmatch(r"(Destroy|Exile|Tap|Untap) all (?P<who>[A-Za-z ,'-]+?)\.(?P<no_regeneration> They can't be "
                     r"regenerated\.)?", sentence)  # 701.15c: "Destroy all creatures. They can't be regenerated."
    who = re.sub(r",? and ", lambda w: w.group().replace("and", "or"), m.group("who")) if m else ""
    if not m or (phrase := group(who, plural=True)) is None:  # "artifacts and enchantments": either
        return None
    if m.group("no_regeneration") and m.group(1) != "Destroy":
        return None
    return [SpellEffect(f"{m.group(1).lower()}_group",
                        detail=(phrase,) + (NO_REGENERATION,) * bool(m.group("no_regeneration")))]

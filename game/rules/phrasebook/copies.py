"""Copy effects (707; performed by performing/copies.py and game/rules/copies.py): "You may have this land enter
tapped as a copy of any land on the battlefield." (707.5, a replacement effect: 614.1c), "This land becomes a
copy of target land, except it has this ability." (707.4), "... until end of turn", "Create a token that's a
copy of target creature you control." (111.1, 707.2), with the exceptions to the copying process this reads
(707.9): "except it has this ability" (707.9a), "except it's a Cave in addition to its other types",
"except it's legendary", "except it's a 4/4 black Zombie" (707.9b; on a token too: Adagia, Windswept Bastion);
a token's "except it enters with an additional +1/+1 counter on it" (707.9e: not a copiable value, an
additional effect as the token is created)."""
import re
from dataclasses import dataclass

from game.rules.abilities import SpellEffect
from game.rules.phrases import COLOR_WORDS, SAME_TARGET, SELF_NAMES, TARGET, target_filter, targeted
from game.rules.registry import reads
from game.rules.typeline import CREATURE_TYPES, LAND_TYPES

_SUBTYPES = (*LAND_TYPES, *CREATURE_TYPES)


@dataclass(frozen=True)
class EntersAsCopy:
    """"You may have this land enter [tapped] as a copy of any WHAT[, except ...]." (707.5, 614.1c)."""

    what: str              # what it may copy, a phrase targets.fits reads ("land", "land card in a graveyard")
    zone: str              # "battlefield" or "graveyard"
    tapped: bool = False
    exceptions: tuple = ()  # (op, *values) as copies.EXCEPTIONS reads them
    text: str = ""


def exceptions(words: str | None) -> tuple | None:
    """The modifications an "except ..." clause makes to the copying process (707.9), or None when this doesn't
    read them. "this ability" stays as ("has_ability",): the performer adds the ability's text."""
    if not words:
        return ()
    if words == "it has this ability":
        return (("has_ability",),)
    if words == "it's legendary":
        return (("add_supertypes", "Legendary"),)
    if (m := re.fullmatch(r"it's an? ([A-Z][a-z]+) in addition to its other types", words)) and m.group(1) in _SUBTYPES:
        return (("add_subtypes", m.group(1)),)
    if (m := re.fullmatch(r"it's a (\d+)/(\d+) (white|blue|black|red|green) ([A-Z][a-z]+)", words)) \
            and m.group(4) in CREATURE_TYPES:
        return (("set_pt", m.group(1), m.group(2)), ("set_colors", COLOR_WORDS[m.group(3)]),
                ("set_creature_types", m.group(4)))
    return None


_ENTERS = re.compile(rf"You may have {SELF_NAMES} enter(?P<tapped> tapped)? as a copy of any (?P<what>[a-z ]+?)"
                     r"(?P<where> on the battlefield| in a graveyard)(?:, except (?P<except>[^.]+))?\.")


def enters_as_copy(line: str) -> list:
    """The replacement effect of an "enter as a copy" line (707.5); [] for another line."""
    if not (m := _ENTERS.fullmatch(line)) or (modified := exceptions(m.group("except"))) is None:
        return []
    graveyard = m.group("where") == " in a graveyard"
    what = m.group("what") + (" in a graveyard" if graveyard else "")
    if graveyard != what.endswith("card in a graveyard") or target_filter(what) is None \
            or ("has_ability",) in modified:
        return []
    return [EntersAsCopy(what, "graveyard" if graveyard else "battlefield", bool(m.group("tapped")), modified, line)]


_BECOMES = re.compile(rf"{SELF_NAMES} becomes a copy of {TARGET}(?P<until> until end of turn)?"
                      r"(?:, except (?P<except>[^.]+))?\.")
_TOKEN = re.compile(rf"Create a token that's a copy of {TARGET}(?:, except (?P<except>[^.]+))?\.")
_ADDITIONAL_COUNTER = re.compile(r"it enters with an additional \+1/\+1 counter on it")


_EXILE_THEN_COPY = re.compile(rf"Exile {TARGET}\. Create a token that's a copy of it(?:, except (?P<except>[^.]+))?\.")


@reads
def exile_then_copy(text: str) -> list[SpellEffect] | None:
    """"Exile target creature card with mana value X from your graveyard. Create a token that's a copy of it,
    except it's a 4/4 black Zombie." (Lazotep Quarry): the token copies the card exiled (its copiable values are
    its card's, 707.2), as modified (707.9b)."""
    if not (m := _EXILE_THEN_COPY.fullmatch(text)) or (modified := exceptions(m.group("except"))) is None \
            or ("has_ability",) in modified or (wanted := target_filter(m.group("what"))) is None \
            or wanted.zone != "graveyard":
        return None
    exile = targeted("exile", m)
    return exile and exile + [SpellEffect("copy_token", target=SAME_TARGET, detail=(0, modified))]


# A cast trigger's "copy that spell" / "copy it" [". You may choose new targets for the copy."], as
# oracle._triggered words it (``the_spell_cast``) where the spell cast is an instant or sorcery: read here only so
CAST_SPELL_COPY = re.compile(r"\b(?P<c>[Cc])opy (?:that spell|it)\."
                             r"(?P<new> You may choose new targets for the copy\.)?")


def the_spell_cast(effect_text: str) -> str:
    return CAST_SPELL_COPY.sub(lambda m: f"{m.group('c')}opy the spell cast" + (
        " (new targets allowed)." if m.group("new") else "."), effect_text)


@reads
def copy_the_spell_cast(text: str) -> list[SpellEffect] | None:
    """707.10: the spell whose casting triggered the ability, as it is on the stack or as it last was there (608.2h:
    kept as it triggered, triggers.spell_cast), 707.10c with new targets if its controller chooses."""
    if m := re.fullmatch(r"Copy the spell cast(?P<new> \(new targets allowed\))?\.", text):
        return [SpellEffect("copy_that_spell", detail=("new targets",) if m.group("new") else ())]
    return None


@reads
def copy_spell(text: str) -> list[SpellEffect] | None:
    """"Copy target instant or sorcery spell you control. You may choose new targets for the copy." (707.10,
    707.10c): a copy on the stack, its targets the same unless its controller chooses new ones."""
    if not (m := re.fullmatch(r"Copy target (?P<what>(?:[a-z ,]+ )?spell(?: you control)?)\."
                              r"(?P<new> You may choose new targets for the copy\.)?", text)):
        return None
    wanted = target_filter(m.group("what"))
    if wanted is None or wanted.zone != "stack" or wanted.ability or not wanted.card_types \
            or not wanted.card_types <= {"Instant", "Sorcery"}:
        return None  # a copy of a permanent spell becomes a token (608.3f): not done here
    return [SpellEffect("copy_spell", target=m.group("what"), detail=("new targets",) if m.group("new") else ())]


@reads
def copy_effects(sentence: str) -> list[SpellEffect] | None:
    """"~ becomes a copy of target ... [until end of turn][, except ...]." (707.4) and "Create a token that's a
    copy of target ...[, except ...]." (707.2, 111.1)."""
    if m := _BECOMES.fullmatch(sentence):
        modified = exceptions(m.group("except"))
        until = "end_of_turn" if m.group("until") else "game"
        return None if modified is None else targeted("become_copy", m, detail=(until, modified))
    if m := re.fullmatch(rf"Create a (?P<tapped>tapped )?token that's a copy of {SELF_NAMES}\.", sentence):
        return [SpellEffect("copy_token", tapped=bool(m.group("tapped")), detail=(0, ()))]  # its own source
    if m := _TOKEN.fullmatch(sentence):
        words = m.group("except")
        if words and _ADDITIONAL_COUNTER.fullmatch(words):
            return targeted("copy_token", m, detail=(1, ()))
        modified = exceptions(words)
        if modified is None or ("has_ability",) in modified:
            return None  # "this ability" is a permanent's own (707.9a)
        return targeted("copy_token", m, detail=(0, modified))
    return None

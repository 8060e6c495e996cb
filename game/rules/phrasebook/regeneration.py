"""Regeneration (701.15): "Regenerate target creature.", "Regenerate target Shade, Skeleton, or Zombie.",
"Regenerate ~." (its source), "Regenerate it." (the same target); and what can't be regenerated (701.15c: its
regeneration shields don't apply): "Target creature can't be regenerated this turn.", "It can't be regenerated this
turn.", "This creature can't be regenerated this turn.", "A creature dealt damage this way can't be regenerated this
turn." (phrasebook/dying.py), "Destroy target nonblack creature. It can't be regenerated.", "Destroy all creatures.
They can't be regenerated."."""
import re
from dataclasses import replace

from game.rules.abilities import SpellEffect
from game.rules.phrasebook.dying import DEALT_DAMAGE_THIS_WAY
from game.rules.phrases import SAME_TARGET, SELF_NAMES, TARGET, targeted
from game.rules.registry import ORACLE, reads

# An instruction's ``quality`` that destroys with no regeneration shield applied (701.15c)
NO_REGENERATION = ("can't be regenerated",)


@reads
def regenerate(sentence: str) -> list[SpellEffect] | None:
    if m := re.fullmatch(rf"Regenerate {TARGET}\.", sentence):
        return targeted("regenerate", m)
    if re.fullmatch(rf"Regenerate {SELF_NAMES}\.", sentence):
        return [SpellEffect("regenerate")]
    if sentence in ("Regenerate it.", "Regenerate that creature."):
        return [SpellEffect("regenerate", target=SAME_TARGET)]
    return None


@reads
def cant_be_regenerated(sentence: str) -> list[SpellEffect] | None:
    if not (m := re.fullmatch(r"(?P<who>.+) can't be regenerated this turn\.", sentence)):
        return None
    who = m.group("who")
    if who in ("A creature dealt damage this way", "Creatures dealt damage this way"):
        return [SpellEffect("cant_regenerate", detail=(DEALT_DAMAGE_THIS_WAY,))]
    if who in ("It", "That creature"):
        return [SpellEffect("cant_regenerate", target=SAME_TARGET)]
    if re.fullmatch(SELF_NAMES, who):
        return [SpellEffect("cant_regenerate")]
    if m := re.fullmatch(TARGET, who[0].lower() + who[1:]):
        return targeted("cant_regenerate", m)
    return None


@reads
def destroy_that_cant_be_regenerated(text: str) -> list[SpellEffect] | None:
    """701.15c: "It can't be regenerated." after destroying one target, "They can't be regenerated." after
    destroying each of a kind: no regeneration shield is applied to what it destroys."""
    if not (m := re.fullmatch(r"(?P<destroy>Destroy [^.]+\.) (?P<pronoun>It|They) can't be regenerated\.", text)):
        return None
    found = ORACLE["effect_sentences"](m.group("destroy"))
    kind = "destroy" if m.group("pronoun") == "It" else "destroy_each"
    if not found or len(found) != 1 or found[0].kind != kind or found[0].quality or kind == "destroy" and found[0].optional:
        return None
    return [replace(found[0], quality=NO_REGENERATION)]

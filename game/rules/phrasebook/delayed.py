"""Instructions that make delayed triggered abilities (603.7): "Exile target attacking creature an opponent
controls. At the beginning of the next end step, return it to the battlefield tapped under its owner's control."
"Return this land to its owner's hand at the beginning of the next cleanup step." (514.3a), "Sacrifice it at end
of combat." (511.2: its own permanent, "When this creature attacks, ..."), "Until end of turn, whenever you cast an
instant or sorcery spell, copy it. You may choose new targets for the copy." (603.7c: it triggers for each), "When
you next cast an instant or sorcery spell this turn, copy that spell [twice]. ..." (once), "Draw a
card at the beginning of the next turn's upkeep." (an instruction without a target, performed then) and "Whenever a
creature attacks this turn, put a +1/+1 counter on it." (Basri, Devoted Paladin).
Blinking: "Exile another target permanent. Return that card to the battlefield under its owner's control at the
beginning of the next end step." (Flickerwisp's order, and "Exile ~. Return it ...": its own permanent), "Exile
target creature you control, then return that card to the battlefield under its owner's control." (at once: a new
object each time, 400.7); "Sacrifice it at the beginning of the next end step." (the target before, or a first
"it": its own permanent), and after "Create ... token[s] ...": "Exile them at the beginning of the next end
step." (the tokens it created)."""
import re

from game.rules.abilities import SpellEffect
from game.rules.phrasebook.counters import COUNTERS, MEANINGFUL
from dataclasses import replace

from game.rules.phrases import SAME_TARGET, SELF_NAMES, TARGET, number, targeted
from game.rules.registry import ORACLE, reads


_AT_NEXT_END = r" at the beginning of the next end step\."


@reads
def delayed(text: str) -> list[SpellEffect] | None:
    if m := re.fullmatch(rf"Exile {TARGET}\. At the beginning of the next end step, return it to the battlefield"
                         r"(?P<tapped> tapped)? under its owner's control\.", text):
        return targeted("exile_until_next_end", m, tapped=bool(m.group("tapped")))
    if m := re.fullmatch(rf"Exile {TARGET}\. Return (?:it|that card|the exiled card) to the battlefield(?P<tapped> "
                         rf"tapped)? under its owner's control{_AT_NEXT_END}", text):
        return targeted("exile_until_next_end", m, tapped=bool(m.group("tapped")))
    if m := re.fullmatch(rf"Exile {SELF_NAMES}\. Return it to the battlefield(?P<tapped> tapped)? under (?P<whose>its "
                         rf"owner's|your) control{_AT_NEXT_END}", text):  # its own permanent, if it still is (400.7)
        return [SpellEffect("exile_until_next_end", tapped=bool(m.group("tapped")),
                            quality=("yours",) * (m.group("whose") == "your"))]
    if m := re.fullmatch(rf"Exile {TARGET}, then return (?:it|that card) to the battlefield(?P<tapped> tapped)? "
                         r"under (?P<whose>its owner's|your) control(?P<counter> with a \+1/\+1 counter on it)?\.",
                         text):
        return targeted("blink", m, tapped=bool(m.group("tapped")),
                        quality=("yours",) * (m.group("whose") == "your") + ("counter",) * bool(m.group("counter")))
    if m := re.fullmatch(rf"Exile {SELF_NAMES}, then return it to the battlefield(?P<transformed> transformed)? under "
                         r"(?P<whose>your|its owner's) control\.", text):  # 712.14: its back face up
        return [SpellEffect("blink", quality=("itself",) + ("transformed",) * bool(m.group("transformed"))
                            + ("yours",) * (m.group("whose") == "your"))]
    if m := re.fullmatch(rf"(?P<fate>Sacrifice|Destroy|Exile) (?P<it>it|that creature|{SELF_NAMES}) at the beginning "
                         rf"of (?P<whose>the|your) next end step\.", text) or \
            re.fullmatch(r"At the beginning of (?P<whose>the|your) next end step, (?P<fate>sacrifice|destroy|exile) "
                         r"(?P<it>it|that creature)\.", text):  # the target before, or its own permanent
        own = m.group("it") not in ("it", "that creature")
        return [SpellEffect("at_next_end", target="" if own else SAME_TARGET,
                            quality=(m.group("fate").lower(), m.group("whose")))]
    if re.fullmatch(rf"Return {SELF_NAMES} to its owner's hand at the beginning of the next cleanup step\.", text):
        return [SpellEffect("return_self_at_cleanup")]
    if text == ("Until end of turn, whenever you cast an instant or sorcery spell, copy it. You may choose new "
                "targets for the copy."):  # 603.7c: a delayed trigger with a duration (707.10, 707.10c)
        return [SpellEffect("copy_casts_this_turn", detail=("instant or sorcery",))]
    if m := re.fullmatch(r"When you next cast an instant or sorcery spell this turn, copy that spell"
                         r"(?P<twice> twice)?\. You may choose new targets for the cop(?:y|ies)\.", text):  # 603.7c
        return [SpellEffect("copy_next_cast", 2 if m.group("twice") else 1, detail=("instant or sorcery",))]
    if re.fullmatch(rf"Sacrifice (?:it|{SELF_NAMES}) at end of combat\.", text):
        return [SpellEffect("sacrifice_self_at_end_of_combat")]
    if (m := re.fullmatch(rf"Whenever a creature attacks this turn, put {COUNTERS} on it\.", text)) \
            and m.group("kind") not in MEANINGFUL:  # 603.7b: each time this turn; "it": that creature
        return [SpellEffect("whenever_a_creature_attacks_this_turn", number(m.group("amount")), detail=(m.group("kind"),))]
    return None


@reads
def tokens_gone_at_next_end(text: str) -> list[SpellEffect] | None:
    """"Create a 3/1 black and red Vampire creature token with trample, lifelink, and haste. Sacrifice it at the
    beginning of the next end step.", "... tokens. They gain haste until end of turn. Sacrifice them ...": the
    tokens that instruction created (603.7a, 603.7c: once), kept by it (``quality``)."""
    if not (m := re.fullmatch(r"(?P<earlier>(?:[^.]+\. )*?)(?P<made>Create [^.]+\.(?: (?:It|They) [^.]+\.)?) "
                              r"(?P<fate>Sacrifice|Exile|Destroy) (?P<them>it|them|those tokens) at the beginning of "
                              r"(?P<whose>the|your) next end step\.", text)):
        return None
    read = ORACLE["effect_sentences"]
    earlier, made = read(m.group("earlier").strip()) if m.group("earlier") else [], read(m.group("made"))
    if earlier is None or not made or made[0].kind != "create_tokens" or made[0].target or made[0].detail[1] \
            or len(made) > 1 or (m.group("them") == "it") != (made[0].amount == 1):
        return None
    then = f"then {m.group('fate').lower()}" + " at your end" * (m.group("whose") == "your")
    return earlier + [replace(made[0], quality=made[0].quality + (then,))]


@reads
def at_the_next_upkeep(text: str) -> list[SpellEffect] | None:
    if not (m := re.fullmatch(r"(?P<what>[^.]+) at the beginning of the next turn's upkeep\.", text)):
        return None
    found = ORACLE["effect_sentences"](f"{m.group('what')}.")
    if not found or len(found) != 1 or found[0].target or found[0].x:
        return None  # one instruction of its own only: nothing to refer back to
    return [SpellEffect("at_next_upkeep", detail=(f"{m.group('what')}.",))]

"""Abilities and instructions of Auras and Equipment (301.5, 303.4, 701.3): "Attach it to target creature you
control." (its source, 701.3a), "Tap enchanted creature.", "Exile enchanted creature." (608.2h: after "Sacrifice this
Aura" too), "Enchanted creature gets +1/+1 until end of turn.", "...
gains hexproof until end of turn." (what its source is attached to, attachments.py); the keywords living weapon
(702.92a) and For Mirrodin! (702.163a), each a triggered ability "When this Equipment enters, create TOKEN, then
attach this Equipment to it." read from that text; enchant abilities (702.5), "Enchanted land has "..."", "When
this Aura is put into a graveyard from the battlefield, return it to its owner's hand."."""
import re
from dataclasses import replace

from game.rules.abilities import (
    HELD_TAPPED, EffectPart, Enchant, Selector, SpellEffect, StaticEffect, TargetFilter, TriggeredAbility,
)
from game.rules.granted import readable
from game.rules.phrasebook.counters import COUNTERS, MEANINGFUL
from game.rules.phrasebook.creatures import CHANGE, UNTIL, change_parts
from game.rules.phrasebook.tokens import create
from game.rules.phrases import TARGET, number, target_filter, targeted
from game.rules.registry import ORACLE, reads
from game.rules.trigger_phrases import read_trigger

_HOST = r"(?:enchanted|equipped) (?:creature|permanent|land|artifact)"
# 702.92a, 702.163a: what each keyword stands for
KEYWORD_TRIGGERS = {
    "Living weapon": "When this Equipment enters, create a 0/0 black Phyrexian Germ creature token, then attach this "
                     "Equipment to it.",
    "For Mirrodin!": "When this Equipment enters, create a 2/2 red Rebel creature token, then attach this Equipment "
                     "to it.",
}


@reads
def attach(sentence: str) -> list[SpellEffect] | None:
    if m := re.fullmatch(rf"Attach (?:it|this Equipment) to {TARGET}\.", sentence):  # "it": its own Equipment
        return targeted("attach_source", m)
    if m := re.fullmatch(r"(?P<create>Create an? [^,]+ token), then attach this Equipment to it\.", sentence):
        made = create(m.group("create") + ".")
        return [made[0], SpellEffect("attach_to_created")] if made and made[0].amount == 1 else None
    return None


@reads
def on_the_host(sentence: str) -> list[SpellEffect] | None:
    if re.fullmatch(rf"Tap {_HOST}\.", sentence):
        return [SpellEffect("tap_attached")]
    if re.fullmatch(r"Regenerate (?:enchanted|equipped) creature\.", sentence):  # 701.15a
        return [SpellEffect("regenerate_attached")]
    if m := re.fullmatch(r"(Destroy|Exile) enchanted creature\.", sentence):  # 701.8a, 406.2
        return [SpellEffect("fate_of_attached", quality=(m.group(1).lower(),))]
    if sentence == "Return enchanted creature to its owner's hand.":
        return [SpellEffect("fate_of_attached", quality=("hand",))]
    if (m := re.fullmatch(rf"Put {COUNTERS} on {_HOST}\.", sentence)) and m.group("kind") not in MEANINGFUL:
        return [SpellEffect("counters_on_attached", number(m.group("amount")), detail=(m.group("kind"),))]
    if (m := re.fullmatch(rf"(?:Enchanted|Equipped) creature {CHANGE}{UNTIL}", sentence)) and \
            (parts := change_parts(m)) is not None:
        return [SpellEffect("attached_until_end_of_turn", detail=parts)]
    return None


def keyword_trigger(line: str) -> list:
    """Living weapon, For Mirrodin!: the triggered ability each stands for (its text, the reminder's)."""
    text = KEYWORD_TRIGGERS.get(line)
    if text is None:
        return []
    abilities, manual = ORACLE["read_card"]("", text, True)
    return list(abilities) if not manual else []


def enchant_ability(line: str) -> list:
    """702.5a: "Enchant creature", "Enchant creature you control", "Enchant artifact or creature", "Enchant nonland
    permanent", "Enchant creature an opponent controls", "Enchant player", "Enchant opponent" (702.5d): what the
    Aura spell targets (303.4a) and what the Aura may enchant (sba.attachment_legal), by its target phrase; []
    for a phrase of other qualities (a status, "creature or Vehicle": one noun's subtype)."""
    m = re.fullmatch(r"Enchant (?P<what>[a-z][A-Za-z' ]*?)(?P<yours> you control)?", line)
    if not m:
        return []
    what = m.group("what")
    if what in ("player", "opponent"):
        return [] if m.group("yours") else [Enchant(what)]
    wanted = target_filter(what)
    if wanted is None or " or " in what and wanted.subtypes or wanted.whose not in ("", "opponent", "not you") or \
            replace(wanted, card_types=frozenset(), not_types=frozenset(), subtypes=frozenset(), all_types=frozenset(),
                    supertypes=frozenset(), whose="") != TargetFilter():
        return []
    return [Enchant(what, yours=bool(m.group("yours")))]


_HOST_GRANT = re.compile(r'(?P<host>Enchanted|Equipped) (?P<what>creature|land|permanent|artifact) has '
                         r'"(?P<quote>[^"]+)"\.?')


def host_grant(line: str) -> list:
    """613.1f: "Enchanted land has "{T}: Add two mana of any one color."", "Equipped creature has "{T}: This
    creature deals 1 damage to any target."": the abilities in quotes (granted.py) of what it's attached to, whose
    controller activates them (303.4e)."""
    if (m := _HOST_GRANT.fullmatch(line)) and readable(m.group("quote")) and "~" not in m.group("quote"):
        # (its card's name in the quote names the Aura or Equipment, not what it's attached to: not read)
        grant = EffectPart("6", "grant_quoted", (m.group("quote"),))
        return [StaticEffect(Selector(host=m.group("host").lower()), (grant,))]
    return []


def back_to_hand(line: str) -> list:
    """603.6c, 603.10a: "When this Aura is put into a graveyard from the battlefield, return it to its owner's
    hand.", "When this creature dies, return it to its owner's hand.": "it", the card it became there (400.7)."""
    found = read_trigger(line)
    if found is None or found[1] != "Return it to its owner's hand." or found[0]["event"] != "leaves" or \
            found[0]["anywhere"] or found[0].get("selector"):  # its own leaving, not another permanent's
        return []
    return [TriggeredAbility(effects=(SpellEffect("return_became_to_hand"),), text=line, **found[0])]


_RESTRICTED = re.compile(r"Enchanted (?:creature|permanent) (?P<first>can't attack or block|doesn't untap during its "
                         r"controller's untap step),? and its activated abilities can't be activated\.")


def _restriction(words: str) -> EffectPart | None:
    return {"can't attack": EffectPart("6", "cant_attack"),
            "can't block": EffectPart("6", "add_abilities", ("can't block",)),
            "can't attack or block": EffectPart("6", "cant_attack_block")}.get(words)


def restrictions(line: str) -> list:
    """"Enchanted creature can't attack or block, and its activated abilities can't be activated." (508.1c, 509.1b,
    602.5), "Enchanted permanent doesn't untap during its controller's untap step and its activated abilities can't
    be activated." (502.3): restrictions on what it's attached to, not abilities it has."""
    if (m := re.fullmatch(r"Enchanted creature (can't attack|can't block)\.", line)):  # 508.1c, 509.1b
        return [StaticEffect(Selector(host="enchanted"), (_restriction(m.group(1)),))]
    if not (m := _RESTRICTED.fullmatch(line)):
        return []
    first = EffectPart("6", "cant_attack_block") if m.group("first").startswith("can't") else \
        EffectPart("6", "add_abilities", (HELD_TAPPED,))
    return [StaticEffect(Selector(host="enchanted"), (first, EffectPart("6", "cant_activate")))]


def artifact_becomes_creature(line: str) -> list:
    """205.1b, 613.4b: "Enchanted artifact is a creature with base power and toughness 5/5 in addition to its other
    types." (layer 4, then 7b)."""
    if m := re.fullmatch(r"Enchanted artifact is a creature with base power and toughness (\d+)/(\d+) in addition "
                         r"to its other types\.", line):
        base = EffectPart("7b", "set_pt", (int(m.group(1)), int(m.group(2))))
        parts = (EffectPart("4", "add_types", ("Creature",)), base)
        return [StaticEffect(Selector(host="enchanted"), parts)]
    return []


def attachment_statics(line: str) -> list:
    """An Aura's or Equipment's line read here (enchant, a grant to what it's attached to, living weapon, For
    Mirrodin!, back to its owner's hand); [] for any other line."""
    return enchant_ability(line) or host_grant(line) or keyword_trigger(line) or back_to_hand(line) or \
        restrictions(line) or artifact_becomes_creature(line)

"""Creature keywords about counters, entering and dying, each read as the abilities its rule says it represents:
bloodthirst (702.54a-b), riot (702.136a), unleash (702.98a), devour (702.82a, 702.82c), evolve (702.100a), renown
(702.112a), exploit (702.110a), mentor (702.134a), fabricate (702.123a), backup (702.165a), echo (702.30a), fading
(702.32a), persist (702.79a), undying (702.93a), afterlife (702.135a) and soulshift (702.46a); and lines of the same
kind: "enters with N counters on it if CONDITION", "When this creature dies, return it to ...", "... put its counters
on target creature you control.", "This creature has lifelink as long as it has a +1/+1 counter on it.". The
instructions they stand for are read by the effect phrases where those read them (afterlife's tokens, soulshift's
return); performing/creature_keywords.py performs the others."""
import re
from dataclasses import replace

from game.rules.abilities import (ActivatedAbility, Condition, EffectPart, EntersChoice, EntersTapped, Selector,
                                  SpellEffect, StaticEffect, TriggeredAbility, is_keyword)
from game.rules.activation_instructions import without_ability_word
from game.rules.granted import quoted_abilities
from game.rules.phrasebook.counters import COUNTER_KIND, MEANINGFUL
from game.rules.phrasebook.creatures import STATIC_CHANGE, change_parts
from game.rules.phrasebook.optional import packed
from game.rules.phrases import NUMBER, SELF_NAMES, condition, costs, number, target_filter
from game.rules.registry import ORACLE, reads

# The damage dealt to the controller's opponents this turn (conditions.count): 702.54a "If an opponent was dealt
# damage this turn", at least 1; 702.54b "Bloodthirst X": X +1/+1 counters, X that damage.
DAMAGE_TO_OPPONENTS = Condition("opponents_dealt_damage")
# "When this permanent is put into a graveyard from the battlefield, if it had no KIND counters on it": the counters
# of its last known information (608.2h), the same as it triggers and as it resolves (triggers.intervening_if_holds).
HAD_COUNTERS = "had_counters:"
# 702.100a: "if that creature's power is greater than this creature's power and/or ..." (triggers._evolves)
EVOLVES = "evolves"


def _dies(effects, line: str, **fields) -> TriggeredAbility:
    """"When this permanent is put into a graveyard from the battlefield, ..." (603.6c)."""
    return TriggeredAbility("leaves", tuple(effects), text=line, **fields)


_WHILE_COUNTER = re.compile(rf"{SELF_NAMES} {STATIC_CHANGE} as long as it has an? (?P<kind>{COUNTER_KIND}) counter on "
                            r"it\.")
# "When this creature dies, return it to the battlefield tapped under its owner's control with a +1/+1 counter on
# it.": the card it became (400.7), the same instruction as persist's
_DIES_RETURN = re.compile(rf"When {SELF_NAMES} dies, return it to (?:(?P<hand>its owner's hand)|the battlefield"
                          rf"(?P<tapped> tapped)? under its owner's control(?: with an? (?P<kind>{COUNTER_KIND}) "
                          r"counter on it)?)\.")
# 122.8: "When this creature dies, put its counters on target creature you control.": as many of each kind as it had
_ITS_COUNTERS = re.compile(rf"When {SELF_NAMES} (?P<how>dies|leaves the battlefield), put its counters on target "
                           r"(?P<what>[a-z ]+)\.")
_ENTERS_WITH_IF = re.compile(rf"{SELF_NAMES} enters with (?P<n>{NUMBER}) (?P<kind>{COUNTER_KIND}) counters? on it if "
                             r"(?P<if>.+)\.")
# Conditions of "enters with ... if ..." that phrases.condition doesn't read: what happened this turn.
_THIS_TURN = {"you attacked this turn": Condition("attacked_with", at_least=1)}  # raid: 508.1, declared attackers


@reads
def drain(sentence: str) -> list[SpellEffect] | None:
    """Extort's (702.101a) "each opponent loses 1 life and you gain life equal to the total life lost this way.":
    the life gained counted as it's lost (performing/creature_keywords.py)."""
    if m := re.fullmatch(rf"Each opponent loses ({NUMBER}) life and you gain life equal to the total life lost this "
                         r"way\.", sentence):
        return [SpellEffect("drain", number(m.group(1)))]
    return None


def creature_keyword_abilities(line: str) -> list:
    """A line that is one keyword of this family, as the abilities it stands for; and "This creature has lifelink
    as long as it has a +1/+1 counter on it." (611.3a: a static ability of itself while it has one), "Raid — This
    creature enters with a +1/+1 counter on it if you attacked this turn." (614.1c, its condition as it enters)."""
    if (m := _ENTERS_WITH_IF.fullmatch(without_ability_word(line))) and m.group("kind") not in MEANINGFUL and \
            (when := _THIS_TURN.get(m.group("if")) or condition(m.group("if"))):
        return [EntersTapped(condition=when, counters=((m.group("kind"), number(m.group("n"))),), counters_if=True,
                             tapped=False, text=line)]
    if (m := _DIES_RETURN.fullmatch(line)) and m.group("kind") not in MEANINGFUL:
        returned = ("hand", False, "") if m.group("hand") else ("battlefield", bool(m.group("tapped")),
                                                               m.group("kind") or "")
        return [_dies([SpellEffect("return_it", detail=returned)], line, creature=True)]
    if (m := _ITS_COUNTERS.fullmatch(line)) and (wanted := target_filter(m.group("what"))) and \
            wanted.zone == "battlefield" and not wanted.players and not wanted.any_target:
        dies = m.group("how") == "dies"
        return [_dies([SpellEffect("put_its_counters", target=m.group("what"))], line, creature=dies,
                      anywhere=not dies)]
    if (m := _WHILE_COUNTER.fullmatch(line)) and (parts := change_parts(m)):
        return [StaticEffect(Selector(host="itself"), tuple(EffectPart(*part) for part in parts),
                             counters=(m.group("kind"), 1, None))]
    if m := re.fullmatch(r"Bloodthirst (\d+|X)", line):
        if m.group(1) == "X":
            return [EntersTapped(counters=(("+1/+1", 1),), counters_per=DAMAGE_TO_OPPONENTS, tapped=False, text=line)]
        return [EntersTapped(condition=replace(DAMAGE_TO_OPPONENTS, at_least=1), counters=(("+1/+1", int(m.group(1))),),
                             counters_if=True, tapped=False, text=line)]
    if line in ("Riot", "Unleash"):  # a choice before it enters (enters_keywords.py)
        # 702.98a: and "This permanent can't block as long as it has a +1/+1 counter on it."
        cant_block = StaticEffect(Selector(host="itself"), (EffectPart("6", "add_abilities", ("can't block",)),),
                                  counters=("+1/+1", 1, None))
        return [EntersChoice(line.lower(), text=line)] + ([cant_block] if line == "Unleash" else [])
    if m := re.fullmatch(r"Devour (?:(artifact|land|Food) )?(\d+)", line):  # 702.82a, 702.82c "Devour [quality] N"
        return [EntersChoice("devour", int(m.group(2)), m.group(1) or "creature", text=line)]
    if line == "Evolve":
        # 702.100a: "Whenever a creature you control enters, if that creature's power is greater than this
        # creature's power and/or that creature's toughness is greater than this creature's toughness, put a +1/+1
        # counter on this creature."
        put = SpellEffect("put_counters", 1, detail=("+1/+1",))
        return [TriggeredAbility("enters", (put,), selector=Selector(card_types=frozenset({"Creature"}), yours=True),
                                 condition=Condition(EVOLVES), text=line)]
    if m := re.fullmatch(r"Renown (\d+)", line):
        # 702.112a: "When this creature deals combat damage to a player, if it isn't renowned, put N +1/+1 counters
        # on it and it becomes renowned."
        return [TriggeredAbility("combat_damage_to_a_player", (SpellEffect("renown", int(m.group(1))),),
                                 condition=Condition("renowned", at_most=0), text=line)]
    if line == "Ingest":
        # 702.115a: "Whenever this creature deals combat damage to a player, that player exiles the top card of their
        # library." (that player: the one it dealt the damage to, triggers.combat_damage_to_players)
        exiles = SpellEffect("exile_from_library", 1, "player", quality=("top",))
        return [TriggeredAbility("combat_damage_to_a_player",
                                 (SpellEffect("to_the_damaged_player", detail=(packed([exiles]),)),), text=line)]
    if line == "Extort":
        # 702.101a: "Whenever you cast a spell, you may pay {W/B}. If you do, each opponent loses 1 life and you gain
        # life equal to the total life lost this way." (702.101b: each instance triggers)
        paid = ORACLE["effect_sentences"]("You may pay {W/B}. If you do, each opponent loses 1 life and you gain life "
                                          "equal to the total life lost this way.")
        return [TriggeredAbility("cast", tuple(paid), spell="spell", whose="you", text=line)] if paid else []
    if (m := re.fullmatch(r"Outlast ((?:\{[0-9WUBRGC]\})+)", line)) and (paid := costs(f"{m.group(1)}, {{T}}")):
        # 702.107a: "[Cost], {T}: Put a +1/+1 counter on this creature. Activate only as a sorcery."
        return [ActivatedAbility((SpellEffect("put_counters", 1, detail=("+1/+1",)),), text=line, sorcery=True, **paid)]
    if line == "Exploit":  # 702.110a: "When this creature enters, you may sacrifice a creature."
        return [TriggeredAbility("enters", (SpellEffect("exploit"),), text=line)]
    if line == "Mentor":
        # 702.134a: "Whenever this creature attacks, put a +1/+1 counter on target attacking creature with power
        # less than this creature's power."
        put = SpellEffect("put_counters", 1, target="attacking creature with power less than this creature's power",
                          detail=("+1/+1",))
        return [TriggeredAbility("attacks", (put,), text=line)]
    if m := re.fullmatch(r"Fabricate (\d+)", line):
        # 702.123a: "When this permanent enters, you may put N +1/+1 counters on it. If you don't, create N 1/1
        # colorless Servo artifact creature tokens."
        servos = ORACLE["effect_sentences"](f"Create {m.group(1)} 1/1 colorless Servo artifact creature tokens.")
        return [TriggeredAbility("enters", (SpellEffect("fabricate", int(m.group(1)), detail=packed(servos)),),
                                 text=line)] if servos else []
    if m := re.fullmatch(r"Echo ((?:\{[0-9WUBRGC]\})+)", line):
        # 702.30a: "At the beginning of your upkeep, if this permanent came under your control since the beginning of
        # your last upkeep, sacrifice it unless you pay [cost]." (a mana cost: performing/sacrifice_unless.py)
        pay = SpellEffect("sacrifice_unless", detail=("pay", m.group(1), ""))
        return [TriggeredAbility("step", (pay,), step="upkeep", whose="you", condition=Condition("echo", at_least=1),
                                 text=line)]
    if m := re.fullmatch(r"Fading (\d+)", line):
        # "This permanent enters with N fade counters on it" and "At the beginning of your upkeep, remove a fade
        # counter from this permanent. If you can't, sacrifice the permanent."
        return [EntersTapped(counters=(("fade", int(m.group(1))),), tapped=False, text=line),
                TriggeredAbility("step", (SpellEffect("fading"),), step="upkeep", whose="you", text=line)]
    if line in ("Persist", "Undying"):
        # "When this permanent is put into a graveyard from the battlefield, if it had no -1/-1 (+1/+1) counters on
        # it, return it to the battlefield under its owner's control with a -1/-1 (+1/+1) counter on it."
        kind = "-1/-1" if line == "Persist" else "+1/+1"
        return [_dies([SpellEffect("return_it", detail=("battlefield", False, kind))], line,
                      condition=Condition(f"{HAD_COUNTERS}{kind}", at_most=0))]
    if m := re.fullmatch(r"Afterlife (\d+)", line):
        # "When this permanent is put into a graveyard from the battlefield, create N 1/1 white and black Spirit
        # creature tokens with flying."
        tokens = ORACLE["effect_sentences"](f"Create {m.group(1)} 1/1 white and black Spirit creature tokens with "
                                            "flying.")
        return [_dies(tokens, line)] if tokens else []
    if m := re.fullmatch(r"Soulshift (\d+)", line):
        # "When this permanent is put into a graveyard from the battlefield, you may return target Spirit card with
        # mana value N or less from your graveyard to your hand."
        returned = ORACLE["effect_sentences"](f"You may return target Spirit card with mana value {m.group(1)} or "
                                              "less from your graveyard to your hand.")
        return [_dies(returned, line)] if returned else []
    return []


_BACKUP = re.compile(r"Backup (\d+)")


def with_backup(read: list) -> list:
    """702.165a "Backup N": "When this creature enters, put N +1/+1 counters on target creature. If that's another
    creature, it also gains the non-backup abilities of this creature printed below this one until end of turn."
    (702.165c-d: the printed ones, as put on the stack). ``read``: a card's lines as (line, abilities, read whole);
    a backup line is read once every line below it reads."""
    for index, (line, _, _) in enumerate(read):
        if (m := _BACKUP.fullmatch(line)) and (parts := _granted(
                [entry for entry in read[index + 1:] if not _BACKUP.fullmatch(entry[0])])):
            backup = SpellEffect("backup", int(m.group(1)), target="creature", detail=parts)
            read[index] = (line, [TriggeredAbility("enters", (backup,), text=line)], True)
    return read


def _granted(below: list) -> tuple:
    """The layer-6 parts that give another creature these lines' abilities: keywords, and the others in quotes
    (granted.py); () unless every line reads."""
    keywords, quoted = [], []
    for line, found, whole in below:
        if not whole or not found:
            return ()
        if all(isinstance(a, str) and a.startswith("keyword:") and is_keyword(a[8:]) for a in found):
            keywords += [a.removeprefix("keyword:") for a in found]
        elif quoted_abilities(line):
            quoted.append(line)
        else:
            return ()
    return ((("6", "add_keywords", tuple(keywords)),) if keywords else ()) + \
        ((("6", "grant_quoted", tuple(quoted)),) if quoted else ())

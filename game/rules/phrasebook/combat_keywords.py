"""Combat keywords that are triggered abilities (702): bushido N (702.45a: "Whenever this creature blocks or becomes
blocked, it gets +N/+N until end of turn."), flanking (702.25a), rampage N (702.23a), afflict N (702.130a), battle cry
(702.91a), dethrone (702.105a), enlist (702.154a), myriad (702.116a); exert (701.39d: "You may exert this creature as
it attacks. When you do, ..."). Their trigger events are those of blocking (509.3a-d, triggers.blockers_declared) and
attacking (508.3a, triggers.attacks). Evasion keywords (horsemanship, skulk) and wither are keywords (abilities.KEYWORDS)
that evasion.py and effects.deal_damage read. Restrictions and a requirement on attacking, kept by their words
(attack_requirements.py, 508.1c-d): "This creature attacks each combat if able.", "This creature can't attack
alone." ("... can't attack or block alone.", "... can't block alone.": 506.5, block_requirements.py), "This creature can't attack unless defending player controls an Island."; and on blocking (509.1b-c,
block_requirements.py): "This creature can't block and can't be blocked.", "This creature can't be blocked by more
than one creature.", "This creature can't be blocked except by three or more creatures.", "This creature can block an additional
creature each combat." / "... any number of creatures.", "Each creature you control can block an additional creature
each combat." (509.1a), "All creatures able to block this creature do so.", "This creature must be blocked if
able."; "You may have this creature assign its combat damage as though it weren't blocked.", "Each creature you control
assigns combat damage equal to its toughness rather than its power." (combat.py); "Prevent all combat damage that would
be dealt to this creature." (shields.py)."""
import re

from game.rules.abilities import EffectPart, Selector, SpellEffect, StaticEffect, TriggeredAbility, is_printed_keyword
from game.rules.phrasebook.optional import packed
from game.rules.phrasebook.permanents import destroy_that_creature
from game.rules.phrases import SAME_TARGET, SELF_NAMES
from game.rules.registry import ORACLE, reads

_EXERT = re.compile(rf"You may exert {SELF_NAMES} as it attacks\. When you do, (?P<rest>.+)")
MUST_ATTACK = "attacks each combat if able"
CANT_ATTACK_ALONE = "can't attack alone"
CANT_BLOCK_ALONE = "can't block alone"  # 506.5: not the only creature its controller declares as a blocker
ISLAND_DEFENDER = "can't attack unless defending player controls an Island"
LURE = "all creatures able to block it do so"
PROVOKED = "creature defending player controls"  # 702.39a: provoke's target
# 509.1c: "Target creature blocks this creature this turn if able.": the blocker's ability, then the attacker's id
MUST_BLOCK = "blocks if able: "
MUST_BE_BLOCKED = "must be blocked if able"
MAX_ONE_BLOCKER = "can't be blocked by more than one creature"
THREE_OR_MORE_BLOCKERS = "can't be blocked except by three or more creatures"
# 510.1a modified: "Each creature you control assigns combat damage equal to its toughness rather than its power.",
# kept as TOUGHNESS_DAMAGE + whose creatures: "you", "each", "itself", or "you:toughness greater" (combat.py)
TOUGHNESS_DAMAGE = "ability:assigns combat damage equal to toughness:"
_TOUGHNESS_DAMAGE = re.compile(rf"(?P<who>Each creature(?P<yours> you control)?(?P<greater> with toughness greater "
                               rf"than its power)?|{SELF_NAMES}) assigns combat damage equal to its toughness rather "
                               r"than its power\.")
# 509.1a: how many creatures it may block, kept by its words (combat.block_capacity)
ADDITIONAL_BLOCK = "can block an additional creature each combat"
ANY_NUMBER_BLOCK = "can block any number of creatures"
YOURS_ADDITIONAL_BLOCK = "ability:each creature you control can block an additional creature each combat"
# 615.1a: "Prevent all combat damage that would be dealt to this creature.", a static prevention (shields.py)
PREVENT_COMBAT_TO_IT = "ability:prevent all combat damage that would be dealt to it"
# Keywords read here that a token's text may name ("a 2/2 black Zombie creature token with decayed": tokens.py)
TOKEN_KEYWORDS = ("decayed",)
# 615: "If damage would be dealt to this creature, prevent that damage. Remove a +1/+1 counter from this creature."
# (the Phantoms: all of it prevented, one counter removed for each time damage would be dealt: shields.py)
PHANTOM = "ability:prevent damage to it and remove a +1/+1 counter"
AS_THOUGH_UNBLOCKED = "may assign its combat damage as though it weren't blocked"  # combat.py
# 702.3b: "can attack this turn as though it didn't have defender", kept by its words (combat.can_attack)
AS_THOUGH_NO_DEFENDER = "can attack as though it didn't have defender"
# What a creature can or can't do "this turn" (509.1b, 702.3b): abilities in layer 6 until the cleanup step (514.2)
THIS_TURN_WORDS = (r"(?P<words>can't be blocked|can't block|can attack) this turn"
                   r"(?P<defender> as though it didn't have defender)?")


def this_turn_words(m) -> str | None:
    """The words a THIS_TURN_WORDS match is kept by ("can't be blocked", "can't block", AS_THOUGH_NO_DEFENDER); None
    for "can attack this turn" without "as though it didn't have defender"."""
    if (m.group("words") == "can attack") != bool(m.group("defender")):
        return None
    return AS_THOUGH_NO_DEFENDER if m.group("defender") else m.group("words")

# The trigger events of blocking (trigger_phrases.py): an effect's words for the other combatant aren't kept there
BLOCK_EVENTS = ("blocks", "becomes_blocked", "blocks_or_becomes_blocked", "blocks_a_creature_with_flying")
# 509.3b, 509.3d: once for each creature it blocks or that blocks it: "that creature" is that one (read here only)
BY_A_CREATURE_EVENTS = ("becomes_blocked_by_a_creature", "blocks_or_becomes_blocked_by_a_creature", "blocks_a_creature")


def _pump(n: int) -> SpellEffect:
    """"It gets +N/+N until end of turn.": its own permanent (performing/creatures.py)."""
    return SpellEffect("until_end_of_turn", detail=(("7c", "modify_pt", (n, n)),))


def combat_keyword_abilities(line: str) -> list:
    """A line that is one keyword ability of this family, as the triggered ability it stands for; or a list of
    keywords ("Trample, myriad", "Flying; trample; rampage 4") of which this family's are some."""
    if m := _EXERT.fullmatch(line):  # 701.39d: an optional cost to attack (combat.declare_attackers, an "exert"
        # choice), its linked "When you do" ability triggered as it is paid (607.2h)
        effects = ORACLE["effect_sentences"](m.group("rest")[:1].upper() + m.group("rest")[1:])
        return [TriggeredAbility("exerted", tuple(effects), text=line)] if effects else []
    if re.fullmatch(rf"If damage would be dealt to {SELF_NAMES}, prevent that damage\. Remove a \+1/\+1 counter from "
                    rf"{SELF_NAMES}\.", line):
        return [PHANTOM]
    if len(words := re.split(r"[,;] ", line)) > 1:
        found = [[f"keyword:{w.lower()}"] if is_printed_keyword(w.lower()) else combat_keyword_abilities(w.capitalize())
                 for w in words]
        return [a for abilities in found for a in abilities] if all(found) else []
    if m := re.fullmatch(r"Bushido (\d+)", line):
        return [TriggeredAbility("blocks_or_becomes_blocked", (_pump(int(m.group(1))),), text=line)]
    if m := re.fullmatch(r"Rampage (\d+)", line):  # 702.23b: the bonus counted as it resolves
        effect = SpellEffect("pumped_per_blocker", int(m.group(1)), detail=("beyond the first",))
        return [TriggeredAbility("becomes_blocked", (effect,), text=line)]
    if m := re.fullmatch(r"Afflict (\d+)", line):  # the defending player: the one it attacks (performing/attacks.py)
        return [TriggeredAbility("becomes_blocked", (SpellEffect("defending_player_loses_life", int(m.group(1))),),
                                 text=line)]
    if line == "Flanking":  # 509.3d, 509.3f: each creature without flanking as it becomes a blocker
        return [TriggeredAbility("blocked_by_creature_without_flanking", (SpellEffect("flanking"),), text=line)]
    if line == "Enlist":  # 702.154a: triggered as its cost is paid (combat.declare_attackers, an "enlist" choice)
        return [TriggeredAbility("enlisted", (SpellEffect("enlist_bonus"),), text=line)]
    if line == "Myriad":  # 702.116a: the tokens chosen as it resolves (performing/combat_keywords.py)
        return [TriggeredAbility("attacks", (SpellEffect("myriad"),), text=line)]
    if line == "Battle cry":
        return [TriggeredAbility("attacks", (SpellEffect("battle_cry"),), text=line)]
    if m := re.fullmatch(rf"{SELF_NAMES} ({MUST_ATTACK}|{CANT_ATTACK_ALONE}|{CANT_BLOCK_ALONE}|{ISLAND_DEFENDER})\.",
                         line):
        return [f"ability:{m.group(1)}"]
    if re.fullmatch(rf"{SELF_NAMES} can't attack or block alone\.", line):
        return [f"ability:{CANT_ATTACK_ALONE}", f"ability:{CANT_BLOCK_ALONE}"]
    if m := _TOUGHNESS_DAMAGE.fullmatch(line):
        who = "you" if m.group("yours") else "each" if m.group("who").startswith("Each") else "itself"
        return [f"{TOUGHNESS_DAMAGE}{who}" + (":toughness greater" if m.group("greater") else "")]
    if re.fullmatch(rf"You may have {SELF_NAMES} assign its combat damage as though it weren't blocked\.", line):
        return [f"ability:{AS_THOUGH_UNBLOCKED}"]
    if re.fullmatch(rf"Prevent all combat damage that would be dealt to {SELF_NAMES}\.", line):
        return [PREVENT_COMBAT_TO_IT]
    if line == "Each creature you control can block an additional creature each combat.":
        return [YOURS_ADDITIONAL_BLOCK]
    if m := re.fullmatch(rf"{SELF_NAMES} ({MUST_BE_BLOCKED}|{MAX_ONE_BLOCKER}|{THREE_OR_MORE_BLOCKERS}|{ADDITIONAL_BLOCK}"
                         rf"|{ANY_NUMBER_BLOCK})\.", line):
        return [f"ability:{m.group(1)}"]
    if re.fullmatch(rf"All creatures able to block {SELF_NAMES} do so\.", line):
        return [f"ability:{LURE}"]
    if re.fullmatch(rf"{SELF_NAMES} can't block and can't be blocked\.", line):
        return ["ability:can't block", "ability:can't be blocked"]
    if re.fullmatch(rf"{SELF_NAMES} can attack as though it didn't have defender\.", line):
        # 702.3b, a static ability of itself ("As long as ..., this creature can attack ...": while that holds)
        return [StaticEffect(Selector(host="itself"), (EffectPart("6", "add_abilities", (AS_THOUGH_NO_DEFENDER,)),))]
    if line == "Training":  # 702.149a: "Whenever this creature and at least one other creature with power greater than
        # this creature's power attack, put a +1/+1 counter on this creature." (triggers.trains)
        return [TriggeredAbility("attacks_with_greater_power", (SpellEffect("put_counters", 1, detail=("+1/+1",)),),
                                 text=line)]
    if m := re.fullmatch(r"Mobilize (\d+)", line):  # 702.181a (by its reminder text; later than the rules here):
        # "Whenever this creature attacks, create N tapped and attacking 1/1 red Warrior creature tokens. Sacrifice
        # them at the beginning of the next end step."
        n = int(m.group(1))
        tokens = ("a 1/1 red Warrior creature token that's tapped and attacking. Sacrifice it" if n == 1 else
                  f"{n} 1/1 red Warrior creature tokens that are tapped and attacking. Sacrifice them")
        made = ORACLE["effect_sentences"](f"Create {tokens} at the beginning of the next end step.")
        return [TriggeredAbility("attacks", tuple(made), text=line)] if made else []
    if line == "Provoke":
        # 702.39a: "Whenever this creature attacks, you may choose to have target creature defending player controls
        # block this creature this combat if able. If you do, untap that creature." (702.39b: each instance triggers)
        required = [SpellEffect("blocks_source_if_able", target=PROVOKED, quality=("this combat",)),
                    SpellEffect("untap", target=SAME_TARGET)]
        question = "You may choose to have target creature defending player controls block this creature this " \
                   "combat if able."
        return [TriggeredAbility("attacks", (SpellEffect("may", target=PROVOKED, detail=(question, packed(required),
                                                                                        ())),), text=line)]
    if line == "Decayed":  # 702.147a: "This creature can't block." and "When this creature attacks, sacrifice it at
        # end of combat." (511.2; performing/delayed.py)
        return ["ability:can't block",
                TriggeredAbility("attacks", (SpellEffect("sacrifice_self_at_end_of_combat"),), text=line)]
    if line == "Dethrone":
        return [TriggeredAbility("attacks_player_with_most_life", (SpellEffect("put_counters", 1, detail=("+1/+1",)),),
                                 text=line)]
    return []


@reads
def pumped_per_blocker(sentence: str) -> list[SpellEffect] | None:
    """"It gets +1/+1 until end of turn for each creature blocking it." (of "Whenever this creature becomes blocked"):
    its own permanent, counted as it resolves, as rampage's bonus (702.23b)."""
    if m := re.fullmatch(r"It gets \+(\d+)/\+\1 until end of turn for each creature blocking it\.", sentence):
        return [SpellEffect("pumped_per_blocker", int(m.group(1)))]
    return None


def to_the_other_combatant(effect_text: str) -> list[SpellEffect] | None:
    """The effect of "Whenever this creature blocks or becomes blocked by a creature, this creature deals 1 damage to
    that creature.", "Whenever this creature blocks a creature, that creature doesn't untap during its controller's
    next untap step." ("that creature": the one it blocks or that blocks it, triggers.blockers_declared)."""
    if m := re.fullmatch(rf"(?:{SELF_NAMES}|It) deals (\d+) damage to that creature\.", effect_text):
        return [SpellEffect("damage_other_combatant", int(m.group(1)))]
    if effect_text == "That creature doesn't untap during its controller's next untap step.":  # 502.3
        return [SpellEffect("other_combatant_stays_tapped")]
    return destroy_that_creature(effect_text, "creature")

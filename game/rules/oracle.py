"""Reads the abilities the engine automates out of a card's Oracle text.

Behaviour is data-driven: a land's mana abilities, extra land plays,
type-changing effects and simple spell effects are recognised from their
wording, so any imported card worded the same way works too. Unrecognised
lines are left to the players (manual moves), never guessed.
"""
import re
from dataclasses import replace
from functools import lru_cache
from itertools import combinations, takewhile

from game.rules.abilities import (
    CANT_BE_COUNTERED,
    CAST_ONLY_IF,
    COLORS,
    IF_NOT_A_CREATURE,
    GATES_ENTER_UNTAPPED,
    HELD_TAPPED,
    is_keyword,
    is_printed_keyword,
    MANA_KINDS,
    NEXT_CAST,
    ActivatedAbility,
    AttachAbility,
    Condition,
    CyclingAbility,
    EffectPart,
    EntersTapped,
    ExtraLandPlays,
    LoyaltyAbility,
    ManaAbility,
    PREVENT_TO_YOU,
    PlayLandsFrom,
    REDUCES,
    RevealTopOfLibrary,
    SacrificeToEnter,
    Selector,
    SpellEffect,
    StaticEffect,
    TriggeredAbility,
    UntapRule,
)
from game.rules.activation_instructions import instructions, without_ability_word
from game.rules.additional_costs import additional_cost
from game.rules.affinity import affinity_ability
from game.rules.buyback import buyback_ability
from game.rules.cipher import cipher_effects
from game.rules.copy_costs import casualty_abilities
from game.rules.dash import dash_ability
from game.rules.madness import cast_by_choice_unless_by_hand, madness_ability
from game.rules.ninjutsu import ninjutsu_ability
from game.rules.offspring import offspring_abilities
from game.rules.suspend import suspend_abilities
from game.rules.cast_triggers import cast_trigger_abilities
from game.rules.chosen_types import read_line as creature_type_choice
from game.rules.granted import quoted_abilities, readable, sentences, split_with
from game.rules.graveyard_casts import graveyard_cast_ability
from game.rules.kicker import kicker_ability
from game.rules.modes import BULLET, MODE_COST, Modal, is_header, read_modal, read_spree
from game.rules.phrasebook import READERS
from game.rules.phrasebook.anthems import group_statics
from game.rules.phrasebook.attachments import attachment_statics
from game.rules.phrasebook.as_long_as import AFTER as AS_LONG_AS_AFTER, BEFORE as AS_LONG_AS_BEFORE, static_condition
from game.rules.phrasebook.cards import to_the_damaged_player
from game.rules.phrasebook.copies import the_spell_cast
from game.rules.phrasebook.combat import to_the_damaged_creature
from game.rules.phrasebook.copies import enters_as_copy
from game.rules.phrasebook.cost_reductions import own_cost_reduction
from game.rules.phrasebook.creatures import STATIC_CHANGE, change_parts, to_the_crewed_vehicle
from game.rules.phrasebook.defined_pt import defined_power_and_toughness
from game.rules.phrasebook.dice import ROLL_LAST, ROW, with_table
from game.rules.phrasebook.counters import COUNTER_KIND, MEANINGFUL
from game.rules.phrasebook.creature_keywords import creature_keyword_abilities, with_backup
from game.rules.phrasebook.faces import face_down_abilities
from game.rules.phrasebook.grants import granting_statics
from game.rules.phrasebook.graveyards import exiled_as_it_dies, itself_from_a_zone, itself_from_graveyard
from game.rules.phrasebook.combat_keywords import (
    BLOCK_EVENTS, BY_A_CREATURE_EVENTS, combat_keyword_abilities, to_the_other_combatant,
)
from game.rules.phrasebook.evasion import block_bounds, exalted, type_bound
from game.rules.phrasebook.keyword_actions import ITSELF
from game.rules.phrasebook.keywords import MAX_SPEED, keyword_abilities
from game.rules.phrasebook.levels import LEVEL_SYMBOL, level_symbol, level_up
from game.rules.phrasebook.linked import linked_exiles
from game.rules.phrasebook.mechanics import mechanic_abilities, station_threshold
from game.rules.phrasebook.opening_hand import begin_on_battlefield
from game.rules.phrasebook.ring import ring_abilities
from game.rules.phrasebook.optional import reflexive_abilities
from game.rules.phrasebook.sagas import chapter_ability
from game.rules.phrasebook.variables import (
    CAST_SPELL_MANA_VALUE, CHOSEN, DAMAGE_DEALT, IT_SOURCE_POWER, announces_x, amount as x_words,
)
from game.rules.phrasebook.vehicles import vehicle_abilities
from game.rules.phrases import (
    CARD_TYPE_WORDS, COLOR_WORDS, NUMBER, NUMBER_WORDS, OPPONENTS_CHOICE, SAME_TARGET, SELF_NAMES, SINGULAR,
    STANDS_FOR_X, SUPERTYPE_WORDS, condition,
    costs, number,
    permanents, singular_subtype, target_filter,
)
from game.rules.registry import ORACLE
from game.rules.spending import readable as readable_restriction
from game.rules.mana_riders import rider as spent_rider
from game.rules.trigger_phrases import STATE_TRIGGER, read_trigger
from game.rules.typeline import BASIC_LAND_TYPES, CREATURE_TYPES, LAND_TYPES

_MANA_SYMBOL = r"\{([WUBRGC])\}"
_MANA_LINE = re.compile(
    r"^(?P<costs>[^:]+): "
    r"(?P<choose>Choose a color(?: of (?P<color_of>a permanent you control))?\. )?"
    r"Add(?: to your mana pool)? (?P<what>(?P<that>one mana|an amount of mana) of that color(?P<devotion> equal to your devotion to that color)?"
    r"(?P<of_chosen> equal to the number of creatures you control of the chosen type)?"
    r"|(?P<shares>one mana of any color that shares a color with a permanent a player controls)"
    r"|(?P<identity>one mana of any color in your commander's color identity)"
    r"|(?P<different>two mana of different colors)"
    r"|one mana of any color among (?P<among>[a-z ]+?) (?P<among_where>permanents you control|cards in your graveyard)"
    r"|(?P<combos>(?:\{[WUBRGC]\}){2}(?:, (?:\{[WUBRGC]\}){2})*,? or (?:\{[WUBRGC]\}){2})"
    r"|(?:\{[WUBRGC]\})+(?:(?:, | or |, or )\{[WUBRGC]\})*|one mana of any color|(?P<exiled_colors>one mana of any "
    r"of the exiled cards' colors)"
    r"|one mana of any (?P<mirror_kind>type|color) that an? (?P<mirror>[A-Za-z ]+?) (?P<whose>you control|an opponent controls) could produce"
    r"|X mana of any one color, where X is the number of (?P<x_per>[a-zA-Z' ]+)"
    rf"|(?P<one_color>{NUMBER}|X) mana of any one color|(?P<many>{NUMBER}) (?P<many_of>\{{[WUBRGC]\}})"
    r"|(?P<mix_n>two|three|four|five) mana in any combination of colors"
    r"|X mana in any combination of (?P<mix>\{[WUBRGC]\} and/or \{[WUBRGC]\}|colors)|(?P<each>\{[WUBRGC]\}) for each (?P<per>[a-zA-Z' ]+)"
    r"|(?:(?P<also>\{[WUBRGC]\}) or )?(?P<chosen>one|two) mana of (?:the|a) chosen color|(?P<last>one) mana of the color last chosen)\."
    r"(?P<gains_x> You gain X life\.)?"
    r"(?P<random> Then choose a random color\.)?"
    r"(?: Scry (?P<scry>\d+)\.)?"
    r"(?: If you played a land this turn, add (?P<played>\{[WUBRGC]\}) instead\.)?"
    rf"(?: If {SELF_NAMES} has an? (?P<if_counter>[a-z]+) counter on it, instead add one mana of any color\.)?"
    r"(?: If you control an Urza's [A-Za-z-]+ and an Urza's [A-Za-z-]+, add (?P<tron>(?:\{C\})+) instead\.)?"
    rf"(?: If a card is exiled with {SELF_NAMES}, add (?P<exiled>(?:\{{C\}})+) instead\.)?"
    r"(?: (?:Spend this mana only to (?P<spend>[^.]+)|This mana can't be spent (?P<cant>to [^.]+))\.)?"
    r"(?: (?P<rider>(?:If|When) (?:(?:that|this) mana is spent|you spend this mana) [^.]+\.))?"
    r"(?: When you next cast an? (?P<next_cast>[A-Za-z ]+?) spell this turn, it enters with an additional \+1/\+1 "
    r"counter on it\.)?"
    rf"(?: {SELF_NAMES} deals (?P<damage>\d+) damage to you(?: if (?P<damage_if>[^.]+))?\.)?"
    r"(?: If (?P<lose_if>[^,]+), you lose (?P<lose>\d+) life\.)?"
    rf"(?: Put an? (?P<put>[a-z]+) counter on {SELF_NAMES}\.)?(?P<gift> Each opponent gains 1 life\.)?"
    r"(?P<poison> You get a poison counter\.)?"
    rf"(?P<stays> {SELF_NAMES} doesn't untap during your next untap step\.)?"
    rf"(?P<given> An opponent gains control of {SELF_NAMES} at the beginning of the next end step\.)?"
    rf"(?P<paradise> During your next untap step, as you untap your permanents, return {SELF_NAMES} to its owner's "
    r"hand\.)?"
    rf"(?P<out> If there are no (?P<out_kind>[a-z]+) counters on {SELF_NAMES}, sacrifice it\.)?"
    r"(?: Activate only if (?P<only>[^.]+)\.)?$"
)
_EACH_COLOR = re.compile(r"^(?P<costs>[^:]+): For each color among (?P<among>[a-z ]+) you control, add one mana of "
                         r"that color\.$")
_EXERT = re.compile(rf", Exert {SELF_NAMES}$")  # 701.39a: it won't untap during your next untap step
_REMOVE_ANY = re.compile(rf"(?:^|, )Remove (any number of|X) ([a-z]+) counters from {SELF_NAMES}$")
_EXTRA_LANDS = re.compile(r"^You may play (an|one|two|three) additional lands? on each of your turns\.$")
_LOYALTY = re.compile(r"^([+\u2212-])(\d+): (.+)$")
_ENCHANTED_LAND_IS = re.compile(r"^Enchanted land is an? (Plains|Island|Swamp|Mountain|Forest)\.$")
_EACH_LAND_IS = re.compile(r"^Each land is an? (Plains|Island|Swamp|Mountain|Forest) in addition to its other land types\.$")
_NONBASIC_ARE = re.compile(r"^Nonbasic lands are (Plains|Islands|Swamps|Mountains|Forests)\.$")
_ALL_ARE_CREATURES = re.compile(
    r"^All (Plains|Islands|Swamps|Mountains|Forests) are (\d+)/(\d+) (white|blue|black|red|green) creatures that are still lands\.$"
)
_HOST_CHANGE = re.compile(rf"^(?P<host>Equipped|Enchanted) creature {STATIC_CHANGE}\.$")
_SELF_PER = re.compile(rf"^(?:{SELF_NAMES}|(?P<host>Equipped|Enchanted) creature) gets "
                       r"\+(?P<power>\d+)/\+(?P<toughness>\d+) for each (?P<what>[A-Za-z ]+?) you control\.$")
_YOUR_CREATURES_CHANGE = re.compile(rf"^(?P<other>Other )?[Cc]reatures you control {STATIC_CHANGE}\.$")
_SELF_CHANGE = re.compile(rf"^{SELF_NAMES} {STATIC_CHANGE}\.$")  # "this creature has first strike" (itself alone)
_YOUR_TURN = re.compile(r"^(?:During your turn|As long as it's your turn), (?P<rest>.+)$")
YOUR_TURN = Condition("your_turn", at_least=1)  # it's its controller's turn (characteristics._counted)
_ATTACH_COST = re.compile(r"^(Equip|Fortify) (\{[^ ]+\})$")
_LIFE_AND_TOKEN = re.compile(
    r"^You lose (\d+) life and create an? (\d+)/(\d+) (white|blue|black|red|green) "
    r"([A-Z][a-z]+(?: [A-Z][a-z]+)*) creature token with (flying)\.$"
)
_MAY_NOT_UNTAP = re.compile(rf"^You may choose not to untap {SELF_NAMES} during your untap step\.$")
_DOESNT_UNTAP = re.compile(rf"^{SELF_NAMES} doesn't untap during your untap step(?: if it has an? ([a-z]+) counter on it)?\.$")
_ENTERS_WORDS = rf"{SELF_NAMES} (?:enters|(?<=~ )enter)(?: the battlefield)?"  # a plural name: "~ enter"
_WITH_COUNTERS = rf"with ({NUMBER}) ({COUNTER_KIND}) counters? on it"
_ENTERS_TAPPED = re.compile(rf"^{_ENTERS_WORDS} tapped(?: {_WITH_COUNTERS})?(?: unless (.+))?\.$")
_IF_ENTERS_TAPPED = re.compile(rf"^If (.+), {_ENTERS_WORDS} tapped\.$")
_MAY_ENTER_TAPPED_FOR_RAD = re.compile(rf"^You may have {SELF_NAMES} enter tapped\. If you do, you get ({NUMBER}) rad "
                                       r"counters?\.$")
_TAPPED_IF_PLAYED = re.compile(rf"^{_ENTERS_WORDS} tapped if it was played from your hand\.$")
_DURING_FIRST_TURNS = re.compile(rf"^During your first three turns of the game, {_ENTERS_WORDS} tapped if (.+)\.$")
_ENTERS_WITH_COUNTERS = re.compile(rf"^{_ENTERS_WORDS} {_WITH_COUNTERS}\.$")
_IF_KICKED_ENTERS_WITH = re.compile(rf"^If {SELF_NAMES} was kicked, it enters {_WITH_COUNTERS}\.$")  # 702.33e
_ENTERS_WITH_X = re.compile(rf"^{_ENTERS_WORDS} with X ({COUNTER_KIND}) counters on it\.$")  # 107.3m
_ENTERS_WITH_PER_KICK = re.compile(rf"^{_ENTERS_WORDS} with an? ({COUNTER_KIND}) counter on it for each time it was "
                                   r"kicked\.$")
_HAND_COLORS = re.compile(rf"^As {_ENTERS_WORDS}, choose up to (?P<most>two|three) colors from among cards in your "
                         r"hand\.$")
_CHOOSE_COLOR = re.compile(rf"^(?:{_ENTERS_WORDS} (?P<tapped>tapped)\. As it enters|As {_ENTERS_WORDS}), "
                           r"choose a color(?: other than (?P<except>white|blue|black|red|green))?\.$")
# A creature land: "~ becomes a 3/4 white Dragon creature with flying until end of turn. It's still a land.",
# "... a 2/2 Assembly-Worker artifact creature ...", "... with vigilance and all creature types ...", "... a 3/3
# Elemental artifact creature that's still a land." (no duration: for as long as it stays, 611.2a), "... a 2/2
# Construct creature in addition to its other types until end of turn.", "... It's still a Cave land." (205.1b: each
# wording keeps all its other types); without such words, a creature of these creature types alone (205.1a). With no
# power and toughness, a quoted ability sets them ("... and gains "This creature's power and toughness are each
# equal to ..."", granted.py).
_BECOMES_CREATURE = re.compile(
    rf"^(?P<until_first>Until end of turn, )?{SELF_NAMES} becomes an? (?:(?P<power>\d+)/(?P<toughness>\d+) )?"
    r"(?P<colors>(?:(?:white|blue|black|red|green)(?:,? and |, | ))*)(?P<subtypes>(?:[A-Z][a-z]+(?:-[A-Z][a-z]+)? )*)"
    r"(?P<artifact>artifact )?creature(?P<in_addition> in addition to its other types)?"
    r"(?: (?:with|and gains) (?P<keywords>(?:[a-z ,]|\{[0-9]+\}|\"[^\"]+\")+?))?(?P<until> until end of turn)?"
    r"(?:(?:\.|(?<=\.\")) It's still an? (?:[A-Z][a-z]+ )?land| that's still a land|(?(in_addition)|(?P<only>)))"
    r"(?:\.|(?<=\.\"))"
    r"(?P<unblockable> It can't be blocked this turn\.)?$")


def _creature_parts(m) -> tuple:
    """The layers of "becomes a P/T COLOR SUBTYPE [artifact] creature with KEYWORDS [and all creature types]
    [and "QUOTED ABILITY"]" (613.1d-f, 613.4b; granted.py)."""
    keywords = split_with(m.group("keywords") or "")
    quoted = tuple(k.strip('"') for k in keywords if k.startswith('"'))
    every_type = "all creature types" in keywords
    keywords = [k for k in keywords if k != "all creature types" and not k.startswith('"')]
    if not all(map(is_keyword, keywords)) or not all(map(readable, quoted)):
        return ()
    sets_pt = m.group("power") is not None
    if not sets_pt and not any(part.op == "set_pt_count" for quote in quoted for ability in quoted_abilities(quote)
                               if isinstance(ability, StaticEffect) for part in ability.parts):
        return ()  # 208.3: no power and toughness said, none set
    colors = [COLOR_WORDS[c] for c in re.findall(r"white|blue|black|red|green", m.group("colors"))]
    types = ("Artifact", "Creature") if m.group("artifact") else ("Creature",)
    if m.group("only") is not None and (m.group("artifact") or every_type):
        return ()  # 205.1b: an "artifact creature" keeps its other types but not its creature types: not read here
    kind = "set" if m.group("only") is not None else "add"
    parts = [("4", f"{kind}_types", types), ("4", f"{kind}_subtypes", tuple(m.group("subtypes").split()))]
    parts += [("4", "add_all_creature_types", ())] if every_type else []
    parts += [("5", "set_colors", tuple(colors))] if colors else []
    parts += [("6", "add_keywords", tuple(keywords))] if keywords else []
    parts += [("6", "grant_quoted", quoted)] if quoted else []
    parts += [("6", "add_abilities", ("can't be blocked",))] if m.group("unblockable") else []
    parts += [("7b", "set_pt", (int(m.group("power")), int(m.group("toughness"))))] if sets_pt else []
    return tuple(parts)


# 701.19: "Search your library for a basic land card, put it onto the battlefield tapped, then shuffle.", "Search
# your library for up to two basic land cards, reveal those cards, put one onto the battlefield tapped and the
# other into your hand, then shuffle." (Cultivate)
_SEARCH_LAND = re.compile(
    r"^Search your library for (?P<amount>an?|up to two) (?P<basic>basic )?"
    r"(?P<what>land|(?:Plains|Island|Swamp|Mountain|Forest)(?:,? or (?:Plains|Island|Swamp|Mountain|Forest)"
    r"|, (?:Plains|Island|Swamp|Mountain|Forest))*) cards?, (?:put (?:it|them|that card) onto the battlefield"
    r"(?P<tapped> tapped)?|(?P<split>reveal those cards, put one onto the battlefield tapped and the other into your "
    r"hand)), then shuffle\.$")
_PAY_OR_TAPPED = re.compile(rf"^As {_ENTERS_WORDS}, you may pay ({NUMBER}) life\. "
                            rf"If you don't, (?:it|{SELF_NAMES}) enters(?: the battlefield)? tapped\.$")
_REVEAL_OR_TAPPED = re.compile(rf"^As {_ENTERS_WORDS}, you may reveal an? (?P<what>[A-Z][a-z]+(?: or [A-Z][a-z]+)?) "
                               rf"card from your hand\. (?:If you don't, {_ENTERS_WORDS} tapped|{_ENTERS_WORDS} "
                               r"tapped unless you revealed an? (?P=what) card this way or (?P<unless>[^.]+))\.$")
_SACRIFICE_TO_ENTER = re.compile(
    rf"^If {SELF_NAMES} would enter(?: the battlefield)?, sacrifice (?P<count>an?|two) (?P<what>(?:untapped )?"
    rf"(?:lands?|Plains|Islands?|Swamps?|Mountains?|Forests?)) instead\. If you do, put {SELF_NAMES} onto the "
    r"battlefield\. If you don't, put it into its owner's graveyard\.$")
_SACRIFICE_NAMESAKES = re.compile(rf"^If {SELF_NAMES} would enter(?: the battlefield)?, instead sacrifice each other "
                                  rf"permanent named ~ you control, then put {SELF_NAMES} onto the battlefield\.$")


def _normalise(text: str, name: str) -> list[str]:
    """Oracle lines with reminder text dropped and the card's own name as ``~``."""
    text = text.replace("\u2019", "'")
    faces = {name, *name.split(" // ")}
    faces |= {face.removeprefix("A-") for face in faces}  # a rebalanced Alchemy card's text names the original
    for face_name in sorted(faces, key=len, reverse=True):
        if face_name:
            text = text.replace(face_name, "~")
            short = face_name.split(",")[0]
            if short != face_name:  # "Urborg" for "Urborg, Tomb of Yawgmoth"
                text = text.replace(short, "~")
    text = re.sub(r"\s*\([^)]*\)", "", text)
    return [line.strip() for line in text.split("\n") if line.strip()]


def _not_for_mana(paid: dict) -> bool:
    """Costs read for other activated abilities only ("Pay life equal to ...", "Sacrifice all lands you control",
    "Pay X {E}")."""
    return "life_identity" in paid or "sacrifice_all" in paid or "energy_x" in paid


def _each_color(line: str) -> ManaAbility | None:
    """"{1}, {T}: For each color among monocolored permanents you control, add one mana of that color." (605.3b:
    the colors as it resolves)."""
    if not (m := _EACH_COLOR.match(line)) or (paid := costs(m.group("costs"))) is None \
            or announces_x(paid["cost"], paid["paid_with"]) or _not_for_mana(paid):
        return None
    kinds = {"monocolored": True} if m.group("among") == "monocolored permanents" else permanents(m.group("among"))
    return ManaAbility(produces=COLORS, colors_of=Condition("permanents", **kinds), each_color=True, **paid) \
        if kinds else None


def _mana_ability(line: str) -> ManaAbility | None:
    if found := _each_color(without_ability_word(line)):
        return found
    match = _MANA_LINE.match(without_ability_word(line))  # an ability word means nothing (207.2c)
    if not match:
        return None
    what = match.group("what")
    tron = len(match.group("tron") or "") // 3
    exiled = len(match.group("exiled") or "") // 3
    if exiled and not re.fullmatch(r"(?:\{C\})+", what):
        return None  # "instead" of colorless mana only
    cost_text, remove_any = match.group("costs"), ""
    if (m := _REMOVE_ANY.search(cost_text)) and (match.group("per") == f"{m.group(2)} counter removed this way"
                                                 if m.group(1) != "X" else match.group("mix")):
        cost_text, remove_any = cost_text[:m.start()], m.group(2)  # "... for each storage counter removed this way"
    exert = bool(m := _EXERT.search(cost_text))
    cost_text = cost_text[:m.start()] if exert else cost_text
    paid = costs(cost_text)
    x_chosen = match.group("one_color") == "X"  # "Sacrifice X Goats: Add X mana ...": X, the objects chosen
    if paid is None or _not_for_mana(paid) or announces_x(paid["cost"], paid["paid_with"]) != x_chosen \
            or x_chosen and ("{X}" in paid["cost"] or len(paid["paid_with"]) != 1) \
            or bool(match.group("gains_x")) != x_chosen:
        return None  # costs this reader doesn't know
    only = match.group("only") or ""
    only_if = condition(only) if only else None  # "this land entered this turn or if ...": phrases.condition
    if only and only_if is None:
        return None  # a restriction this reader doesn't know: the line is left to the players
    said_if = match.group("damage_if") or match.group("lose_if")
    rider_if = condition(said_if) if said_if else None  # "... if you don't control an Ogre" (605.3b)
    if said_if and rider_if is None:
        return None
    if match.group("out") and match.group("out_kind") != paid["remove_counter"]:
        return None  # a rider about another kind of counter: left to the players
    spend = match.group("spend") or (f"not {match.group('cant')}" if match.group("cant") else "")
    if spend and not readable_restriction(spend):
        return None  # a spending restriction this reader doesn't know (106.6): left to the players
    if match.group("rider") and not spent_rider(match.group("rider")):
        return None  # a rider on how the mana is spent this reader doesn't know (106.6, spent_mana.py)
    next_cast = match.group("next_cast") or ""
    if next_cast and not readable_restriction(f"cast {next_cast} spells"):
        return None  # spells the spending restrictions' words don't describe (603.7, delayed.py)
    costs_and_riders = {**paid, "only_if": only_if, "damage": int(match.group("damage") or 0),
                        "lose_life": int(match.group("lose") or 0), "rider_if": rider_if, "x_chosen": x_chosen,
                        "random_color": bool(match.group("random")), "scry": int(match.group("scry") or 0),
                        "stays_tapped": bool(match.group("stays")) or exert, "sacrifice_when_out": bool(match.group("out")),
                        "spend_only": spend, "spent_rider": spent_rider(match.group("rider") or "") or "",
                        "put_counter": match.group("put") or "",
                        "if_played_land": "".join(re.findall(_MANA_SYMBOL, match.group("played") or "")),
                        "if_counter": match.group("if_counter") or "",
                        "opponents_gain": 1 if match.group("gift") else 0, "poison": 1 if match.group("poison") else 0,
                        "delayed": "given" if match.group("given") else "paradise" if match.group("paradise")
                        else f"{NEXT_CAST}{next_cast}" if next_cast else ""}
    if bool(match.group("choose")) != bool(match.group("that")) or match.group("that") and \
            sum(bool(match.group(g)) for g in ("devotion", "color_of", "of_chosen")) != 1:
        return None  # "Choose a color. Add one mana of that color." alone: not a wording read here
    if match.group("color_of") or match.group("shares"):  # Meteor Crater, Reflective Gate
        whose = "you" if match.group("color_of") else "any"
        return ManaAbility(produces=COLORS, colors_of=Condition("permanents", whose=whose), **costs_and_riders)
    if match.group("different"):  # each pair of two colors, added together
        return ManaAbility(produces=COLORS, combos=tuple(combinations(COLORS, 2)), **costs_and_riders)
    if match.group("identity"):  # Command Tower (903.4f)
        return ManaAbility(produces=COLORS, identity=True, **costs_and_riders)
    if match.group("among"):  # "any color among legendary permanents you control" (Plaza of Heroes)
        words = match.group("among").split(" ")
        kinds = {"supertypes": frozenset(SUPERTYPE_WORDS[w] for w in words)} \
            if all(w in SUPERTYPE_WORDS for w in words) else permanents(match.group("among"))
        where = "permanents" if match.group("among_where") == "permanents you control" else "graveyard"
        return ManaAbility(produces=COLORS, colors_of=Condition(where, **kinds), **costs_and_riders) if kinds else None
    if match.group("of_chosen"):  # Three Tree City: the creature type chosen as it entered (chosen_types.py)
        return ManaAbility(produces=COLORS, per=Condition("permanents", card_types=frozenset({"Creature"})),
                           per_chosen_type=True, **costs_and_riders)
    if match.group("devotion"):  # Nykthos (700.5)
        return ManaAbility(produces=COLORS, devotion=True, **costs_and_riders)
    if match.group("combos"):  # "{W}{W}, {W}{U}, or {U}{U}": one of these pairs, together
        combos = tuple(tuple(re.findall(_MANA_SYMBOL, pair)) for pair in re.findall(r"(?:\{[WUBRGC]\}){2}", what))
        return ManaAbility(produces=tuple(dict.fromkeys(k for pair in combos for k in pair)), combos=combos,
                           **costs_and_riders)
    if match.group("mirror"):  # 106.7
        kinds = permanents(match.group("mirror"))
        whose = "you" if match.group("whose") == "you control" else "opponents"
        return ManaAbility(produces=COLORS if match.group("mirror_kind") == "color" else MANA_KINDS,
                           mirror=Condition("permanents", whose=whose, **kinds), **costs_and_riders) if kinds else None
    if match.group("many"):  # "Add six {G}."
        return ManaAbility(produces=tuple(re.findall(_MANA_SYMBOL, match.group("many_of"))),
                           amount=number(match.group("many")), **costs_and_riders)
    if match.group("mix_n"):  # 106.1: the colors chosen together, the same or not
        return ManaAbility(produces=COLORS, mix=True, amount=number(match.group("mix_n")), **costs_and_riders)
    if match.group("one_color"):
        return ManaAbility(produces=COLORS, amount=0 if x_chosen else number(match.group("one_color")),
                           **costs_and_riders)
    if remove_any and match.group("mix"):  # "Remove X storage counters ...: Add X mana in any combination of ..."
        produces = COLORS if match.group("mix") == "colors" else tuple(re.findall(_MANA_SYMBOL, match.group("mix")))
        return ManaAbility(produces=produces, remove_any=remove_any, mix=True, **costs_and_riders)
    if remove_any:
        return ManaAbility(produces=tuple(re.findall(_MANA_SYMBOL, match.group("each"))), remove_any=remove_any,
                           **costs_and_riders)
    if match.group("each") or match.group("x_per"):
        words = match.group("per") or _singular_subtype(match.group("x_per"))
        per = _per(words) if words else None
        produces = tuple(re.findall(_MANA_SYMBOL, match.group("each"))) if match.group("each") else COLORS
        other = bool(words) and words.startswith("other ")
        return ManaAbility(produces=produces, per=per, per_other=other, **costs_and_riders) if per else None
    if what == "one mana of any color":
        return ManaAbility(produces=COLORS, **costs_and_riders)
    if match.group("exiled_colors"):
        return ManaAbility(produces=COLORS, exiled_colors=True, **costs_and_riders)
    if match.group("chosen") or match.group("last"):  # "the color last chosen": its chosen_color (Gem Bazaar)
        return ManaAbility(produces=tuple(re.findall(_MANA_SYMBOL, match.group("also") or "")), chosen=True,
                           amount=number(match.group("chosen") or "one"), **costs_and_riders)
    if " or " in what or ", " in what:
        return ManaAbility(produces=tuple(re.findall(_MANA_SYMBOL, what)), **costs_and_riders)
    symbols = re.findall(_MANA_SYMBOL, what)
    if len(set(symbols)) == 1:
        return ManaAbility(produces=(symbols[0],), amount=len(symbols), tron_amount=tron, exiled_amount=exiled,
                           **costs_and_riders)
    return ManaAbility(produces=tuple(dict.fromkeys(symbols)), adds=tuple(symbols), **costs_and_riders)  # {W}{U}


def _singular_subtype(words: str) -> str | None:
    """"other Gates you control" -> "other Gate you control", "Elves on the battlefield" -> "Elf on the
    battlefield"; None for a plural this doesn't know. Card types are read in the plural by phrases.permanents."""
    nouns = re.findall(r"\b[A-Z][a-z]+\b", words)
    if not all(map(singular_subtype, nouns)):
        return None
    return re.sub(r"\b[A-Z][a-z]+\b", lambda m: singular_subtype(m.group(0)), words)


def _per(words: str) -> Condition | str | None:
    """"{G} for each creature you control": what is counted, a Condition; "... for each charge counter on this
    land": that kind of counter, its name. None for what this doesn't read."""
    if m := re.fullmatch(rf"([a-z]+) counter on {SELF_NAMES}", words):
        return m.group(1)
    if (m := re.fullmatch(r"([A-Z][a-z]+) on the battlefield", words)) and (kinds := permanents(m.group(1))):
        return Condition("permanents", whose="any", **kinds)  # "for each Locus on the battlefield"
    if m := re.fullmatch(r"(?:(white|blue|black|red|green) )?(.+) card in your graveyard", words):
        kinds = permanents(m.group(2))  # "black creature card in your graveyard"
        colors = frozenset({COLOR_WORDS[m.group(1)]} if m.group(1) else ())
        return Condition("graveyard", colors=colors, **kinds) if kinds else None
    if words == "Urza's land you control":
        return Condition("permanents", card_types=frozenset({"Land"}), subtypes=frozenset({"Urza's"}))
    if m := re.fullmatch(r"basic (Plains|Island|Swamp|Mountain|Forest) you control", words):
        return Condition("permanents", supertypes=frozenset({"Basic"}), subtypes=frozenset({m.group(1)}))
    if (m := re.fullmatch(r"(.+) you control", words)) and (kinds := permanents(m.group(1))):
        return Condition("permanents", **kinds)
    return None


def _spell_effect(line: str, chosen_x: bool = False) -> list[SpellEffect]:
    """One sentence's instructions ([] when it doesn't read); an X chosen as it's activated only where
    ``chosen_x`` (an activated ability with X in its cost, 107.3a)."""
    found = _sentence_effect(line.rstrip())
    if not found and line.startswith("Then "):  # "Then create ...": in order, as every instruction is (608.2c)
        found = _sentence_effect(line[5].upper() + line[6:].rstrip())
    return found if chosen_x or not any(e.x == CHOSEN or "mana value X" in e.target for e in found) else []


def _sentence_effect(line: str) -> list[SpellEffect]:
    if m := re.match(r"^(?:Draw|You draw) (a|two|three|four|\d+) cards?\.$", line):  # a number: X (phrasebook/variables.py)
        return [SpellEffect("draw", number(m.group(1)))]
    if m := re.match(r"^(Scry|Surveil) (\d+)\.$", line):
        return [SpellEffect(m.group(1).lower(), int(m.group(2)))]
    if m := _SEARCH_LAND.match(line):
        amount = 2 if m.group("amount") == "up to two" else 1
        words = tuple(w for w in re.split(r",? or |, ", m.group("what")) if w)
        basic = ("basic",) if m.group("basic") else ()
        if m.group("split"):  # Cultivate: the first card found onto the battlefield tapped, the other into the hand
            return [SpellEffect("search", 2, quality=basic + words, tapped=True, detail=("split",))] \
                if amount == 2 else []
        return [SpellEffect("search", amount, quality=basic + words, tapped=bool(m.group("tapped")))]
    unless_creature = re.match(rf"If {SELF_NAMES} isn't a creature, it (?=becomes )", line)  # as it resolves
    if unless_creature:
        line = "~ " + line[unless_creature.end():]
    x_is = re.fullmatch(r"(.+ becomes an X/X .+), where X is ([^.]+)\.( It's still .+)", line)
    if x_is and x_words(x_is.group(2)):  # 608.2h: "an X/X ..., where X is WORDS": X counted as it resolves
        line = x_is.group(1).replace("X/X", f"{STANDS_FOR_X}/{STANDS_FOR_X}") + "." + x_is.group(3)
    if (m := _BECOMES_CREATURE.match(line)) and (parts := _creature_parts(m)):
        lasting = m.group("until_first") or m.group("until")
        until = ("end_of_turn" if lasting else "game",) + (IF_NOT_A_CREATURE,) * bool(unless_creature)
        if x_is:
            parts = tuple((layer, op, tuple(CHOSEN if v == STANDS_FOR_X else v for v in values))
                          for layer, op, values in parts)
        return [SpellEffect("become", quality=parts, detail=until, x=x_is.group(2) if x_is else "")]
    if line == "Return a land you control to its owner's hand.":  # chosen on resolution (608.2d)
        return [SpellEffect("return_land", 1)]
    if line == "Investigate.":  # 701.36a: create a Clue token
        return [SpellEffect("investigate", 1)]
    if m := re.match(rf"^You gain ({NUMBER}) life\.$", line):
        return [SpellEffect("gain_life", number(m.group(1)))]
    if line == "You may play an additional land this turn.":
        return [SpellEffect("extra_land_this_turn", 1)]
    if m := re.match(r"^Each player draws (a|two|three) cards?\.$", line):
        return [SpellEffect("each_player_draws", NUMBER_WORDS[m.group(1)])]
    if m := re.match(r"^Target player draws (a|two|three) cards?\.$", line):
        return [SpellEffect("draw", NUMBER_WORDS[m.group(1)], "player")]
    if m := re.match(rf"^Target player mills ({NUMBER}) cards?\.$", line):
        return [SpellEffect("mill", number(m.group(1)), "player")]
    for reader in READERS:  # the phrase families (families/)
        if (found := reader(line)) is not None:
            return found
    return []


def effect_sentences(text: str, chosen_x: bool = False) -> list[SpellEffect] | None:
    """The instructions of an ability's effect text: read whole (a phrase of more than one sentence, "... It's
    still a land."), else sentence by sentence, a sentence that doesn't read alone (or whose next one doesn't) read
    with the next one as one phrase ("... You may search ... . If you search your library this way, shuffle."), or
    else with the next two;
    None unless every sentence reads."""
    if whole := _spell_effect(text, chosen_x):
        return _refers_back_to_a_target(whole, text)
    said, found, index = sentences(text), [], 0

    def read(sentence: str) -> list[SpellEffect]:
        return _spell_effect(sentence, chosen_x) or _joined(sentence, chosen_x)

    while index < len(said):
        one = read(said[index])
        two = index + 1 < len(said) and (not one or not read(said[index + 1])) and \
            _spell_effect(f"{said[index]} {said[index + 1]}", chosen_x)
        three = not one and not two and index + 2 < len(said) and \
            _spell_effect(" ".join(said[index:index + 3]), chosen_x)  # "... reveals their hand. You choose ... ."
        if not one and not two and not three:
            return None
        found += three or two or one
        index += 3 if three else 2 if two else 1
    return _refers_back_to_a_target(found, text)


def _joined(sentence: str, chosen_x: bool) -> list[SpellEffect]:
    """Two instructions joined by "and you" ("~ deals 3 damage to any target and you gain 3 life.", "You draw a
    card and you lose 1 life."), each read as a sentence of its own: performed in the order written (608.2c)."""
    first, joined, rest = sentence.rpartition(" and you ")
    if not joined:
        return []
    one, two = _spell_effect(f"{first}.", chosen_x), _spell_effect(f"You {rest}", chosen_x)
    return one + two if one and two else []


# In a trigger on what entered ("Whenever a Dragon you control enters, it deals X damage ..."), "it" acting
_ENTERED_ACTS = re.compile(r"\b(?:[Ii]t (?:deals|fights)|have it deal)\b")
_THE_OTHER_COMBATANT = re.compile(r"\b(?:that creature|those creatures|blocking|blocked|attacking|defending player)\b")
_BACK_TO_THE_EVENT = re.compile(r"\b(?:it|its|they|them|their|that player(?:'s)?|that creature)\b", re.I)
# In a trigger on a spell cast (601.2i), words for that spell or its caster: not kept by the trigger
_THE_CAST_SPELL = re.compile(r"\b(?:that spell(?:'s)?|the spell(?! cast\b)|that player(?:'s)?|"
                             r"its controller(?!'s next untap step)|copy it|counter it)\b", re.I)
ON_IT = re.compile(r" counters? on it$")  # an amount's "it" (phrasebook/variables.py): its own permanent


def _instants_and_sorceries(words: str) -> bool:
    """Whether every spell the words of a cast trigger name is an instant or a sorcery ("instant or sorcery spell")."""
    wanted = target_filter(words)
    kinds = [one.card_types for one in wanted.either] if wanted and wanted.either else [wanted and wanted.card_types]
    return all(kinds) and all(k <= {"Instant", "Sorcery"} for k in kinds)


def _own_it_named(text: str) -> str:
    """The text with the first instruction's "it" as ~ when that "it" is the ability's own permanent ("put a +1/+1
    counter on it", "It explores."): the creature that dealt the damage, not a word for the event's objects."""
    said = sentences(text)
    first = _spell_effect(said[0][:1].upper() + said[0][1:]) if said else []
    if first and (first[0].target == SAME_TARGET or ITSELF in first[0].detail or _sacrifices_itself(first[0])):
        return re.sub(r"\b[Ii]t\b", "~", text, count=1)
    return text


def _sacrifices_itself(effect: SpellEffect) -> bool:
    """"You may sacrifice it.": a "may" whose first instruction sacrifices the ability's own permanent."""
    return effect.kind == "may" and bool(effect.detail[1]) and effect.detail[1][0][0] == "sacrifice_self"


def _its_own(effect: SpellEffect) -> bool:
    """An instruction whose "it" is its own permanent: an amount's ("... counters on it") or "It explores."."""
    return bool(ON_IT.search(effect.x)) or ITSELF in effect.detail


def _refers_back_to_a_target(effects: list[SpellEffect], text: str) -> list[SpellEffect] | None:
    """None when an instruction's "it" (SAME_TARGET) refers back to something no target before it names, but
    as the first instruction, where "it" is the ability's own permanent ("At the beginning of your upkeep, if
    this land is tapped, put a storage counter on it.", "Whenever this creature attacks, it gets +2/+0 until end
    of turn.": stack.instructions). After another instruction "it" may be what that made ("Create a token. It
    gains haste."): left to the players; so is a first "They", which is never the permanent itself."""
    if any(_its_own(e) and (i or e.target or text.startswith("They ")) for i, e in enumerate(effects)):
        return None  # "for each counter on it": its own permanent's only in the first, untargeted instruction
    if any(e.x == IT_SOURCE_POWER for e in effects[1:]):
        return None  # "It deals damage equal to its power": the source only as the first instruction's "It"
    for index, effect in enumerate(effects):
        if effect.target:
            first_is_it = index == 0 and not text.startswith(("They ", "That creature ")) and effect.kind != "biter"
            return None if effect.target == SAME_TARGET and not first_is_it else effects
    return effects


def _while_it_holds(line: str) -> list:
    """"This creature gets +2/+2 as long as you control three or more artifacts.", "As long as ..., this creature
    ...": the static ability it would be, applying only while its condition holds; [] for any other line."""
    line = without_ability_word(line)  # "Threshold — ...": the word means nothing (207.2c)
    m = AS_LONG_AS_BEFORE.fullmatch(line) or AS_LONG_AS_AFTER.fullmatch(line)
    when = static_condition(m.group("when")) if m else None
    if when is None:
        return []
    rest = m.group("rest")
    if rest.startswith("it ") and re.match(rf"{SELF_NAMES}\b", m.group("when")):
        rest = "~" + rest[2:]  # "As long as this creature is monstrous, it has hexproof.": "it" is the permanent itself
    if rest.lower().startswith("this spell") or re.search(r"\bflash\b", rest):
        return []  # 702.8a: flash matters where the card is cast from, not on the battlefield: not read here
    found = _static(rest[0].upper() + rest[1:] + ("" if rest.endswith(".") else "."))
    whole = found and all(isinstance(f, StaticEffect) and f.condition is None and not f.works_from for f in found)
    return [replace(f, condition=when) for f in found] if whole else []


def _static(line: str) -> list:
    if m := _YOUR_TURN.match(line):  # 611.3a: the effect only while it's its controller's turn
        found = _static(m.group("rest")[0].upper() + m.group("rest")[1:])
        return [replace(f, condition=YOUR_TURN) for f in found] \
            if found and all(isinstance(f, StaticEffect) and f.condition is None for f in found) else []
    if found := _while_it_holds(line):  # 611.3a (phrasebook/as_long_as.py)
        return found
    lands = frozenset({"Land"})
    every_basic = tuple(BASIC_LAND_TYPES)
    if m := _EACH_LAND_IS.match(line):
        return [StaticEffect(Selector(card_types=lands), (EffectPart("4", "add_subtypes", (m.group(1),)),))]
    if m := _NONBASIC_ARE.match(line):
        return [StaticEffect(Selector(card_types=lands, nonbasic=True),
                             (EffectPart("4", "set_land_types", (SINGULAR[m.group(1)],)),))]
    if m := _ENCHANTED_LAND_IS.match(line):
        return [StaticEffect(Selector(host="enchanted"), (EffectPart("4", "set_land_types", (m.group(1),)),))]
    if line == "Lands you control are every basic land type in addition to their other types.":
        return [StaticEffect(Selector(card_types=lands, yours=True), (EffectPart("4", "add_subtypes", every_basic),))]
    if m := _ALL_ARE_CREATURES.match(line):
        sub = SINGULAR[m.group(1)]
        return [StaticEffect(Selector(subtypes=frozenset({sub})), (
            EffectPart("4", "add_types", ("Creature",)),
            EffectPart("5", "set_colors", (COLOR_WORDS[m.group(4)],)),
            EffectPart("7b", "set_pt", (int(m.group(2)), int(m.group(3)))),
        ))]
    if line == 'Lands you control have "{T}: Add one mana of any color."':
        return [StaticEffect(Selector(card_types=lands, yours=True), (EffectPart("6", "grant_mana", COLORS),))]
    if m := re.fullmatch(rf"{SELF_NAMES} (can't block|can't be blocked)\.", line):
        return [f"ability:{m.group(1)}"]  # 509.1b: a restriction on blocking (Characteristics.has_ability)
    if re.fullmatch(rf"{SELF_NAMES} is every nonbasic land type\.", line):  # 604.3, 205.3i (characteristics.py)
        return ["cda:every nonbasic land type"]
    if line == "Rangeling":  # not in the rules: by its reminder text, "This card is every land type" (604.3)
        return ["cda:every land type"]
    if m := re.fullmatch(rf"Mana abilities of {SELF_NAMES} cost an additional ({NUMBER}) life to activate\.", line):
        return [f"mana abilities cost more life:{number(m.group(1))}"]  # 601.2f (characteristics.MANA_LIFE)
    if line == "Prevent all damage that would be dealt to you.":  # 615.1a (shields.after_prevention)
        return [PREVENT_TO_YOU]
    if (m := re.fullmatch(r"(?P<spells>[A-Za-z ]+?) spells you cast cost \{(?P<n>\d+)\} less to cast\.", line)) \
            and (spells := _spells(_EACH_OF_TWO_TYPES.sub(r"\1 or \2", m.group("spells")))):  # 601.2f
        return [f"{REDUCES}{m.group('n')}:{spells}"]
    if found := own_cost_reduction(line):  # 601.2f (phrasebook/cost_reductions.py)
        return found
    if m := re.fullmatch(r"Cast this spell only if ([^.]+)\.", without_ability_word(line)):
        # checked before it's cast (601.3), so "another spell" is any spell cast this turn
        words = _ANOTHER_SPELL.get(m.group(1), m.group(1))
        return [CAST_ONLY_IF + words] if condition(words) else []  # 601.3 (spells.check_cast)
    if line == f"{GATES_ENTER_UNTAPPED}.":  # 614.1d (gates_untapped.py)
        return [f"ability:{GATES_ENTER_UNTAPPED}"]
    if line == "You have no maximum hand size.":  # 402.2 (hand_size.py)
        return ["ability:you have no maximum hand size"]
    if line == "This spell can't be countered.":  # 101.2 (countering.can_be_countered)
        return [f"ability:{CANT_BE_COUNTERED}"]
    if line == "Enchanted creature can't attack or block.":
        return [StaticEffect(Selector(host="enchanted"), (EffectPart("6", "cant_attack_block"),))]
    if line == "Creatures you control can't attack.":  # 508.1c (Glacial Chasm)
        return [StaticEffect(Selector(card_types=frozenset({"Creature"}), yours=True), (EffectPart("6", "cant_attack"),))]
    if line == "Creatures that attacked during their controller's last turn can't attack.":  # 508.1c (Halls of Mist)
        return [StaticEffect(Selector(card_types=frozenset({"Creature"})), (EffectPart("6", "cant_attack_again"),))]
    if (m := _HOST_CHANGE.match(line)) and (parts := change_parts(m)):  # 613.1f, 613.4b-c
        return [StaticEffect(Selector(host=m.group("host").lower()), tuple(EffectPart(*part) for part in parts))]
    if (m := _SELF_PER.match(line)) and (counted := _counted_selector(m.group("what"))) and \
            not (m.group("host") and counted.other):  # 613.4c, counted in 7c ("other": not the Aura, not read)
        part = EffectPart("7c", "modify_pt_per", (int(m.group("power")), int(m.group("toughness")), counted))
        return [StaticEffect(Selector(host=(m.group("host") or "itself").lower()), (part,))]
    if found := defined_power_and_toughness(line):  # 604.3, 613.4a (phrasebook/defined_pt.py)
        return found
    if (m := _SELF_CHANGE.match(line)) and (parts := change_parts(m)):
        return [StaticEffect(Selector(host="itself"), tuple(EffectPart(*part) for part in parts))]
    if (m := _YOUR_CREATURES_CHANGE.match(line)) and (parts := change_parts(m)):  # an anthem
        selector = Selector(card_types=frozenset({"Creature"}), yours=True, other=bool(m.group("other")))
        return [StaticEffect(selector, tuple(EffectPart(*part) for part in parts))]
    if line in (f"Enchanted creature {HELD_TAPPED}.", f"Enchanted permanent {HELD_TAPPED}."):  # 502.3
        return [StaticEffect(Selector(host="enchanted"), (EffectPart("6", "add_abilities", (HELD_TAPPED,)),))]
    if _MAY_NOT_UNTAP.match(line):  # 502.3
        return [UntapRule(optional=True, text=line)]
    if m := _DOESNT_UNTAP.match(line):
        return [UntapRule(while_counter=m.group(1) or "", text=line)]
    if m := _EXTRA_LANDS.match(line):
        return [ExtraLandPlays(NUMBER_WORDS[m.group(1)])]
    if line == "You may play lands from your graveyard.":
        return [PlayLandsFrom("graveyard")]
    if line == "You may play lands from the top of your library.":
        return [PlayLandsFrom("library_top")]
    if line == "Play with the top card of your library revealed.":
        return [RevealTopOfLibrary()]
    if line == "You may look at the top card of your library any time.":
        return [RevealTopOfLibrary(to_controller=True)]
    if found := attachment_statics(line):  # enchant, living weapon, ... (phrasebook/attachments.py)
        return found
    if m := _ATTACH_COST.match(line):
        return [AttachAbility(m.group(1).lower(), m.group(2))]
    if m := re.match(r"^Cycling ((?:\{[0-9WUBRGC]+\})+)$", line):
        return [CyclingAbility(m.group(1))]
    if found := kicker_ability(line) or additional_cost(line) or affinity_ability(line) or buyback_ability(line) or \
            graveyard_cast_ability(line) or cast_trigger_abilities(line) or madness_ability(line) or \
            dash_ability(line) or offspring_abilities(line) or ninjutsu_ability(line) or suspend_abilities(line):
        # kicker.py, 601.2f, 702.41, 702.27, flashback (graveyard_casts.py), cascade and storm (cast_triggers.py),
        # madness.py, dash.py, offspring.py, ninjutsu.py, suspend.py
        return found
    if found := keyword_abilities(line) or ring_abilities(line):  # hideaway, typecycling (phrasebook/keywords.py);
        return found  # the Ring's (phrasebook/ring.py)
    if found := begin_on_battlefield(line):  # 103.6a (phrasebook/opening_hand.py)
        return found
    if found := mechanic_abilities(line):  # reinforce, transmute, vanishing, modular (phrasebook/mechanics.py)
        return found
    if found := creature_keyword_abilities(line):  # bloodthirst, persist, ... (phrasebook/creature_keywords.py)
        return found
    if found := itself_from_a_zone(line) or exiled_as_it_dies(line):  # 113.6m, 400.7 (phrasebook/graveyards.py)
        return found
    if found := level_up(line):  # 702.87a (phrasebook/levels.py)
        return found
    if found := vehicle_abilities(line):  # crew, saddle (phrasebook/vehicles.py)
        return found
    if found := exalted(line) or type_bound(line) or block_bounds(line):  # 702.83a, 509.1b (evasion.py)
        return found
    if found := combat_keyword_abilities(line):  # bushido, flanking, rampage... (phrasebook/combat_keywords.py)
        return found
    if found := granting_statics(line):  # "All creatures have "..."" (phrasebook/grants.py)
        return found
    if found := group_statics(line):  # "All Sliver creatures get +1/+1." (phrasebook/anthems.py)
        return found
    if found := face_down_abilities(line):  # "Morph {2}" (phrasebook/faces.py)
        return found
    if activated := _activated(line):
        return [activated]
    if triggered := _triggered(line):
        return [triggered] + ([STATE_TRIGGER] if triggered.event == "state" else [])
    return []


def _counted_selector(words: str) -> Selector | None:
    """"artifact", "other Equipment": the permanents its controller controls that a counting static ability counts, by
    card types and subtypes (characteristics._per_counted); None for other words."""
    kinds = permanents(words)
    if not kinds or kinds.get("supertypes") or kinds.get("colors"):
        return None
    return Selector(card_types=kinds.get("card_types", frozenset()), subtypes=kinds.get("subtypes", frozenset()),
                    yours=True, other=words.startswith("other "))


# "Instant and sorcery spells you cast cost {1} less to cast.": each spell of one type or the other, read as "instant
# or sorcery" (601.2f, spell_cost_reductions.py)
_EACH_OF_TWO_TYPES = re.compile(rf"^({'|'.join(w.capitalize() for w in CARD_TYPE_WORDS)}) and ({'|'.join(CARD_TYPE_WORDS)})$")


def _spells(words: str) -> str | None:
    """Spells described as a spending restriction reads them ("Colorless Eldrazi" -> "colorless Eldrazi",
    "Artifact" -> "artifact", "Dragon"); None for other words ("Black", "Noncreature", "Historic") and for a
    capitalized word that isn't a known creature or land type."""
    if words == "Instant and sorcery":  # each spell that's an instant or a sorcery (Goblin Electromancer)
        words = "instant or sorcery"
    first, _, rest = words.partition(" ")
    if first.lower() in (*CARD_TYPE_WORDS, *SUPERTYPE_WORDS, "colorless", "multicolored"):
        words = " ".join(filter(None, (first.lower(), rest)))
    known = all(w in CREATURE_TYPES or w in LAND_TYPES for w in words.split(" ") if w[0].isupper())
    return words if known and readable_restriction(f"cast {words} spells") else None


def _triggered(line: str) -> TriggeredAbility | None:
    """603.1: a triggered ability, its trigger read by trigger_phrases and its effect by the effect phrases."""
    found = read_trigger(without_ability_word(line))  # 207.2c: "Landfall — Whenever ...": the word means nothing
    if found is None:
        return None
    fields, effect = found
    if second := fields.pop("or_event", ""):  # "enters or attacks": the effect read alike after either event
        one, other = _triggered_on(line, fields, effect), _triggered_on(line, {**fields, "event": second}, effect)
        return replace(one, or_event=second) if one is not None and other is not None and \
            replace(other, event=one.event) == one else None
    return _triggered_on(line, fields, effect)


def _triggered_on(line: str, fields: dict, effect: str) -> TriggeredAbility | None:
    """The triggered ability of one trigger event (``fields``) and its effect text."""
    if fields["event"] in ("is_dealt_damage", "deals_damage", "host_deals_damage") and \
            re.search(r"\bthat (?:much|many)\b", effect):
        if re.search(r"\bX\b", effect) or len(sentences(effect)) != 1:
            return None  # "it deals that much damage to any target": X, the damage dealt (the trigger keeps it)
        effect = re.sub(r"\bthat (?:much|many)\b", "X", effect)[:-1] + f", where X is {DAMAGE_DEALT}."
    if fields["event"] in ("attacks_alone", "creature_attacks"):  # "that creature": the one that attacked, as "it"
        effect = re.sub(r"^That creature\b", "It", effect)  # (stack.py)
    if fields["event"] in ("creature_attacks", "host_attacks", "you_attack") and "defending player" in effect.lower():
        return None  # the player that creature attacks: not its source's (performing/attacks.py)
    to_a_player = fields["event"] in ("combat_damage_to_a_player", "creature_combat_damage_to_player",
                                      "host_combat_damage_to_player", "creatures_combat_damage_to_player") or \
        fields["event"] == "deals_damage" and fields["whose"] or \
        fields.get("whose", "").startswith("enchanted_")  # "deals damage to an opponent", "enchanted player's upkeep"
    if to_a_player and (effects := to_the_damaged_player(effect)):  # "that player discards a card."
        return TriggeredAbility(effects=tuple(effects), text=line, **fields)
    if to_a_player and _BACK_TO_THE_EVENT.search(_own_it_named(effect)):
        return None  # "it", "that player": words for the creature or the player damaged, not kept by this trigger
    if fields["event"] == "cast" and fields.get("whose") in ("each", "opponent") and \
            (effects := to_the_damaged_player(effect, anywhere=True)):
        return TriggeredAbility(effects=tuple(effects), text=line, **fields)  # "that player": the caster
    if fields["event"] == "cast" and _instants_and_sorceries(fields["spell"]):
        effect = the_spell_cast(effect)  # "copy that spell": a copy of a permanent spell isn't made here (608.3f)
    if fields["event"] == "cast":  # "where X is that spell's mana value" (amounts.bound: as it was cast)
        effect = effect.replace("that spell's mana value", CAST_SPELL_MANA_VALUE)
    if fields["event"] in ("cast", "cast_self") and _THE_CAST_SPELL.search(effect):
        return None  # "that spell's mana value", "that player", "copy it": the spell cast, not kept by this trigger
    if fields["event"] == "host_dies" and re.search(r"\bcounters?\b", effect):
        return None  # "for each page counter on this Aura": the Aura has gone too, its counters not kept (608.2h)
    # "it": the creature that died, or the one this Aura or Equipment is attached to, not the ability's own permanent
    if fields["event"] in ("creature_dies", "put_into_graveyard", "damaged_creature_dies", "host_attacks", "host_dies",
                           "host_combat_damage_to_player") and \
            _BACK_TO_THE_EVENT.search(effect) or \
            fields["event"] == "exploits" and re.search(r"\b(?:that|exploited) creature", effect):
        return None  # "it", "its power", "the exploited creature's": words for the creature that died, not kept
    if found := itself_from_graveyard(effect):  # 113.6m: it triggers from its owner's graveyard only
        return TriggeredAbility(effects=tuple(found), text=line, works_from="graveyard", **fields) \
            if fields["event"] in ("step", "cast") else None
    if fields["event"] in BY_A_CREATURE_EVENTS and "that creature" in effect.lower():  # read there only
        effects = to_the_other_combatant(effect)
        return TriggeredAbility(effects=tuple(effects), text=line, **fields) if effects else None
    if fields["event"] in BLOCK_EVENTS + BY_A_CREATURE_EVENTS and any(
            word != "defending player" or fields["event"] != "becomes_blocked"  # the one it attacks (attacks.py)
            for word in _THE_OTHER_COMBATANT.findall(effect.replace(" for each creature blocking it", ""))):
        return None  # the creature it blocks or that blocks it: not kept by this trigger
    if fields["event"] in ("combat_damage_to_creature", "crews"):  # "that creature", "that Vehicle": read there only
        effects = (to_the_damaged_creature if fields["event"] != "crews" else to_the_crewed_vehicle)(effect)
        return TriggeredAbility(effects=tuple(effects), text=line, **fields) if effects else None
    if "that much" in effect and not re.match(r"(?:You may )?[Rr]oll ", effect):
        return None  # an amount this trigger doesn't keep (after a die roll: its result, phrasebook/dice.py)
    if fields.get("selector") and _ENTERED_ACTS.search(effect):
        return None  # the permanent that entered deals the damage or fights, not the ability's source
    if (effects := effect_sentences(effect)) and fields.get("selector") and any(map(_its_own, effects)):
        return None  # "it" would be the permanent whose event triggered it, not the ability's own
    if effects and not _asks_no_opponent(effects):
        return None
    if effects and fields.get("for_mana") and _adds_mana(effects):
        return None  # 605.1b: a triggered mana ability (it triggers from a mana ability): not one that uses the stack
    if effects:
        return TriggeredAbility(effects=tuple(effects), text=line, **fields)
    if m := _LIFE_AND_TOKEN.match(effect):
        token = {"name": m.group(5), "types": ["Creature"], "subtypes": m.group(5).split(),
                 "colors": [COLOR_WORDS[m.group(4)]], "power": m.group(2), "toughness": m.group(3),
                 "text": m.group(6).capitalize()}
        return TriggeredAbility(effects=(SpellEffect("lose_life", int(m.group(1))), SpellEffect("create_token", 1)),
                                token=token, text=line, **fields)
    return None


def _enters_replacement(line: str) -> list:
    """614.1c: how its permanent enters ("This land enters tapped unless you control a Plains or an Island.")."""
    if m := _ENTERS_TAPPED.match(line):
        amount, kind, unless = m.groups()
        when = condition(unless) if unless else None
        if unless and when is None:
            return []
        if kind in MEANINGFUL:  # 122.1b-c: a counter the engine would put on as a mere mark
            return []
        counters = ((kind, number(amount)),) if kind else ()
        return [EntersTapped(condition=when, counters=counters, text=line)]
    if _TAPPED_IF_PLAYED.match(line):
        return [EntersTapped(if_played_from="hand", text=line)]
    if m := _MAY_ENTER_TAPPED_FOR_RAD.match(line):  # 614.12: chosen as it enters
        return [EntersTapped(rad_if_tapped=number(m.group(1)), tapped=False, text=line)]
    if (m := _IF_ENTERS_TAPPED.match(line)) and (when := condition(m.group(1))):
        return [EntersTapped(condition=when, unless=False, text=line)]
    if (m := _DURING_FIRST_TURNS.match(line)) and (when := condition(m.group(1))):
        first_three = Condition("turn_of_game", at_least=1, at_most=3)
        return [EntersTapped(condition=replace(first_three, also=when), unless=False, text=line)]
    if (m := _ENTERS_WITH_COUNTERS.match(line)) and m.group(2) not in MEANINGFUL:
        return [EntersTapped(counters=((m.group(2), number(m.group(1))),), tapped=False, text=line)]
    if (m := _IF_KICKED_ENTERS_WITH.match(line)) and m.group(2) not in MEANINGFUL:
        return [EntersTapped(condition=Condition("kicked", at_least=1), counters=((m.group(2), number(m.group(1))),),
                             tapped=False, counters_if=True, text=line)]
    if (m := _ENTERS_WITH_X.match(line)) and m.group(1) not in MEANINGFUL:  # the X of the spell it was
        return [EntersTapped(counters=((m.group(1), 1),), counters_x=True, tapped=False, text=line)]
    if (m := _ENTERS_WITH_PER_KICK.match(line)) and m.group(1) not in MEANINGFUL:
        return [EntersTapped(counters=((m.group(1), 1),), counters_per=Condition("kicked"), tapped=False, text=line)]
    if m := _CHOOSE_COLOR.match(line):
        return [EntersTapped(choose_color=True, color_except=COLOR_WORDS.get(m.group("except") or "", ""),
                             tapped=bool(m.group("tapped")), text=line)]
    if m := _PAY_OR_TAPPED.match(line):
        return [EntersTapped(pay_life=number(m.group(1)), tapped=False, text=line)]
    if m := _HAND_COLORS.match(line):  # 614.12a (enters_choices.py)
        return [EntersTapped(hand_colors=number(m.group("most")), tapped=False, text=line)]
    if m := _SACRIFICE_TO_ENTER.match(line):
        what = " ".join(SINGULAR.get(w, w.removesuffix("s") if w == "lands" else w) for w in m.group("what").split())
        return [SacrificeToEnter(number(m.group("count")), f"{what} you control", text=line)]
    if _SACRIFICE_NAMESAKES.match(line):
        return [SacrificeToEnter(0, "other permanent named ~ you control", text=line, each_named=True)]
    if m := _REVEAL_OR_TAPPED.match(line):  # "... or you control a Dragon": no reveal needed when that holds
        unless = condition(m.group("unless")) if m.group("unless") else None
        if m.group("unless") and unless is None:
            return creature_type_choice(line)
        return [EntersTapped(reveal=tuple(m.group("what").split(" or ")), condition=unless, tapped=False, text=line)]
    return creature_type_choice(line) or enters_as_copy(line)


_ANOTHER_SPELL = {"you've cast another spell this turn": "you've cast one or more spells this turn"}


def _activated(line: str) -> ActivatedAbility | None:
    """"[Costs]: [Effects]. [Activation instructions]" (602.1) with costs, effects and instructions this reader
    knows (a mana ability is read before: _mana_ability); an ability word before it means nothing (207.2c)."""
    line = without_ability_word(line)
    exhaust = line.startswith("Exhaust \u2014 ")  # 702.177a: "[Cost]: [Effect]. Activate only once."
    # 702.142a: "Boast — [Cost]: [Effect]": "... Activate only if this creature attacked this turn and only once each
    # turn."
    boast = line.startswith("Boast \u2014 ")
    line = line.removeprefix("Exhaust \u2014 ").removeprefix("Boast \u2014 ")
    if ": " not in line or line.startswith(("+", "\u2212", "-")):
        return None
    cost_text, effect_text = line.split(": ", 1)
    from_hand = cost_text.endswith(", Discard this card")  # channel: activated from its owner's hand
    # 113.6m: "[Cost], Exile this card from your graveyard: ..." (renew): activated from its owner's graveyard only
    from_graveyard = re.fullmatch(r"(?:(.+), )?Exile this card from your graveyard", cost_text)
    if from_graveyard:
        cost_text = from_graveyard.group(1) or "{0}"
    paid = costs(cost_text.removesuffix(", Discard this card"))
    said = sentences(effect_text)
    rules = {}
    while len(said) > 1 and (found := instructions(said[-1])) is not None:  # they come last (602.1b)
        rules.update(found)
        said.pop()
    effects = effect_sentences(" ".join(said),
                               chosen_x=paid is not None and announces_x(paid["cost"], paid["paid_with"],
                                                                         paid.get("energy_x", False)))
    leaves = paid is not None and (paid["sacrifice"] or paid["exile"] or paid["to_hand"])
    if paid is None or effects is None or (from_hand or from_graveyard) and (paid["tap"] or leaves):
        return None
    if _adds_mana(effects) and not any(e.target for e in effects):
        return None  # 605.1a: a mana ability (it doesn't use the stack), read by _mana_ability only
    if exhaust and rules.get("once", "game") != "game" or boast and ("once" in rules or "only_if" in rules):
        return None
    boasting = {"once": "turn", "only_if": ATTACKED_THIS_TURN} if boast else {}
    graveyard = {"works_from": "graveyard", "exile": True} if from_graveyard else {}
    return ActivatedAbility(tuple(effects), text=line, from_hand=from_hand, **{**paid, **graveyard},
                            **{**rules, **({"once": "game"} if exhaust else {}), **boasting})


_ADDS_MANA = ("add_any_color", "add_mana")


def _adds_mana(effects) -> bool:
    """Whether instructions add mana, themselves or among those they hold or govern ("For each nonland card revealed
    this way, add {G} ...", a "may", "If ..., add two mana ... instead."): such an activated ability is a mana
    ability (605.1a)."""
    def holds(value) -> bool:
        if isinstance(value, SpellEffect):
            return value.kind in _ADDS_MANA or holds(value.detail)
        return value in _ADDS_MANA if isinstance(value, str) else isinstance(value, tuple) and any(map(holds, value))
    return any(map(holds, effects))


def _asks_no_opponent(effects) -> bool:
    """A target an opponent chooses is asked for as an ability is activated (opponents_choice.py): a spell's or a
    triggered ability's is not read here."""
    return not any(OPPONENTS_CHOICE in e.quality for e in effects)


def _keywords(line: str) -> list[str]:
    words = [w.strip().lower() for w in re.split(r"[,;]", line)]
    return words if words and all(map(is_printed_keyword, words)) else []


def _line_abilities(line: str, is_permanent_card: bool, chosen_x: bool = False) -> tuple[list, bool]:
    """The abilities the engine reads in one line, and whether it performs all the line says; ``chosen_x``: an
    instant's or sorcery's X is the one announced as it's cast (107.3a, 601.2b)."""
    if kw := _keywords(line):
        return [f"keyword:{k}" for k in kw], True
    if found := casualty_abilities(line, is_permanent_card):  # 702.153, 702.78 (copy_costs.py): of instants, sorceries
        return found, True
    if found := cipher_effects(line, is_permanent_card):  # 702.99 (cipher.py)
        return found, True
    if m := re.fullmatch(r"Max speed \u2014 (.+)", line):  # 702.178a: the ability, as long as your speed is 4
        # 702.179d: speed never goes down, so a trigger's 603.4 check as it resolves changes nothing
        return _while(m.group(1), MAX_SPEED, is_permanent_card, triggers=True)
    if station := station_threshold(line):  # "12+ | ...": while it has that many charge counters
        return _while(station[1], Condition("counters:charge", at_least=station[0]), is_permanent_card)
    if chapter := chapter_ability(line):  # 714.2 (phrasebook/sagas.py): its effect, if read
        return [chapter], bool(chapter.effects)
    if mana := _mana_ability(line):
        return [mana], True
    if m := _LOYALTY.match(line):
        sign = 1 if m.group(1) == "+" else -1
        parts = re.split(r"(?<=\.) ", m.group(3))
        effects = [_spell_effect(part) for part in parts]
        # The ability can be activated either way (its cost is loyalty); its effect may be left to players.
        return [LoyaltyAbility(sign * int(m.group(2)), tuple(e for found in effects for e in found), m.group(0))], \
            all(effects)
    if found := _static(line) or _enters_replacement(line):
        return found, True
    if not is_permanent_card and (found := effect_sentences(without_ability_word(line), chosen_x)) and \
            _asks_no_opponent(found):
        return found, True  # a spell's line of sentences, read one by one as an ability's effect is
    return [], False


def _while(line: str, when: Condition, is_permanent_card: bool, triggers: bool = False) -> tuple[list, bool]:
    """An activated ability its permanent has only while ``when`` holds: activated only then; with ``triggers``,
    a triggered ability too: it triggers only then (603.4)."""
    found, whole = _line_abilities(line, is_permanent_card)
    if whole and found and all(isinstance(a, (ManaAbility, ActivatedAbility)) and a.only_if is None for a in found):
        return [replace(a, only_if=when) for a in found], True
    if triggers and whole and found and all(isinstance(a, TriggeredAbility) and a.condition is None for a in found):
        return [replace(a, condition=when) for a in found], True
    return [], False


def _modal_spell(lines: list[str], index: int) -> Modal | None:
    """700.2: a modal instruction at ``index`` and the bulleted modes after it, when every mode reads."""
    if not is_header(lines[index]):
        return None
    bullets = list(takewhile(lambda line: line.startswith(BULLET), lines[index + 1:]))
    return read_modal(lines[index], bullets,
                      lambda text: found if (found := effect_sentences(text)) and _asks_no_opponent(found) else None)


def _spree(lines: list[str]) -> Modal | None:
    """702.172a: the "+ {cost} — effect" lines after "Spree", when every mode reads."""
    modes = list(takewhile(lambda line: line.startswith("+ "), lines))
    return read_spree(modes, lambda text: found if (found := effect_sentences(text)) and _asks_no_opponent(found)
                      else None)


# Trigger events whose "it", "that creature" would be another object (the one that died, that was dealt damage, that
# its source is attached to): a modal trigger on them is left to the players
_EVENTS_OF_THAT_OBJECT = {"combat_damage_to_creature", "creature_dies", "put_into_graveyard", "damaged_creature_dies",
                          "host_attacks", "host_dies"}


def _modal_trigger(lines: list[str], index: int) -> TriggeredAbility | None:
    """700.2b: a triggered ability whose effect is a modal instruction ("When ~ enters, choose one —") and the
    bulleted modes after it, when every mode reads."""
    found = read_trigger(without_ability_word(lines[index]))  # 207.2c: "Landfall — Whenever ..."
    if found is None or not is_header(found[1]) or {found[0]["event"], found[0].get("or_event")} & _EVENTS_OF_THAT_OBJECT:
        return None
    fields, header = found
    modal = _modal_spell([header, *lines[index + 1:]], 0)
    if modal is None or fields.get("selector") and any(_its_own(e) for mode in modal.modes for e in mode):
        return None  # "it" would be the permanent whose event triggered it, not the ability's own
    text = "\n".join([lines[index], *modal.text.split("\n")[1:]])
    return TriggeredAbility(effects=(), modal=modal, text=text, **fields)


ATTACKED_THIS_TURN = Condition("attacked_this_turn", at_least=1)  # boast's: its source (conditions.py)
# 802.2a: "target creature defending player controls": the player its attacking source attacks, known to the
# triggers of its attacking and of its becoming blocked only (triggers.py: ``known["defender"]``)
_DEFENDING = re.compile(r"\b(?:target|each) [a-z ]*defending player controls")
_ATTACKING_EVENTS = ("attacks", "attacks_player_with_most_life", "attacks_with_two_others", "attacks_with_greater_power",
                     "becomes_blocked")


def _knows_defender(found: list) -> bool:
    return bool(found) and all(isinstance(a, TriggeredAbility) and a.event in _ATTACKING_EVENTS for a in found)


# A level up card's "LEVEL 1-7" (711.2: phrasebook/levels.py), a Class's "{1}{G}: Level 2" (716.2): what follows
# holds only at that level; a Class's levels aren't tracked, so every line from its first heading on is left to the
# players, and so are the lines of a level symbol's striation that don't all read.
_LEVEL_HEADING = re.compile(r"^(?:LEVEL \d+(?:-\d+|\+)|.+: Level \d+)$")


@lru_cache(maxsize=8192)
def read_card(name: str, text: str, is_permanent_card: bool, x_in_cost: bool = False) -> tuple[tuple, tuple]:
    """A card's automated abilities, in text order, and the lines of its text left to the players (cached);
    ``x_in_cost``: an instant or sorcery with {X} in its mana cost, its X chosen as it's cast (107.3a), unless a
    line says what X is."""
    read = []
    gated = False  # past a level's heading: the lines after it hold only at that level
    lines = _normalise(text or "", name)
    chosen_x = x_in_cost and not any(re.search(r"(?<!where )\bX is\b", line) for line in lines)
    # entwine (702.42) and escalate (702.120) change how many modes are chosen and what they cost: read for a
    # spell with a mana cost for them (modes.MODE_COST), else every mode is left to the players
    mode_costs = {m.group(1).lower(): m.group(2) for line in lines if (m := MODE_COST.match(line))}
    modes_read = not any(line.startswith(("Entwine", "Escalate")) and not MODE_COST.match(line) for line in lines) \
        and not (mode_costs and is_permanent_card)
    index = 0
    while index < len(lines):
        line = lines[index]
        if not gated and LEVEL_SYMBOL.fullmatch(line):  # 711.2: the heading and the lines of its striation
            striation = list(takewhile(lambda after: not _LEVEL_HEADING.match(after), lines[index + 1:]))
            found = level_symbol(line, striation)
            read += [(each, [found] * (each == line) if found else [], found is not None)
                     for each in [line, *striation]]
            index += 1 + len(striation)
            continue
        gated = gated or bool(_LEVEL_HEADING.match(line))
        if not gated and modes_read and (modal := (_modal_trigger if is_permanent_card else _modal_spell)(lines, index)):  # 700.2
            read.append((modal.text, [replace(modal, **mode_costs) if mode_costs else modal], True))
            index += 1 + len((modal.modal if is_permanent_card else modal).modes)
            continue
        if line == "Spree" and not is_permanent_card and (modal := _spree(lines[index + 1:])):  # 702.172a
            read.append((modal.text, [modal], True))
            index += 1 + len(modal.modes)
            continue
        if MODE_COST.match(line) and modes_read:  # read with its modes: performed once they are
            read.append((line, [], None))
            index += 1
            continue
        rows = list(takewhile(lambda after: ROW.fullmatch(after), lines[index + 1:])) if ROLL_LAST.search(line) else []
        if rows and not gated and not any('"' in row for row in rows):  # 706.3b: the roll and its table, one ability
            found, whole = _line_abilities(with_table(line, rows), is_permanent_card, chosen_x)
            read += [(each, found * (each == line), whole) for each in [line, *rows]]
            index += 1 + len(rows)
            continue
        read.append((line, *(([], False) if gated else _line_abilities(line, is_permanent_card, chosen_x))))
        index += 1
    modal_read = any(isinstance(a, Modal) for _, found, _ in read for a in found)
    read = [(line, found, modal_read if whole is None else whole) for line, found, whole in read]
    read = cast_by_choice_unless_by_hand(read, text or "")  # 702.35, 702.62 (madness.py)
    abilities: list = []
    manual: list = []
    read = [(line, *(([], False) if _DEFENDING.search(line) and not _knows_defender(found) else (found, whole)))
            for line, found, whole in read]
    for line, found, whole in linked_exiles(with_backup(read)):  # 607.2a (phrasebook/linked.py), 702.165a
        abilities += found + reflexive_abilities(found)  # 603.12: "When you do, ..." (phrasebook/optional.py)
        if not whole:
            manual.append(line)
    return tuple(abilities), tuple(manual)


def parse_abilities(name: str, text: str, is_permanent_card: bool, x_in_cost: bool = False) -> tuple:
    """Every automated ability of a card, in text order."""
    return read_card(name, text, is_permanent_card, x_in_cost)[0]


def manual_lines(name: str, text: str, is_permanent_card: bool, x_in_cost: bool = False) -> tuple:
    """The lines of a card's text the engine doesn't perform: the players do them by hand."""
    return read_card(name, text, is_permanent_card, x_in_cost)[1]


ORACLE.update(effect_sentences=effect_sentences, manual_lines=manual_lines, read_card=read_card)  # for the families (registry.py)

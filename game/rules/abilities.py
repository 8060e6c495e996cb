"""Abilities as data: what the engine knows how to do with a card.

Abilities come from a card's Oracle text (see ``oracle.py``), from its types
(the intrinsic mana abilities of basic land types, rule 305.6), or are
granted by continuous effects (layer 6, rule 613.1f). Anything a card says
that is not recognised here is simply not automated; the card still plays
under the rules of its types and zones.
"""
import re
from dataclasses import dataclass, field, replace

COLORS = ("W", "U", "B", "R", "G")
MANA_KINDS = ("W", "U", "B", "R", "G", "C")
# 305.6: the mana each basic land type's intrinsic ability produces.
BASIC_LAND_MANA = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}


@dataclass(frozen=True)
class ManaAbility:
    """``{T}: Add ...`` (rule 605). ``produces`` lists the kinds to choose from."""

    produces: tuple[str, ...]
    amount: int = 1
    tap: bool = True   # {T} in its cost; "Sacrifice ~: Add {R}." is a mana ability too (605.1a)
    # Urza's Tower: three instead of one with Urza's Mine and Urza's Power-Plant.
    tron_amount: int = 0
    exiled_amount: int = 0  # "If a card is exiled with this land, add {C}{C} instead." (607.2a)
    exiled_colors: bool = False  # "Add one mana of any of the exiled cards' colors." (607.2a; none: no mana)
    life: int = 0      # "{T}, Pay N life: ..." (119.4: not with less life than N)
    energy: int = 0    # "{T}, Pay {E}: ..." (107.14: energy counters removed from its controller)
    damage: int = 0    # "... This land deals N damage to you." (605.3b: part of the ability, at once)
    lose_life: int = 0  # "If you don't have the city's blessing, you lose 1 life." (119.3)
    random_color: bool = False  # "Then choose a random color.": its permanent's chosen_color (Gem Bazaar)
    x_chosen: bool = False  # "{T}, Sacrifice X Goats: Add X mana of any one color. You gain X life.": X announced as
    # it's activated (107.3a), as many objects chosen for that cost (``paid_with``); the mana and the life gained
    rider_if: "Condition | None" = None  # the damage or life loss only if this holds as it resolves ("... deals 1
    # damage to you if you don't control an Ogre.")
    cost: str = ""     # "{1}, {T}: ...": mana paid from the pool (601.2h)
    sacrifice: bool = False  # "{T}, Sacrifice this land: ..."
    adds: tuple = ()   # "{T}: Add {W}{U}.": each of these, together (then ``produces`` lists their kinds)
    stays_tapped: bool = False  # "This land doesn't untap during your next untap step." (502.3)
    chosen: bool = False  # "... one mana of the chosen color": its permanent's chosen_color, too
    remove_counter: str = ""  # "{T}, Remove a charge counter from this land: ...": that kind (118.3)
    remove_count: int = 1     # "Remove two pressure counters from this land": how many of that kind
    sacrifice_when_out: bool = False  # "... If there are no depletion counters on this land, sacrifice it."
    only_if: "Condition | None" = None  # "Activate only if you control a Swamp." (602.5b)
    exile: bool = False  # "Exile this land" (406.2)
    to_hand: bool = False  # "Return this land to its owner's hand"
    paid_with: tuple = ()  # costs paid with objects chosen as it's activated (phrases.chosen_cost, 601.2h)
    spend_only: str = ""  # "Spend this mana only to cast a creature spell.": those words (106.6, spending.py)
    spent_rider: str = ""  # "If that mana is spent on a creature spell, it gains haste.": spent_mana.RIDERS
    combos: tuple = ()    # "Add {W}{W}, {W}{U}, or {U}{U}.": the groups to choose one of, each added together
    per: "Condition | str | None" = None  # "{G} for each creature you control" / "... storage counter on it"
    per_chosen_type: bool = False  # "... creatures you control of the chosen type": its permanent's chosen_type
    per_other: bool = False  # "... the number of other Gates you control": not counting its own permanent
    put_counter: str = ""  # "Put a depletion counter on this land." (605.3b: part of the ability)
    opponents_gain: int = 0  # "Each opponent gains 1 life."
    poison: int = 0       # "You get a poison counter."
    delayed: str = ""     # "given": "An opponent gains control of this land at the beginning of the next end step."
    # (603.7, delayed.py); "paradise": "During your next untap step, as you untap your permanents, return ...";
    # NEXT_CAST + words: "When you next cast a Bird creature spell this turn, it enters with ..."
    if_played_land: str = ""  # "If you played a land this turn, add {B} instead.": that kind (305.2a)
    if_counter: str = ""  # "If ~ has a luck counter on it, instead add one mana of any color.": that kind
    mix: bool = False     # "Add four mana in any combination of colors" (``amount``), "X mana in any combination
    # of {W} and/or {U}" (X: the counters removed): the kinds of ``produces`` chosen together (106.1)
    remove_any: str = ""  # "Remove any number of storage counters from this land: Add {W} for each ... removed"
    colors_of: "Condition | None" = None  # "Choose a color of a permanent you control." (any color of those)
    devotion: bool = False  # "... an amount of mana of that color equal to your devotion to that color" (700.5)
    mirror: "Condition | None" = None  # "... any color that a land an opponent controls could produce" (106.7)
    identity: bool = False  # "... any color in your commander's color identity" (903.4f: none without one)
    each_color: bool = False  # "For each color among monocolored permanents you control, add one mana of that
    # color.": one of each color ``colors_of`` finds, together
    scry: int = 0  # "... Scry 1." (605.3b: part of the ability, after the mana; its player keeps priority)


# "When you next cast a Bird creature spell this turn, it enters with an additional +1/+1 counter on it." (Chocobo
# Camp's mana ability): ManaAbility.delayed NEXT_CAST + the spells' words ("Bird creature"); it waits as {"at":
# "next_cast", "spell": those words, ...} until its controller casts such a spell this turn (delayed.py).
NEXT_CAST = "next cast:"


# The fields of a ManaAbility for what it costs besides {T} or does besides adding mana (a new such field goes
# here too): a source with none of them is tapped for its player by auto-pay (autopay.py).
MANA_ABILITY_EXTRAS = ("life", "energy", "damage", "lose_life", "random_color", "x_chosen", "cost", "sacrifice",
                       "stays_tapped", "remove_counter", "sacrifice_when_out", "exile", "to_hand", "paid_with",
                       "spend_only", "spent_rider", "put_counter", "opponents_gain", "poison", "delayed", "mix",
                       "remove_any", "scry")


@dataclass(frozen=True)
class Selector:
    """Which permanents a continuous effect applies to, read from current characteristics."""

    card_types: frozenset = frozenset()   # has every one of these card types
    subtypes: frozenset = frozenset()     # has at least one of these subtypes
    supertypes: frozenset = frozenset()   # has every one of these supertypes ("legendary creatures")
    color: str = ""                       # has this color ("Green legendary creatures")
    nonbasic: bool = False                # lacks the Basic supertype (305.8)
    yours: bool = False                   # controlled by the effect's controller
    # "enchanted" / "equipped" / "fortified": the object the source is attached to; "itself": the source ("This
    # creature gets +1/+1 for each ...", "During your turn, this creature has first strike.")
    host: str = ""
    other: bool = False                   # "Other Caves you control ...": not the effect's source
    # A group's other qualities (phrasebook/anthems.py): "Creatures your opponents control" (``theirs``),
    # "Attacking creatures", "Creature tokens", "creatures with flying" (``keyword``)
    theirs: bool = False
    attacking: bool = False
    token: bool = False
    nontoken: bool = False
    colorless: bool = False               # 105.2c
    not_types: frozenset = frozenset()    # "Nonartifact creatures": none of these card types
    not_subtypes: frozenset = frozenset()  # "Non-Human creatures": none of these subtypes
    keyword: str = ""
    counter: str = ""                     # "with a +1/+1 counter on it": one or more counters of this kind
    of_chosen_type: bool = False          # "... of the chosen type": the creature type its source's controller chose
    attached: str = ""                    # "for each Aura attached to it": to its "source", or to what it's on ("host")
    power: tuple = ()                     # "with power 2 or less": (least, most), None for no bound

    @property
    def grouped(self) -> bool:
        """Whether it has tests characteristics._group_test makes."""
        return bool(self.theirs or self.attacking or self.token or self.nontoken or self.colorless or self.not_types
                    or self.not_subtypes or self.keyword or self.counter or self.of_chosen_type or self.attached
                    or self.power)


@dataclass(frozen=True)
class EffectPart:
    """One layer's worth of a continuous effect (rule 613.1)."""

    layer: str                 # "4", "5", "6", "7b", "7c"
    op: str                    # set_land_types, add_subtypes, add_types, set_colors, grant_mana, cant_attack_block, set_pt, modify_pt
    values: tuple = ()


@dataclass(frozen=True)
class StaticEffect:
    """A static ability's continuous effect: parts in one or more layers (613.6); with ``condition``, only while
    that holds ("During your turn, ...": 611.3a). A part "set_pt_count" sets power and toughness each to what its
    Condition counts now (granted.py, characteristics._now)."""

    selector: Selector
    parts: tuple[EffectPart, ...]
    # When it applies: "As long as you control six or more lands, ...", a "permanents" Condition counted after
    # layers 1-5 (its parts are of layer 6: characteristics._holds); any other kind ("During your turn, ...",
    # 611.3a) counted as the characteristics are worked out (characteristics._now)
    condition: "Condition | None" = None
    works_from: str = ""  # "As long as this card is in your graveyard, ...": there only (113.6)
    # ("level", 1, 7): it applies only while its source has 1 to 7 level counters (711.2a; None: no most, 711.2b)
    counters: tuple = ()

    @property
    def first_layer(self) -> str:
        return self.parts[0].layer


@dataclass(frozen=True)
class CostsLess:
    """"This spell costs {2} less to cast if it targets a tapped creature.", "... if you control a Wizard." (601.2f):
    its total cost is that much generic mana less when one of its targets fits the target phrase ``targets``, or
    while ``condition`` holds, as the total cost is worked out (spell_cost_reductions.py); "... less to cast for
    each creature card in your graveyard.": that much for each one ``per`` counts."""

    amount: int
    targets: str = ""
    condition: "Condition | None" = None
    per: "Condition | None" = None


@dataclass(frozen=True)
class ExtraLandPlays:
    """"You may play N additional lands on each of your turns" (305.2)."""

    count: int


@dataclass(frozen=True)
class FaceDownCast:
    """"Morph {2}" (702.37a), "Disguise {3}" (702.168a): the card may be cast face down as a 2/2 creature (with
    ward {2}, for disguise) for {3} and turned face up for ``cost`` (face_down.py)."""

    keyword: str
    cost: str


def disguised(spec) -> bool:
    """702.168a-b: a face-down card cast by its disguise ability is a 2/2 with ward {2} (the engine casts a card
    with disguise face down only that way)."""
    return any(isinstance(a, FaceDownCast) and a.keyword == "disguise" for a in spec.abilities)


@dataclass(frozen=True)
class PlayLandsFrom:
    """Permission to play lands from another zone: ``library_top`` or ``graveyard``."""

    zone: str


@dataclass(frozen=True)
class RevealTopOfLibrary:
    """"Play with the top card of your library revealed" (401.5); ``to_controller``: "You may look at the top card
    of your library any time." (shown to that player alone)."""

    to_controller: bool = False

# An effect's ``until`` "for as long as it has a KIND counter on it" (611.2b; effects.py): this and KIND.
WHILE_COUNTER = "while_counter:"

# A "become" instruction's detail: "If this land isn't a creature, it becomes ...", checked as it resolves.
IF_NOT_A_CREATURE = "if it isn't a creature"


@dataclass(frozen=True)
class SpellEffect:
    """One instruction of an instant or sorcery, or of an ability, that the engine performs (608.2c)."""

    kind: str                 # damage, draw, extra_land_this_turn, each_player_draws, mill, search, ...
    amount: int = 0
    target: str = ""          # "" (no target), a target phrase ("any", "player", "nonbasic land": targets.py)
    quality: tuple = ()       # search: the words of what it finds ("basic", "land"; or "Island", "Swamp")
    tapped: bool = False      # search: put onto the battlefield tapped
    detail: tuple = ()        # what else a phrase family keeps (families/), as nested tuples
    optional: bool = False    # "up to one target ...": none may be chosen (601.2c)
    # A variable amount (107.3, game/rules/amounts.py): "" none; else the words for what X is ("X": the value
    # chosen as it was activated; "the number of Gates you control", "the sacrificed creature's power", ...).
    # Then ``amount`` counts per X ("a card for each ...": 1) and "X" in ``detail`` stands for X.
    x: str = ""

    def to_data(self) -> list:
        """As plain data (a resolution waiting for a choice keeps its other instructions in the state)."""
        return [self.kind, self.amount, self.target, list(self.quality), self.tapped, _listed(self.detail),
                self.optional, self.x]

    @classmethod
    def from_data(cls, data: list) -> "SpellEffect":
        kind, amount, target, quality, tapped, detail, optional, *x = data
        return cls(kind, amount, target, tuple(quality), tapped, _tupled(detail), optional, *x)


def _listed(value):
    return [_listed(v) for v in value] if isinstance(value, tuple) else value


def _tupled(value):
    return tuple(_tupled(v) for v in value) if isinstance(value, list) else value


@dataclass(frozen=True)
class TargetFilter:
    """What a target phrase accepts. Objects on the battlefield unless ``zone`` says graveyard; any one of
    ``card_types`` and of ``subtypes`` when given, none of ``not_types``."""

    players: str = ""                 # "player" or "opponent": players (only, unless card_types too)
    any_target: bool = False          # 115.4
    zone: str = "battlefield"
    whose: str = ""                   # "you", "not you", "opponent": who controls it (owns it, in a graveyard);
    #                                   "you own": who owns it
    card_types: frozenset = frozenset()
    not_types: frozenset = frozenset()
    all_types: frozenset = frozenset()  # "artifact creature": it has each of these card types too
    subtypes: frozenset = frozenset()
    supertypes: frozenset = frozenset()
    nonbasic: bool = False
    status: str = ""                  # "attacking", "blocking", "attacking or blocking", "tapped", "untapped",
                                      # "attacking you" ("creature that's attacking you")
    power_at_most: int | None = None
    toughness_at_most: int | None = None
    power_at_least: int | None = None
    toughness_at_least: int | None = None  # with the bounds above: "1/1 creature"
    keywords: frozenset = frozenset()          # "creature with flying" (KEYWORDS)
    not_keywords: frozenset = frozenset()      # "creature without flying"
    commander: bool = False                    # "target commander": a commander (903.3), whatever its types
    historic: bool = False            # 700.6: legendary, an artifact, or a Saga
    colorless: bool = False           # 105.2c: "colorless creature"
    multicolored: bool = False        # 105.2b: "multicolored spell": of two or more colors
    token: bool = False               # 111.1: "Sacrifice a token"
    nontoken: bool = False            # "nontoken artifact": not a token (111.1)
    colors: frozenset = frozenset()   # "green creature": of each of these colors
    not_colors: frozenset = frozenset()  # "nonblack creature": of none of these colors (105.2)
    not_subtypes: frozenset = frozenset()      # "non-Human creature"
    entered_this_turn: bool = False   # "creature that entered this turn": put onto the battlefield this turn
    damaged_this_turn: bool = False   # "creature that was dealt damage this turn": this object (400.7), this turn
    with_counter: str = ""            # "creature with a counter on it": "any" kind, one or more (122.1); "with a
    #                                   +1/+1 counter on it": that kind ("+1/+1")
    other: bool = False               # "another target creature": not the ability's own source object
    ability: bool = False             # zone "stack": an activated or triggered ability there, not a spell (115.1)
    activated: bool = False           # with ``ability``: an activated one only ("Counter target activated ability.")
    spells_too: bool = False          # with ``ability``: spells as the other words say too ("spell, activated ability,
    #                                   or triggered ability", "activated ability, triggered ability, or noncreature
    #                                   spell")
    adventure: bool = False           # 715.2a: "card that has an Adventure": an adventurer card
    mana_value_at_least: int | None = None  # "spell with mana value 7 or greater" (202.3)
    mana_value: int | None = None     # "nonland permanent with mana value 3": exactly that (202.3)
    mana_value_at_most: int | None = None  # "Spirit card with mana value 3 or less" (202.3)
    power_below_source: bool = False  # "attacking creature with power less than this creature's power" (mentor)
    not_colors: frozenset = frozenset()  # "nonblack creature": of none of these colors (105.2)
    either: tuple = ()                # "Dragon creature card or Ugin planeswalker card": one of these filters' nouns


@dataclass(frozen=True)
class Enchant:
    """Enchant [quality] (303.4a, 702.5): what an Aura may be attached to."""

    what: str                 # creature, land, permanent, artifact, enchantment, planeswalker
    yours: bool = False       # "Enchant creature you control": one its controller controls (303.4a-d)


@dataclass(frozen=True)
class AttachAbility:
    """Equip / fortify [cost] (702.6, 702.67): sorcery-speed attach ability."""

    keyword: str              # equip or fortify
    cost: str                 # mana cost, e.g. "{1}"


@dataclass(frozen=True)
class ActivatedAbility:
    """"[Cost]: [Effect]. [Activation instructions]" (602.1) that isn't a mana ability, its costs read from the
    cost phrases (phrases.costs): mana from the pool, {T}, sacrificing or exiling its source, paying life,
    removing a counter, costs paid with chosen objects; its effects performed on resolution, in order."""

    effects: tuple[SpellEffect, ...]
    cost: str = ""            # mana, e.g. "{4}"
    tap: bool = False
    sacrifice: bool = False
    life: int = 0
    life_identity: bool = False  # "Pay life equal to the number of colors in your commanders' color identity"
    sacrifice_all: str = ""   # "Sacrifice all lands you control": those, a target phrase ("land you control")
    energy: int = 0           # "Pay {E}{E}" (107.14)
    energy_x: bool = False    # "Pay X {E}": as many as the X announced (107.3a)
    sorcery: bool = False     # "Activate only as a sorcery." (602.5d)
    text: str = ""
    exile: bool = False       # "Exile this land" (406.2)
    to_hand: bool = False     # "Return this land to its owner's hand" (Magosi: "... and return it ...")
    remove_counter: str = ""  # "Remove a KIND counter from ~": that kind (118.3)
    remove_count: int = 1     # "Remove two KIND counters from ~": how many of that kind
    paid_with: tuple = ()     # costs paid with objects chosen as it's activated (phrases.chosen_cost, 601.2h)
    only_if: "Condition | None" = None  # "Activate only if ..." (602.5b)
    once: str = ""            # "Activate only once each turn." ("turn"), "Activate only once." ("game")
    turn: str = ""            # "yours": "Activate only during your turn."; "not yours": "... if it's not your turn."
    step: str = ""            # "Activate only during ...": a step (500.1), or "combat" (its steps, 506.1)
    less_for_each: "Condition | None" = None  # "This ability costs {1} less to activate for each ..." (601.2f)
    less_for_other: bool = False  # "... for each other Town you control": its own source not counted
    from_hand: bool = False   # "Discard this card" in its cost: activated from its owner's hand (channel)
    works_from: str = ""      # 113.6m: "graveyard" or "hand": it moves its card out of that zone, so works only there
    x_at_least: int = 0       # "X can't be 0.": the least X its controller may announce (107.3a, 601.2b)


@dataclass(frozen=True)
class CyclingAbility:
    """Cycling [cost] (702.29a): "[cost], Discard this card: Draw a card.", activated from its owner's hand.
    Typecycling (702.29e): "[cost], Discard this card: Search your library for a [type] card, reveal it, and put
    it into your hand. Then shuffle your library." (``finds``: the search's words, "basic", "land", "Plains")."""

    cost: str                 # mana cost, e.g. "{2}"
    keyword: str = "cycling"  # or "basic landcycling", "plainscycling", ...
    finds: tuple = ()

    @property
    def text(self) -> str:
        return f"{self.keyword.capitalize()} {self.cost}"

    @property
    def effects(self) -> tuple:
        if self.finds:
            return (SpellEffect("search", 1, quality=self.finds, detail=("to hand",)),)
        return (SpellEffect("draw", 1),)


@dataclass(frozen=True)
class LoyaltyAbility:
    """A planeswalker's loyalty ability (606): +N / -N: effect."""

    delta: int
    effects: tuple[SpellEffect, ...]
    text: str


@dataclass(frozen=True)
class BeginOnBattlefield:
    """103.6a: "If this card is in your opening hand[ and you're not the starting player], you may begin the game
    with it on the battlefield[ with a luck counter on it]. [If you do, exile a card from your hand.]"
    (opening_hand.py)."""

    not_starting: bool = False            # only a player who isn't the starting player (Gemstone Caverns)
    counter: str = ""                     # the kind of the one counter it begins with
    exile_from_hand: bool = False         # "If you do, exile a card from your hand."
    text: str = ""


@dataclass(frozen=True)
class SacrificeToEnter:
    """"If this land would enter, sacrifice N WHAT instead. If you do, put this land onto the battlefield. If
    you don't, put it into its owner's graveyard." (614.1c, enters_choices.py)."""

    count: int
    what: str                             # the permanents to sacrifice, a phrase: "untapped land you control"
    text: str = ""
    each_named: bool = False              # "..., instead sacrifice each other permanent named ~ you control, then
                                          # put this land onto the battlefield.": no choice, and it always enters


@dataclass(frozen=True)
class EntersChoice:
    """A choice made before its permanent enters (614.12, enters_keywords.py): "riot" (702.136a: "You may have this
    permanent enter with an additional +1/+1 counter on it. If you don't, it gains haste."), "unleash" (702.98a:
    the counter, or nothing), "devour" (702.82a, 702.82c: "As this object enters, you may sacrifice any number of
    ``what`` permanents. This permanent enters with ``amount`` +1/+1 counters on it for each ... sacrificed this
    way.")."""

    keyword: str
    amount: int = 0
    what: str = ""
    text: str = ""


CANT_BE_COUNTERED = "this spell can't be countered"  # 101.2: a spell's own static ability (countering.py)
# "It doesn't untap during its controller's untap step for as long as this land remains tapped." (Ice Floe,
# performing/searches.py), "Enchanted creature doesn't untap during its controller's untap step.": the ability
# such an effect gives it, in layer 6 (untap_step.py)
HELD_TAPPED = "doesn't untap during its controller's untap step"


@dataclass(frozen=True)
class UntapRule:
    """How its permanent untaps during its controller's untap step (502.3, untap_step.py): "You may choose not
    to untap this land during your untap step." (``optional``); "This land doesn't untap during your untap
    step [if it has a KIND counter on it]." (``while_counter``: that KIND; "" for always)."""

    optional: bool = False
    while_counter: str = ""
    text: str = ""


@dataclass(frozen=True)
class InherentTrigger:
    """An inherent triggered ability of a player's designation: speed's (702.179d), the monarch's (722.2); it has
    no source."""

    effects: tuple[SpellEffect, ...]
    text: str = ""


@dataclass(frozen=True)
class Condition:
    """A condition on the game as it is now, from the Oracle reader's condition phrases (conditions.py).

    ``kind`` is what is counted: "permanents" (``whose`` control, with these card types, supertypes and
    colors and any one of these subtypes), "graveyard" (cards in the controller's graveyard, the same way),
    "opponents", "lowest_life" (the lowest life total of a player), "starting_player" (1 if the controller was
    the starting player), the cards in the controller's "hand", "entered_this_turn" (1 when its source did),
    "counters:KIND" (the KIND counters on its source, a permanent), "kicked" (the times its source was kicked),
    "attacked_with" (creatures the controller attacked with this turn), "spells_cast" (their spells this turn of
    these card types), "creatures_died" (creatures that died this turn, 700.4), "entered_under_you" (what entered
    the battlefield under the controller's control this turn, of these card types and any one of these creature
    types, as it entered), "tokens_created" (the tokens the controller created this turn, 111.2), "life_over_start" (the
    controller's life total minus their starting life total, 103.4),
    "different_names" (the names among the permanents it would count as "permanents",
    201.2b), "city_blessing", "speed", "your_turn" (1 while it's the controller's turn: static abilities' "During
    your turn", characteristics._counted), "turn_of_game" (which turn of the game it is for the controller: 1 for
    their first, 0 while it isn't their turn), "poison", "rad" or "experience" (the controller's poison, rad or
    experience counters), "life" (the controller's life total), "attacking" (1 while its source attacks: static
    abilities' "as long as it's attacking"), "exile_and_graveyard" (the cards the controller owns in exile and
    in their graveyard: characteristics._counted), "party" (the creatures in the controller's party, 700.8),
    "life_gained" and "life_lost" (the life the controller gained, lost this turn), "monarch" (1 while they are),
    "permanents_left" (permanents they controlled that left the battlefield this turn), "died_yours" (creatures
    they controlled that died this turn), "descended" (permanent cards put into their graveyard this turn,
    700.11), "different_powers" (the powers among the permanents it would count as "permanents"), "total_power"
    and "total_toughness" (of those), "attacked_this_turn" (1 when its source attacked this turn) and
    "attacked_with_any" (creatures any player attacked with this turn).
    It holds when the count is within [``at_least``, ``at_most``].
    """

    kind: str
    at_least: int | None = None
    at_most: int | None = None
    whose: str = "you"                    # permanents: "you", "opponents" (together), "an opponent" or "any"
    card_types: frozenset = frozenset()
    supertypes: frozenset = frozenset()
    subtypes: frozenset = frozenset()
    power_at_least: int | None = None     # permanents: creatures with power N or greater
    toughness_at_least: int | None = None  # permanents: creatures with toughness N or greater
    colors: frozenset = frozenset()       # permanents: of each of these colors
    colorless: bool = False               # permanents: colorless ones (105.2c)
    monocolored: bool = False             # permanents: of exactly one color (105.2a)
    keyword: str = ""                     # permanents: with this keyword ability ("creature you control with flying")
    otherwise: "Condition | None" = None  # "... or if OTHER CONDITION": holds when either does
    also: "Condition | None" = None       # "During ... if CONDITION": holds when both do
    plus: "Condition | None" = None       # "the number of ... plus the number of ...": both counts, added
    other: bool = False                   # permanents: not counting the condition's source ("other Caves")
    either: tuple = ()                    # permanents: each one that is any of these instead, once ("legendary
    #                                       creature and planeswalker you control")
    not_types: frozenset = frozenset()    # permanents, spells cast, what entered: of none of these card types
    tapped: bool | None = None            # permanents: tapped ones (True) or untapped ones (False) only


def matches(condition: Condition, chars, mine: bool) -> bool:
    """Whether an object with ``chars`` (``mine``: controlled by the condition's controller) is one of the
    objects ``condition`` counts."""
    if condition.either:
        return any(matches(replace(one, whose=condition.whose), chars, mine) for one in condition.either)
    return (condition.whose == "any" or (mine if condition.whose == "you" else not mine)) \
        and condition.card_types <= set(chars.types) and condition.supertypes <= set(chars.supertypes) \
        and condition.not_types.isdisjoint(chars.types) \
        and (not condition.subtypes or not condition.subtypes.isdisjoint(chars.subtypes)) \
        and (condition.power_at_least is None or chars.power >= condition.power_at_least) \
        and (condition.toughness_at_least is None or chars.toughness >= condition.toughness_at_least) \
        and condition.colors <= set(chars.colors) and not (condition.colorless and chars.colors) \
        and (not condition.monocolored or len(chars.colors) == 1) \
        and (not condition.keyword or chars.has_keyword(condition.keyword))


@dataclass(frozen=True)
class TriggeredAbility:
    """"[When/Whenever/At] [trigger event], [if condition,] [effect]." (603.1), its trigger read by
    trigger_phrases.py and its effect by the effect phrases.

    ``event``: "step" (the beginning of ``step`` on ``whose`` turn: "you", "opponent" or "each", 603.2b),
    "enters" (603.6a), "attacks" (508.3a), "combat_damage_to_creature" (510.2: it deals combat damage to one),
    "tapped" (becomes tapped, 603.2f), "turned_face_up" (702.168d), "leaves" (put into a graveyard
    from the battlefield, 603.6c; "dies" with ``creature``, 700.4; to any zone with ``anywhere``), "cycled"
    (702.29c), "combat_damage_to_you" (a creature dealt combat damage to its controller, 510.2),
    "creature_dies" (a creature ``selector`` says died, 700.4: "Whenever another creature you control dies"),
    "life_gained" (its controller gained life, 119.9), "creature_combat_damage_to_player" (a creature ``selector``
    says dealt combat damage to a player, 510.2), "attacks_with_two_others" (battalion: it and two or more
    other creatures were declared as attackers, 508.3a), "exploits" (it exploited a creature, 702.110b),
    "becomes_target" (a spell or ability put on the stack targets it),
    "dealt_combat_damage" (its source dealt combat damage to a player or battle), "state" (``when_state`` holds,
    603.8), "land_played" (its controller plays a land, 305.1; ``another``: not this one), "cast" (its
    controller casts a spell ``spell`` describes, words of a target phrase, 601.2i; ``whose`` "each": any player,
    "opponent": an opponent), "drew" (``whose`` draws a card: "you", "each", "opponent"; 121.2) or "reflexive"
    (603.12: created by a "When you do" instruction) or "chapter" (lore counters put on its Saga reach one of its
    ``chapters``, 714.2b). The event is its source's own
    unless ``selector`` says which permanents' ("Whenever a land you control enters"), ``another`` leaving the
    source out. The intervening "if" (603.4): ``condition`` and ``if_tapped`` ("if this land is tapped").
    """

    event: str
    effects: tuple[SpellEffect, ...]
    step: str = ""
    whose: str = ""
    selector: Selector | None = None
    another: bool = False
    untapped: bool = False                # "When ~ enters untapped"
    creature: bool = False                # "When ~ dies": it was a creature (700.4)
    anywhere: bool = False                # "When ~ leaves the battlefield": to any zone, not a graveyard only
    condition: Condition | None = None
    if_tapped: bool = False
    spell: str = ""                       # "cast": "planeswalker spell", "colorless spell with mana value 7 or greater"
    targets_source: bool = False          # "cast": "a spell that targets this creature" (one of its targets)
    # 603.4 "if you cast it" ("you"), "... from your hand" ("you:hand"), "if it was cast" ("any"), "if it wasn't
    # cast" ("not"): of its source, or of the permanent whose entering triggered it (``selector``)
    if_cast: str = ""
    # "cast": what else the spell was: "kicked" (702.33d), "not owned" (108.3), "from hand", "from graveyard",
    # "from exile", "not from hand" (the zone it was cast from, 601.2a)
    spell_was: tuple[str, ...] = ()
    or_copy: bool = False                 # "cast": "Whenever you cast or copy ..." (a copy put on the stack, 707.10)
    # "cast": "your second spell each turn" (that player's spells this turn); "drew": "your second card each turn"
    # (2): that draw of the turn only; "you_attack": "with three or more creatures" (3): that many attackers at least
    nth: int = 0
    opponents_turn: bool = False          # "cast": "during an opponent's turn" (its controller's opponent's, 102.2)
    for_mana: bool = False                # "Whenever you tap ~ for mana" (tapped: by a mana ability's {T} cost)
    # "Whenever a Mountain you control enters, if you control at least five other Mountains": the condition
    # doesn't count the permanent whose entering triggered it
    other_than_entering: bool = False
    when_state: Condition | None = None   # "When ~ has no ice counters on it": a state trigger (603.8)
    token: dict = field(default_factory=dict, hash=False, compare=False)
    text: str = ""
    modal: object = None                  # "When ~ enters, choose one —": its modes (modes.Modal; 700.2b)
    chapters: tuple[int, ...] = ()        # a Saga's chapter ability ("chapter" event): its chapter numbers (714.2)
    works_from: str = ""                  # "graveyard": it triggers only while its card is there (113.6m)
    or_event: str = ""                    # "Whenever this creature enters or attacks": its second trigger event
    counter: str = ""                     # "counters_put": the kind of counters ("+1/+1")


@dataclass(frozen=True)
class EntersTapped:
    """A replacement effect as its permanent enters (614.1c): "This land enters tapped", "... unless
    CONDITION" (``unless``), "If CONDITION, this land enters tapped", "... with N KIND counters on it"."""

    condition: Condition | None = None
    unless: bool = True
    counters: tuple = ()                  # (kind, number) pairs it enters with
    tapped: bool = True                   # False: "enters with N counters" alone
    pay_life: int = 0                     # "As ~ enters, you may pay N life. If you don't, it enters tapped."
    choose_color: bool = False            # "As ~ enters, choose a color [other than X]."
    color_except: str = ""                # that X's letter
    reveal: tuple = ()                    # "As ~ enters, you may reveal a SUBTYPE card from your hand. If you
                                          # don't, ~ enters tapped.": those subtypes (enters_choices.py)
                                          # "... unless you revealed ... or CONDITION": no reveal while it holds
    choose_type: tuple = ()               # "As ~ enters, choose a creature type." (("any",)) or one of these
                                          # (chosen_types.py)
    hand_colors: int = 0                  # "As ~ enters, choose up to two colors from among cards in your hand.":
                                          # at most that many (enters_choices.py)
    if_played_from: str = ""              # "~ enters tapped if it was played from your hand." (305.1): "hand"
    rad_if_tapped: int = 0                # "You may have this land enter tapped. If you do, you get two rad
                                          # counters.": that many (725; the "enter_tapped_for_rad" choice)
    counters_if: bool = False             # "If this creature was kicked, it enters with two +1/+1 counters on it.":
                                          # the counters only while ``condition`` holds
    counters_per: "Condition | None" = None  # "... with a +1/+1 counter on it for each time it was kicked": the
                                          # counters times what this counts
    counters_x: bool = False              # "This creature enters with X +1/+1 counters on it.": the counters times
                                          # the X of the spell it was (107.3m; 0 when it wasn't one)
    text: str = ""


# "Colorless Eldrazi spells you cast cost {2} less to cast.", kept by its words: REDUCES + "2:colorless Eldrazi"
# (601.2f, spell_cost_reductions.py).
REDUCES = "spells you cast cost less:"
# "Cast this spell only if a creature died this turn.", kept as CAST_ONLY_IF + the condition's words: 601.3, a rule that
# prohibits casting it otherwise (spells.check_cast, phrases.condition).
CAST_ONLY_IF = "cast this spell only if:"

# "Dredge 2", kept as DREDGE + "2": a replacement effect that works from the graveyard (702.52a, dredge.py).
DREDGE = "dredge:"

# Gond Gate's replacement effect (614.1d), kept by its words (gates_untapped.py).
GATES_ENTER_UNTAPPED = "Gates you control enter untapped"
# Thran Portal's "is the chosen type", kept by its words (chosen_types.py, characteristics.printed).
IS_CHOSEN_TYPE = "ability:is the chosen type in addition to its other types"

KEYWORDS = ("flying", "haste", "vigilance", "reach", "defender", "indestructible", "flash",
            "first strike", "double strike", "trample", "deathtouch", "lifelink", "hexproof",
            "shroud", "ascend", "start your engines!", "menace", "fear", "intimidate", "shadow", "infect", "devoid",
            "phasing", "banding", "read ahead", "horsemanship", "skulk", "wither")
# 702.14a: "[type]walk", of a basic land type, Desert, or the card type land ("landwalk"); 702.164a: "toxic N".
LANDWALK = re.compile(r"(plains|island|swamp|mountain|forest|desert|land)walk")
_TOXIC = re.compile(r"toxic [1-9]\d*")
# 702.22c: "bands with other [quality]", of the qualities banding.py reads.
BANDS_WITH_OTHER = re.compile(r"bands with other (legendary creatures)")
BANDS_WITH_OTHER_ABILITY = "keyword:bands with other "  # how each such ability begins, as a creature has it
WARD = re.compile(r"ward \{([0-9]+)\}")  # 702.21a: ward with a mana cost (countering.py)
# 702.16a: "protection from [quality]", a color, multicolored or artifacts (protection.py).
PROTECTION = re.compile(r"protection from (white|blue|black|red|green|multicolored|artifacts)")


# 615.1a: "Prevent all damage that would be dealt to you." (Glacial Chasm), a static ability kept by its words
# (shields.after_prevention).
PREVENT_TO_YOU = "ability:prevent all damage that would be dealt to you"


def is_printed_keyword(word: str) -> bool:
    """A keyword the engine performs where it is printed (a card's or a token's own text): those of is_keyword,
    changeling, a characteristic-defining ability (702.73a, 604.3: characteristics._defined_subtypes), and a spell's
    improvise (702.126, improvise.py), convoke (702.51, convoke.py), delve (702.66, delve.py), split second
    (702.61, split_second.py), rebound (702.88, rebound.py) and sunburst (702.44, spent_mana.py), never read where
    an effect would grant them."""
    return word in ("changeling", "improvise", "convoke", "delve", "split second", "rebound", "sunburst") or \
        is_keyword(word)


def is_keyword(word: str) -> bool:
    """A keyword the engine performs, as written in rules text (lower case): KEYWORDS, a landwalk, toxic N,
    ward {N}, protection from a color, multicolored or artifacts, "bands with other legendary creatures"."""
    return word in KEYWORDS or any(p.fullmatch(word) for p in (LANDWALK, _TOXIC, PROTECTION, WARD, BANDS_WITH_OTHER))

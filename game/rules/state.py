"""The whole game as data: players, objects, zones, turn, pending choices.

Everything round-trips through ``to_dict`` / ``from_dict`` (plain JSON), as a
FEN does for chess. Ordered zones (library, graveyard, stack) are lists kept
TOP FIRST (400.5); the other zones keep arrival order.
"""
from copy import deepcopy
from dataclasses import asdict, dataclass, field, fields

from game.rules.abilities import MANA_KINDS
from game.rules.cards import FACE_LAYOUTS, CardSpec
from game.rules.randomness import object_id

STEPS = (
    "untap", "upkeep", "draw", "precombat_main", "beginning_of_combat", "declare_attackers",
    "declare_blockers", "combat_damage", "end_of_combat", "postcombat_main", "end", "cleanup",
)  # rule 500.1
MAIN_STEPS = ("precombat_main", "postcombat_main")  # 505.1
PLAYER_ZONES = ("library", "hand", "graveyard")      # 400.1: each player's own
SHARED_ZONES = ("battlefield", "stack", "exile", "command", "ante")
ZONES = PLAYER_ZONES + SHARED_ZONES
HIDDEN_ZONES = ("library", "hand")                  # 400.2
PUBLIC_ZONES = ("graveyard", "battlefield", "stack", "exile", "command", "ante")
ORDERED_ZONES = ("library", "graveyard", "stack")    # 400.5


def empty_pool() -> dict:
    return {kind: 0 for kind in MANA_KINDS}


@dataclass
class GameObject:
    """A card, token, emblem or ability in a zone. A zone change makes a new one (400.7)."""

    id: str
    card: str                      # name of its CardSpec in GameState.cards
    owner: str
    zone: str
    controller: str | None = None  # only on the battlefield and the stack (108.4a)
    tapped: bool = False
    face_down: bool = False
    face: int = 0                  # which face of a double-faced card is up
    transformed: int = 0           # the timestamp of its last transformation (701.28f; faces.py)
    counters: dict = field(default_factory=dict)
    counter_times: dict = field(default_factory=dict)  # kind: timestamp of its keyword counters (613.7c; replaced,
    #                                                    never changed in place: keyword_counters.py)
    attached_to: str | None = None
    timestamp: int = 0
    sick: bool = False             # not controlled continuously since its controller's turn began (302.6)
    damage: int = 0
    token: bool = False
    is_ability: bool = False       # an activated or triggered ability on the stack (405.1)
    source: str | None = None      # for abilities: the object they came from
    ability_index: int = -1        # which of the source's abilities
    granted: str = ""              # an ability its source had from a grant: its text (granted.py, 613.1f)
    targets: list = field(default_factory=list)
    x: int = 0
    modes: list = field(default_factory=list)  # a modal spell's chosen modes (700.2a; modes.py)
    # An activated ability's last known information (608.2h) of what its costs moved, for the amounts it uses:
    # {"source": {...}, "paid": [{...}, ...]}, each {"power", "toughness", "mana_value", "counters"} (amounts.py).
    known: dict = field(default_factory=dict)
    commander: bool = False        # a commander (903.3), castable from the command zone
    attacking: str | None = None   # the player it attacks (506.4)
    blocking: str | None = None    # the attacker it blocks
    also_blocking: list = field(default_factory=list)  # the others, while ``blocking``: "can block an additional
    #                                                    creature" (509.1a; a new list on each change)
    blocked: bool = False          # an attacker blockers were declared for: stays blocked without them (509.1h)
    band: int = 0                  # the attacking band it is in, or that it blocks, by number (702.22c, 702.22h)
    deathtouched: bool = False     # dealt damage by a source with deathtouch (704.5h)
    loyalty_turn: int = 0          # the turn a loyalty ability of it was last activated (606.3)
    attacked_turns: list = field(default_factory=list)  # the turns it was declared an attacker in (508.1)
    activations: list = field(default_factory=list)  # [index, turn] of its "Activate only once" abilities (602.5b)
    entered_turn: int = 0          # the turn it entered the battlefield by a zone change ("entered this turn")
    kicked: list = field(default_factory=list)  # a spell's kicker costs paid, and its permanent's (kicker.py)
    cast_by: str = ""              # a spell: the player who cast it (601.2i), and the permanent it became
    cast_from: str = ""            # the zone it was cast from ("if you cast it from your hand", 603.4)
    bought_back: bool = False      # a spell whose buyback cost was paid: into the hand as it resolves (buyback.py)
    rebounds: bool = False         # a spell with rebound cast from its owner's hand: exiled as it resolves (rebound.py)
    exile_off_stack: bool = False  # cast by flashback or jump-start: exiled as it leaves the stack (graveyard_casts.py)
    offspring: bool = False        # a spell whose offspring cost was paid, and its permanent (702.175a: offspring.py)
    suspend_haste: str = ""        # a creature spell cast by suspend, and its permanent: haste while this player
    #                                controls it (702.62a: performing/suspend.py, zones.move_object)
    encoded_on: str | None = None  # a card with cipher in exile: the creature it is encoded on (702.99b: cipher.py)
    dashed: bool = False           # a spell whose dash cost was paid, and its permanent: haste, back to the hand (dash.py)
    unearthed: bool = False        # returned by unearth: exiled instead of leaving the battlefield otherwise (702.84a)
    spent_riders: str = ""         # a spell's riders from the mana spent on it, "haste,counter" (spent_mana.py)
    spent_colors: str = ""         # the colors of mana spent to cast it, "WU" (sunburst, 702.44a: spent_mana.py)
    stays_tapped: bool = False     # doesn't untap during its controller's next untap step (502.3)
    chosen_color: str | None = None  # "As ~ enters, choose a color" (614.12): its letter; letters for two or more
    chosen_type: str | None = None  # "As ~ enters, choose a creature type" (614.12, chosen_types.py)
    phased_out: str = ""           # 702.26: "directly" or "indirectly" (702.26g) while phased out (phasing.py)
    exiled_with: str | None = None  # exiled face down by this permanent's ability (607.2a: linked abilities)
    exiled_until: str | None = None  # exiled until this permanent leaves the battlefield (610.3: exile_until.py)
    delayed: dict = field(default_factory=dict)  # a delayed triggered ability on the stack: what it does (delayed.py)
    label: str | None = None       # scenario label: follows the physical card, not the object (runner only)
    # Copy effects on it (707, layer 1: 613.2a), in timestamp order (613.7): [timestamp, the ``cards`` key of the
    # copiable values it copies, "end_of_turn" or "game", those values as a spec's plain data (a store keeps only
    # its objects' specs: live/store.py)] (copies.py). Replaced, never changed in place.
    copies: list = field(default_factory=list)
    spell_copy: bool = False       # a copy of a spell (707.10a): no card; it ceases to exist off the stack (704.5e)
    activated: bool = False        # an activated ability on the stack (602.2a), not a triggered one
    renowned: bool = False         # 702.112b: a designation, until it leaves the battlefield (not copiable)
    monstrous: bool = False        # 701.31b: a designation, until it leaves the battlefield (not copiable)
    controlled_since: int = 0      # the timestamp when it came under its controller's control (echo, 702.30a)

    @property
    def copiable(self) -> str:
        """The ``cards`` key of its copiable values (707.2, 613.2c): its card's, or the latest copy effect's."""
        return self.copies[-1][1] if self.copies else self.card

    def to_dict(self) -> dict:
        # By hand rather than dataclasses.asdict (a deep copy): this runs for every object on every save.
        data = _off_defaults(self.__dict__)
        for name in _OBJECT_CONTAINERS.intersection(data):
            data[name] = data[name].copy()
        return data

    def copy(self) -> "GameObject":
        # By hand: a state's copy copies every object (a game has well over a hundred). A kept object keeps
        # only its fields that differ from their defaults (GameState.freeze): its copy has them all.
        clone = object.__new__(GameObject)
        fields_ = {**_KEPT_DEFAULTS, **self.__dict__} if self.__class__ is _FrozenObject else self.__dict__.copy()
        fields_["counters"], fields_["targets"] = fields_["counters"].copy(), fields_["targets"].copy()
        known = fields_["known"]  # changed in place, nested too (608.2h: target_relations.py, attachments.py)
        fields_["known"] = deepcopy(known) if known else {}
        clone.__dict__ = fields_
        return clone

    def same_fields(self, kept: "GameObject") -> bool:
        """Whether this object's fields are those of ``kept``, either of them a kept (frozen) object or not (a
        copy's objects may still be a kept version's: ObjectsCopiedOnUse)."""
        return _every_field(self) == _every_field(kept)

    @classmethod
    def from_dict(cls, data: dict) -> "GameObject":
        return cls(**{k: v.copy() if isinstance(v, (list, dict)) else v for k, v in data.items()})


def _every_field(obj: GameObject) -> dict:
    """An object's fields by name, a kept one's defaults too (it keeps only the others itself)."""
    return {**_KEPT_DEFAULTS, **obj.__dict__} if obj.__class__ is _FrozenObject else obj.__dict__


def _copy(value):
    return value.copy() if isinstance(value, (list, dict)) else value  # a frozen list's copy is a list


def _copy_fields(obj, names: tuple):
    """A copy of a dataclass whose fields hold flat lists and dicts at most (shallow copies of those);
    attributes that are not fields (caches) are left behind. A frozen one's copy is not frozen."""
    clone = object.__new__(_THAWED.get(type(obj), type(obj)))
    clone.__dict__ = {name: _copy(obj.__dict__[name]) for name in names}
    return clone


_OBJECT_DEFAULTS = {f.name: (f.default_factory() if callable(f.default_factory) else f.default)
                    for f in fields(GameObject) if f.name not in ("id", "card", "owner", "zone")}
_OBJECT_CONTAINERS = {name for name, default in _OBJECT_DEFAULTS.items() if isinstance(default, (list, dict))}
_KEEP = object()  # never equal to a value: the fields without a default are always written


def _off_defaults(fields_: dict) -> dict:
    """An object's fields that differ from their defaults (what it saves, and what a kept one keeps itself)."""
    return {name: value for name, value in fields_.items() if _OBJECT_DEFAULTS.get(name, _KEEP) != value}


@dataclass
class Player:
    name: str
    life: int = 20
    starting_life: int = 20        # 103.4 (40 in Commander, 903.7)
    lost: bool = False
    won: bool = False
    conceded: bool = False
    library: list = field(default_factory=list)
    hand: list = field(default_factory=list)
    graveyard: list = field(default_factory=list)
    lands_played: int = 0          # 305.2a: lands played this turn, by any means
    extra_land_plays_this_turn: int = 0   # from resolved effects such as Explore
    mana_pool: dict = field(default_factory=empty_pool)
    max_hand_size: int = 7         # 402.2
    drew_from_empty: bool = False  # 704.5b
    poison: int = 0
    energy: int = 0                # energy counters (107.14, 122.1)
    mulligans: int = 0
    kept: bool = True              # 103.5: has kept an opening hand
    commander_casts: int = 0       # 903.8
    commander_damage: dict = field(default_factory=dict)  # 903.10a: combat damage dealt to them, by commander owner
    searching: bool = False        # looking through their library by hand (701.19a), until they say they're done
    city_blessing: bool = False    # 702.131c: a designation, kept for the rest of the game
    attacked_with: int = 0         # creatures they declared as attackers this turn (508.1)
    speed: int = 0                 # 702.179: 1 to 4; 0 while they have no speed (702.179b, f)
    rad: int = 0                   # rad counters (122.1i, 725: rad_counters.py)
    experience: int = 0            # experience counters (122.1)
    next_spell_improvise: bool = False  # "The next spell you cast this turn has improvise." (improvise.py)
    monarch: bool = False          # 722.1: a designation; one player at most has it (722.3, monarch.py)
    ring_tempted: int = 0          # 701.52c: the times the Ring has tempted them (their emblem The Ring, the_ring.py)
    ring_bearer: str | None = None  # 701.52a: the creature that became their Ring-bearer, and when (its emblem's
    ring_since: int = 0             # effect's timestamp)
    speed_turn: int = 0            # the turn their speed last triggered (702.179d: once each turn)
    dealt_damage: int = 0          # damage dealt to them this turn
    gained_life: int = 0           # life they gained this turn, in all (119.3; change_life)
    lost_life: int = 0             # life they lost this turn, in all (119.3, damage's too: 120.3a)
    permanents_left: int = 0       # permanents they controlled that left the battlefield this turn (revolt)
    creatures_died: int = 0        # creatures they controlled that died this turn (700.4)
    descended: int = 0             # permanent cards put into their graveyard from anywhere this turn (700.11)
    cards_drawn: int = 0           # cards they drew this turn (121.2)
    left_graveyard: int = 0        # cards that left their graveyard this turn
    spells_cast: list = field(default_factory=list)  # the card types of each spell they cast this turn (601.2i)
    # what entered the battlefield under their control this turn, as it entered (entered_this_turn.py)
    entered_this_turn: list = field(default_factory=list)
    turns_begun: int = 0           # the turns of the game they have begun, this one too ("your third turn")
    skip_turns: int = 0            # "Skip your next turn." effects waiting (614.10a, turn_order.py)
    latest_turn: int = 0           # the number of the latest turn they began, this one if it's theirs
    turn_before: int = 0           # the number of their turn before that one ("their last turn": combat.py)
    upkeep_began: int = 0          # the timestamp when their latest upkeep began, and the one before (702.30a:
    upkeep_before: int = 0         # "since the beginning of your last upkeep", as their upkeep begins)
    flash_this_turn: list = field(default_factory=list)  # card types they may cast as though with flash (702.8a;
    # "" for any spell), until the cleanup step (514.2)
    ignores_hexproof: bool = False  # their spells and abilities may target their opponents' creatures with hexproof
    # as though they didn't have it (702.11b), until the cleanup step (514.2)

    def zone(self, name: str) -> list:
        return getattr(self, name)

    def change_life(self, change: int) -> None:
        """119.3: their life total goes up or down by ``change``, counted as life gained or lost this turn (for
        "if you gained life this turn", "if an opponent lost life this turn")."""
        self.life += change
        if change > 0:
            self.gained_life += change
        else:
            self.lost_life -= change

    @property
    def in_game(self) -> bool:
        return not self.lost

    def to_dict(self) -> dict:
        # By hand, as GameObject.to_dict: its zones and mana pool are flat, so shallow copies suffice.
        return {f.name: _copy(getattr(self, f.name)) for f in fields(self)}

    def copy(self) -> "Player":
        return _copy_fields(self, _PLAYER_FIELDS)

    @classmethod
    def from_dict(cls, data: dict) -> "Player":
        return cls(**data)


@dataclass
class Turn:
    number: int = 1
    active: str = ""
    step: str = "precombat_main"
    priority: str | None = None
    passed: list = field(default_factory=list)   # players who passed in succession (117.4)
    starting_player: str = ""                    # 103.8a
    # During a first-strike combat damage step: the combatants that had neither first strike nor double
    # strike as it began, which deal damage in the second combat damage step (510.4). None otherwise.
    second_strikers: list | None = None
    cleanup_priority: bool = False  # players receive priority in this cleanup step (514.3a)
    extra_turns: list = field(default_factory=list)  # players' extra turns to come, the next first (500.7)
    normal: str = ""  # during extra turns: the player whose turn they came after (turn_order.py)
    creatures_died: int = 0         # creatures put into a graveyard from the battlefield this turn (700.4)
    # [source, permanent] for each permanent dealt damage this turn and each source that dealt it damage (None: no
    # source): "a creature dealt damage by this creature this turn", "target creature that was dealt damage this
    # turn" (120.3, 400.7: by id); pairs only added, never changed
    damaged_by: list = field(default_factory=list)

    def copy(self) -> "Turn":
        return _copy_fields(self, _TURN_FIELDS)


_PLAYER_FIELDS = tuple(f.name for f in fields(Player))
_TURN_FIELDS = tuple(f.name for f in fields(Turn))


class EngineCache:
    """What the engine works out about a state, kept beside it and never saved: the one place for it.

    The SHARED parts hold for the whole game, so a state's copies share them (characteristics.py,
    spells.py): printed values by card and face (card specs don't change), and the characteristics of
    permanents keyed by everything they depend on. ``characteristics`` is this state's own, forgotten
    when it changes (characteristics.invalidate). A frozen state's cache stays writable.
    """

    SHARED = ("printed_templates", "printed_shared", "printed_activated", "printed_triggered", "unaffected",
              "graveyard_statics", "battlefield_memo")
    __slots__ = (*SHARED, "characteristics")

    def __init__(self, shared: "EngineCache | None" = None):
        for name in self.SHARED[:-1]:
            setattr(self, name, getattr(shared, name) if shared is not None else {})
        self.battlefield_memo = shared.battlefield_memo if shared is not None else None
        self.characteristics = None

    def __deepcopy__(self, memo) -> "EngineCache":
        return EngineCache()  # worked out again: a deep copy is a state of its own


@dataclass
class GameState:
    players: list
    objects: dict = field(default_factory=dict)
    battlefield: list = field(default_factory=list)
    stack: list = field(default_factory=list)     # top first
    exile: list = field(default_factory=list)
    command: list = field(default_factory=list)
    ante: list = field(default_factory=list)
    # 702.26b: phased-out permanents, on the battlefield (their zone, 702.26d) but treated as though they don't
    # exist: they are not in ``battlefield``, so nothing that looks there sees them (phasing.py).
    phased_out: list = field(default_factory=list)
    turn: Turn = field(default_factory=Turn)
    pending: list = field(default_factory=list)   # choices the game waits for
    triggers: list = field(default_factory=list)  # triggered abilities waiting to go on the stack (117.5)
    cards: dict = field(default_factory=dict)     # name -> CardSpec
    next_id: int = 1
    next_timestamp: int = 1
    playing_for_ante: bool = False                # 407
    damage_by_hand: bool = False                  # attackers' controllers divide combat damage (combat.py)
    started: bool = True                          # False until every opening hand is kept (103.5)
    seed: int | str = 0                           # randomness.py: 64 hex digits in a new game
    shuffles: int = 0
    game_over: bool = False
    winner: str | None = None
    log: list = field(default_factory=list)
    # Players' "pass until" wishes (passing.py): name -> {"until": step, "from": [turn, step] asked in}.
    # A wish is replaced, never changed in place, so copies share them.
    passing: dict = field(default_factory=dict)
    # Players' stops (passing.py): name -> {"mine": [steps], "theirs": [steps]}, the steps of their own and of
    # others' turns they stop in with an empty stack; a player with none stops in every step. Replaced, never
    # changed in place.
    stops: dict = field(default_factory=dict)
    # Continuous effects from resolved abilities, with a duration (611.2): {"id": the permanent it changes,
    # "source", "controller", "timestamp", "parts": [[layer, op, values], ...], "until": "end_of_turn"}.
    effects: list = field(default_factory=list)
    delayed: list = field(default_factory=list)  # delayed triggered abilities not yet triggered (603.7, delayed.py)
    # Cards shown from a hand by hand (701.16a, by_hand.py): {"id", "to": a player's name or "" for all, "turn"};
    # shown while they stay in that hand, during that turn.
    revealed: list = field(default_factory=list)
    cache: EngineCache = field(default_factory=EngineCache, compare=False, repr=False)

    # -- lookups -------------------------------------------------------
    def player(self, name: str) -> Player:
        for player in self.players:
            if player.name == name:
                return player
        raise KeyError(name)

    def exiled_with(self, exiler: str | None) -> list:
        """The cards in exile a linked ability of the object ``exiler`` exiled (607.2a)."""
        return [oid for oid in self.exile if exiler and self.objects[oid].exiled_with == exiler]

    def has_player(self, name: str) -> bool:
        return any(p.name == name for p in self.players)

    @property
    def player_names(self) -> list:
        return [p.name for p in self.players]

    def players_in_game(self) -> list:
        return [p for p in self.players if p.in_game]

    def apnap(self) -> list:
        """Players in game in APNAP order (101.4): the active player, then turn order."""
        names = self.player_names
        start = names.index(self.turn.active)
        ordered = names[start:] + names[:start]
        return [self.player(n) for n in ordered if self.player(n).in_game]

    def zone_list(self, zone: str, player: str | None = None) -> list:
        if zone in PLAYER_ZONES:
            return self.player(player).zone(zone)
        return getattr(self, zone)

    def in_zone(self, zone: str, player: str | None = None) -> list:
        """Every object in a zone: on the battlefield, the phased-out permanents too, after the others (702.26d:
        phasing out changes no zone), for what treats them as there (storage, the table, 514.2)."""
        here = self.zone_list(zone, player)
        return here + self.phased_out if zone == "battlefield" else here

    def on_battlefield(self, object_id: str | None) -> bool:
        """Whether the object is a permanent the game sees: on the battlefield and phased in (702.26b)."""
        obj = self.objects.get(object_id)
        return obj is not None and obj.zone == "battlefield" and not obj.phased_out

    def objects_in(self, zone: str, player: str | None = None) -> list:
        return [self.objects[i] for i in self.zone_list(zone, player)]

    def spec(self, obj: GameObject) -> CardSpec:
        """Printed characteristics of the face that is up (712.8a), or those a copy effect gives it (layer 1,
        613.2a: its copiable values, 707.2)."""
        spec = self.cards[obj.copies[-1][1] if obj.copies else obj.card]
        if spec.faces and spec.layout in FACE_LAYOUTS:
            return spec.faces[min(obj.face, len(spec.faces) - 1)]
        return spec

    def new_id(self) -> str:
        """An id that says nothing about the object (see randomness.py), unused in this game."""
        while True:
            candidate = object_id(self.seed, self.next_id)
            self.next_id += 1
            if candidate not in self.objects:
                return candidate

    def new_timestamp(self) -> int:
        stamp = self.next_timestamp
        self.next_timestamp += 1
        return stamp

    # -- plain data ----------------------------------------------------
    def to_dict(self) -> dict:
        return {
            **self.header_dict(),
            "players": [p.to_dict() for p in self.players],
            "objects": {i: o.to_dict() for i, o in objects_as_they_are(self).items()},
            "battlefield": list(self.battlefield), "stack": list(self.stack), "exile": list(self.exile),
            "command": list(self.command), "ante": list(self.ante), "phased_out": list(self.phased_out),
            "cards": {name: spec.to_dict() for name, spec in self.cards.items()},
        }

    def copy(self) -> "GameState":
        """A copy to change without touching this one; card specs are frozen, so both share them, and so are
        a kept state's objects, which the copy shares until it reads them (ObjectsCopiedOnUse).
        Cached characteristics stay behind (see characteristics.invalidate)."""
        clone = _copy_fields(self, _STATE_FIELDS_BUT_OBJECTS)  # zone lists, card specs by name, the log
        clone.players, clone.turn = [player.copy() for player in self.players], self.turn.copy()
        objects, shared = {}, False
        for key, obj in objects_as_they_are(self).items():
            if obj.__class__ is _FrozenObject:
                objects[key], shared = obj, True
            else:
                objects[key] = obj.copy()
        clone.objects = ObjectsCopiedOnUse(objects) if shared else objects
        # Choices and triggers may nest lists in their dicts: copied whole (they are few).
        clone.pending, clone.triggers = [deepcopy(c) for c in self.pending], [deepcopy(t) for t in self.triggers]
        clone.cache = EngineCache(shared=self.cache)
        return clone

    def freeze(self) -> "GameState":
        """Make this state read-only for its readers (a version kept for every reader of a process): its
        attributes, its players', turn's and objects' can't be set, nor its zones, log and objects changed.
        Its copies are not frozen. Its EngineCache stays writable."""
        for player in self.players:
            for zone in PLAYER_ZONES:
                player.__dict__[zone] = FrozenList(player.__dict__[zone])
            player.__class__ = _FrozenPlayer
        for name in ("battlefield", "phased_out", "stack", "exile", "command", "ante", "log", "pending", "triggers",
                     "effects", "revealed"):
            self.__dict__[name] = FrozenList(self.__dict__[name])
        for obj in objects_as_they_are(self).values():
            if obj.__class__ is not _FrozenObject:  # else the version before's, shared (GameState.copy, store.py)
                obj.__dict__ = _off_defaults(obj.__dict__)
                obj.__class__ = _FrozenObject
        self.__dict__["objects"] = FrozenDict(self.objects)
        self.turn.__class__ = _FrozenTurn
        self.__class__ = _FrozenGameState
        return self

    def header_dict(self) -> dict:
        """Everything but objects, zone lists and card specs (what a game row stores beside its placements)."""
        players = []
        for player in self.players:
            data = player.to_dict()
            for zone in PLAYER_ZONES:
                del data[zone]
            players.append(data)
        return {
            "players": players,
            "turn": asdict(self.turn), "pending": [dict(c) for c in self.pending],
            "triggers": [dict(t) for t in self.triggers],
            "next_id": self.next_id, "next_timestamp": self.next_timestamp,
            "playing_for_ante": self.playing_for_ante, "damage_by_hand": self.damage_by_hand, "started": self.started,
            "seed": self.seed, "shuffles": self.shuffles, "passing": dict(self.passing),
            "stops": dict(self.stops),
            "effects": [dict(e) for e in self.effects], "delayed": [dict(d) for d in self.delayed],
            "revealed": [dict(r) for r in self.revealed], "game_over": self.game_over, "winner": self.winner, "log": list(self.log),
        }

    @classmethod
    def from_dict(cls, data: dict) -> "GameState":
        return cls(
            players=[Player.from_dict(p) for p in data["players"]],
            objects={i: GameObject.from_dict(o) for i, o in data.get("objects", {}).items()},
            battlefield=list(data.get("battlefield", [])), stack=list(data.get("stack", [])),
            exile=list(data.get("exile", [])), command=list(data.get("command", [])), ante=list(data.get("ante", [])),
            phased_out=list(data.get("phased_out", [])),
            turn=Turn(**data.get("turn", {})), pending=[dict(c) for c in data.get("pending", [])],
            triggers=[dict(t) for t in data.get("triggers", [])],
            cards={name: CardSpec.from_dict(spec) for name, spec in data.get("cards", {}).items()},
            next_id=data.get("next_id", 1), next_timestamp=data.get("next_timestamp", 1),
            playing_for_ante=data.get("playing_for_ante", False), damage_by_hand=data.get("damage_by_hand", False),
            started=data.get("started", True), seed=data.get("seed", 0),
            shuffles=data.get("shuffles", 0), game_over=data.get("game_over", False),
            winner=data.get("winner"), log=list(data.get("log", [])), passing=dict(data.get("passing", {})),
            stops=dict(data.get("stops", {})),
            effects=[dict(e) for e in data.get("effects", [])], delayed=[dict(d) for d in data.get("delayed", [])],
            revealed=[dict(r) for r in data.get("revealed", [])],
        )


_STATE_FIELDS_BUT_OBJECTS = tuple(f.name for f in fields(GameState) if f.name != "objects")


class FrozenState(TypeError):
    """A kept state was about to be changed: change a copy (GameState.copy) instead."""


def _refuse(self, name, value=None):
    raise FrozenState(f"{type(self).__base__.__name__}.{name}: a kept state is shared by every reader; "
                      "change a copy (GameState.copy)")


def _frozen(cls):
    return type(f"Frozen{cls.__name__}", (cls,), {"__setattr__": _refuse, "__delattr__": _refuse, "__slots__": ()})


_FrozenGameState, _FrozenPlayer, _FrozenTurn, _FrozenObject = map(_frozen, (GameState, Player, Turn, GameObject))


def _refuse_change(self, *args, **kwargs):
    raise FrozenState("a kept state's zones, log and objects are shared by every reader; change a copy")


# A frozen state's lists and objects: read as a list and a dict, copied (.copy(), list(), dict()) into plain ones.
FrozenList = type("FrozenList", (list,), {name: _refuse_change for name in (
    "append", "extend", "insert", "remove", "pop", "clear", "sort", "reverse", "__setitem__", "__delitem__",
    "__iadd__", "__imul__")})
FrozenDict = type("FrozenDict", (dict,), {name: _refuse_change for name in (
    "__setitem__", "__delitem__", "pop", "popitem", "clear", "update", "setdefault", "__ior__")})
_THAWED = {frozen: frozen.__base__ for frozen in (_FrozenGameState, _FrozenPlayer, _FrozenTurn, _FrozenObject)}

# A kept object's own __dict__ holds only its fields that differ from their defaults (most of its seventy are at
# theirs); its class gives the rest, empty lists and dicts as one frozen empty list and dict that no reader can
# fill. Each kept field was a reference the garbage collector followed, and each empty list or dict an object it
# tracked, in every game a process keeps: a young collection's time went on them (benchmarks/README.md, ninth
# session). An object with only plain values left (ids, names, numbers) keeps a __dict__ the collector doesn't
# track at all. A copy's fields are its own again where the engine changes them in place (GameObject.copy copies
# ``counters``, ``targets`` and ``known``; the others are only ever replaced, as copies share them already).
_NO_ITEMS, _NO_ENTRIES = FrozenList(), FrozenDict()
_KEPT_DEFAULTS = {name: _NO_ITEMS if isinstance(default, list) else _NO_ENTRIES if isinstance(default, dict)
                  else default for name, default in _OBJECT_DEFAULTS.items()}
for _name, _default in _KEPT_DEFAULTS.items():
    setattr(_FrozenObject, _name, _default)


class ObjectsCopiedOnUse(dict):
    """A state's objects by id, some of them a kept state's (frozen, so they can't change) until first read:
    reading one (``objects[id]``, ``get``, ``pop``, ``values``, ``items``) puts a copy of it in its place, to
    change freely. Keys, ``in``, ``len`` and order are a plain dict's.

    A state is copied for every action, replay and what-if (autopay.py), and one reads a few of its hundred
    objects: the libraries' cards, most of them, are never read, so never copied.
    """
    __slots__ = ()

    def __getitem__(self, object_id):
        obj = dict.__getitem__(self, object_id)
        if obj.__class__ is _FrozenObject:
            obj = obj.copy()
            dict.__setitem__(self, object_id, obj)  # the same key: its place in the order stays
        return obj

    def get(self, object_id, default=None):
        return self[object_id] if object_id in self else default

    def pop(self, object_id, *default):
        if object_id in self:
            self[object_id]  # copied first: the caller may change what it took
        return dict.pop(self, object_id, *default)

    def _copied(self) -> "ObjectsCopiedOnUse":
        for key, obj in dict.items(self):
            if obj.__class__ is _FrozenObject:
                dict.__setitem__(self, key, obj.copy())
        return self

    def values(self):
        return dict.values(self._copied())

    def items(self):
        return dict.items(self._copied())

    def copy(self) -> "ObjectsCopiedOnUse":  # shallow, as a dict's: the shared objects stay shared in both
        return ObjectsCopiedOnUse(self)

    def __eq__(self, other):
        return dict.__eq__(self._copied(), other._copied() if isinstance(other, ObjectsCopiedOnUse) else other)

    def __ne__(self, other):  # else dict's own, comparing the shared objects as they are
        return not self == other

    def __reduce__(self):  # copy.deepcopy, pickle: a plain dict of copies
        return dict, (dict(self._copied()),)


def objects_as_they_are(state: GameState) -> dict:
    """``state``'s objects by id, the shared ones still frozen (see ObjectsCopiedOnUse), in a dict of their
    own: to read, not to change, where copying every object would be waste (a save compares them with the
    version before)."""
    return dict(state.objects)  # a dict's own copy, by its keys and values: no object read

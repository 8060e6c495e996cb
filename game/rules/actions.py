"""Actions as small values. ``engine.apply`` performs them; ``engine.legal_actions`` lists them.

Player actions (play a land, cast, activate, pass, choose, concede) follow the
rules for who may take them and when. Effect actions (move, draw, discard,
gain control, attach, counters, life, shuffle) stand for the effects of
spells and abilities that the engine does not automate: any player may
perform them at any time, and they don't change who has priority.
"""
from dataclasses import dataclass, fields


@dataclass(frozen=True)
class PlayLand:
    """The special action of playing a land (305.1, 116.2a)."""

    player: str
    card: str                 # object id
    from_zone: str = "hand"   # or library (top card), graveyard, exile, command where an effect allows
    face: int | None = None   # 0 front, 1 back (712.12); None: the face that is a land


@dataclass(frozen=True)
class Cast:
    """Cast a spell (601), paying its mana cost from the player's mana pool."""

    player: str
    card: str
    from_zone: str = "hand"
    targets: tuple = ()       # object ids or player names
    x: int = 0
    face_down: bool = False   # cast face down as a 2/2 creature by its morph ability (702.37c, face_down.py)
    modes: tuple = ()         # a modal spell's chosen modes, numbered from 0 in printed order (700.2a)
    kicked: tuple = ()        # the kicker costs paid, 0-based, one per time (702.33: kicker.py)
    improvised: tuple = ()    # the artifacts tapped for improvise, each paying {1} (702.126a: improvise.py)
    convoked: tuple = ()      # the creatures tapped for convoke, each paying {1} or one mana of its color (convoke.py)
    delved: tuple = ()        # the cards exiled from its caster's graveyard for delve, each paying {1} (delve.py)
    paid: tuple = ()          # objects chosen for "As an additional cost to cast this spell, ..." (additional_costs.py)
    buyback: bool = False     # its buyback cost paid (702.27a: buyback.py)
    offspring: bool = False   # its offspring cost paid (702.175a: offspring.py)
    casualty: tuple = ()      # the creature sacrificed for its casualty cost, if paid (702.153a: copy_costs.py)
    conspired: tuple = ()     # the two creatures tapped for its conspire cost, if paid (702.78a: copy_costs.py)
    dashed: bool = False      # its dash cost paid rather than its mana cost (702.109a: dash.py)


@dataclass(frozen=True)
class ActivateMana:
    """Activate a mana ability of a permanent (605): ``{T}: Add ...``."""

    player: str
    card: str
    mana: str | None = None   # which kind, when the ability offers a choice
    ability: int | None = None  # which of its mana abilities (0-based), when two make that kind
    paid: tuple = ()          # object ids chosen for its costs ("Tap an untapped creature you control"), 601.2h
    removed: int | None = None  # "Remove any number of storage counters from this land": how many (601.2b)


@dataclass(frozen=True)
class ActivateAbility:
    """Activate a non-mana activated ability (602): equip, fortify, loyalty abilities."""

    player: str
    card: str
    ability: int              # index among the object's activated abilities (see engine.activated_abilities)
    targets: tuple = ()
    paid: tuple = ()          # object ids chosen for its costs ("Sacrifice a creature"), cost by cost (601.2h)
    x: int = 0                # the value announced for X in its cost (107.3a, 601.2b); 0 for an ability without X


@dataclass(frozen=True)
class TurnFaceUp:
    """Turn a face-down permanent face up by paying its morph cost: a special action (702.37e, 116.2b)."""

    player: str
    card: str


@dataclass(frozen=True)
class Suspend:
    """Exile a card with suspend from one's hand with its time counters, paying its suspend cost: a special action
    (702.62a, 116.2f: suspend.py)."""

    player: str
    card: str


@dataclass(frozen=True)
class PassPriority:
    player: str
    until: str = ""    # and keep passing until this step next begins (passing.py)


@dataclass(frozen=True)
class StopPassing:
    """End the player's own "pass until" wish (passing.py) before it ends by itself."""

    player: str


@dataclass(frozen=True)
class SetStops:
    """Choose the steps the player stops in when the stack is empty (passing.py): of their own turns and of
    the others'. Any time, with or without priority."""

    player: str
    mine: tuple = ()
    theirs: tuple = ()


@dataclass(frozen=True)
class Advance:
    """All players pass until ``to`` next begins with an empty stack; no attackers, no blockers."""

    player: str
    to: str


@dataclass(frozen=True)
class Choose:
    """Answer the player's first pending choice with objects (and, for blocks, what each blocks), or with
    ``options`` (words: "yes", "no"). Declaring attackers, ``bands`` numbers each attacker's band (702.22c):
    attackers with the same number above 0 are one band; empty, no bands."""

    player: str
    cards: tuple = ()
    targets: tuple = ()
    options: tuple = ()
    bands: tuple = ()


@dataclass(frozen=True)
class Mulligan:
    """Keep or mulligan an opening hand (103.5, London mulligan)."""

    player: str
    keep: bool


@dataclass(frozen=True)
class Concede:
    player: str


# -- effect actions ----------------------------------------------------
@dataclass(frozen=True)
class Move:
    player: str
    card: str
    to_zone: str
    zone_of: str | None = None       # whose library/hand/graveyard; default the owner (400.3 applies anyway)
    position: str | int = "top"      # top, bottom, or N from the top (1 = top)
    face_down: bool = False
    tapped: bool = False
    attach_to: str | None = None     # onto the battlefield attached to this permanent (303.4f, 301.5e)


@dataclass(frozen=True)
class Draw:
    player: str
    count: int = 1


@dataclass(frozen=True)
class Discard:
    player: str
    card: str


@dataclass(frozen=True)
class GainControl:
    player: str
    card: str


@dataclass(frozen=True)
class Attach:
    player: str
    card: str
    to: str


@dataclass(frozen=True)
class AddCounters:
    player: str
    card: str
    kind: str
    amount: int = 1


@dataclass(frozen=True)
class RemoveCounters:
    player: str
    card: str
    kind: str
    amount: int = 1


@dataclass(frozen=True)
class LoseLife:
    player: str
    amount: int


@dataclass(frozen=True)
class GainLife:
    player: str
    amount: int


@dataclass(frozen=True)
class Shuffle:
    player: str


@dataclass(frozen=True)
class SearchLibrary:
    """Look through one's own library by hand (701.19a) for an effect the engine doesn't perform; ``done``
    ends it. While searching, the player sees their library and may move its cards."""
    player: str
    done: bool = False


@dataclass(frozen=True)
class Tap:
    """Tap a permanent by hand (701.21a), or untap it (701.21b), for an effect the engine doesn't perform."""
    player: str
    card: str
    untap: bool = False


@dataclass(frozen=True)
class CreateToken:
    """Create a token by hand (111.1-111.4): its name, type line, colors (letters) and, for a creature, its
    power and toughness; owned and controlled by the player who creates it (111.2)."""
    player: str
    name: str
    type_line: str
    colors: tuple = ()
    power: int | None = None
    toughness: int | None = None


@dataclass(frozen=True)
class Reveal:
    """Show a card from one's own hand (701.16a) to every player, or only to player ``to``."""
    player: str
    card: str
    to: str = ""


PLAYER_ACTIONS = (PlayLand, Cast, ActivateMana, ActivateAbility, TurnFaceUp, Suspend, PassPriority, StopPassing, SetStops,
                  Advance, Choose, Mulligan, Concede)
EFFECT_ACTIONS = (Move, Draw, Discard, GainControl, Attach, AddCounters, RemoveCounters, LoseLife, GainLife, Shuffle,
                  SearchLibrary, Tap, CreateToken, Reveal)
KINDS = {kind.__name__: kind for kind in PLAYER_ACTIONS + EFFECT_ACTIONS}


def action_to_dict(action) -> dict:
    """An action as plain data: its kind and its fields (object ids, player names, numbers)."""
    return {"action": type(action).__name__, "fields": {f.name: getattr(action, f.name) for f in fields(action)}}


def action_from_dict(data: dict):
    """The action ``action_to_dict`` gave ``data`` for (lists back to tuples, as JSON or msgpack turn them)."""
    return KINDS[data["action"]](**{name: tuple(value) if isinstance(value, list) else value
                                    for name, value in data["fields"].items()})

"""The actions a scenario may list (``do:``): their fields, and the engine action each becomes.

Fields are checked when the file is read; card references are resolved when
the action runs (see ``references``). A reference that names nothing then is
a rejected action, cited with the rule the engine cites for the same thing.
"""
from dataclasses import dataclass

from game.rules import actions as engine_actions
from game.rules.characteristics import lines_left_to_players
from game.rules.choices import CHOICE_RULES
from game.rules.spells import activated_abilities
from game.rules.errors import RuleViolation
from game.rules.state import STEPS, ZONES, GameState
from game.scenario import shape
from game.scenario.errors import ScenarioError, child
from game.scenario.references import DEFAULT_SEARCH, NoMatch, ReadContext, Ref, find, read_ref

MANA_KINDS = ("W", "U", "B", "R", "G", "C")
# The file may call the ante zone by its output key.
ZONE_WORDS = {**{zone: zone for zone in ZONES}, "ante_zone": "ante"}
# Rules the engine cites when the card is not where the action takes it from.
NO_MATCH_RULES = {"play_land": "305.1", "cast": "601.2a", "activate_mana": "605.3a", "activate": "602.2",
                  "discard": "701.8a"}
NOWHERE_RULE = "400.7"   # an object that is not (or no longer) there
TARGET_RULE = "601.2c"   # targets are chosen among objects that exist
PAID_RULE = "601.2h"     # the objects a cost is paid with
PAID_ZONES = ("battlefield", "hand", "graveyard")


@dataclass(frozen=True)
class Field:
    kind: str
    required: bool = False
    default: object = None


CARD = Field("card", required=True)
COUNTERS = {"card": CARD, "kind": Field("word", required=True), "amount": Field("number", default=1)}
LIFE = {"amount": Field("number", required=True)}
FIELDS = {
    "play_land": {"card": CARD, "from": Field("zone", default="hand"), "face": Field("face", default="front")},
    "cast": {"card": CARD, "from": Field("zone", default="hand"), "targets": Field("targets", default=()),
             "modes": Field("numbers", default=()),  # a modal spell's modes, from 0 in printed order (700.2a)
             "kicked": Field("numbers", default=()),  # the kicker costs paid, one per time (702.33, kicker.py)
             "improvised": Field("cards", default=()),  # the artifacts tapped for improvise (702.126a)
             "convoked": Field("cards", default=()),  # the creatures tapped for convoke (702.51a)
             "delved": Field("cards", default=()),  # the cards exiled from the graveyard for delve (702.66a)
             "paid": Field("cards", default=()),  # objects chosen for "As an additional cost ..." (601.2h)
             "buyback": Field("flag", default=False),  # its buyback cost paid (702.27a)
             "dashed": Field("flag", default=False),
             "offspring": Field("flag", default=False),  # its offspring cost paid (702.175a)
             "casualty": Field("cards", default=()),  # the creature sacrificed for its casualty cost (702.153a)
             "conspired": Field("cards", default=())},  # the two creatures tapped for its conspire cost (702.78a)  # its dash cost paid rather than its mana cost (702.109a)
    "activate_mana": {"card": CARD, "mana": Field("mana"), "ability": Field("number"),  # ability: version 2
                      "paid": Field("cards", default=()),
                      "removed": Field("number")},  # "Remove any number of storage counters": how many
    # Version 2: `ability` counts the object's activated abilities that are not mana abilities, in text order.
    # `paid`: the objects chosen for its costs ("Sacrifice a creature", "Discard a card"), cost by cost (601.2h).
    "activate": {"card": CARD, "ability": Field("number", default=0), "from": Field("zone", default="battlefield"),
                 "targets": Field("targets", default=()), "paid": Field("cards", default=()),
                 "x": Field("number", default=0)},  # the value announced for X in its cost (107.3a)
    "pass": {},
    "advance": {"to": Field("step", required=True)},
    "move": {"card": CARD, "from": Field("zone"), "to": Field("zone", required=True), "zone_of": Field("player"),
             "position": Field("position", default="top"), "face_down": Field("flag", default=False),
             "tapped": Field("flag", default=False)},
    "draw": {"count": Field("number", default=1)},
    "discard": {"card": CARD},
    "gain_control": {"card": CARD},
    "attach": {"card": CARD, "to": CARD},
    "add_counters": COUNTERS,
    "remove_counters": COUNTERS,
    "lose_life": LIFE,
    "gain_life": LIFE,
    "shuffle": {},
    "concede": {},
    "suspend": {"card": CARD},  # exile a card with suspend from the hand (702.62a, 116.2f)
    # `targets` pairs each chosen card with a player or object: whom each attacker attacks, what each blocker blocks.
    # `option` answers a choice with words: "yes"/"no" (as a land enters, pay life or not).
    # `bands`: declaring attackers, the attacking bands (702.22c), each a list of attackers among `cards`.
    "choose": {"cards": Field("cards", default=()), "targets": Field("targets", default=()),
               "option": Field("words", default=()), "bands": Field("bands", default=())},
}


@dataclass
class ScenarioAction:
    player: str
    do: str
    fields: dict      # checked values; card references still unresolved


# -- reading -------------------------------------------------------------------
def read_action(value, where: str, context: ReadContext) -> ScenarioAction:
    if not isinstance(value, dict):
        raise ScenarioError(where, "expected a mapping such as {player: Alice, do: pass}, "
                                   f"got {shape.describe(value)}")
    if "do" not in value:
        raise ScenarioError(where, 'missing "do" (the action)')
    do = shape.one_of(value["do"], child(where, "do"), FIELDS, "action")
    fields = FIELDS[do]
    shape.mapping(value, where, ("player", "do", *fields))
    if "player" not in value:
        raise ScenarioError(where, 'missing "player" (who acts)')
    player = shape.player(value["player"], child(where, "player"), context.players)
    values = {}
    for name, field in fields.items():
        if name in value:
            values[name] = _read_field(field.kind, value[name], child(where, name), context)
        elif field.required:
            raise ScenarioError(where, f'{do} needs "{name}"')
        else:
            values[name] = field.default
    return ScenarioAction(player=player, do=do, fields=values)


def _read_field(kind: str, value, where: str, context: ReadContext):
    if kind == "card":
        return read_ref(value, where, context)
    if kind in ("cards", "targets"):
        items = shape.sequence(value, where)
        return tuple(read_ref(item, child(where, i), context, players_allowed=kind == "targets")
                     for i, item in enumerate(items))
    if kind == "bands":  # lists of cards
        return tuple(_read_field("cards", band, child(where, i), context)
                     for i, band in enumerate(shape.sequence(value, where)))
    if kind == "zone":
        return ZONE_WORDS[shape.one_of(value, where, ZONE_WORDS, "zone")]
    if kind == "step":
        return shape.one_of(value, where, STEPS, "step")
    if kind == "player":
        return shape.player(value, where, context.players)
    if kind == "mana":
        if isinstance(value, str) and 1 < len(value) <= 20 and all(k in MANA_KINDS for k in value):
            return value  # a group of mana chosen together ("WU": "Add {W}{W}, {W}{U}, or {U}{U}.", 106.1)
        return shape.one_of(value, where, MANA_KINDS, "kind of mana")
    if kind == "number":
        return shape.integer(value, where)
    if kind == "numbers":  # one number, or a list of numbers
        items = [value] if isinstance(value, int) else shape.sequence(value, where)
        return tuple(shape.integer(item, child(where, i)) for i, item in enumerate(items))
    if kind == "flag":
        return shape.boolean(value, where)
    if kind == "word":
        return shape.text(value, where)
    if kind == "words":  # one word, or a list of words; YAML reads a bare yes/no as true/false
        items = [value] if isinstance(value, (str, bool)) else shape.sequence(value, where)
        return tuple({True: "yes", False: "no"}.get(item, item) if isinstance(item, bool) else
                     shape.text(item, child(where, i)) for i, item in enumerate(items))
    if kind == "face":  # version 2: a modal double-faced card's face (712.12)
        return shape.one_of(value, where, ("front", "back"), "face")
    if kind == "position":
        if value in ("top", "bottom"):
            return value
        return shape.integer(value, where)
    raise AssertionError(kind)


# -- running -------------------------------------------------------------------
class _Resolver:
    def __init__(self, state: GameState, action: ScenarioAction):
        self.state, self.player, self.do = state, action.player, action.do

    def __call__(self, ref: Ref, zones, *, rule: str | None = None, any_owner: bool = False, taken=()) -> str:
        try:
            return find(self.state, ref, self.player, zones, any_owner=any_owner, taken=taken)
        except NoMatch as miss:
            raise RuleViolation(rule or NO_MATCH_RULES.get(self.do, NOWHERE_RULE), str(miss)) from None

    def targets(self, refs) -> tuple:
        return tuple(self(ref, ("battlefield", "stack"), rule=TARGET_RULE, any_owner=True) for ref in refs)

    def paid(self, refs) -> tuple:
        """The objects chosen for an ability's costs: distinct ones of the player's (601.2h)."""
        chosen = []
        for ref in refs:
            chosen.append(self(ref, PAID_ZONES, rule=PAID_RULE, taken=tuple(chosen)))
        return tuple(chosen)


def engine_action(state: GameState, action: ScenarioAction):
    """The engine action ``action`` stands for in ``state``.

    Raises RuleViolation, as the engine would, when a reference names nothing now.
    """
    resolve = _Resolver(state, action)
    return _BUILDERS[action.do](resolve, action.player, action.fields)


def _move(resolve, player, f):
    card = resolve(f["card"], (f["from"],) if f["from"] else DEFAULT_SEARCH)
    return engine_actions.Move(player, card, f["to"], zone_of=f["zone_of"], position=f["position"],
                               face_down=f["face_down"], tapped=f["tapped"])


def _choose(resolve, player, f):
    choice = next((c for c in resolve.state.pending if c["player"] == player), {"choice": None})
    zones = ("hand",) if choice["choice"] in ("discard", "bottom") else \
        ("library",) if choice["choice"] in ("scry", "surveil", "search", "hideaway") else \
        ("stack",) if choice["choice"] == "order_triggers" else DEFAULT_SEARCH
    cards = []
    for ref in f["cards"]:
        cards.append(resolve(ref, zones, rule=CHOICE_RULES.get(choice["choice"], "117.1"), taken=tuple(cards)))
    return engine_actions.Choose(player, tuple(cards), resolve.targets(f["targets"]), f["option"],
                                 _band_numbers(resolve, cards, f["bands"]))


def _band_numbers(resolve, cards: list, bands: tuple) -> tuple:
    """The engine's form of the attacking bands: each attacker's band number, from 1; 0 for none (702.22c)."""
    if not bands:
        return ()
    numbers = [0] * len(cards)
    for number, band in enumerate(bands, start=1):
        for ref in band:
            attacker = resolve(ref, ("battlefield",), rule="702.22c")
            if attacker not in cards or numbers[cards.index(attacker)]:
                raise RuleViolation("702.22c", "each creature in a band is one of the attackers, in one band only")
            numbers[cards.index(attacker)] = number
    return tuple(numbers)


def _activate(resolve, player, f):
    card = resolve(f["card"], (f["from"],))
    abilities = activated_abilities(resolve.state, card)
    if not 0 <= f["ability"] < len(abilities):
        left = lines_left_to_players(resolve.state, card)
        if left:  # contract version 2: a line the engine doesn't perform is named, and nothing changes
            raise RuleViolation("automation", f"the engine doesn't perform this line of the card: {left[0]}")
        raise RuleViolation("602.1", f"it has no activated ability number {f['ability']} (counting from 0)")
    return engine_actions.ActivateAbility(player, card, abilities[f["ability"]][0], resolve.targets(f["targets"]),
                                          resolve.paid(f["paid"]), f["x"])


def _counters(kind):
    def build(resolve, player, f):
        card = resolve(f["card"], DEFAULT_SEARCH, any_owner=True)
        return kind(player, card, f["kind"], f["amount"])
    return build


_BUILDERS = {
    "play_land": lambda r, p, f: engine_actions.PlayLand(p, r(f["card"], (f["from"],)), f["from"],
                                                         1 if f["face"] == "back" else 0),
    "cast": lambda r, p, f: engine_actions.Cast(p, r(f["card"], (f["from"],)), f["from"], r.targets(f["targets"]),
                                                modes=f["modes"], kicked=f["kicked"],
                                                improvised=r.paid(f["improvised"]), convoked=r.paid(f["convoked"]),
                                                delved=r.paid(f["delved"]), paid=r.paid(f["paid"]),
                                                buyback=f["buyback"], dashed=f["dashed"],
                                                offspring=f["offspring"], casualty=r.paid(f["casualty"]),
                                                conspired=r.paid(f["conspired"])),
    "activate_mana": lambda r, p, f: engine_actions.ActivateMana(p, r(f["card"], ("battlefield",)), f["mana"],
                                                                 f["ability"], r.paid(f["paid"]), f["removed"]),
    "pass": lambda r, p, f: engine_actions.PassPriority(p),
    "advance": lambda r, p, f: engine_actions.Advance(p, f["to"]),
    "move": _move,
    "draw": lambda r, p, f: engine_actions.Draw(p, f["count"]),
    "discard": lambda r, p, f: engine_actions.Discard(p, r(f["card"], ("hand",))),
    "gain_control": lambda r, p, f: engine_actions.GainControl(p, r(f["card"], ("battlefield",), any_owner=True)),
    "attach": lambda r, p, f: engine_actions.Attach(p, r(f["card"], ("battlefield",), any_owner=True),
                                                    r(f["to"], ("battlefield",), any_owner=True)),
    "add_counters": _counters(engine_actions.AddCounters),
    "remove_counters": _counters(engine_actions.RemoveCounters),
    "lose_life": lambda r, p, f: engine_actions.LoseLife(p, f["amount"]),
    "gain_life": lambda r, p, f: engine_actions.GainLife(p, f["amount"]),
    "shuffle": lambda r, p, f: engine_actions.Shuffle(p),
    "concede": lambda r, p, f: engine_actions.Concede(p),
    "suspend": lambda r, p, f: engine_actions.Suspend(p, r(f["card"], ("hand",))),
    "choose": _choose,
    "activate": _activate,
}

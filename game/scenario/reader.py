"""Reading a scenario file: YAML (or JSON) into checked setup entries and actions.

Every problem is a ScenarioError naming where it is (``zones.Alice.hand[0]``),
raised before anything touches the database.
"""
from dataclasses import dataclass, field

import yaml

from game.rules.state import PLAYER_ZONES, STEPS
from game.scenario import shape
from game.scenario.actions import read_action
from game.scenario.errors import ScenarioError, child
from game.scenario.references import ReadContext

TOP_KEYS = ("players", "turn", "life", "ante", "zones", "battlefield", "exile", "command", "ante_zone",
            "stack", "actions")
TURN_KEYS = ("number", "active", "step", "priority")
ENTRY_KEYS = ("card", "label", "owner", "controller", "tapped", "face_down", "attached_to", "counters",
              "entered_this_turn", "commander")
SHARED_ZONE_KEYS = {"battlefield": "battlefield", "stack": "stack", "exile": "exile", "command": "command",
                    "ante_zone": "ante"}  # file key -> engine zone
UNSET = object()


@dataclass
class Entry:
    """One card the setup puts somewhere."""

    where: str
    card: str                       # the catalog's spelling
    zone: str                       # engine zone name
    owner: str
    controller: str | None = None   # battlefield and stack only
    label: str | None = None
    tapped: bool = False
    face_down: bool = False
    attached_to: str | None = None  # a label
    counters: dict | None = None
    entered_this_turn: bool = False
    commander: bool = False         # its owner's commander (903.3)


@dataclass
class ScenarioFile:
    players: list
    turn_number: int = 1
    active: str = ""
    step: str = "precombat_main"
    priority: object = UNSET        # a name, None, or UNSET (the step's default)
    life: dict = field(default_factory=dict)
    ante: bool = False
    entries: list = field(default_factory=list)   # each zone's entries in file order (top first)
    actions: list = field(default_factory=list)   # ScenarioAction


def parse_yaml(source: str) -> object:
    try:
        return yaml.safe_load(source)
    except yaml.MarkedYAMLError as error:
        mark = error.problem_mark or error.context_mark
        where = f"line {mark.line + 1}, column {mark.column + 1}" if mark else ""
        problem = error.problem or error.context
        hint = ' (quote values that start with @: "@label")' if "'@'" in problem else ""
        raise ScenarioError(where, f"not valid YAML: {problem}{hint}") from None
    except yaml.YAMLError as error:
        raise ScenarioError("", f"not valid YAML: {' '.join(str(error).split())}") from None


def read_scenario(document, catalog) -> ScenarioFile:
    """Check a parsed document; ``catalog`` is a CatalogNames."""
    if document is None:
        raise ScenarioError("", "the file is empty (a scenario needs at least players: [A, B])")
    shape.mapping(document, "", TOP_KEYS)
    if "players" not in document:
        raise ScenarioError("players", "missing (a scenario needs 2 to 4 players)")
    scenario = ScenarioFile(players=_players(document["players"]))
    scenario.active = scenario.players[0]
    if "turn" in document:
        _read_turn(scenario, document["turn"])
    for name, life in shape.mapping(document.get("life", {}), "life", scenario.players).items():
        scenario.life[name] = shape.integer(life, child("life", name))
    scenario.ante = shape.boolean(document.get("ante", False), "ante")
    entries = _read_zones(document.get("zones", {}), scenario.players, catalog)
    for key, zone in SHARED_ZONE_KEYS.items():
        for i, value in enumerate(shape.sequence(document.get(key, []), key)):
            entries.append(_read_entry(value, child(key, i), zone, scenario.players, catalog, zone_player=None))
    labels = _check_labels(entries)
    scenario.entries = entries
    context = ReadContext(players=scenario.players, labels=set(labels), catalog=catalog)
    scenario.actions = [read_action(value, child("actions", i), context)
                        for i, value in enumerate(shape.sequence(document.get("actions", []), "actions"))]
    return scenario


def _players(value) -> list:
    names = shape.sequence(value, "players")
    if not 2 <= len(names) <= 4:
        raise ScenarioError("players", f"a game has 2 to 4 players, got {len(names)}")
    players = []
    for i, name in enumerate(names):
        name = shape.text(name, child("players", i))
        if name in players:
            raise ScenarioError(child("players", i), f'"{name}" is listed twice')
        players.append(name)
    return players


def _read_turn(scenario: ScenarioFile, value) -> None:
    turn = shape.mapping(value, "turn", TURN_KEYS)
    scenario.turn_number = shape.integer(turn.get("number", 1), "turn.number", minimum=1)
    if "active" in turn:
        scenario.active = shape.player(turn["active"], "turn.active", scenario.players)
    if "step" in turn:
        scenario.step = shape.one_of(turn["step"], "turn.step", STEPS, "step")
    if "priority" in turn:
        priority = turn["priority"]
        scenario.priority = None if priority is None else shape.player(priority, "turn.priority", scenario.players)


def _read_zones(value, players: list, catalog) -> list:
    entries = []
    for name, zones in shape.mapping(value, "zones", players).items():
        where = child("zones", name)
        for zone, cards in shape.mapping(zones, where, PLAYER_ZONES).items():
            zone_where = child(where, zone)
            for i, card in enumerate(shape.sequence(cards, zone_where)):
                entries.append(_read_entry(card, child(zone_where, i), zone, players, catalog, zone_player=name))
    return entries


def _read_entry(value, where: str, zone: str, players: list, catalog, *, zone_player: str | None) -> Entry:
    if isinstance(value, str) and zone_player is not None:  # a bare name is allowed in a player's own zones
        return Entry(where=where, card=_card_name(value, where, catalog), zone=zone, owner=zone_player)
    if not isinstance(value, dict):
        raise ScenarioError(where, f"expected a mapping such as {{card: Forest, controller: {players[0]}}}, "
                                   f"got {shape.describe(value)}")
    shape.mapping(value, where, ENTRY_KEYS)
    if "card" not in value:
        raise ScenarioError(where, 'missing "card"')
    entry = Entry(where=where, card=_card_name(value["card"], child(where, "card"), catalog), zone=zone, owner="")
    owner, controller = (shape.player(value[key], child(where, key), players) if key in value else None
                         for key in ("owner", "controller"))
    if zone_player is not None:
        if owner not in (None, zone_player):
            raise ScenarioError(child(where, "owner"),
                                f"a card in {zone_player}'s {zone} is owned by {zone_player} (rule 400.3)")
        entry.owner = zone_player
    else:
        entry.owner = owner or controller
        if entry.owner is None:
            raise ScenarioError(where, 'needs an "owner" or a "controller"')
    if zone in ("battlefield", "stack"):
        entry.controller = controller or entry.owner
    if "label" in value:
        entry.label = shape.text(value["label"], child(where, "label")).removeprefix("@")
    for flag in ("tapped", "face_down", "entered_this_turn", "commander"):
        if flag in value:
            setattr(entry, flag, shape.boolean(value[flag], child(where, flag)))
    if "counters" in value:
        counters, counters_where = value["counters"], child(where, "counters")
        if not isinstance(counters, dict):
            raise ScenarioError(counters_where,
                                f"expected a mapping such as {{loyalty: 3}}, got {shape.describe(counters)}")
        entry.counters = {str(kind): shape.integer(n, child(counters_where, kind), minimum=0)
                          for kind, n in counters.items()}
    if "attached_to" in value:
        target = shape.text(value["attached_to"], child(where, "attached_to"))
        if zone != "battlefield":
            raise ScenarioError(child(where, "attached_to"), "only a permanent on the battlefield is attached")
        if not target.startswith("@"):
            raise ScenarioError(child(where, "attached_to"),
                                f'expected "@label" of a battlefield entry, got "{target}"')
        entry.attached_to = target[1:]
    return entry


def _card_name(value, where: str, catalog) -> str:
    word = shape.text(value, where)
    name = catalog.canonical(word)
    if name is None:
        suggestion = catalog.suggestion(word)
        hint = f' (did you mean "{suggestion}"?)' if suggestion else ""
        raise ScenarioError(where, f'unknown card "{word}"{hint}')
    return name


def _check_labels(entries: list) -> dict:
    """Labels are unique; ``attached_to`` names another battlefield entry. Returns label -> entry."""
    labels = {}
    for entry in entries:
        if entry.label is None:
            continue
        if entry.label in labels:
            raise ScenarioError(child(entry.where, "label"),
                                f'duplicate label "{entry.label}" (also at {labels[entry.label].where})')
        labels[entry.label] = entry
    for entry in entries:
        if entry.attached_to is None:
            continue
        where = child(entry.where, "attached_to")
        host = labels.get(entry.attached_to)
        if host is None:
            hint = shape.did_you_mean(f"@{entry.attached_to}", [f"@{label}" for label in labels])
            raise ScenarioError(where, f'unknown label "@{entry.attached_to}"{hint}')
        if host is entry:
            raise ScenarioError(where, "a permanent can't be attached to itself (rule 301.5c, 303.4d)")
        if host.zone != "battlefield":
            raise ScenarioError(where, f'"@{entry.attached_to}" is not on the battlefield')
    return labels

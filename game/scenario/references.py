"""Card references in scenario actions: ``"@label"``, a card name, or (for targets) a player.

A reference is checked when the file is read (the label is defined, the name
is a catalog card) and resolved to an object id when its action runs, in the
position the earlier actions left.
"""
from dataclasses import dataclass

from game.rules.state import PLAYER_ZONES, GameState
from game.scenario import shape
from game.scenario.catalog import CatalogNames
from game.scenario.errors import ScenarioError

# Where a bare name is looked for when the action names no zone (the contract's order for `move`).
DEFAULT_SEARCH = ("battlefield", "hand", "graveyard", "library", "exile", "stack", "command", "ante")
ZONE_PHRASES = {
    "library": "in {whose} library", "hand": "in {whose} hand", "graveyard": "in {whose} graveyard",
    "battlefield": "on the battlefield", "stack": "on the stack", "exile": "in exile",
    "command": "in the command zone", "ante": "in the ante zone",
}


@dataclass(frozen=True)
class Ref:
    label: str | None = None
    name: str | None = None     # the catalog's spelling
    player: str | None = None   # a target player


@dataclass
class ReadContext:
    """What references are checked against while the file is read."""

    players: list
    labels: set
    catalog: CatalogNames


class NoMatch(Exception):
    """A reference that names no object at the time its action runs."""


def read_ref(value, where: str, context: ReadContext, *, players_allowed: bool = False) -> Ref:
    word = shape.text(value, where)
    if word.startswith("@"):
        label = word[1:]
        if label not in context.labels:
            hint = shape.did_you_mean(word, [f"@{known}" for known in context.labels])
            raise ScenarioError(where, f'unknown label "{word}"{hint}')
        return Ref(label=label)
    if players_allowed and word in context.players:
        return Ref(player=word)
    name = context.catalog.canonical(word)
    if name is None:
        suggestion = context.catalog.suggestion(word)
        hint = f' (did you mean "{suggestion}"?)' if suggestion else ""
        what = "card or player" if players_allowed else "card"
        raise ScenarioError(where, f'unknown {what} "{word}"{hint}')
    return Ref(name=name)


def find(state: GameState, ref: Ref, player: str, zones, *, any_owner: bool = False, taken=()) -> str:
    """The object id (or player name) ``ref`` names now.

    A label names its card wherever it is. A bare name names the first
    matching object, top first, in ``zones`` in order, among objects
    ``player`` owns (their own zones; exile, command, ante) or controls
    (battlefield, stack). With ``any_owner``, when none of those matches, the
    first match whoever owns or controls it. ``taken`` ids are skipped (a
    list of references names distinct objects).
    """
    if ref.player:
        return ref.player
    if ref.label:
        for obj in state.objects.values():
            if obj.label == ref.label:
                return obj.id
        raise NoMatch(f'"@{ref.label}" is no longer in the game')
    found = _first(state, ref.name, player, zones, taken, anyone=False)
    if found is None and any_owner:
        found = _first(state, ref.name, player, zones, taken, anyone=True)
    if found is None:
        places = " or ".join(ZONE_PHRASES[zone].format(whose="any" if any_owner else "their") for zone in zones)
        subject = "there is" if any_owner else f"{player} has"
        raise NoMatch(f'{subject} no card named "{ref.name}" {places}')
    return found


def _first(state: GameState, name: str, player: str, zones, taken, *, anyone: bool) -> str | None:
    for zone in zones:
        for object_id in _zone_ids(state, zone, player, anyone):
            obj = state.objects[object_id]
            if obj.card != name or obj.is_ability or object_id in taken:
                continue
            if anyone or zone in PLAYER_ZONES or (obj.controller or obj.owner) == player:
                return object_id
    return None


def _zone_ids(state: GameState, zone: str, player: str, anyone: bool) -> list:
    if zone not in PLAYER_ZONES:
        return state.zone_list(zone)
    if not anyone:
        return state.zone_list(zone, player)
    return [object_id for each in state.players for object_id in each.zone(zone)]

"""A GameState in the database: one Game row plus one ZonePlacement row per object.

Loading and saving take a fixed number of queries, however big the game:
load = the game row (locked when asked) + the placements with their cards;
save = the game row (with the version check) + one DELETE, one INSERT and one
UPDATE of placements, each skipped when there is nothing to do. (On SQLite,
Django splits a bulk write into batches of 999 parameters: about 120 new or
changed objects per query, well above what one action changes.)
"""
from dataclasses import dataclass, field

from django.db.models import QuerySet
from django.utils import timezone

from game.models import Card, Game, ZonePlacement
from game.rules.cards import CardSpec
from game.rules.state import PLAYER_ZONES, SHARED_ZONES, GameObject, GameState

CARD_SPEC_FIELDS = ("name", "mana_cost", "colors", "supertypes", "card_types", "subtypes", "oracle_text",
                    "power", "toughness", "loyalty", "layout", "faces")
PLACEMENT_FIELDS = ("card_id", "token_spec", "zone", "zone_owner", "position", "data")
# GameObject fields that ZonePlacement keeps in columns, or derives from its card.
_OBJECT_COLUMNS = ("id", "card", "zone")


class StaleGame(Exception):
    """The game changed since it was loaded (another save won the version check)."""


@dataclass
class LoadedGame:
    """A game as loaded, kept so that a save writes only what changed."""

    game: Game
    state: GameState
    placements: dict = field(default_factory=dict)  # object id -> ZonePlacement as loaded
    card_ids: dict = field(default_factory=dict)    # card name -> Card pk, for the rows of new objects


# -- cards ---------------------------------------------------------------------
def card_spec_from_model(card: Card) -> CardSpec:
    """The engine's view of a catalog card; multi-face cards keep one spec per face."""
    return CardSpec.from_card_fields({name: getattr(card, name) for name in CARD_SPEC_FIELDS})


def catalog_card_ids(names) -> dict:
    """Card pk by name for the names that are catalog cards (one query)."""
    return dict(Card.objects.filter(name__in=set(names)).values_list("name", "pk"))


# -- state <-> rows ------------------------------------------------------------
def game_state_json(state: GameState) -> dict:
    """What the Game row keeps: the state without objects, zone lists and card specs."""
    return state.header_dict()


def state_from_rows(game: Game, placements, cards: dict) -> GameState:
    """Rebuild the engine state from the game row, its placements and their catalog cards (by pk)."""
    state = GameState.from_dict(game.state)
    specs = {}  # Card pk -> CardSpec: one spec per catalog card, however many copies
    for row in sorted(placements, key=lambda row: row.position):
        if row.card_id is None:
            spec = CardSpec.from_dict(row.token_spec)
        else:
            if row.card_id not in specs:
                specs[row.card_id] = card_spec_from_model(cards[row.card_id])
            spec = specs[row.card_id]
        state.cards[spec.name] = spec
        # from_dict copies lists and dicts: the engine changes objects in place, and save_game compares with the rows.
        obj = GameObject.from_dict({**row.data, "id": row.object_id, "card": spec.name, "zone": row.zone})
        state.objects[obj.id] = obj
        state.zone_list(row.zone, row.zone_owner or None).append(obj.id)
    return state


def placement_rows(game: Game, state: GameState, card_ids: dict) -> dict:
    """Unsaved ZonePlacement rows for every object, by object id.

    ``card_ids`` maps catalog card names to Card pks; tokens, and cards the
    catalog doesn't have, keep their spec in ``token_spec``.
    """
    rows = {}
    for zone, owner, ids in _zone_lists(state):
        for position, object_id in enumerate(ids):
            obj = state.objects[object_id]
            card_id = None if obj.token else card_ids.get(obj.card)
            data = {k: v for k, v in obj.to_dict().items() if k not in _OBJECT_COLUMNS}
            rows[object_id] = ZonePlacement(
                game=game, object_id=object_id, card_id=card_id,
                token_spec=state.cards[obj.card].to_dict() if card_id is None else None,
                zone=zone, zone_owner=owner, position=position, data=data,
            )
    if len(rows) != len(state.objects):
        lost = sorted(set(state.objects) - set(rows))
        raise ValueError(f"objects in no zone list: {lost}")
    return rows


def _zone_lists(state: GameState):
    for player in state.players:
        for zone in PLAYER_ZONES:
            yield zone, player.name, player.zone(zone)
    for zone in SHARED_ZONES:
        yield zone, "", state.zone_list(zone)


# -- load and save -------------------------------------------------------------
def load_game(*, game_id: int, lock: bool = False) -> LoadedGame:
    """Three queries (game, placements, cards). ``lock`` takes a row lock where the database has them (PostgreSQL)."""
    games: QuerySet = Game.objects.select_for_update() if lock else Game.objects.all()
    game = games.get(pk=game_id)
    placements = list(ZonePlacement.objects.filter(game=game))
    # The few distinct cards of the game in one query, rather than a joined copy per placement.
    cards = Card.objects.in_bulk({row.card_id for row in placements if row.card_id is not None})
    state = state_from_rows(game, placements, cards)
    return LoadedGame(
        game=game, state=state, placements={row.object_id: row for row in placements},
        card_ids={card.name: pk for pk, card in cards.items()},
    )


def save_game(loaded: LoadedGame) -> int:
    """Write the changes to ``loaded.state``; returns the new version. Run inside a transaction.

    Raises StaleGame, and writes nothing, when another save came first.
    """
    game, state = loaded.game, loaded.state
    # The version check comes first: it also takes the game row's write lock
    # before any placement is touched.
    version = game.version + 1
    status = Game.Status.FINISHED if state.game_over else Game.Status.ACTIVE
    updated = Game.objects.filter(pk=game.pk, version=game.version).update(
        version=version, state=game_state_json(state), status=status, updated=timezone.now())
    if not updated:
        raise StaleGame(f"game {game.pk} changed since version {game.version} was loaded")
    game.version, game.status = version, status

    outside_catalog = {row.token_spec["name"] for row in loaded.placements.values() if row.card_id is None}
    new_names = {obj.card for obj in state.objects.values()
                 if not obj.token and obj.card not in loaded.card_ids and obj.card not in outside_catalog}
    if new_names:  # a card that was never in this game before (rare: an effect brought it in)
        loaded.card_ids.update(catalog_card_ids(new_names))
    rows = placement_rows(game, state, loaded.card_ids)
    removed = [row.pk for object_id, row in loaded.placements.items() if object_id not in rows]
    if removed:
        ZonePlacement.objects.filter(pk__in=removed).delete()
    created = [row for object_id, row in rows.items() if object_id not in loaded.placements]
    if created:
        ZonePlacement.objects.bulk_create(created)
    changed, changed_fields = [], set()
    for object_id, row in rows.items():
        old = loaded.placements.get(object_id)
        if old is None:
            continue
        differing = {name for name in PLACEMENT_FIELDS if getattr(old, name) != getattr(row, name)}
        if differing:
            for name in differing:
                setattr(old, name, getattr(row, name))
            changed.append(old)
            changed_fields |= differing
    if changed:
        ZonePlacement.objects.bulk_update(changed, sorted(changed_fields))
    loaded.placements = {object_id: loaded.placements.get(object_id, row) for object_id, row in rows.items()}
    return version

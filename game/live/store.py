"""A GameState in the database: one Game row plus one ZonePlacement row per object.

Loading and saving take a fixed number of queries, however big the game:
load = the game row (locked when asked) + the placements with their cards;
save = the game row (with the version check) + one DELETE, one INSERT and one
UPDATE of placements, each skipped when there is nothing to do. (On SQLite,
Django splits a bulk write into batches of 999 parameters: about 120 new or
changed objects per query, well above what one action changes.)

A process keeps the version of each game it last loaded or saved (see
``KEPT``): when the game row still names that version, a load is the game
row alone, however many placements the game has.
"""
import hashlib
import json
from contextlib import nullcontext
from dataclasses import dataclass
from datetime import datetime

from django.conf import settings
from django.db import connections, router, transaction
from django.utils import timezone

from game.live.recent import Recent
from game.models import Card, Game, ZonePlacement
from game.rules import GameState, RuleViolation, actions, apply
from game.rules.cards import CardSpec
from game.rules.state import PLAYER_ZONES, SHARED_ZONES, GameObject, objects_as_they_are

CARD_SPEC_FIELDS = ("name", "mana_cost", "colors", "supertypes", "card_types", "subtypes", "oracle_text",
                    "power", "toughness", "loyalty", "layout", "faces")
PLACEMENT_FIELDS = ("card_id", "token_spec", "zone", "zone_owner", "position", "data")
# GameObject fields that ZonePlacement keeps in columns, or derives from its card.
_OBJECT_COLUMNS = ("id", "card", "zone")


class StaleGame(Exception):
    """The game changed since it was loaded (another save won the version check)."""


@dataclass(frozen=True)
class StoredVersion:
    """One committed version of a game as plain data: what loads start from and saves compare with."""

    key: tuple        # (game pk, version, updated): a save changes both of the last two
    state: GameState  # shared by every reader of this version: never changed
    # object id -> ZonePlacement pk, or None when not known here. Only the pk: a row's fields are those of the
    # object in ``state`` (_row_fields), and a dict of ints is one the garbage collector doesn't track, where the
    # rows themselves were two tracked objects an object, kept with every game (benchmarks/README.md, ninth session)
    pks: dict
    card_ids: dict    # card name -> Card pk, for the rows of new objects


@dataclass
class LoadedGame:
    """A game loaded to be changed: ``state`` is its own; a save writes only the rows of what differs from
    ``base``.

    ``base`` is the stored state it was copied from (shared: never changed), to tell what changed.
    Saved once: the saved state becomes ``base``, a stored version shared with readers, and ``state``
    becomes None.
    """

    game: Game
    state: GameState | None
    pks: dict
    card_ids: dict
    base: GameState


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


def state_from_rows(game: Game, rows: dict, specs: dict) -> GameState:
    """Rebuild the engine state from the game row, its placement rows (``rows``) and the CardSpecs of its
    catalog cards (by Card pk)."""
    state = GameState.from_dict(game.state)
    for object_id, (_, row) in sorted(rows.items(), key=lambda item: item[1][1]["position"]):
        card_id = row["card_id"]
        spec = CardSpec.from_dict(row["token_spec"]) if card_id is None else specs[card_id]
        state.cards[spec.name] = spec
        # from_dict copies lists and dicts: the engine changes objects in place, and save_game compares with the rows.
        obj = GameObject.from_dict({**row["data"], "id": object_id, "card": spec.name, "zone": row["zone"]})
        for effect in obj.copies:  # the values a copy effect copies (game/rules/copies.py), kept with it
            state.cards.setdefault(effect[1], CardSpec.from_dict(effect[3]))
        state.objects[obj.id] = obj
        # 702.26d: a phased-out permanent is stored on the battlefield, where it is, after the phased-in ones
        home = state.phased_out if obj.phased_out else state.zone_list(row["zone"], row["zone_owner"] or None)
        home.append(obj.id)
    return state


def placement_rows(game: Game, state: GameState, card_ids: dict) -> dict:
    """Unsaved ZonePlacement rows for every object, by object id (see ``_row_fields``)."""
    return {object_id: ZonePlacement(game=game, object_id=object_id, **row)
            for object_id, row in _row_fields(state, card_ids).items()}


def _row_fields(state: GameState, card_ids: dict, base: GameState | None = None, only=None) -> dict:
    """Placement fields by object id: of every object, or with ``base`` of those that may differ from it
    (new objects, and objects that changed or whose place in their zone did), or of the ids in ``only``.

    ``card_ids`` maps catalog card names to Card pks; tokens, and cards the
    catalog doesn't have, keep their spec in ``token_spec``.
    """
    rows, placed = {}, 0
    # as they are: an object still shared is the base's (GameState.copy), unchanged
    objects, base_objects = objects_as_they_are(state), objects_as_they_are(base) if base is not None else {}
    base_lists = {(zone, owner): ids for zone, owner, ids in _zone_lists(base)} if base is not None else {}
    for zone, owner, ids in _zone_lists(state):
        placed += len(ids)
        old_ids = base_lists.get((zone, owner))
        old_places = {} if old_ids is None or old_ids == ids else {i: p for p, i in enumerate(old_ids)}
        for position, object_id in enumerate(ids):
            if only is not None and object_id not in only:
                continue
            obj = objects[object_id]
            same_place = old_ids == ids or old_places.get(object_id) == position
            if same_place and (obj is (kept := base_objects[object_id]) or obj.same_fields(kept)):
                continue
            card_id = None if obj.token else card_ids.get(obj.card)
            rows[object_id] = {
                "card_id": card_id, "token_spec": state.cards[obj.card].to_dict() if card_id is None else None,
                "zone": zone, "zone_owner": owner, "position": position,
                "data": {k: v for k, v in obj.to_dict().items() if k not in _OBJECT_COLUMNS},
            }
    if placed != len(state.objects):
        lost = sorted(set(state.objects) - {i for _, _, ids in _zone_lists(state) for i in ids})
        raise ValueError(f"objects in no zone list: {lost}")
    return rows


def _zone_lists(state: GameState):
    for player in state.players:
        for zone in PLAYER_ZONES:
            yield zone, player.name, player.zone(zone)
    for zone in SHARED_ZONES:
        yield zone, "", state.in_zone(zone)


def store_new_game(game: Game, state: GameState) -> None:
    """Write ``state`` as the first version of ``game`` in play: the row (saved, created if new) with the state
    and its status, and one placement per object. The lobby, leagues and the scenario runner store games so."""
    game.state = game_state_json(state)
    game.status = Game.Status.FINISHED if state.game_over else Game.Status.ACTIVE
    game.save()
    ZonePlacement.objects.bulk_create(placement_rows(game, state, catalog_card_ids(state.cards)).values())


# -- versions kept in memory ---------------------------------------------------
# The last version of each recently used game, by game pk. A version is looked
# up by its full key, so a newer save anywhere (another process, another
# server) is never mistaken for it; a key whose save rolled back never matches
# a stored row, since every save writes a new ``updated``.
def estimated_bytes(version: "StoredVersion") -> int:
    """About how much memory a kept version takes: measured with tracemalloc, a game of two 60-card decks
    (120 objects, a short log), drawn for both players, keeps about 0.18 MB (benchmarks/README.md, ninth session)."""
    return 1_400 * len(version.state.objects) + 200 * len(version.state.log) + 10_000


# Versions within their share of settings.LANDFALL_KEPT_MB (0: none, and every load and render reads the
# database); the games shown by a connection in this process are kept first (following.py says which).
KEPT = Recent(settings.KEPT_VERSIONS_BYTES, size=estimated_bytes)


def _key(game: Game) -> tuple:
    return (game.pk, game.version, game.updated)


def version_stamp(game: Game) -> str:
    """When ``game``'s version was saved: with its number, what names a version in an announcement."""
    return _stamp(game.updated)


def _stamp(updated) -> str:
    return updated.isoformat()


def announcement(*, game: Game, replay: dict | None = None) -> dict:
    """The channel-layer message announcing ``game``'s version (see announce.py): ids and a version only."""
    message = {"type": "game.changed", "game_id": game.pk, "version": game.version, "saved": version_stamp(game)}
    if replay is not None:
        message["replay"] = replay
    return message


def kept_state(*, game_id: int, version: int, saved: str) -> GameState | None:
    """The state of an announced version, when this process keeps it (shared: never change it)."""
    kept = kept_version(game_id=game_id, version=version, saved=saved)
    return kept.state if kept is not None else None


def kept_version(*, game_id: int, version: int, saved: str) -> StoredVersion | None:
    """The version of a game with this number and save time (see version_stamp), when this process keeps it."""
    kept = KEPT.get(game_id)
    if kept is None or kept.key[1] != version or _stamp(kept.key[2]) != saved:
        return None
    return kept


def _kept(game: Game) -> StoredVersion | None:
    version = KEPT.get(game.pk)
    return version if version is not None and version.key == _key(game) else None


def _keep(version: StoredVersion) -> StoredVersion:
    """Keep ``version`` for this process's next loads and reads; its state, shared by them all, is frozen."""
    version.state.freeze()
    return KEPT.keep(version.key[0], version)


def _share_unchanged(state: GameState, before: GameState, rows: dict) -> None:
    """Put in ``state`` the objects of ``before`` (frozen: never changed) that ``state``'s own copies equal:
    those without a row to save (``rows``, by _changes) and those whose row is only for a new place.

    A version is made by copying every object of the one before, and an action changes a few: sharing the
    rest lets the copies die young. Otherwise each kept version's hundred objects and their lists outlive the
    interpreter's young collections, and those long-lived objects make its full collections, each of which
    walks every game a process keeps (a thousand games: a second's pause), come every few seconds.
    """
    objects, old = state.objects, objects_as_they_are(before)
    for object_id, obj in objects_as_they_are(state).items():
        kept = old.get(object_id)
        if kept is not None and kept is not obj and (object_id not in rows or obj.same_fields(kept)):
            objects[object_id] = kept


def _read_version(game: Game) -> StoredVersion | None:
    """The placements and cards of ``game`` as a StoredVersion; None when the game row no longer names
    ``game``'s version (a save committed since the row was read).

    One query for the placements, of the version ``game`` names only (so they and the row agree, with
    no lock); card specs come from this process's older version of the game where it has one, else one
    more query for the few distinct cards.
    """
    placements = ZonePlacement.objects.filter(game=game, game__version=game.version, game__updated=game.updated)
    rows = {object_id: (pk, dict(zip(PLACEMENT_FIELDS, values)))
            for pk, object_id, *values in placements.values_list("pk", "object_id", *PLACEMENT_FIELDS)}
    if not rows and not Game.objects.filter(pk=game.pk, version=game.version, updated=game.updated).exists():
        return None
    specs, card_ids = _card_specs(game.pk, {row["card_id"] for _, row in rows.values() if row["card_id"] is not None})
    return StoredVersion(key=_key(game), state=state_from_rows(game, rows, specs),
                         pks={object_id: pk for object_id, (pk, _) in rows.items()}, card_ids=card_ids)


def _card_specs(game_pk: int, card_pks: set) -> tuple[dict, dict]:
    """CardSpec by Card pk, and Card pk by name, for a game's catalog cards."""
    older = KEPT.get(game_pk)
    known = ({pk: older.state.cards[name] for name, pk in older.card_ids.items() if name in older.state.cards}
             if older is not None else {})
    specs = {pk: known[pk] for pk in card_pks if pk in known}
    if len(specs) < len(card_pks):
        cards = Card.objects.in_bulk(card_pks - set(specs))
        specs |= {pk: card_spec_from_model(card) for pk, card in cards.items()}
    return specs, {spec.name: pk for pk, spec in specs.items()}


# -- load and save -------------------------------------------------------------
def load_game(*, game_id: int, lock: bool = False) -> LoadedGame:
    """A game to change: its own copy of the state. ``lock`` takes a row lock where the database has them
    (PostgreSQL). One query when this process has the stored version, else three (game, placements, cards).

    With ``lock``, the locked row's version is made from the one before when this process keeps that (its
    last change replayed, see replay_change), before any placement is read.
    """
    if lock:
        game = Game.objects.select_for_update().get(pk=game_id)
        # nobody can save while the lock is held
        version = _kept(game) or _catch_up(game) or _keep(_read_version(game))
    else:
        game, version = _committed_version(game=Game.objects.get(pk=game_id))
    return _loaded(game, version)


def load_kept(*, game_id: int) -> LoadedGame | None:
    """A game to change from the version this process keeps, with no query; None when it keeps none.

    That version may no longer be the latest: the save's version check (number and save time) tells,
    and a caller must decide nothing on it that the save doesn't confirm. Its ``game`` is not the whole
    row: it carries what a save and an announcement need (pk, version, save time).
    """
    version = KEPT.get(game_id)
    if version is None:
        return None
    game = Game(pk=game_id, version=version.key[1], updated=version.key[2])
    return _loaded(game, version)


def load_latest(*, game_id: int, tried: LoadedGame | None) -> LoadedGame | None:
    """A game to change at the version its row names now, read without a lock; None when that is still
    ``tried``'s version. The row alone (one query) when this process can make its version from what it
    keeps (see load_game), else the row, its placements and cards.

    As with load_kept, the save's version check tells whether it is still the latest version.
    """
    if tried is None:
        return load_game(game_id=game_id)
    game = Game.objects.only("version", "updated", "last_change").get(pk=game_id)
    if _key(game) == _key(tried.game):
        return None
    version = _kept(game) or _catch_up(game)
    return _loaded(game, version) if version else _loaded(*_committed_version(game=game))


def _loaded(game: Game, version: StoredVersion) -> LoadedGame:
    return LoadedGame(game=game, state=version.state.copy(), pks=dict(version.pks), card_ids=dict(version.card_ids),
                      base=version.state)


def read_game(*, game: Game) -> tuple[Game, GameState]:
    """The stored state of ``game`` or of a newer version, for reading: shared by every reader, never change it.

    Returns the game row the state belongs to.
    """
    game, version = _committed_version(game=game)
    return game, version.state


def _committed_version(*, game: Game) -> tuple[Game, StoredVersion]:
    for _ in range(_READ_ATTEMPTS):
        version = _kept(game)
        if version is not None:
            return game, version
        version = _read_version(game)  # None when a save committed since the row was read
        if version is not None:
            return game, _keep(version)
        game = Game.objects.get(pk=game.pk)
    raise StaleGame(f"game {game.pk} kept changing while it was read")


_READ_ATTEMPTS = 5


def save_game(loaded: LoadedGame, change: dict | None = None) -> int:
    """Write the changes to ``loaded.state``; returns the new version.

    When only the game row changes (passing priority, life, a step: most actions) the save is its one
    version-checked UPDATE, atomic by itself, with no transaction of its own (BEGIN and COMMIT would be
    two more round trips to the database); else it writes in a transaction.

    ``change`` (JSON: how the version before became this one, see Game.last_change) is stored with the
    digest of what the save writes. Raises StaleGame, and writes nothing, when another save came first.
    Once saved, the state is ``loaded.base`` (see LoadedGame).
    """
    game, state = loaded.game, loaded.state
    new_names = _new_card_names(state, loaded.base, loaded.card_ids)
    if new_names:  # a card that was never in this game before (rare: an effect brought it in)
        loaded.card_ids.update(catalog_card_ids(new_names))
    rows, removed = _changes(state, loaded.base, loaded.card_ids)
    header = game_state_json(state)
    digest = change_digest(header, rows, removed)
    # The version check comes before any placement is touched: it also takes the game row's write lock.
    version, now = game.version + 1, timezone.now()
    status = Game.Status.FINISHED if state.game_over else Game.Status.ACTIVE
    last_change = None if change is None else {**change, "digest": digest}
    with transaction.atomic() if rows or removed else nullcontext():
        if not _update_if_unchanged(game, version=version, state=header, status=status, last_change=last_change,
                                    updated=now):
            raise StaleGame(f"game {game.pk} changed since version {game.version} was loaded")
        game.version, game.status, game.updated, game.last_change = version, status, now, last_change
        created = _save_placements(game, loaded, rows, removed)
    loaded.pks = _next_pks(loaded.pks, state, created)
    _share_unchanged(state, loaded.base, rows)
    loaded.base, loaded.state = state, None
    return version


def _save_placements(game: Game, loaded: LoadedGame, rows: dict, removed: list) -> dict:
    """Write the placement ``rows`` (fields by object id) over those of ``loaded.base``, and delete ``removed``;
    the pks of the new rows by object id."""
    pks = loaded.pks
    _find_pks(game, pks, [*removed, *(object_id for object_id in rows if object_id in pks)])
    if removed:
        ZonePlacement.objects.filter(pk__in=[pks[object_id] for object_id in removed]).delete()
    created = [ZonePlacement(game=game, object_id=object_id, **row)
               for object_id, row in rows.items() if object_id not in pks]
    if created:
        ZonePlacement.objects.bulk_create(created)  # sets their pks (PostgreSQL, SQLite 3.35+)
    stored = _row_fields(loaded.base, loaded.card_ids, only=rows.keys() & pks.keys())
    changed, changed_fields = [], set()
    for object_id, old in stored.items():
        row = rows[object_id]
        if old != row:
            changed_fields |= {name for name in PLACEMENT_FIELDS if old[name] != row[name]}
            changed.append(ZonePlacement(pk=pks[object_id], **row))
    if changed:
        ZonePlacement.objects.bulk_update(changed, sorted(changed_fields))
    return {placement.object_id: placement.pk for placement in created}


def _update_if_unchanged(game: Game, **values) -> bool:
    """UPDATE the game row with ``values`` where it still has the version and save time ``game`` was loaded
    with; whether it did. In SQL of its own rather than through a QuerySet: this runs for every action, and
    building the query was most of its cost. Values are adapted by their model fields, as the ORM would."""
    connection = connections[router.db_for_write(Game)]
    quote, meta = connection.ops.quote_name, Game._meta
    fields = [meta.get_field(name) for name in values]
    checked = [meta.pk, meta.get_field("version"), meta.get_field("updated")]
    sql = (f"UPDATE {quote(meta.db_table)} SET {', '.join(f'{quote(f.column)} = %s' for f in fields)} "
           f"WHERE {' AND '.join(f'{quote(f.column)} = %s' for f in checked)}")
    params = [field.get_db_prep_save(values[field.name], connection) for field in fields]
    params += [field.get_db_prep_value(value, connection)
               for field, value in zip(checked, (game.pk, game.version, game.updated))]
    with connection.cursor() as cursor:
        cursor.execute(sql, params)
        return cursor.rowcount == 1


def _changes(state: GameState, base: GameState, card_ids: dict) -> tuple[dict, list]:
    """What saving ``state`` over ``base`` (as stored) writes: fields by object id, and the ids of the rows
    it removes. A save and a replay of it (keep_replayed) compute it the same way."""
    return (_row_fields(state, card_ids, base=base),
            [object_id for object_id in base.objects if object_id not in state.objects])


def _new_card_names(state: GameState, base: GameState, card_ids: dict) -> set:
    """Names of cards in ``state`` that the game's rows (those of ``base``) never had: the catalog may have them."""
    outside_catalog = {obj.card for obj in objects_as_they_are(base).values() if obj.token or obj.card not in card_ids}
    return {obj.card for obj in objects_as_they_are(state).values()
            if not obj.token and obj.card not in card_ids and obj.card not in outside_catalog}


def _find_pks(game: Game, pks: dict, object_ids) -> None:
    """Fill in the pks of these rows where this process doesn't know them (rows a replay created)."""
    unknown = [object_id for object_id in object_ids if pks[object_id] is None]
    if unknown:
        pks.update(ZonePlacement.objects.filter(game=game, object_id__in=unknown).values_list("object_id", "pk"))


def _next_pks(pks: dict, state: GameState, created: dict) -> dict:
    """The row pks of ``state``'s objects: those of ``pks``, and ``created`` (None where not known here)."""
    return {object_id: pks[object_id] if object_id in pks else created.get(object_id) for object_id in state.objects}


def change_digest(header: dict, rows: dict, removed: list) -> str:
    """What a save wrote (the game row's state, the rows it wrote and removed), hashed: a replay elsewhere
    that computes the same digest made the same version."""
    text = json.dumps([header, rows, sorted(removed)], sort_keys=True, separators=(",", ":"), default=str)
    return hashlib.blake2b(text.encode(), digest_size=16).hexdigest()


def keep_saved(loaded: LoadedGame) -> None:
    """Keep the version just saved for this process's next loads and reads."""
    _keep(StoredVersion(key=_key(loaded.game), state=loaded.base, pks=loaded.pks, card_ids=dict(loaded.card_ids)))


def keep_replayed(*, base: StoredVersion, state: GameState, version: int, saved: str,
                  digest: str) -> StoredVersion | None:
    """Keep ``state`` as the announced version (number and save time), made here from the version before
    it (``base``) by the same action, if its digest says it is what the saver wrote; None if not. No
    query: a card new to the game, whose catalog row would need one, is no replay."""
    if _new_card_names(state, base.state, base.card_ids):
        return None
    rows, removed = _changes(state, base.state, base.card_ids)
    if change_digest(game_state_json(state), rows, removed) != digest:
        return None
    _share_unchanged(state, base.state, rows)
    return _keep(StoredVersion(key=(base.key[0], version, datetime.fromisoformat(saved)), state=state,
                               pks=_next_pks(base.pks, state, {}), card_ids=base.card_ids))


# -- versions made here from the one before -----------------------------------
def replay_announced(*, game_id: int, event: dict) -> GameState | None:
    """The announced version of a game, made in this process without a query when it keeps the version
    before it (see replay_change); None when it can't be made here (shared: never change it)."""
    replayed = replay_change(game_id=game_id, version=event["version"], saved=event["saved"],
                             change=event.get("replay"))
    return replayed.state if replayed else None


def announced_state(*, game_id: int, event: dict) -> GameState | None:
    """The announced version of a game when this process keeps it or can make it (see replay_announced),
    with no query; None otherwise (shared: never change it)."""
    return (kept_state(game_id=game_id, version=event["version"], saved=event["saved"])
            or replay_announced(game_id=game_id, event=event))


def _catch_up(game: Game) -> StoredVersion | None:
    """The version of a game row just read, made from the version before it, when this process keeps that."""
    return replay_change(game_id=game.pk, version=game.version, saved=version_stamp(game), change=game.last_change)


def replay_change(*, game_id: int, version: int, saved: str, change: dict | None) -> StoredVersion | None:
    """A version of a game (number and save time) made here from the version before it by its ``change``
    (see Game.last_change), when this process keeps that version: the same action on the same state
    makes the same state (the engine is deterministic), which the saver's digest confirms. No query.
    Kept for this process's next reads and loads; None when it can't be made here.
    """
    base = change and kept_version(game_id=game_id, version=version - 1, saved=change["after"])
    if not base:
        return None
    state = base.state.copy()
    try:
        for action in change.get("actions") or [change["action"]]:  # several: a spell and its auto-payment
            apply(state, actions.action_from_dict(action))
    except (RuleViolation, KeyError, TypeError, ValueError):
        return None  # not a change game_perform made, or not the same state: read the version instead
    return keep_replayed(base=base, state=state, version=version, saved=saved, digest=change["digest"])

"""Game services and persistence: round trips, no change on a rule violation, optimistic locking,
a constant number of queries per action, and the announcement after commit."""
import asyncio
import contextlib
import copy
import gc

import pytest
from asgiref.sync import async_to_sync
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from channels.layers import get_channel_layer
from django.contrib.auth import get_user_model
from django.db import connection, transaction
from django.test import TestCase
from django.test.utils import CaptureQueriesContext

from game import services
from game.models import Card, Game, Seat, ZonePlacement
from game.live import store
from game.live.recent import Recent
from game.live.store import StaleGame, card_spec_from_model, load_game, read_game, save_game
from game.rules import actions as A
from game.rules import engine
from game.rules.cards import CardSpec
from game.rules.phasing import phase_out
from game.rules.state import FrozenState, GameObject, GameState, Player, Turn, objects_as_they_are
from game.rules.zones import place_object
from game.selectors import game_state
from game.rules.errors import RuleViolation
from game.live.store import replay_announced
from game.services import game_create_from_state, game_finished, game_perform

pytestmark = pytest.mark.usefixtures("starter_catalog")

CARDS = ("Forest", "Island", "Swamp", "Grizzly Bears", "Jace Beleren")
SOLDIER = CardSpec(name="Soldier", colors=("W",), types=("Creature",), subtypes=("Soldier",), power="1", toughness="1")


def position(*, permanents: int = 10) -> GameState:
    """Alice's main phase: permanents on the battlefield, an Island in hand, a library, a token."""
    specs = {card.name: card_spec_from_model(card) for card in Card.objects.filter(name__in=CARDS)}
    state = GameState(players=[Player("Alice"), Player("Bob")], cards={**specs, "Soldier": SOLDIER},
                      turn=Turn(number=2, active="Alice", step="precombat_main", priority="Alice",
                                starting_player="Bob"))
    for i in range(permanents):
        place_object(state, card_name=("Forest", "Grizzly Bears")[i % 2], owner="Alice", zone="battlefield")
    place_object(state, card_name="Jace Beleren", owner="Bob", zone="battlefield", counters={"loyalty": 3})
    place_object(state, card_name="Soldier", owner="Bob", zone="battlefield", token=True)
    place_object(state, card_name="Island", owner="Alice", zone="hand", label="island")
    for name in ("Swamp", "Island", "Forest"):
        place_object(state, card_name=name, owner="Alice", zone="library")
    return state


def first(state: GameState, name: str, zone: str = "battlefield") -> str:
    return next(o.id for o in state.objects.values() if o.card == name and o.zone == zone)


def comparable(state: GameState) -> dict:
    """The state as data, with the specs of the cards still in the game (a store keeps no others)."""
    data = state.to_dict()
    data["cards"] = {obj.card: data["cards"][obj.card] for obj in state.objects.values()}
    return data


def snapshot(game_id: int):
    return (list(Game.objects.filter(pk=game_id).values()),
            list(ZonePlacement.objects.filter(game_id=game_id).order_by("object_id").values()))


# -- round trips -------------------------------------------------------------------
def test_a_stored_game_loads_as_the_same_state():
    state = position()
    game = game_create_from_state(state=state)
    assert game_state(game_id=game.pk).to_dict() == state.to_dict()
    assert set(game.state) & {"objects", "cards", "battlefield", "stack", "exile"} == set()
    token = ZonePlacement.objects.get(game=game, object_id=first(state, "Soldier"))
    assert (token.card_id, token.token_spec["name"]) == (None, "Soldier")
    library = ZonePlacement.objects.filter(game=game, zone="library").order_by("position")
    assert [(p.card.name, p.zone_owner) for p in library] == [("Swamp", "Alice"), ("Island", "Alice"), ("Forest", "Alice")]


def test_702_26d_a_phased_out_permanent_is_stored_on_the_battlefield_and_loads_phased_out():
    state = position()
    bears = first(state, "Grizzly Bears")
    phase_out(state, bears, [])
    game = game_create_from_state(state=state)
    assert game_state(game_id=game.pk).to_dict() == state.to_dict()
    assert ZonePlacement.objects.get(game=game, object_id=bears).zone == "battlefield"


def test_seats_follow_turn_order_and_users():
    alice = get_user_model().objects.create_user("alice")
    game = game_create_from_state(state=position(), users={"Alice": alice})
    assert [(s.position, s.name, s.user) for s in Seat.objects.filter(game=game)] == [(0, "Alice", alice), (1, "Bob", None)]
    assert game.status == Game.Status.ACTIVE and game.options == {"ante": False}


def test_every_change_an_action_makes_is_saved():
    state = position()
    game = game_create_from_state(state=state)
    expected = copy.deepcopy(state)
    for action in (A.PlayLand("Alice", first(state, "Island", "hand")),
                   A.ActivateMana("Alice", first(state, "Forest")),
                   A.AddCounters("Bob", first(state, "Jace Beleren"), "loyalty", 2),  # changed in place
                   A.Move("Bob", first(state, "Grizzly Bears"), "graveyard"),
                   A.Draw("Alice", 2),
                   A.PassPriority("Alice")):
        stored = game_state(game_id=game.pk)
        assert game_perform(game_id=game.pk, action=action).ok
        engine.apply(expected, action)  # the public log too
        assert game_state(game_id=game.pk).to_dict() == expected.to_dict(), action
        assert stored.to_dict() != expected.to_dict()
    assert Game.objects.get(pk=game.pk).version == 6


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(choices=st.lists(st.integers(min_value=0, max_value=10_000), min_size=1, max_size=40))
def test_random_legal_play_is_stored_exactly(choices):
    """Whatever legal actions are taken (combat, casting, passing through turns), the stored game
    equals the engine's own state after each of them."""
    state = position()
    for name in ("Alice", "Bob"):
        for card in ("Forest", "Grizzly Bears", "Island"):
            place_object(state, card_name=card, owner=name, zone="library")
    game = game_create_from_state(state=state)
    expected = copy.deepcopy(state)
    for choice in choices:
        actor = expected.pending[0]["player"] if expected.pending else expected.turn.priority
        if actor is None or expected.game_over:
            break
        options = engine.legal_actions(expected, actor)
        action = options[choice % len(options)]
        assert game_perform(game_id=game.pk, action=action).ok, action
        engine.apply(expected, action)
        assert comparable(game_state(game_id=game.pk)) == comparable(expected), action
        stored = store._read_version(Game.objects.get(pk=game.pk))  # the rows, not the kept version
        assert comparable(stored.state) == comparable(expected), action


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(choices=st.lists(st.integers(min_value=0, max_value=10_000), min_size=2, max_size=40))
def test_random_legal_play_saved_elsewhere_is_replayed_here_exactly(choices):
    """Every other action is performed by "another process": this one makes that version from the
    announcement alone, or, when it didn't get the announcement (no connection to the game here), from
    the game row's last change; either way its own next action reads no placements."""
    state = position()
    game = game_create_from_state(state=state)
    expected = copy.deepcopy(state)
    for turn, choice in enumerate(choices):
        actor = expected.pending[0]["player"] if expected.pending else expected.turn.priority
        if actor is None or expected.game_over:
            break
        options = engine.legal_actions(expected, actor)
        action = options[choice % len(options)]
        engine.apply(expected, action)
        if turn % 2 == 0:
            with CaptureQueriesContext(connection) as queries:
                assert game_perform(game_id=game.pk, action=action).ok, action
            assert turn == 0 or not placements_read(queries), action  # from the version replayed here
            continue
        with another_process(), TestCase.captureOnCommitCallbacks() as callbacks:
            assert game_perform(game_id=game.pk, action=action).ok, action
        if choice % 3 == 0:
            continue  # not announced here: the next action here catches up from the row
        saved, replay = callbacks[-1].keywords["game"], callbacks[-1].keywords["replay"]
        event = {"version": saved.version, "saved": saved.updated.isoformat(), "replay": replay}
        with CaptureQueriesContext(connection) as queries:
            replayed = replay_announced(game_id=game.pk, event=event)
        assert replayed is not None and len(queries) == 0, action
        assert comparable(replayed) == comparable(expected) == comparable(stored_state(game.pk)), action
    assert comparable(stored_state(game.pk)) == comparable(expected)


def test_card_spec_from_model_keeps_faces():
    delver = card_spec_from_model(Card.objects.get(name="Delver of Secrets // Insectile Aberration"))
    assert delver.layout == "transform"
    assert [(f.name, f.power, f.toughness) for f in delver.faces] == [("Delver of Secrets", "1", "1"),
                                                                      ("Insectile Aberration", "3", "2")]
    forest = card_spec_from_model(Card.objects.get(name="Forest"))
    assert (forest.supertypes, forest.types, forest.subtypes, forest.power) == (("Basic",), ("Land",), ("Forest",), None)


# -- rule violations and concurrency -----------------------------------------------------
def test_a_rejected_action_changes_nothing_in_the_database():
    state = position()
    game = game_create_from_state(state=state)
    before = snapshot(game.pk)
    result = game_perform(game_id=game.pk, action=A.PlayLand("Bob", first(state, "Island", "hand")))
    assert (result.ok, result.rule) == (False, "305.1")  # not Bob's card, not Bob's turn
    result = game_perform(game_id=game.pk, action=A.PassPriority("Bob"))
    assert (result.ok, result.rule) == (False, "117.3d")
    assert snapshot(game.pk) == before


def test_a_concurrent_save_makes_the_later_one_stale():
    state = position()
    game = game_create_from_state(state=state)
    mine, theirs = load_game(game_id=game.pk), load_game(game_id=game.pk)
    engine.apply(theirs.state, A.ActivateMana("Alice", first(state, "Forest")))
    assert save_game(theirs) == 1
    engine.apply(mine.state, A.PlayLand("Alice", first(state, "Island", "hand")))
    after_theirs = snapshot(game.pk)
    with pytest.raises(StaleGame), transaction.atomic():
        save_game(mine)
    assert snapshot(game.pk) == after_theirs


@pytest.mark.parametrize("make_action", [
    lambda s: A.PlayLand("Alice", first(s, "Island", "hand")),
    lambda s: A.ActivateMana("Alice", first(s, "Forest")),
    lambda s: A.Move("Alice", s.battlefield[0], "graveyard"),  # every later permanent moves up one place
], ids=["play_land", "activate_mana", "move"])
def test_queries_per_action_do_not_grow_with_the_battlefield(make_action):
    counts = []
    for permanents in (10, 150):
        state = position(permanents=permanents)
        game = game_create_from_state(state=state)
        with CaptureQueriesContext(connection) as queries:
            assert game_perform(game_id=game.pk, action=make_action(state)).ok
        counts.append(len(queries))
    # At most 9, plus SAVEPOINT and RELEASE: inside the test's transaction the save's own is a savepoint.
    assert counts[0] == counts[1] <= 11, counts


# -- versions kept in memory ---------------------------------------------------------------
@contextlib.contextmanager
def another_process():
    """Loads and saves inside touch the database only, not what this process keeps."""
    here = store.KEPT
    store.KEPT = Recent(here.limit, size=here.size)
    try:
        yield
    finally:
        store.KEPT = here


def fresh_read(game_id: int) -> GameState:
    """The game as the database has it, ignoring what this process keeps."""
    store.KEPT.reset()
    return game_state(game_id=game_id)


def test_an_action_on_the_version_this_process_saved_reads_no_placements():
    state = position()
    game = game_create_from_state(state=state)
    assert game_perform(game_id=game.pk, action=A.ActivateMana("Alice", first(state, "Forest"))).ok
    with CaptureQueriesContext(connection) as queries:
        assert game_perform(game_id=game.pk, action=A.PlayLand("Alice", first(state, "Island", "hand"))).ok
    assert not [q for q in queries.captured_queries if q["sql"].startswith("SELECT")]  # the save's check decides
    kept = game_state(game_id=game.pk)
    assert comparable(kept) == comparable(fresh_read(game.pk))
    assert kept.player("Alice").lands_played == 1


def kept_here_then_saved_elsewhere():
    """A game whose version 1 this process keeps and whose version 2 another process saved."""
    state = position()
    game = game_create_from_state(state=state)
    assert game_perform(game_id=game.pk, action=A.ActivateMana("Alice", first(state, "Forest"))).ok
    with another_process():
        elsewhere = load_game(game_id=game.pk)
        engine.apply(elsewhere.state, A.PlayLand("Alice", first(state, "Island", "hand")))
        save_game(elsewhere)
    return game, elsewhere.base  # the state as saved


@contextlib.contextmanager
def queries_in_transaction():
    """(SQL, whether it ran inside a transaction) for each query that reads or writes inside the block."""
    seen = []

    def record_query(execute, sql, params, many, context):
        if sql.split()[0] in ("SELECT", "INSERT", "UPDATE", "DELETE"):  # not the BEGIN of SQLite's transactions
            seen.append((sql, connection.in_atomic_block))
        return execute(sql, params, many, context)

    with connection.execute_wrapper(record_query):
        yield seen


@pytest.mark.django_db(transaction=True)  # the test's own transaction would hide the action's
def test_an_action_one_version_behind_is_saved_on_the_latest_made_here_without_a_lock():
    state = position()
    game = game_create_from_state(state=state)
    assert game_perform(game_id=game.pk, action=A.ActivateMana("Alice", first(state, "Forest"))).ok  # kept here
    with another_process():  # version 2, with the change that made it
        assert game_perform(game_id=game.pk, action=A.PlayLand("Alice", first(state, "Island", "hand"))).ok
    forest = [o for o in state.battlefield if state.objects[o].card == "Forest"][1]
    with queries_in_transaction() as queries:
        result = game_perform(game_id=game.pk, action=A.ActivateMana("Alice", forest))
    assert result.ok and result.version == 3
    reads = [sql for sql, _ in queries if sql.startswith("SELECT")]
    assert len(reads) == 1 and '"game_game"' in reads[0] and "FOR UPDATE" not in reads[0]  # the row alone
    assert not any(in_transaction for sql, in_transaction in queries if sql.startswith("SELECT"))
    stored = stored_state(game.pk)
    assert stored.player("Alice").lands_played == 1 and stored.player("Alice").mana_pool["G"] == 2


@pytest.mark.django_db(transaction=True)
def test_a_save_that_changes_only_the_game_row_is_one_update_outside_a_transaction():
    state = position()
    game = game_create_from_state(state=state)
    forests = [o for o in state.battlefield if state.objects[o].card == "Forest"]
    assert game_perform(game_id=game.pk, action=A.ActivateMana("Alice", forests[0])).ok  # kept here
    with queries_in_transaction() as queries:  # a permanent taps: its placement changes too
        assert game_perform(game_id=game.pk, action=A.ActivateMana("Alice", forests[1])).ok
    assert [(sql.split()[0], in_transaction) for sql, in_transaction in queries] == [("UPDATE", True)] * 2
    with queries_in_transaction() as queries:
        assert game_perform(game_id=game.pk, action=A.PassPriority("Alice")).ok  # priority to Bob: the row only
    assert [(sql.split()[0], in_transaction) for sql, in_transaction in queries] == [("UPDATE", False)]


@pytest.mark.django_db(transaction=True)
def test_an_action_in_a_process_that_keeps_nothing_of_the_game_reads_it_whole_without_a_lock():
    state = position()
    game = game_create_from_state(state=state)
    store.KEPT.reset()  # as in a process that never saw this game
    with queries_in_transaction() as queries:
        result = game_perform(game_id=game.pk, action=A.PassPriority("Alice"))
    assert result.ok and result.version == 1
    assert not any("FOR UPDATE" in sql for sql, _ in queries)
    assert [(sql.split()[0], in_transaction) for sql, in_transaction in queries] == [
        ("SELECT", False)] * 3 + [("UPDATE", False)]  # the row, its placements, its cards; the save
    assert Game.objects.get(pk=game.pk).state["turn"]["priority"] == "Bob"


def test_an_action_refused_on_an_outdated_kept_version_is_decided_on_the_latest():
    game, saved_elsewhere = kept_here_then_saved_elsewhere()  # elsewhere, Alice played her Island
    island = saved_elsewhere.battlefield[-1]  # not on the battlefield in the version kept here
    assert game_perform(game_id=game.pk, action=A.ActivateMana("Alice", island)).ok
    assert stored_state(game.pk).objects[island].tapped
    assert comparable(game_state(game_id=game.pk)) == comparable(stored_state(game.pk))


def test_an_action_on_an_outdated_kept_version_is_saved_on_the_latest():
    game, saved_elsewhere = kept_here_then_saved_elsewhere()
    forests = [o for o in saved_elsewhere.battlefield if saved_elsewhere.objects[o].card == "Forest"]
    result = game_perform(game_id=game.pk, action=A.ActivateMana("Alice", forests[1]))  # legal on both versions
    assert result.ok and result.version == 3
    stored = stored_state(game.pk)
    assert stored.player("Alice").lands_played == 1  # elsewhere's land play is kept, not overwritten
    assert stored.player("Alice").mana_pool["G"] == 2


def test_a_failure_after_the_save_is_not_decided_again_and_rolls_the_action_back():
    state = position()
    game = game_create_from_state(state=state)
    assert game_perform(game_id=game.pk, action=A.ActivateMana("Alice", first(state, "Forest"))).ok  # kept here

    def refuse(**kwargs):
        raise RuleViolation("0", "whatever records the result refused it")

    game_finished.connect(refuse)
    try:
        with pytest.raises(RuleViolation, match="refused it"):
            game_perform(game_id=game.pk, action=A.Concede("Bob"))
    finally:
        game_finished.disconnect(refuse)
    assert Game.objects.get(pk=game.pk).version == 1 and not stored_state(game.pk).game_over


def test_a_refused_action_leaves_the_kept_version_as_read():
    state = position()
    game = game_create_from_state(state=state)  # kept nowhere: the action reads and keeps version 0
    result = game_perform(game_id=game.pk, action=A.PassPriority("Bob", until="end"))
    assert not result.ok
    assert store.KEPT[game.pk].state.passing == {} == stored_state(game.pk).passing


def test_a_save_by_another_process_is_never_taken_for_the_kept_version():
    game, saved_elsewhere = kept_here_then_saved_elsewhere()
    assert comparable(game_state(game_id=game.pk)) == comparable(saved_elsewhere)
    assert read_game(game=Game.objects.get(pk=game.pk))[1].player("Alice").lands_played == 1


def test_a_version_saved_elsewhere_is_read_in_one_query_with_the_card_specs_kept_here():
    game, saved_elsewhere = kept_here_then_saved_elsewhere()
    row = Game.objects.get(pk=game.pk)
    with CaptureQueriesContext(connection) as queries:
        _, read = read_game(game=row)
    assert len(queries) == 1 and '"game_zoneplacement"' in queries[0]["sql"]  # no card query, no re-check
    assert comparable(read) == comparable(saved_elsewhere)


def test_an_action_rolled_back_after_its_save_is_never_taken_for_a_later_save_of_its_version():
    state = position()
    game = game_create_from_state(state=state)
    with pytest.raises(RuntimeError), transaction.atomic():
        assert game_perform(game_id=game.pk, action=A.PlayLand("Alice", first(state, "Island", "hand"))).ok
        raise RuntimeError("whatever came after the action failed")
    with another_process():  # saves the same version number
        elsewhere = load_game(game_id=game.pk)
        engine.apply(elsewhere.state, A.ActivateMana("Alice", first(state, "Forest")))
        assert save_game(elsewhere) == 1
    here = game_state(game_id=game.pk)
    assert (here.player("Alice").lands_played, here.player("Alice").mana_pool["G"]) == (0, 1)


def test_a_read_that_a_save_overtakes_reads_again(monkeypatch):
    """Without a lock a save can commit between reading the game row and its placements."""
    state = position()
    game = game_create_from_state(state=state)
    stale_row = Game.objects.get(pk=game.pk)
    read_version = store._read_version

    def overtaken(row):
        monkeypatch.setattr(store, "_read_version", read_version)
        with another_process():
            other = load_game(game_id=game.pk)
            engine.apply(other.state, A.PlayLand("Alice", first(state, "Island", "hand")))
            save_game(other)  # commits before the placements are read
        return read_version(row)

    store.KEPT.reset()
    monkeypatch.setattr(store, "_read_version", overtaken)
    row, read = read_game(game=stale_row)
    assert (row.version, read.player("Alice").lands_played) == (1, 1)
    assert comparable(read) == comparable(fresh_read(game.pk))


# -- announcing ----------------------------------------------------------------------------
@pytest.fixture
def in_memory_layer(settings):
    settings.CHANNEL_LAYERS = {"default": {"BACKEND": "channels.layers.InMemoryChannelLayer"}}
    return get_channel_layer()


def test_announce_sends_ids_only_after_commit(in_memory_layer, django_capture_on_commit_callbacks):
    state = position()
    game = game_create_from_state(state=state)
    channel = async_to_sync(in_memory_layer.new_channel)()
    async_to_sync(in_memory_layer.group_add)(f"game-{game.pk}", channel)

    async def receive(timeout=0.2):
        return await asyncio.wait_for(in_memory_layer.receive(channel), timeout)

    before = game.updated.isoformat()
    forest = first(state, "Forest")
    with django_capture_on_commit_callbacks() as callbacks:
        assert game_perform(game_id=game.pk, action=A.ActivateMana("Alice", forest)).ok
    with pytest.raises(asyncio.TimeoutError):
        async_to_sync(receive)()  # nothing before the commit
    assert len(callbacks) == 1
    callbacks[0]()
    saved = Game.objects.get(pk=game.pk).updated.isoformat()  # names the version, as its number does
    message = async_to_sync(receive)()
    digest = message["replay"].pop("digest")
    assert message == {"type": "game.changed", "game_id": game.pk, "version": 1, "saved": saved, "replay": {
        "after": before, "action": {"action": "ActivateMana", "fields": {"player": "Alice", "card": forest, "mana": None,
                                                                  "ability": None, "paid": (), "removed": None}}}}
    assert len(digest) == 32 and int(digest, 16) >= 0  # a hash, no content


# -- versions replayed from announcements ---------------------------------------------------
def announced_elsewhere(layer, game, action, capture_on_commit) -> dict:
    """Perform ``action`` as another process would, and return the announcement its connections get."""
    channel = async_to_sync(layer.new_channel)()
    async_to_sync(layer.group_add)(f"game-{game.pk}", channel)
    with another_process(), capture_on_commit(execute=True):
        assert game_perform(game_id=game.pk, action=action).ok
    return async_to_sync(layer.receive)(channel)


def placements_read(queries) -> list:
    """The queries that read placements' fields (not just their pks)."""
    return [q for q in queries.captured_queries if q["sql"].startswith("SELECT") and '"game_zoneplacement"."data"' in q["sql"]]


def stored_state(game_id: int) -> GameState:
    """The state as the rows have it (what this process keeps is neither used nor changed)."""
    return store._read_version(Game.objects.get(pk=game_id)).state


def test_a_version_saved_elsewhere_is_replayed_from_its_announcement_without_a_query(
        in_memory_layer, django_capture_on_commit_callbacks):
    state = position()
    game = game_create_from_state(state=state)
    assert game_perform(game_id=game.pk, action=A.ActivateMana("Alice", first(state, "Forest"))).ok  # kept here
    event = announced_elsewhere(in_memory_layer, game, A.PlayLand("Alice", first(state, "Island", "hand")),
                                django_capture_on_commit_callbacks)
    with CaptureQueriesContext(connection) as queries:
        replayed = replay_announced(game_id=game.pk, event=event)
    assert len(queries) == 0
    assert comparable(replayed) == comparable(stored_state(game.pk))
    # The next action here starts from it: no placements read, but the pk of the row the replay created
    # (the Island on the battlefield), which this action changes.
    island = replayed.battlefield[-1]
    with CaptureQueriesContext(connection) as queries:
        assert game_perform(game_id=game.pk, action=A.ActivateMana("Alice", island)).ok
    assert not placements_read(queries)
    assert comparable(game_state(game_id=game.pk)) == comparable(stored_state(game.pk))
    assert stored_state(game.pk).objects[island].tapped


def test_an_action_on_a_kept_version_one_behind_catches_up_from_the_rows_last_change():
    state = position()
    game = game_create_from_state(state=state)
    assert game_perform(game_id=game.pk, action=A.ActivateMana("Alice", first(state, "Forest"))).ok  # kept here
    with another_process():
        assert game_perform(game_id=game.pk, action=A.PlayLand("Alice", first(state, "Island", "hand"))).ok
    island = stored_state(game.pk).battlefield[-1]  # in the row's version only
    with CaptureQueriesContext(connection) as queries:
        assert game_perform(game_id=game.pk, action=A.ActivateMana("Alice", island)).ok
    assert not placements_read(queries)
    assert comparable(game_state(game_id=game.pk)) == comparable(stored_state(game.pk))
    assert stored_state(game.pk).objects[island].tapped and Game.objects.get(pk=game.pk).version == 3


@pytest.mark.parametrize("last_change", [None, "tampered"])
def test_no_catch_up_from_a_last_change_that_does_not_make_the_saved_version(last_change):
    state = position()
    game = game_create_from_state(state=state)
    assert game_perform(game_id=game.pk, action=A.ActivateMana("Alice", first(state, "Forest"))).ok  # kept here
    with another_process():
        assert game_perform(game_id=game.pk, action=A.PlayLand("Alice", first(state, "Island", "hand"))).ok
    row = Game.objects.get(pk=game.pk)
    Game.objects.filter(pk=game.pk).update(
        last_change=last_change and {**row.last_change, "digest": "0" * 32})
    island = stored_state(game.pk).battlefield[-1]
    with CaptureQueriesContext(connection) as queries:
        assert game_perform(game_id=game.pk, action=A.ActivateMana("Alice", island)).ok
    assert placements_read(queries)  # the version is read, not replayed
    assert comparable(game_state(game_id=game.pk)) == comparable(stored_state(game.pk))


def test_no_replay_without_the_version_before_or_with_another_digest(in_memory_layer,
                                                                    django_capture_on_commit_callbacks):
    state = position()
    game = game_create_from_state(state=state)
    assert game_perform(game_id=game.pk, action=A.ActivateMana("Alice", first(state, "Forest"))).ok
    kept = dict(store.KEPT)
    event = announced_elsewhere(in_memory_layer, game, A.PlayLand("Alice", first(state, "Island", "hand")),
                                django_capture_on_commit_callbacks)
    tampered = {**event, "replay": {**event["replay"], "digest": "0" * 32}}
    assert replay_announced(game_id=game.pk, event=tampered) is None
    unknown = {**event, "replay": {**event["replay"], "action": {"action": "Explode", "fields": {}}}}
    assert replay_announced(game_id=game.pk, event=unknown) is None
    assert dict(store.KEPT) == kept
    store.KEPT.reset()
    assert replay_announced(game_id=game.pk, event=event) is None
    assert replay_announced(game_id=game.pk, event={k: v for k, v in event.items() if k != "replay"}) is None


def test_a_rejected_action_announces_nothing(django_capture_on_commit_callbacks):
    game = game_create_from_state(state=position())
    with django_capture_on_commit_callbacks() as callbacks:
        assert not game_perform(game_id=game.pk, action=A.PassPriority("Bob")).ok
    assert callbacks == []


@pytest.mark.postgres
def test_an_action_refused_on_the_latest_version_read_without_a_lock_takes_no_lock_on_postgresql():
    """Decided once (issue 16): refused on the version just read, the latest, it is not decided again on a
    locked read of the same version. A lock is taken only when saves race (test_concurrency)."""
    game = game_create_from_state(state=position())
    with CaptureQueriesContext(connection) as queries:
        result = game_perform(game_id=game.pk, action=A.PassPriority("Bob"))  # Alice has priority
    assert not result.ok and result.rule == "117.3d"
    assert not [q["sql"] for q in queries.captured_queries if "FOR UPDATE" in q["sql"]]


def test_a_reader_cannot_change_a_kept_state_and_its_copy_is_its_own():
    state = position()
    game = game_create_from_state(state=state)
    _, kept = read_game(game=Game.objects.get(pk=game.pk))  # what every reader of this process shares
    forest = first(kept, "Forest")
    for change in (lambda: setattr(kept.player("Alice"), "life", 5), lambda: kept.battlefield.append(forest),
                   lambda: setattr(kept.objects[forest], "tapped", True), lambda: kept.objects.pop(forest),
                   lambda: kept.player("Alice").hand.clear(), lambda: setattr(kept.turn, "step", "end"),
                   lambda: setattr(kept, "game_over", True), lambda: kept.log.append("a lie")):
        with pytest.raises(FrozenState):
            change()
    assert comparable(kept) == comparable(state)
    mine = kept.copy()  # the engine changes a copy
    engine.apply(mine, A.ActivateMana("Alice", forest))
    assert mine.objects[forest].tapped and not kept.objects[forest].tapped


def test_a_kept_versions_empty_list_fields_are_one_shared_list_no_reader_can_fill_and_a_copy_can_change():
    """Every empty list field of a kept version's objects is one frozen list: fewer objects for the garbage
    collector to walk, none of them a reader could change."""
    state = position()
    game = game_create_from_state(state=state)
    _, kept = read_game(game=Game.objects.get(pk=game.pk))
    forest, bears = first(kept, "Forest"), first(kept, "Grizzly Bears")
    assert kept.objects[forest].kicked == [] and kept.objects[forest].kicked is kept.objects[bears].modes
    for change in (lambda: kept.objects[forest].kicked.append("a lie"), lambda: kept.objects[bears].targets.append(1)):
        with pytest.raises(FrozenState):
            change()
    mine = kept.copy()
    mine.objects[bears].targets.append(forest)  # a copy's targets are its own (GameObject.copy)
    mine.objects[bears].kicked = ["kicker"]  # the others are replaced, as the engine does
    assert kept.objects[bears].targets == [] and kept.objects[bears].kicked == []
    assert comparable(kept) == comparable(state)


def test_a_kept_object_keeps_only_its_fields_off_their_defaults_and_its_copy_has_every_field():
    """A kept object's own fields are those that differ from their defaults (its class gives the rest): the
    garbage collector follows no reference for the others, and an object left with plain values only (a card in a
    library) has fields it doesn't track at all. Read, compared and copied, it is the object it was."""
    state = position()
    game = game_create_from_state(state=state)
    _, kept = read_game(game=Game.objects.get(pk=game.pk))
    jace, card = first(kept, "Jace Beleren"), kept.player("Alice").library[0]
    assert set(vars(kept.objects[card])) == {"id", "card", "owner", "zone", "timestamp"}
    assert not gc.is_tracked(vars(kept.objects[card]))
    assert vars(kept.objects[jace])["counters"] == {"loyalty": 3} and "tapped" not in vars(kept.objects[jace])
    assert (kept.objects[jace].tapped, kept.objects[jace].targets, kept.objects[jace].known) == (False, [], {})
    assert kept.objects[card].copy() == stored_state(game.pk).objects[card]  # every field, compared
    mine = kept.copy()
    assert len(vars(mine.objects[card])) == len(vars(state.objects[card])) and mine.objects[card].same_fields(
        kept.objects[card]) and mine.objects[card].to_dict() == state.objects[card].to_dict()
    mine.objects[jace].counters["loyalty"] += 1  # changed in place, as the engine does
    mine.objects[jace].known["power"] = 2
    assert kept.objects[jace].counters == {"loyalty": 3} and kept.objects[jace].known == {}
    assert not mine.objects[jace].same_fields(kept.objects[jace])


def test_a_kept_versions_copy_shares_its_objects_until_it_reads_them():
    """Every action, replay and what-if changes a copy of a kept version, and reads a few of its objects: the
    copy shares the others with the kept version (frozen: no one can change them) and puts a copy of its own in
    an object's place as it reads it. Its ids, their order and its length are the kept version's from the start."""
    state = position()
    game = game_create_from_state(state=state)
    _, kept = read_game(game=Game.objects.get(pk=game.pk))
    forest, card = first(kept, "Forest"), kept.player("Alice").library[0]
    mine = kept.copy()
    assert list(mine.objects) == list(kept.objects) and len(mine.objects) == len(kept.objects) and card in mine.objects
    assert all(a is b for a, b in zip(objects_as_they_are(mine).values(), kept.objects.values()))  # none copied yet
    engine.apply(mine, A.ActivateMana("Alice", forest))
    assert mine.objects[forest].tapped and not kept.objects[forest].tapped
    assert objects_as_they_are(mine)[card] is kept.objects[card]  # a library card the action never read
    again = mine.copy()  # a copy of the copy: what is still shared stays shared, its own objects are copied
    assert objects_as_they_are(again)[card] is kept.objects[card] and again.objects[forest] is not mine.objects[forest]
    read = mine.objects.get(card)
    assert read is not kept.objects[card] and mine.objects[card] is read
    assert read.same_fields(kept.objects[card]) and kept.objects[card].same_fields(read)  # compared either way
    read.tapped = True  # a copy of its own, changed freely
    assert not kept.objects[card].tapped and list(mine.objects) == list(kept.objects)  # in its place
    assert {type(obj) for obj in again.objects.values()} == {GameObject}  # every value read: copies, all
    assert comparable(kept) == comparable(stored_state(game.pk)) and copy.deepcopy(again) == again


def test_608_2h_what_a_spell_remembers_of_its_target_leaving_is_in_its_new_version_alone():
    """A spell on the stack keeps its target's creature types as that target leaves the battlefield (608.2h),
    changing what it knows in place: the kept version before, shared with every reader, is left as it was."""
    state = position()
    bears = first(state, "Grizzly Bears")
    spell = place_object(state, card_name="Grizzly Bears", owner="Bob", zone="stack")
    spell.targets, spell.known = [bears], {"left": {}}
    game = game_create_from_state(state=state)
    _, kept = read_game(game=Game.objects.get(pk=game.pk))
    mine = kept.copy()
    engine.apply(mine, A.Move("Alice", bears, "graveyard"))
    assert mine.objects[spell.id].known == {"left": {bears: ["Bear"]}}
    assert kept.objects[spell.id].known == {"left": {}} and comparable(kept) == comparable(stored_state(game.pk))


def test_a_kept_version_shares_the_objects_an_action_left_unchanged_with_the_version_before(
        in_memory_layer, django_capture_on_commit_callbacks):
    """Saved here or replayed from another process's announcement: only what changed is new (the rest outlives
    no young garbage collection), and the shared objects, frozen, still can't be changed through either."""
    state = position()
    game = game_create_from_state(state=state)
    forest, bears = first(state, "Forest"), first(state, "Grizzly Bears")
    _, before = read_game(game=Game.objects.get(pk=game.pk))
    assert game_perform(game_id=game.pk, action=A.ActivateMana("Alice", forest)).ok  # saved here
    _, saved = read_game(game=Game.objects.get(pk=game.pk))
    assert saved.objects[bears] is before.objects[bears]
    assert saved.objects[forest] is not before.objects[forest] and saved.objects[forest].tapped
    event = announced_elsewhere(in_memory_layer, game, A.PlayLand("Alice", first(state, "Island", "hand")),
                                django_capture_on_commit_callbacks)
    replayed = replay_announced(game_id=game.pk, event=event)
    assert replayed.objects[forest] is saved.objects[forest] and replayed.objects[bears] is before.objects[bears]
    assert comparable(replayed) == comparable(stored_state(game.pk))
    with pytest.raises(FrozenState):
        replayed.objects[bears].tapped = True


def test_a_kept_version_holds_its_rows_pks_alone_and_every_stored_row_is_its_objects_fields(
        in_memory_layer, django_capture_on_commit_callbacks):
    """A kept version remembers only each row's pk: a dict of ints, which the garbage collector doesn't track.
    Saved here or replayed from another process's saves (moves, a card drawn, a token gone, positions shifted),
    every stored row is what its object in the kept state makes, so a save compares with that state's rows."""
    state = position()
    game = game_create_from_state(state=state)
    island = first(state, "Island", "hand")
    assert game_perform(game_id=game.pk, action=A.PlayLand("Alice", island)).ok  # saved here
    for action in (A.Move("Bob", first(state, "Soldier"), "graveyard"), A.Draw("Alice", 1)):
        event = announced_elsewhere(in_memory_layer, game, action, django_capture_on_commit_callbacks)
        assert replay_announced(game_id=game.pk, event=event) is not None
    assert game_perform(game_id=game.pk, action=A.Move("Alice", first(state, "Grizzly Bears"), "hand")).ok
    kept = store.KEPT.get(game.pk)
    assert kept.key[1] == Game.objects.get(pk=game.pk).version == 4
    assert not gc.is_tracked(kept.pks)
    assert set(kept.pks.values()) - {None} <= set(ZonePlacement.objects.values_list("pk", flat=True))  # None: a row a
    #                                                                              replay made, its pk not known here
    stored = {placement.object_id: (placement.pk, {name: getattr(placement, name) for name in store.PLACEMENT_FIELDS})
              for placement in ZonePlacement.objects.filter(game=game)}
    made = store._row_fields(kept.state, kept.card_ids)
    assert stored == {object_id: (kept.pks[object_id] or stored[object_id][0], fields)
                      for object_id, fields in made.items()}
    assert len(made) == len(stored) == len(kept.state.objects)


def test_with_keeping_off_every_action_reads_the_game_and_plays_the_same(monkeypatch):
    monkeypatch.setattr(store, "KEPT", Recent(0))  # settings.LANDFALL_KEPT_MB = 0
    state = position()
    game = game_create_from_state(state=state)

    expected = copy.deepcopy(state)
    for action in (A.PlayLand("Alice", first(state, "Island", "hand")), A.ActivateMana("Alice", first(state, "Forest")),
                   A.PassPriority("Alice")):
        assert game_perform(game_id=game.pk, action=action).ok
        engine.apply(expected, action)
    assert len(store.KEPT) == 0
    assert comparable(game_state(game_id=game.pk)) == comparable(expected)


def test_a_refused_action_is_decided_once_on_the_latest_version(monkeypatch):
    state = position()
    game = game_create_from_state(state=state)
    assert game_perform(game_id=game.pk, action=A.ActivateMana("Alice", first(state, "Forest"))).ok  # kept here
    decided = []
    monkeypatch.setattr(services, "apply", lambda state, action: decided.append(action) or engine.apply(state, action))
    with CaptureQueriesContext(connection) as queries:
        result = game_perform(game_id=game.pk, action=A.PassPriority("Bob"))  # Alice has priority
    assert (result.ok, result.rule) == (False, "117.3d")
    assert decided == [A.PassPriority("Bob")]  # not again on a locked read of the same version
    assert len(queries) == 1  # the game row, to know the kept version was the latest


def test_a_spell_and_its_auto_payment_are_one_version_caught_up_from_the_rows_last_change():
    state = position()
    place_object(state, card_name="Grizzly Bears", owner="Alice", zone="hand", label="bears")
    game = game_create_from_state(state=state)
    assert game_perform(game_id=game.pk, action=A.ActivateMana("Alice", first(state, "Forest"))).ok  # kept here
    with another_process():
        bears = first(state, "Grizzly Bears", "hand")
        assert game_perform(game_id=game.pk, action=A.Cast("Alice", bears), auto_pay=True).ok
    assert [action["action"] for action in Game.objects.get(pk=game.pk).last_change["actions"]] == \
        ["ActivateMana", "Cast"]  # one Forest tapped already: one more pays {1}{G}
    with CaptureQueriesContext(connection) as queries:
        assert game_perform(game_id=game.pk, action=A.PassPriority("Alice")).ok
    assert not placements_read(queries)
    assert comparable(game_state(game_id=game.pk)) == comparable(stored_state(game.pk))

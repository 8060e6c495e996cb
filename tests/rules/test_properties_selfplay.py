"""Property-based: random legal play keeps the rules' invariants (hypothesis).

After every action: each object is in exactly one zone (400.1), lands played
never exceed land plays (305.2b), hidden zones keep their order unless
shuffled or cards are put on the top or bottom in an order (400.5, 401.2,
401.4), every zone change makes a new id (400.7), and an illegal action is
rejected without changing anything.
"""
import gc
import json
import random
import weakref

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.rules import actions as A
from game.rules.characteristics import all_characteristics
from game.rules.engine import apply
from game.rules.errors import RuleViolation
from game.rules.lands import land_plays
from game.rules.selfplay import acting_player, play_random
from game.rules.setup import new_game
from game.rules.state import PLAYER_ZONES, SHARED_ZONES
from tests.rules.builder import NONBASIC_DECK, starter_specs
from tests.support.precons import precon_deck, precon_stems

DECK = ["Forest"] * 24 + ["Llanowar Elves"] * 18 + ["Grizzly Bears"] * 18
# Events after which a library's order may change: shuffled, cards put on its bottom in a random order or put on
# its top or bottom in the order their owner chose (401.4).
REORDERING = {"shuffle", "bottom_random", "ordered"}


def start(seed: int, deck: list[str] = DECK, opponent_deck: list[str] | None = None):
    """A game of two green decks (or ``deck`` against ``opponent_deck``, by default the same); with an even seed,
    its players divide combat damage (510.1c)."""
    specs = starter_specs()
    opponent_deck = opponent_deck or deck
    cards = {name: specs[name] for name in {*deck, *opponent_deck}}
    state, _ = new_game(players=["Alice", "Bob"], decks={"Alice": deck, "Bob": opponent_deck}, cards=cards,
                        seed=seed, damage_by_hand=seed % 2 == 0)
    return state


def zone_membership(state) -> dict:
    seen = {}
    for player in state.players:
        for zone in PLAYER_ZONES:
            for oid in player.zone(zone):
                seen.setdefault(oid, []).append((zone, player.name))
    for zone in SHARED_ZONES:
        for oid in getattr(state, zone):
            seen.setdefault(oid, []).append((zone, None))
    return seen


def check_invariants(state, before_libraries, events):
    membership = zone_membership(state)
    assert set(membership) == set(state.objects), "objects and zones disagree"
    for oid, places in membership.items():
        assert len(places) == 1, f"object {oid} is in {places}"
        zone, owner = places[0]
        obj = state.objects[oid]
        assert obj.zone == zone
        if owner is not None:
            assert obj.owner == owner  # 400.3: only the owner's library, hand, graveyard
    for player in state.players:
        if player.name == state.turn.active:
            assert player.lands_played <= land_plays(state, player.name)
    shuffled = {e["player"] for e in events if e["type"] in REORDERING or e["type"] == "scry" and e["bottom"]}
    for player in state.players:
        if player.name in shuffled:
            continue
        survivors = [oid for oid in before_libraries[player.name] if oid in player.library]
        assert [oid for oid in player.library if oid in survivors] == survivors, "library order changed"
    for event in events:
        if event["type"] == "zone_change" and event["new_id"] is not None:
            assert event["new_id"] != event["old_id"]
            assert event["old_id"] not in state.objects


def illegal_candidate(state, rng):
    """An action that is often illegal now: wrong player, wrong time, a card from the wrong zone."""
    actor = acting_player(state)
    names = [p.name for p in state.players]
    pick = rng.choice(list(state.objects)) if state.objects else "0"
    return rng.choice([
        A.PassPriority(rng.choice([n for n in names if n != actor] or names)),
        A.PlayLand(rng.choice(names), pick),
        A.Cast(rng.choice(names), pick),
        A.ActivateMana(rng.choice(names), pick),
        A.Choose(rng.choice(names), (pick,)),
    ])


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(min_value=0, max_value=2**32 - 1))
def test_random_legal_play_keeps_invariants(seed):
    keeps_invariants(start(seed), seed)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(min_value=0, max_value=2**32 - 1))
def test_random_legal_play_with_real_nonbasic_lands_keeps_invariants(seed):
    """Lands that enter tapped, scry, fetch, check, shock, gain life and choose a color: their choices too."""
    keeps_invariants(start(seed, NONBASIC_DECK), seed)


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(min_value=0, max_value=2**32 - 1), decks=st.tuples(*[st.sampled_from(precon_stems())] * 2))
def test_random_legal_play_with_real_preconstructed_decks_keeps_invariants(seed, decks):
    """Two of tests/data/precons/'s real decks (1997-2022), their cards' lines performed or left to players."""
    keeps_invariants(start(seed, *map(precon_deck, decks)), seed)


def keeps_invariants(state, seed: int) -> None:
    rng = random.Random(seed)
    libraries = {p.name: list(p.library) for p in state.players}

    def after(action, events):
        nonlocal libraries
        check_invariants(state, libraries, events)
        libraries = {p.name: list(p.library) for p in state.players}
        candidate = illegal_candidate(state, rng)
        snapshot = json.dumps(state.to_dict(), sort_keys=True)
        try:
            probe = type(state).from_dict(json.loads(snapshot))
            apply(probe, candidate)
        except RuleViolation:
            try:
                apply(state, candidate)
            except RuleViolation:
                assert json.dumps(state.to_dict(), sort_keys=True) == snapshot, f"{candidate} changed the state"
            else:
                raise AssertionError(f"{candidate} was rejected on a copy but accepted on the game")

    played = play_random(state, rng, 200, on_step=after)
    assert played > 0


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(min_value=0, max_value=2**32 - 1), moves=st.integers(min_value=0, max_value=120))
def test_a_copy_plays_on_without_changing_the_original(seed, moves):
    """What a store keeps for its readers while the engine changes a copy (game/live/store.py)."""
    state = start(seed)
    play_random(state, random.Random(seed), moves)
    before = json.dumps(state.to_dict(), sort_keys=True)
    clone = state.copy()
    assert json.dumps(clone.to_dict(), sort_keys=True) == before
    play_random(clone, random.Random(seed + 1), 200)
    assert json.dumps(state.to_dict(), sort_keys=True) == before


def test_a_played_state_is_freed_without_the_cycle_collector():
    """No reference cycles in a state, its objects or its caches: a server drops one per action,
    and cyclic garbage waits for the collector's full passes, which pause every game in the process."""
    state = start(7)
    play_random(state, random.Random(7), 150)
    all_characteristics(state)  # what showing the table or checking an action leaves cached on it
    gc.collect()
    gc.disable()
    try:
        dropped = weakref.ref(state)
        clone = weakref.ref(state.copy())
        del state
        assert dropped() is None and clone() is None
    finally:
        gc.enable()

"""The game's randomness (rules/randomness.py): a 256-bit secret seed, reproducible from the stored state."""
from collections import Counter

from game.rules.randomness import Stream, new_seed, object_id
from game.rules.state import GameState, Player
from game.rules.zones import shuffle_library


def test_a_new_seed_has_256_bits_so_no_search_over_seeds_can_find_a_library_order():
    seeds = {new_seed() for _ in range(100)}
    assert len(seeds) == 100
    assert all(len(seed) == 64 and int(seed, 16) >= 0 for seed in seeds)


def library_after_shuffles(seed, shuffles: int) -> list:
    state = GameState(players=[Player("Alice", library=[str(n) for n in range(60)])], seed=seed)
    for _ in range(shuffles):
        shuffle_library(state, "Alice", [])
    return state.player("Alice").library


def test_701_20a_each_shuffle_is_reproducible_from_the_stored_state_and_differs_from_the_last():
    seed = new_seed()
    assert library_after_shuffles(seed, 3) == library_after_shuffles(seed, 3)
    assert library_after_shuffles(seed, 3) != library_after_shuffles(seed, 2)
    assert library_after_shuffles(seed, 1) != library_after_shuffles(new_seed(), 1)
    assert sorted(library_after_shuffles(seed, 1), key=int) == [str(n) for n in range(60)]


def test_a_stream_draws_every_value_below_its_bound_about_equally():
    stream = Stream(new_seed(), "test")
    counts = Counter(stream.below(6) for _ in range(6000))
    assert set(counts) == set(range(6)) and all(850 < n < 1150 for n in counts.values())


def test_object_ids_are_12_hex_digits_and_the_same_for_the_same_seed_and_counter():
    assert object_id("a", 1) == object_id("a", 1) != object_id("a", 2) != object_id("b", 2)
    assert len(object_id("a", 1)) == 12 and int(object_id("a", 1), 16) >= 0

"""Rules-engine benchmark (not a test): run with

    .venv/bin/python -m benchmarks.engine [--actions N] [--repeat N]

Reports (1) actions per second in random self-play of two 60-card decks of
basic lands, Llanowar Elves and Grizzly Bears, and of two decks whose lands
are real nonbasic lands (enters tapped, scry, fetch, check, shock, gain,
color-choosing), and of the real preconstructed decks of tests/data/precons/
(1997-2022; each game a pair of them in turn), counting the time to list the
legal actions and apply one (target: 5,000/s or more each), and (2) the time to
compute every object's characteristics for a battlefield of 200 permanents
under 10 type-changing effects (target: 2 ms or less).
"""
import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.rules.characteristics import (  # noqa: E402
    all_characteristics, battlefield_characteristics_uncached, invalidate,
)
from game.rules.selfplay import play_random  # noqa: E402
from game.rules.setup import new_game  # noqa: E402
from game.rules.state import GameState, Player, Turn  # noqa: E402
from game.rules.zones import place_object  # noqa: E402
from tests.rules.builder import NONBASIC_DECK, starter_specs  # noqa: E402
from tests.support.precons import precon_deck, precon_stems  # noqa: E402

DECK = ["Forest"] * 24 + ["Llanowar Elves"] * 18 + ["Grizzly Bears"] * 18
EFFECT_SOURCES = ["Blood Moon", "Magus of the Moon", "Urborg, Tomb of Yawgmoth", "Yavimaya, Cradle of Growth",
                  "Prismatic Omen", "Dryad of the Ilysian Grove", "Kormus Bell", "Chromatic Lantern",
                  "Spreading Seas", "Evil Presence"]
LANDS = ["Tundra", "Volcanic Island", "Bayou", "Taiga", "Savannah", "Forest", "Island", "Swamp",
         "Urza's Tower", "Seat of the Synod", "Darksteel Citadel", "Dryad Arbor"]


def selfplay_rate(total_actions: int, *pairings: tuple[list[str], list[str]]) -> tuple[float, int, int]:
    """Actions per second, actions and games over games of Alice's deck against Bob's, the pairings in turn."""
    specs = starter_specs()
    cards = {name: specs[name] for pairing in pairings for deck in pairing for name in deck}
    done = games = 0
    elapsed = 0.0
    seed = 0
    while done < total_actions:
        alice, bob = pairings[seed % len(pairings)]
        state, _ = new_game(players=["Alice", "Bob"], decks={"Alice": alice, "Bob": bob}, cards=cards, seed=seed)
        rng = random.Random(seed)
        start = time.perf_counter()
        done += play_random(state, rng, total_actions - done)
        elapsed += time.perf_counter() - start
        games += 1
        seed += 1
    return done / elapsed, done, games


def big_battlefield() -> GameState:
    specs = starter_specs()
    state = GameState(players=[Player("Alice"), Player("Bob")], turn=Turn(1, "Alice", "precombat_main", "Alice"))
    lands = []
    for index in range(190):
        name = LANDS[index % len(LANDS)]
        state.cards[name] = specs[name]
        lands.append(place_object(state, card_name=name, owner="Alice" if index % 2 else "Bob", zone="battlefield"))
    for index, name in enumerate(EFFECT_SOURCES):
        state.cards[name] = specs[name]
        attached = lands[index].id if name in ("Spreading Seas", "Evil Presence") else None
        place_object(state, card_name=name, owner="Alice", zone="battlefield", attached_to=attached)
    return state


def characteristics_time(repeat: int) -> tuple[float, float, float]:
    state = big_battlefield()
    assert len(state.battlefield) == 200
    cold, warm = [], []
    for _ in range(repeat):
        start = time.perf_counter()
        battlefield_characteristics_uncached(state)  # every layer and dependency worked out
        cold.append((time.perf_counter() - start) * 1000)
        invalidate(state)
        start = time.perf_counter()
        all_characteristics(state)  # what the engine pays after an action that changed no characteristic
        warm.append((time.perf_counter() - start) * 1000)
    return statistics.median(cold), min(cold), statistics.median(warm)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--actions", type=int, default=20000)
    parser.add_argument("--repeat", type=int, default=200)
    args = parser.parse_args()
    precons = [precon_deck(stem) for stem in precon_stems()]
    precon_pairings = [(deck, precons[(index + 1) % len(precons)]) for index, deck in enumerate(precons)]
    for label, pairings in (("basic lands", [(DECK, DECK)]), ("real nonbasic lands", [(NONBASIC_DECK, NONBASIC_DECK)]),
                            ("real preconstructed decks", precon_pairings)):
        rate, done, games = selfplay_rate(args.actions, *pairings)
        print(f"self-play, {label}: {rate:,.0f} actions/s ({done} actions over {games} games; target >= 5,000/s)")
    median, best, warm = characteristics_time(args.repeat)
    print(f"characteristics, 200 permanents under 10 type-changing effects: median {median:.2f} ms, "
          f"best {best:.2f} ms over {args.repeat} full computations (target <= 2 ms); "
          f"{warm:.2f} ms when nothing they depend on changed")


if __name__ == "__main__":
    main()

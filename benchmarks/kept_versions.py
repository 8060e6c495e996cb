"""A server process's CPU per action on kept versions (not a test), without the network: run with

    .venv/bin/python -m benchmarks.kept_versions [--games 40] [--rounds 15]

On the games benchmarks.live_latency prepared (PostgreSQL, its defaults; run that first), each read and kept
frozen as a process keeps them, it reports the CPU time (best round of --rounds, per game) of:

- the action: a copy of the kept version, a life gained, the rows its save writes, the new version sharing the
  objects it left unchanged, frozen (game/live/store.py, what an owner does for an action but the queries);
- the offers of the player with priority, auto-pay's "could be paid for" among them (game/table/offers.py);
- both players' live partials (game/table/render.py), what each action's update draws.

CPU time of one process, best of several rounds: steadier than the live benchmark's latencies on a shared
machine, for comparing two versions of the code one after the other.
"""
import argparse
import time

from benchmarks import live_latency


def best_per_game(work, games: list, rounds: int) -> float:
    """The CPU milliseconds of ``work(game, state)`` per game: the best round over every game."""
    work(*games[0])  # caches warmed (card specs, templates)
    best = float("inf")
    for _ in range(rounds):
        started = time.process_time()
        for game, state in games:
            work(game, state)
        best = min(best, time.process_time() - started)
    return best / len(games) * 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--rounds", type=int, default=15)
    options = parser.parse_args()
    live_latency.configure_environment()
    import django

    django.setup()
    from game.live import store
    from game.models import Game
    from game.rules import actions as A
    from game.rules import apply
    from game.selectors import game_state
    from game.table.offers import offers_for
    from game.table.render import live_partials

    rows = Game.objects.filter(status=Game.Status.ACTIVE, seats__user__username__startswith="bench-").distinct()
    games = [(game, game_state(game_id=game.pk).freeze()) for game in rows.order_by("pk")[:options.games]]
    if len(games) < options.games:
        raise SystemExit(f"{len(games)} benchmark games found: run benchmarks.live_latency first")

    def action(game, kept):
        state = kept.copy()
        apply(state, A.GainLife(state.turn.priority, 1))
        store._share_unchanged(state, kept, store._row_fields(state, {}, base=kept))
        state.freeze()

    def partials(game, state):
        for player in state.players:
            live_partials(game=game, state=state, viewer=player.name)

    print(f"CPU per game, best of {options.rounds} rounds over {len(games)} kept benchmark games:")
    print(f"  action (copy, apply, rows, share, freeze)  {best_per_game(action, games, options.rounds):6.3f} ms")
    print(f"  offers of the player with priority         "
          f"{best_per_game(lambda game, state: offers_for(state, state.turn.priority), games, options.rounds):6.3f} ms")
    print(f"  both players' live partials                {best_per_game(partials, games, options.rounds):6.3f} ms")


if __name__ == "__main__":
    main()

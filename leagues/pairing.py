"""Who plays whom: a waiting opponent for a player who asks, and Swiss rounds.

Swiss pairings are a maximum-weight perfect matching (networkx) on the graph
of players: pairing players far apart in points costs the square of the gap,
a rematch costs more than any set of point gaps (it happens only when nothing
else pairs everyone), and players close in the standings are preferred
within a point group (the square of the distance in ranks). The bye goes first, to the lowest-ranked player without one.
"""
from collections.abc import Mapping, Sequence

import networkx as nx


def pair_key(a: str, b: str) -> frozenset:
    return frozenset((a, b))


def queue_opponent(*, seeker: str, waiting: Sequence[str], played: set[frozenset]) -> str | None:
    """The longest-waiting player (``waiting`` is oldest first) whom ``seeker`` hasn't played."""
    return next((name for name in waiting if name != seeker and pair_key(seeker, name) not in played), None)


def swiss_pairings(*, ranking: Sequence[str], points: Mapping[str, int], played: set[frozenset],
                   had_bye: set[str]) -> tuple[list[tuple[str, str]], str | None]:
    """Pairs for one round, higher-ranked player first, in standings order; and who gets the bye.

    ``ranking`` lists the players to pair, best first.
    """
    players = list(ranking)
    bye = None
    if len(players) % 2:
        bye = next((name for name in reversed(players) if name not in had_bye), players[-1])
        players.remove(bye)
    if not players:
        return [], bye

    rank = {name: index for index, name in enumerate(players)}
    n = len(players)
    gap_cost = n ** 3  # one point of gap outweighs a whole matching's rank distances (n/2 pairs, each < n^2)
    biggest_gap = max(points[name] for name in players) - min(points[name] for name in players)
    rematch_cost = n * (biggest_gap ** 2 * gap_cost + n ** 2) + 1  # more than any matching's other costs together
    graph = nx.Graph()
    for i, a in enumerate(players):
        for b in players[i + 1:]:
            # Squared distances: 1-2 and 3-4 over 1-3 and 2-4 in a group; across groups, top meets top.
            cost = (points[a] - points[b]) ** 2 * gap_cost + (rank[b] - rank[a]) ** 2
            if pair_key(a, b) in played:
                cost += rematch_cost
            graph.add_edge(a, b, weight=2 * rematch_cost - cost)  # positive: networkx maximizes the total
    matching = nx.max_weight_matching(graph, maxcardinality=True)
    pairs = [tuple(sorted(pair, key=rank.__getitem__)) for pair in matching]
    return sorted(pairs, key=lambda pair: rank[pair[0]]), bye

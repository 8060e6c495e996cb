"""Swiss pairings and the match queue: pure functions, no database."""
from leagues.pairing import pair_key, queue_opponent, swiss_pairings


def test_first_round_pairs_neighbours_in_the_standings():
    pairs, bye = swiss_pairings(ranking=["a", "b", "c", "d"], points=dict.fromkeys("abcd", 0), played=set(),
                                had_bye=set())
    assert pairs == [("a", "b"), ("c", "d")] and bye is None


def test_players_meet_others_on_the_same_points_and_avoid_rematches():
    # a and b won (3), c and d lost (0). a-b and c-d are no rematches: winners meet, losers meet.
    points = {"a": 3, "b": 3, "c": 0, "d": 0}
    pairs, _ = swiss_pairings(ranking=["a", "b", "c", "d"], points=points,
                              played={pair_key("a", "c"), pair_key("b", "d")}, had_bye=set())
    assert pairs == [("a", "b"), ("c", "d")]
    # Had a and b met already, each crosses to a player a point group down rather than meet again.
    pairs, _ = swiss_pairings(ranking=["a", "b", "c", "d"], points=points,
                              played={pair_key("a", "b"), pair_key("c", "d")}, had_bye=set())
    assert {frozenset(pair) for pair in pairs} == {pair_key("a", "c"), pair_key("b", "d")}


def test_the_bye_goes_to_the_lowest_ranked_player_without_one():
    ranking = ["a", "b", "c", "d", "e"]
    pairs, bye = swiss_pairings(ranking=ranking, points=dict.fromkeys(ranking, 0), played=set(), had_bye=set())
    assert bye == "e" and len(pairs) == 2 and "e" not in {p for pair in pairs for p in pair}
    _, bye = swiss_pairings(ranking=ranking, points=dict.fromkeys(ranking, 0), played=set(), had_bye={"e", "d"})
    assert bye == "c"


def test_a_rematch_is_made_only_when_nothing_else_pairs_everyone():
    # Three rounds among four players have used every pair except a-d and b-c... then those too.
    everyone = {pair_key(x, y) for x in "abcd" for y in "abcd" if x < y}
    pairs, _ = swiss_pairings(ranking=list("abcd"), points=dict.fromkeys("abcd", 3), played=everyone - {
        pair_key("a", "d"), pair_key("b", "c")}, had_bye=set())
    assert {frozenset(pair) for pair in pairs} == {pair_key("a", "d"), pair_key("b", "c")}
    pairs, _ = swiss_pairings(ranking=list("abcd"), points=dict.fromkeys("abcd", 3), played=everyone, had_bye=set())
    assert len(pairs) == 2  # everyone still plays


def test_the_queue_gives_the_longest_waiting_player_not_yet_played():
    assert queue_opponent(seeker="c", waiting=["a", "b"], played={pair_key("a", "c")}) == "b"
    assert queue_opponent(seeker="c", waiting=["a"], played={pair_key("a", "c")}) is None
    assert queue_opponent(seeker="c", waiting=["c"], played=set()) is None

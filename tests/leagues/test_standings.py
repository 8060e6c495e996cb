"""Standings arithmetic (MTR Appendix C) against worked examples computed by hand."""
from fractions import Fraction as F

from leagues.standings import MatchResult, standings

# MW, GW and each opponent's figure: "If this number is lower than 0.33, use 0.33 instead" (MTR Appendix C).
FLOOR = F(33, 100)


def test_the_mtr_match_win_examples():
    # MTR Appendix C's three players of an 8-round tournament; each plays a different opponent every
    # round, and each first opponent plays no one else, so that opponent's OMW is the player's MW.
    #   5-2-1:                               16 points of 8*3  = 16/24 = 2/3 ("0.667")
    #   1-3-0, then withdraws:                3 points of 4*3  =  3/12 = 0.25, so 0.33 is used
    #   3-2-0 with a first-round bye, then withdraws: 9 of 5*3 =  9/15 = 3/5 ("0.60")
    def record(player: str, wins: int, losses: int, draws: int, byes: int = 0) -> list[MatchResult]:
        scores = [(2, 0)] * wins + [(0, 2)] * losses + [(1, 1)] * draws
        return ([MatchResult(player, None, 2, 0)] * byes
                + [MatchResult(player, f"{player}-{n}", *score) for n, score in enumerate(scores, start=1)])

    results = record("five", 5, 2, 1) + record("one", 1, 3, 0) + record("three", 2, 2, 0, byes=1)
    names = {name for result in results for name in (result.player1, result.player2) if name}
    table = {row.player: row for row in standings(players=dict.fromkeys(names, False), results=results)}
    assert (table["five"].points, table["one"].points, table["three"].points) == (16, 3, 9)
    assert (table["five-1"].omw, table["one-1"].omw, table["three-1"].omw) == (F(2, 3), F(33, 100), F(3, 5))


def test_five_players_three_rounds_with_byes_a_drop_and_the_floor():
    # Round 1: ann beats ben 2-0, cat beats dan 2-1, eve has a bye.
    # Round 2: ann beats cat 2-1, eve beats dan 2-0, ben has a bye. Then dan drops.
    # Round 3: eve beats ann 2-1, ben and cat draw 1-1-1.
    results = [
        MatchResult("ann", "ben", 2, 0), MatchResult("cat", "dan", 2, 1), MatchResult("eve", None, 2, 0),
        MatchResult("ann", "cat", 2, 1), MatchResult("eve", "dan", 2, 0), MatchResult("ben", None, 2, 0),
        MatchResult("eve", "ann", 2, 1), MatchResult("ben", "cat", 1, 1, 1),
    ]
    players = {"ann": False, "ben": False, "cat": False, "dan": True, "eve": False}
    table = {row.player: row for row in standings(players=players, results=results)}

    # Match points and match-win % (MW), byes counted as 2-0 wins in a player's own record:
    #   ann W W L = 6 of 9 -> 2/3      ben L bye D = 4 of 9 -> 4/9     cat W L D = 4 of 9 -> 4/9
    #   dan L L   = 0 of 6 -> 0, floored to 0.33                         eve bye W W = 9 of 9 -> 1
    assert [table[p].points for p in "ann ben cat dan eve".split()] == [6, 4, 4, 0, 9]
    assert [table[p].matches for p in "ann ben cat dan eve".split()] == [3, 3, 3, 2, 3]

    # Game-win % (GW), 3 points a game won, 1 a game drawn:
    #   ann won 2+2+1, lost 0+1+2: 15 of 3*8 = 5/8
    #   ben won 0+2(bye)+1, lost 2+0+1, drew 1: 9+1 = 10 of 3*7 = 10/21
    #   cat won 2+1+1, lost 1+2+1, drew 1: 12+1 = 13 of 3*9 = 13/27
    #   dan won 1, lost 2+2: 3 of 3*5 = 1/5, floored to 0.33
    #   eve won 2(bye)+2+2, lost 1: 18 of 3*7 = 6/7
    assert table["ann"].gw == F(5, 8)
    assert table["ben"].gw == F(10, 21)
    assert table["cat"].gw == F(13, 27)
    assert table["dan"].gw == FLOOR
    assert table["eve"].gw == F(6, 7)

    # Opponents' MW (OMW): byes are left out, floored figures go in:
    #   ann: ben 4/9, cat 4/9, eve 1        -> (4/9 + 4/9 + 9/9) / 3 = 17/27
    #   ben: ann 2/3, cat 4/9 (no bye)      -> (6/9 + 4/9) / 2       = 5/9
    #   cat: dan 0.33 (floor), ann 2/3, ben 4/9 -> (297/900 + 600/900 + 400/900) / 3 = 1297/2700 (0.4804)
    #   dan: cat 4/9, eve 1                 -> (4/9 + 9/9) / 2       = 13/18
    #   eve: dan 0.33 (floor), ann 2/3      -> (99/300 + 200/300) / 2 = 299/600 (0.4983)
    assert [table[p].omw for p in "ann ben cat dan eve".split()] == [
        F(17, 27), F(5, 9), F(1297, 2700), F(13, 18), F(299, 600)]

    # Opponents' GW (OGW):
    #   ann: ben 10/21, cat 13/27, eve 6/7  -> (10/21 + 18/21 + 13/27) / 3 = (36/27 + 13/27) / 3 = 49/81
    #   ben: ann 5/8, cat 13/27             -> (135/216 + 104/216) / 2 = 239/432
    #   cat: dan 0.33 (floor), ann 5/8, ben 10/21 -> (1386 + 2625 + 2000)/4200 / 3 = 6011/12600 (0.4771)
    #   dan: cat 13/27, eve 6/7             -> (91/189 + 162/189) / 2 = 253/378
    #   eve: dan 0.33 (floor), ann 5/8      -> (66/200 + 125/200) / 2 = 191/400 (0.4775)
    assert [table[p].ogw for p in "ann ben cat dan eve".split()] == [
        F(49, 81), F(239, 432), F(6011, 12600), F(253, 378), F(191, 400)]

    # Order: eve 9, ann 6, then ben and cat on 4 split by OMW (5/9 > 1297/2700), dan 0.
    # dan dropped but keeps his row and his matches.
    ordered = standings(players=players, results=results)
    assert [(row.rank, row.player, row.dropped) for row in ordered] == [
        (1, "eve", False), (2, "ann", False), (3, "ben", False), (4, "cat", False), (5, "dan", True)]


def test_game_win_and_opponents_game_win_break_ties():
    # One round: pat beats quin 2-0, rae beats sam 2-0 with a drawn game.
    # pat and rae: 3 points; OMW both 0.33 (quin and sam are 0 of 3, floored).
    #   GW pat = 6/6 = 1, rae = (6+1)/9 = 7/9: pat first.
    # quin and sam: 0 points; OMW both 1. GW quin = 0/6, sam = 1/9: both floored to 0.33, equal.
    #   OGW quin = pat's GW 1, sam = rae's GW 7/9: quin ahead of sam.
    results = [MatchResult("pat", "quin", 2, 0), MatchResult("rae", "sam", 2, 0, 1)]
    ordered = standings(players=dict.fromkeys(["pat", "quin", "rae", "sam"], False), results=results)
    assert [(row.player, row.points, row.omw, row.gw, row.ogw) for row in ordered] == [
        ("pat", 3, FLOOR, F(1), FLOOR),
        ("rae", 3, FLOOR, F(7, 9), FLOOR),
        ("quin", 0, F(1), FLOOR, F(1)),
        ("sam", 0, F(1), FLOOR, F(7, 9)),
    ]
    assert [row.rank for row in ordered] == [1, 2, 3, 4]


def test_the_floor_is_0_33_so_a_game_won_of_three_beats_none_of_two():
    # One round: pat beats quin 2-0, rae beats sam 2-1.
    # quin and sam: 0 points; OMW both 1 (pat's and rae's MW).
    #   GW quin = 0/6 = 0, floored to 0.33; sam = 3/9 = 0.333.., not below 0.33 so not floored.
    #   sam is ahead on GW. (With a floor of exactly 1/3 they'd tie there, and quin's OGW, pat's GW 1
    #   against rae's 2/3, would put quin ahead.)
    # pat and rae: 3 points, OMW 0.33 each; GW 1 and 6/9 = 2/3;
    #   OGW: pat's = quin's floored GW 0.33, rae's = sam's 1/3.
    results = [MatchResult("pat", "quin", 2, 0), MatchResult("rae", "sam", 2, 1)]
    ordered = standings(players=dict.fromkeys(["pat", "quin", "rae", "sam"], False), results=results)
    assert [(row.rank, row.player, row.points, row.omw, row.gw, row.ogw) for row in ordered] == [
        (1, "pat", 3, FLOOR, F(1), FLOOR),
        (2, "rae", 3, FLOOR, F(2, 3), F(1, 3)),
        (3, "sam", 0, F(1), F(1, 3), F(2, 3)),
        (4, "quin", 0, F(1), FLOOR, F(1)),
    ]


def test_equal_on_every_figure_shares_a_rank_and_no_matches_means_the_floor():
    # val and wes drew 1-1-1: 1 point of 3 each, MW 1/3 (0.333.., not floored); GW (3+1)/9 = 4/9 each;
    # OMW 1/3, OGW 4/9: equal on everything, so both rank 1 (listed by name).
    # xan played nothing: 0 points and the floor, 0.33, everywhere; rank 3.
    ordered = standings(players=dict.fromkeys(["wes", "val", "xan"], False),
                        results=[MatchResult("wes", "val", 1, 1, 1)])
    assert [(row.rank, row.player, row.points, row.matches) for row in ordered] == [
        (1, "val", 1, 1), (1, "wes", 1, 1), (3, "xan", 0, 0)]
    assert (ordered[0].omw, ordered[0].gw, ordered[0].ogw) == (F(1, 3), F(4, 9), F(4, 9))
    assert (ordered[2].omw, ordered[2].gw, ordered[2].ogw) == (FLOOR, FLOOR, FLOOR)


def test_a_bye_is_a_two_nil_win_whatever_numbers_it_carries():
    # yul's only match is a bye: 3 points, GW 6/6 = 1, no opponents so OMW and OGW are the floor.
    [row] = standings(players={"yul": False}, results=[MatchResult("yul", None, 0, 0)])
    assert (row.points, row.matches, row.gw, row.omw, row.ogw) == (3, 1, F(1), FLOOR, FLOOR)


def test_json_row_rounds_fractions_to_four_places():
    results = [MatchResult("ann", "ben", 2, 0), MatchResult("ann", "cat", 2, 1), MatchResult("ben", "cat", 2, 1)]
    rows = standings(players=dict.fromkeys(["ann", "ben", "cat"], False), results=results)
    # ann: OMW (ben 3/6 = 1/2, cat 0/6 -> 0.33) / 2 = 0.83 / 2 = 0.415; GW 4 won, 1 lost: 12/15 = 0.8
    #      OGW: ben won 2 of 5 games = 6/15 = 2/5, cat won 2 of 6 = 6/18 = 1/3 (not floored)
    #      -> (6/15 + 5/15) / 2 = 11/30 = 0.3666..
    assert rows[0].as_dict() == {"rank": 1, "player": "ann", "points": 6, "matches": 2, "omw": 0.415,
                                 "gw": 0.8, "ogw": 0.3667, "dropped": False}

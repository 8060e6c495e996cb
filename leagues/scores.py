"""Best-of-N match scores: when an online match is decided, and which reported scores can be real."""


def wins_needed(best_of: int) -> int:
    return best_of // 2 + 1


def match_decided(*, best_of: int, player1_wins: int, player2_wins: int, draws: int) -> bool:
    """Whether an online match is over: a player has won the match, or N games were played.

    A drawn game uses up one of the N games (as if time had been called), so a
    match always ends within N games; then the player with more wins wins it,
    or it is a draw.
    """
    games = player1_wins + player2_wins + draws
    return max(player1_wins, player2_wins) >= wins_needed(best_of) or games >= best_of


def score_problem(*, best_of: int, player1_wins: int, player2_wins: int, draws: int) -> str | None:
    """Why a reported final score can't be, or None.

    Lenient on purpose: at a table, time may end a match early (1-0-0) and
    drawn games don't count toward the wins (0-0-4), as in the MTR.
    """
    needed = wins_needed(best_of)
    if min(player1_wins, player2_wins, draws) < 0:
        return "game counts can't be negative"
    if player1_wins + player2_wins + draws == 0:
        return "a match has at least one game"
    if max(player1_wins, player2_wins) > needed:
        return f"in a best-of-{best_of} match a player wins at most {needed} game{'s' if needed > 1 else ''}"
    if player1_wins == player2_wins == needed:
        return "both players can't win the match"
    return None

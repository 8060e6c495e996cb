"""Reads of leagues, shaped for their pages and the command line."""
from django.db.models import Q, QuerySet
from django.urls import reverse

from leagues.models import Entry, League, Match, MatchGame
from leagues.standings import MatchResult, Standing, standings
from leagues.pairing import pair_key


def league_by_reference(*, reference: str) -> League:
    """A league by its exact name or, failing that, its id (the command line's LEAGUE)."""
    league = League.objects.filter(name=reference).first()
    if league is None and reference.isdigit():
        league = League.objects.filter(pk=int(reference)).first()
    if league is None:
        raise League.DoesNotExist(f"no league named or numbered {reference!r}")
    return league


def league_standings(*, league: League) -> list[Standing]:
    """Standings from the league's finished matches (two queries)."""
    entries = Entry.objects.filter(league=league).select_related("player")
    names = {entry.pk: entry.player.username for entry in entries}
    results = [
        MatchResult(names[m.player1_id], names.get(m.player2_id), m.player1_wins, m.player2_wins, m.draws)
        for m in finished_matches(league=league)
    ]
    return standings(players={names[entry.pk]: not entry.active for entry in entries}, results=results)


def finished_matches(*, league: League) -> QuerySet[Match]:
    return Match.objects.filter(league=league, status=Match.Status.FINISHED)


def counted_matches(*, league: League) -> QuerySet[Match]:
    """Matches that take a place in a player's allowance: finished or under way (not cancelled)."""
    return Match.objects.filter(league=league).exclude(status=Match.Status.CANCELLED)


def played_pairs(*, league: League) -> set[frozenset]:
    """Pairs of usernames who have met in the league, or are meeting now."""
    pairs = (counted_matches(league=league).filter(player2__isnull=False)
             .values_list("player1__player__username", "player2__player__username"))
    return {pair_key(a, b) for a, b in pairs}


def league_matches(*, league: League) -> QuerySet[Match]:
    return (Match.objects.filter(league=league).exclude(status=Match.Status.CANCELLED)
            .select_related("player1__player", "player2__player"))


def entry_matches(*, entry: Entry) -> QuerySet[Match]:
    return Match.objects.filter(Q(player1=entry) | Q(player2=entry)).select_related("player1__player",
                                                                                  "player2__player")


def may_watch_games(*, match: Match, user) -> bool:
    """A match's live games are for its players and the organizer; results are for everyone."""
    players = {match.player1.player_id, match.player2.player_id if match.player2 else None}
    return user.pk in players or match.league.organizer_id == user.pk


def what_follows_game(*, game_id: int) -> list:
    """After a league game: the match's next game, else the match's page (label, url); nothing for another game."""
    link = MatchGame.objects.filter(game_id=game_id).select_related("match").first()
    if link is None:
        return []
    following = MatchGame.objects.filter(match=link.match, number=link.number + 1).first()
    if following is not None:
        return [(f"Next game of the match (game {following.number})",
                 reverse("game:detail", args=[following.game_id]))]
    return [(f"The match: {link.match.score}", reverse("leagues:match", args=[link.match_id]))]

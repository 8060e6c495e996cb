"""Every write to leagues. Keyword-only arguments; each write runs in one transaction.

Every write locks its league's row first, so a league has one writer at a
time (pairing can't hand a waiting player to two opponents) and locks are
always taken in one order: game (when a game action ends a game), league,
then match. A request that can't be done raises LeagueError and changes
nothing.
"""
from datetime import date

from django.contrib.auth import get_user_model
from django.contrib.auth.models import AbstractBaseUser
from django.db import transaction
from django.db.models import Q
from django.utils import timezone

from game import lobby
from game.decks.selectors import deck_card_names, deck_contents
from game.decks.validation import validate_deck
from game.models import Deck, Game, Seat
from leagues import pairing, selectors
from leagues.errors import LeagueError, ResultsFileError
from leagues.live import announce_paired
from leagues.models import Entry, League, Match, MatchGame, OrganizerAction, TableReport
from leagues.results_csv import ResultRow, read_results
from leagues.scores import match_decided, score_problem
from leagues.standings import BYE_SCORE


# -- leagues -------------------------------------------------------------------
def league_create(*, organizer: AbstractBaseUser, name: str, format: str, starts_on: date, ends_on: date,
                  best_of: int = 3, max_matches: int = 5, swiss: bool = False) -> League:
    """A new league, open for entries. Bad settings raise ValidationError, per field (a taken name ...)."""
    league = League(organizer=organizer, name=name.strip(), format=format, starts_on=starts_on, ends_on=ends_on,
                    best_of=best_of, max_matches=max_matches, swiss=swiss)
    league.full_clean()
    league.save()
    return league


@transaction.atomic
def league_start(*, league_id: int, by: AbstractBaseUser) -> League:
    league = _league_for_organizer(league_id, by, "start the league")
    if league.status != League.Status.OPEN:
        raise LeagueError("the league has already started")
    if league.entries.count() < 2:
        raise LeagueError("a league needs at least two players to start")
    league.status = League.Status.RUNNING
    league.save(update_fields=["status"])
    _log(league, by, OrganizerAction.Kind.START)
    return league


@transaction.atomic
def league_close(*, league_id: int, by: AbstractBaseUser) -> League:
    """Finish the league: matches still under way are cancelled and don't count."""
    league = _league_for_organizer(league_id, by, "close the league")
    _check_not_finished(league)
    cancelled = league.matches.filter(status=Match.Status.PLAYING).update(status=Match.Status.CANCELLED)
    league.entries.update(looking_since=None)
    league.status = League.Status.FINISHED
    _results_changed(league, "status")
    _log(league, by, OrganizerAction.Kind.CLOSE, detail=f"{cancelled} unfinished match(es) cancelled")
    return league


# -- entries -------------------------------------------------------------------
@transaction.atomic
def league_join(*, league_id: int, user: AbstractBaseUser, deck: Deck) -> Entry:
    """Enter with a deck legal in the league's format; the deck is copied, so later edits don't change it."""
    league = _locked_league(league_id)
    _check_not_finished(league)
    if deck.owner_id != user.pk:
        raise LeagueError("you can only enter with your own deck")
    if league.entries.filter(player=user).exists():
        raise LeagueError("you have already joined this league")
    problems = validate_deck(deck_contents(deck=deck), format=league.format)
    if problems:
        raise LeagueError(f"the deck {deck.name!r} isn't a legal {league.get_format_display()} deck: "
                          + "; ".join(map(str, problems)))
    names = deck_card_names(deck=deck)
    entry = Entry.objects.create(league=league, player=user, deck_name=deck.name, deck_cards=names.library,
                                 commander=names.commander or "")
    _results_changed(league)  # a new row in the standings
    return entry


@transaction.atomic
def league_drop(*, league_id: int, user: AbstractBaseUser) -> Entry:
    """Leave the league; the matches played still count, for the player and their opponents."""
    league = _locked_league(league_id)
    _check_not_finished(league)
    entry = _active_entry(league, user.username, you=True)
    if _unfinished_match(entry) is not None:
        raise LeagueError("finish (or concede) your match in progress before you drop")
    _drop(entry)
    _results_changed(league)
    return entry


@transaction.atomic
def league_remove_player(*, league_id: int, by: AbstractBaseUser, username: str) -> Entry:
    """The organizer removes a player: their matches under way are cancelled, the finished ones stay."""
    league = _league_for_organizer(league_id, by, "remove a player")
    _check_not_finished(league)
    entry = _entry(league, username)
    if entry.removed:
        raise LeagueError(f"{username} has already been removed")
    cancelled = (league.matches.filter(Q(player1=entry) | Q(player2=entry), status=Match.Status.PLAYING)
                 .update(status=Match.Status.CANCELLED))
    entry.removed = True
    _drop(entry)
    _results_changed(league)
    _log(league, by, OrganizerAction.Kind.REMOVE, detail=f"{username}; {cancelled} unfinished match(es) cancelled")
    return entry


def _drop(entry: Entry) -> None:
    entry.dropped = entry.dropped or timezone.now()
    entry.looking_since = None
    entry.save(update_fields=["dropped", "removed", "looking_since"])


# -- matches -------------------------------------------------------------------
@transaction.atomic
def match_request(*, league_id: int, user: AbstractBaseUser) -> Match | None:
    """Ask for an online match: paired at once with the longest-waiting player not yet played, else wait."""
    league = _locked_league(league_id)
    _check_players_pair(league)
    entry = _active_entry(league, user.username, you=True)
    _check_can_play(league, entry, you=True)
    if entry.looking_since is not None:
        raise LeagueError("you are already waiting for an opponent")
    waiting = (league.entries.filter(looking_since__isnull=False).exclude(pk=entry.pk)
               .select_related("player").order_by("looking_since", "pk"))
    # Someone may have reached the allowance while waiting (a bye from the organizer): they can't be paired.
    by_name = {other.player.username: other for other in waiting if _play_problem(league, other) is None}
    opponent = pairing.queue_opponent(seeker=user.username, waiting=list(by_name),
                                      played=selectors.played_pairs(league=league))
    if opponent is None:
        entry.looking_since = timezone.now()
        entry.save(update_fields=["looking_since"])
        return None
    return _match_create(league, by_name[opponent], entry)


@transaction.atomic
def match_request_cancel(*, league_id: int, user: AbstractBaseUser) -> None:
    league = _locked_league(league_id)
    updated = league.entries.filter(player=user, looking_since__isnull=False).update(looking_since=None)
    if not updated:
        raise LeagueError("you are not waiting for a match")


@transaction.atomic
def match_challenge(*, league_id: int, user: AbstractBaseUser, opponent: str, at_table: bool = False) -> Match:
    """Play a named league player: online (the first game starts now) or at a table (both report)."""
    league = _locked_league(league_id)
    _check_players_pair(league)
    entry = _active_entry(league, user.username, you=True)
    if opponent == user.username:
        raise LeagueError("you can't play a match against yourself")
    other = _active_entry(league, opponent)
    _check_can_play(league, entry, you=True)
    _check_can_play(league, other)
    if pairing.pair_key(user.username, opponent) in selectors.played_pairs(league=league):
        raise LeagueError(f"you have already played {opponent} in this league")
    return _match_create(league, entry, other, at_table=at_table)


@transaction.atomic
def league_award_bye(*, league_id: int, by: AbstractBaseUser, username: str) -> Match:
    league = _league_for_organizer(league_id, by, "award a bye")
    _check_running(league)
    entry = _active_entry(league, username)
    _check_can_play(league, entry)
    match = _bye(league, entry, round=None)
    _log(league, by, OrganizerAction.Kind.BYE, match=match, detail=username)
    return match


@transaction.atomic
def swiss_round_start(*, league_id: int, by: AbstractBaseUser, at_table: bool = False) -> list[Match]:
    """Pair the next Swiss round by the standings; an odd player out gets a bye."""
    league = _league_for_organizer(league_id, by, "start a round")
    if not league.swiss:
        raise LeagueError("this league has no Swiss rounds: its players ask for matches")
    _check_running(league)
    if league.matches.filter(status=Match.Status.PLAYING).exists():
        raise LeagueError("the current round is still being played")
    last_round = max(league.matches.exclude(round=None).values_list("round", flat=True), default=0)
    if last_round >= league.max_matches:
        raise LeagueError(f"all {league.max_matches} rounds have been played")
    entries = {entry.player.username: entry for entry in league.entries.filter(dropped=None).select_related("player")}
    if len(entries) < 2:
        raise LeagueError("a round needs at least two active players")
    table = [row for row in selectors.league_standings(league=league) if row.player in entries]
    had_bye = set(selectors.counted_matches(league=league).filter(player2=None)
                  .values_list("player1__player__username", flat=True))
    pairs, bye = pairing.swiss_pairings(ranking=[row.player for row in table],
                                        points={row.player: row.points for row in table},
                                        played=selectors.played_pairs(league=league), had_bye=had_bye)
    round_number = last_round + 1
    matches = [_match_create(league, entries[a], entries[b], at_table=at_table, round=round_number) for a, b in pairs]
    if bye is not None:
        matches.append(_bye(league, entries[bye], round=round_number))
    _log(league, by, OrganizerAction.Kind.ROUND, detail=f"round {round_number}: {len(pairs)} match(es)"
                                                        + (f", bye to {bye}" if bye else ""))
    return matches


def _match_create(league: League, player1: Entry, player2: Entry, *, at_table: bool = False,
                  round: int | None = None) -> Match:
    Entry.objects.filter(pk__in=(player1.pk, player2.pk)).update(looking_since=None)
    match = Match.objects.create(league=league, player1=player1, player2=player2, at_table=at_table, round=round)
    if not at_table:
        _game_start(match, number=1)
    announce_paired(match)
    return match


def _bye(league: League, entry: Entry, *, round: int | None) -> Match:
    wins, _, draws = BYE_SCORE
    match = Match.objects.create(league=league, player1=entry, round=round, status=Match.Status.FINISHED,
                                 player1_wins=wins, draws=draws, finished=timezone.now())
    _results_changed(league)
    return match


def _game_start(match: Match, *, number: int, chooser=None) -> None:
    """A game from the locked decks that only the players and the organizer (the game's host) may watch;
    ``chooser`` chooses who takes the first turn (103.1), else it is chosen at random."""
    players = [(entry.player, {"deck_name": entry.deck_name, "deck_cards": entry.deck_cards,
                               "commander": entry.commander}) for entry in (match.player1, match.player2)]
    try:
        game = lobby.game_start_for_players(players=players, host=match.league.organizer, spectators_allowed=False,
                                            chooser=chooser)
    except lobby.LobbyError as error:
        raise LeagueError(str(error)) from None
    MatchGame.objects.create(match=match, game=game, number=number)


# -- results -------------------------------------------------------------------
def league_game_finished(*, game_id: int) -> None:
    """Record a finished game for its league match, if it has one: the match ends or its next game starts.

    Called inside the transaction of the action that ended the game.
    """
    link = MatchGame.objects.filter(game_id=game_id).first()
    if link is None:
        return
    match, league = _locked_match(link.match_id)
    link.result = _game_result(game_id, match)
    link.save(update_fields=["result"])
    if match.status != Match.Status.PLAYING:
        return  # the organizer set the result already, or the match was cancelled
    results = list(match.games.exclude(result="").values_list("result", flat=True))
    score = tuple(results.count(result) for result in MatchGame.Result.values)  # player1, player2, draw
    match.player1_wins, match.player2_wins, match.draws = score
    if match_decided(best_of=league.best_of, player1_wins=score[0], player2_wins=score[1], draws=score[2]):
        _finish(league, match, score)
    else:
        match.save(update_fields=["player1_wins", "player2_wins", "draws"])
        _game_start(match, number=len(results) + 1, chooser=_next_chooser(match, link))


def _next_chooser(match: Match, finished: MatchGame):
    """103.1: the loser of the previous game chooses who takes the first turn; after a draw, whoever chose
    in that game (no one, if the first game was drawn: then the starting player is chosen at random)."""
    if finished.result == MatchGame.Result.PLAYER1:
        return match.player2.player
    if finished.result == MatchGame.Result.PLAYER2:
        return match.player1.player
    chose = Game.objects.values_list("options", flat=True).get(pk=finished.game_id).get("chooser")
    return next((entry.player for entry in (match.player1, match.player2) if entry.player.username == chose), None)


def _game_result(game_id: int, match: Match) -> str:
    winner = Game.objects.values_list("state", flat=True).get(pk=game_id).get("winner")
    if winner is None:
        return MatchGame.Result.DRAW  # 104.4a
    user_id = Seat.objects.values_list("user_id", flat=True).get(game_id=game_id, name=winner)
    return MatchGame.Result.PLAYER1 if user_id == match.player1.player_id else MatchGame.Result.PLAYER2


@transaction.atomic
def table_match_report(*, match_id: int, user: AbstractBaseUser, player1_wins: int, player2_wins: int,
                       draws: int) -> Match:
    """A player's account of their table match; it counts once both players' accounts agree."""
    match, league = _locked_match(match_id)
    _check_running(league)
    reporter = next((entry for entry in (match.player1, match.player2) if entry and entry.player_id == user.pk), None)
    if reporter is None:
        raise LeagueError("you can only report the result of your own matches")
    if not match.at_table:
        raise LeagueError("this match is played online: its games record the result")
    if match.status != Match.Status.PLAYING:
        raise LeagueError("this match already has its result")
    score = (player1_wins, player2_wins, draws)
    _check_score(league, score)
    TableReport.objects.update_or_create(match=match, reporter=reporter, defaults=dict(
        zip(("player1_wins", "player2_wins", "draws"), score)))
    reports = list(match.reports.all())
    if len(reports) == 2 and all(report.score == score for report in reports):
        _finish(league, match, score)
    return match


@transaction.atomic
def table_match_confirm(*, match_id: int, by: AbstractBaseUser, report_id: int) -> Match:
    """The organizer makes one player's report the result (the other hasn't reported, or disagrees)."""
    match, league = _locked_match(match_id)
    _check_organizer(league, by, "confirm a result")
    _check_running(league)
    if match.status != Match.Status.PLAYING:
        raise LeagueError("this match already has its result")
    report = match.reports.filter(pk=report_id).select_related("reporter__player").first()
    if report is None:
        raise LeagueError("no such report for this match")
    _finish(league, match, report.score)
    _log(league, by, OrganizerAction.Kind.CONFIRM, match=match,
         detail=f"{match}: {match.score} as reported by {report.reporter.player.username}")
    return match


@transaction.atomic
def match_correct(*, match_id: int, by: AbstractBaseUser, player1_wins: int, player2_wins: int,
                  draws: int) -> Match:
    """The organizer sets a match's result, even after the league closed; logged with who and when."""
    match, league = _locked_match(match_id)
    _check_organizer(league, by, "correct a result")
    if match.is_bye:
        raise LeagueError("a bye has no result to correct")
    if match.status == Match.Status.CANCELLED:
        raise LeagueError("this match was cancelled")
    score = (player1_wins, player2_wins, draws)
    _check_score(league, score)
    before = match.score if match.status == Match.Status.FINISHED else "unfinished"
    _finish(league, match, score)
    _log(league, by, OrganizerAction.Kind.CORRECT, match=match, detail=f"{match}: {before} → {match.score}")
    return match


@transaction.atomic
def results_import(*, league_id: int, by: AbstractBaseUser, data: bytes, source: str) -> list[Match]:
    """A round of table results from a CSV file: all rows or none. Errors name their lines.

    A row completes the unfinished table match between its two players, or
    records a new one; a row without player2 is a bye. A player who has
    dropped since may have results from before the drop: they count, and the
    player stays dropped. A removed player's results are refused: removal
    cancelled what they had under way.
    """
    league = _league_for_organizer(league_id, by, "import results")
    _check_running(league)
    rows = read_results(data)
    entries = {entry.player.username: entry for entry in league.entries.select_related("player")}
    problems = _import_problems(league, rows, entries)
    if problems:
        raise ResultsFileError(problems)
    matches = []
    for row in rows:
        player1 = entries[row.player1]
        if row.player2 is None:
            matches.append(_bye(league, player1, round=None))
            continue
        player2 = entries[row.player2]
        match = _open_table_match(league, player1, player2)
        score = (row.player1_wins, row.player2_wins, row.draws)
        if match is None:
            match = Match.objects.create(league=league, player1=player1, player2=player2, at_table=True)
        elif match.player1_id != player1.pk:
            score = (row.player2_wins, row.player1_wins, row.draws)
        _finish(league, match, score)
        matches.append(match)
    _log(league, by, OrganizerAction.Kind.IMPORT, detail=f"{len(rows)} result(s) from {source}"[:300])
    return matches


def _import_problems(league: League, rows: list[ResultRow], entries: dict[str, Entry]) -> list[str]:
    problems, seen_on, new_matches = [], {}, {}
    known_users = set(get_user_model().objects.filter(
        username__in={name for row in rows for name in (row.player1, row.player2) if name})
        .values_list("username", flat=True))
    counted = {entry.pk: 0 for entry in entries.values()}
    for pair in selectors.counted_matches(league=league).values_list("player1_id", "player2_id"):
        for pk in filter(None, pair):
            counted[pk] += 1
    for row in rows:
        names = [name for name in (row.player1, row.player2) if name is not None]
        row_problems = []
        for name in names:
            if name not in known_users:
                row_problems.append(f"no user named {name!r}")
            elif name not in entries:
                row_problems.append(f"{name} is not in this league")
            elif entries[name].removed:
                row_problems.append(f"{name} was removed from this league")
            elif name in seen_on:
                row_problems.append(f"{name} already has a result on line {seen_on[name]}")
        if row.player1 == row.player2:
            row_problems.append("a player can't play a match against themselves")
        if row.player2 is not None:
            problem = score_problem(best_of=league.best_of, player1_wins=row.player1_wins,
                                    player2_wins=row.player2_wins, draws=row.draws)
            if problem:
                row_problems.append(problem)
        completes_a_match = (not row_problems and row.player2 is not None
                             and _open_table_match(league, entries[row.player1], entries[row.player2]) is not None)
        if not row_problems and not completes_a_match:  # a new match: it takes a place in the allowance
            for name in names:
                new_matches[name] = new_matches.get(name, 0) + 1
                if counted[entries[name].pk] + new_matches[name] > league.max_matches:
                    row_problems.append(f"{name} would play more than {league.max_matches} league matches")
        for name in names:
            seen_on.setdefault(name, row.line)
        problems += [f"line {row.line}: {problem}" for problem in row_problems]
    return problems


def _open_table_match(league: League, a: Entry, b: Entry) -> Match | None:
    return (league.matches.select_for_update().filter(status=Match.Status.PLAYING, at_table=True)
            .filter(Q(player1=a, player2=b) | Q(player1=b, player2=a)).first())


def _finish(league: League, match: Match, score: tuple[int, int, int]) -> None:
    match.player1_wins, match.player2_wins, match.draws = score
    match.status = Match.Status.FINISHED
    match.finished = match.finished or timezone.now()
    match.save(update_fields=["player1_wins", "player2_wins", "draws", "status", "finished"])
    _results_changed(league)


# -- checks and helpers ----------------------------------------------------------
def _locked_league(league_id: int) -> League:
    return League.objects.select_for_update().get(pk=league_id)


def _locked_match(match_id: int) -> tuple[Match, League]:
    league_id = Match.objects.values_list("league_id", flat=True).get(pk=match_id)
    league = _locked_league(league_id)  # the league first: one lock order everywhere
    match = (Match.objects.select_for_update(of=("self",)).select_related("player1__player", "player2__player")
             .get(pk=match_id))
    match.league = league
    return match, league


def _league_for_organizer(league_id: int, user: AbstractBaseUser, doing: str) -> League:
    league = _locked_league(league_id)
    _check_organizer(league, user, doing)
    return league


def _check_organizer(league: League, user: AbstractBaseUser, doing: str) -> None:
    if league.organizer_id != user.pk:
        raise LeagueError(f"only the organizer can {doing}")


def _check_not_finished(league: League) -> None:
    if league.status == League.Status.FINISHED:
        raise LeagueError("the league is finished")


def _check_running(league: League) -> None:
    _check_not_finished(league)
    if league.status != League.Status.RUNNING:
        raise LeagueError("the league hasn't started yet")


def _check_players_pair(league: League) -> None:
    _check_running(league)
    if league.swiss:
        raise LeagueError("in this league the organizer pairs Swiss rounds")


def _entry(league: League, username: str) -> Entry:
    entry = league.entries.filter(player__username=username).select_related("player").first()
    if entry is None:
        raise LeagueError(f"no player named {username!r} in this league")
    return entry


def _active_entry(league: League, username: str, *, you: bool = False) -> Entry:
    entry = league.entries.filter(player__username=username).select_related("player").first()
    if entry is None:
        raise LeagueError("you are not in this league" if you else f"no player named {username!r} in this league")
    if not entry.active:
        raise LeagueError("you have dropped from this league" if you else f"{username} has dropped from this league")
    return entry


def _check_can_play(league: League, entry: Entry, *, you: bool = False) -> None:
    problem = _play_problem(league, entry, you=you)
    if problem:
        raise LeagueError(problem)


def _play_problem(league: League, entry: Entry, *, you: bool = False) -> str | None:
    """One match at a time, and no more than the league's allowance."""
    who = "you" if you else entry.player.username
    if _unfinished_match(entry) is not None:
        return f"{who} {'are' if you else 'is'} already in a league match"
    played = selectors.counted_matches(league=league).filter(Q(player1=entry) | Q(player2=entry)).count()
    if played >= league.max_matches:
        return f"{who} {'have' if you else 'has'} played all {league.max_matches} league matches"
    return None


def _unfinished_match(entry: Entry) -> Match | None:
    return Match.objects.filter(Q(player1=entry) | Q(player2=entry), status=Match.Status.PLAYING).first()


def _check_score(league: League, score: tuple[int, int, int]) -> None:
    problem = score_problem(best_of=league.best_of, player1_wins=score[0], player2_wins=score[1], draws=score[2])
    if problem:
        raise LeagueError(problem)


def _results_changed(league: League, *fields: str) -> None:
    """Save the (locked) league with a new results version: the standings poll picks it up."""
    league.results_version += 1
    league.save(update_fields=["results_version", *fields])


def _log(league: League, by: AbstractBaseUser, kind: str, *, match: Match | None = None, detail: str = "") -> None:
    OrganizerAction.objects.create(league=league, by=by, kind=kind, match=match, detail=detail)

"""Thin views: read through selectors, write through services, render templates.

Every write is a POST that redirects back with a message: the error says
why nothing changed. The standings table polls its partial (see
``league_standings``).
"""
from collections.abc import Callable

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import ValidationError
from django.http import Http404, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.views.decorators.http import require_POST

from leagues import selectors, services
from leagues.errors import LeagueError, ResultsFileError
from leagues.export import standings_csv
from leagues.forms import ChallengeForm, EntryForm, LeagueForm, PlayerForm, ResultsFileForm, RoundForm, ScoreForm
from leagues.models import League, Match


@login_required
def league_list(request):
    return render(request, "leagues/list.html", {"leagues": League.objects.select_related("organizer")})


@login_required
def league_create(request):
    form = LeagueForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        try:
            league = services.league_create(organizer=request.user, **form.cleaned_data)
        except ValidationError as error:
            form.add_error(None, error)
        else:
            messages.success(request, f"League “{league.name}” created: players can join now.")
            return redirect("leagues:detail", league_id=league.pk)
    return render(request, "leagues/create.html", {"form": form}, status=400 if form.errors else 200)


@login_required
def league_detail(request, league_id: int):
    league = get_object_or_404(League.objects.select_related("organizer"), pk=league_id)
    entry = league.entries.filter(player=request.user).first()
    return render(request, "leagues/detail.html", {
        "league": league,
        "standings": selectors.league_standings(league=league),
        "entry": entry,
        "my_matches": selectors.entry_matches(entry=entry) if entry else [],
        "matches": selectors.league_matches(league=league)[:50],
        "is_organizer": league.organizer_id == request.user.pk,
        "entry_form": EntryForm(user=request.user),
        "challenge_form": ChallengeForm(),
    })


@login_required
def league_standings(request, league_id: int):
    """The standings partial, polled by htmx: 204 (nothing to swap) while no result has changed."""
    league = get_object_or_404(League, pk=league_id)
    if not request.htmx:
        return redirect("leagues:detail", league_id=league.pk)
    if request.GET.get("since") == str(league.results_version):
        return HttpResponse(status=204)
    return render(request, "leagues/detail.html#standings",
                  {"league": league, "standings": selectors.league_standings(league=league)})


@login_required
def league_standings_csv(request, league_id: int):
    league = get_object_or_404(League, pk=league_id)
    response = HttpResponse(standings_csv(selectors.league_standings(league=league)), content_type="text/csv")
    response["Content-Disposition"] = f'attachment; filename="league-{league.pk}-standings.csv"'
    return response


@login_required
def league_manage(request, league_id: int):
    league = get_object_or_404(League, pk=league_id, organizer=request.user)
    return render(request, "leagues/manage.html", {
        "league": league,
        "entries": league.entries.select_related("player"),
        "awaiting": selectors.league_matches(league=league).filter(status=Match.Status.PLAYING, at_table=True)
                    .prefetch_related("reports__reporter__player"),
        "log": league.log.select_related("by", "match")[:100],
        "player_form": PlayerForm(auto_id=False), "round_form": RoundForm(), "file_form": ResultsFileForm(),
    })


@login_required
def match_detail(request, match_id: int):
    match = get_object_or_404(Match.objects.select_related("league__organizer", "player1__player", "player2__player"),
                              pk=match_id)
    is_player = request.user.pk in {match.player1.player_id, match.player2.player_id if match.player2 else None}
    return render(request, "leagues/match.html", {
        "match": match,
        "games": match.games.select_related("game"),
        "may_watch": selectors.may_watch_games(match=match, user=request.user),
        "reports": match.reports.select_related("reporter__player"),
        "is_player": is_player,
        "is_organizer": match.league.organizer_id == request.user.pk,
        "score_form": ScoreForm(auto_id=False),
    })


# -- writes ----------------------------------------------------------------------
@login_required
@require_POST
def league_join(request, league_id: int):
    def join():
        form = _valid(EntryForm(request.POST, user=request.user))
        services.league_join(league_id=league_id, user=request.user, deck=form.cleaned_data["deck"])
    return _perform(request, join, "You're in: your deck is locked for this league.", _detail(league_id))


@login_required
@require_POST
def league_drop(request, league_id: int):
    return _perform(request, lambda: services.league_drop(league_id=league_id, user=request.user),
                    "You dropped from the league; your matches still count.", _detail(league_id))


@login_required
@require_POST
def match_request(request, league_id: int):
    try:
        match = services.match_request(league_id=league_id, user=request.user)
    except (LeagueError, League.DoesNotExist) as error:
        return _failed(request, error, _detail(league_id))
    if match is None:
        messages.success(request, "Waiting for an opponent: your match starts when another player asks.")
        return redirect(_detail(league_id))
    return redirect(_first_game_or_match(match))


@login_required
@require_POST
def match_request_cancel(request, league_id: int):
    return _perform(request, lambda: services.match_request_cancel(league_id=league_id, user=request.user),
                    "You're no longer waiting for a match.", _detail(league_id))


@login_required
@require_POST
def match_challenge(request, league_id: int):
    try:
        form = _valid(ChallengeForm(request.POST))
        match = services.match_challenge(league_id=league_id, user=request.user, **form.cleaned_data)
    except (LeagueError, League.DoesNotExist) as error:
        return _failed(request, error, _detail(league_id))
    return redirect(_first_game_or_match(match))


@login_required
@require_POST
def league_start(request, league_id: int):
    return _perform(request, lambda: services.league_start(league_id=league_id, by=request.user),
                    "The league has started: players can play their matches.", _manage(league_id))


@login_required
@require_POST
def swiss_round_start(request, league_id: int):
    def start():
        form = _valid(RoundForm(request.POST))
        return services.swiss_round_start(league_id=league_id, by=request.user, **form.cleaned_data)
    return _perform(request, start, "The round is paired.", _manage(league_id))


@login_required
@require_POST
def league_award_bye(request, league_id: int):
    def award():
        form = _valid(PlayerForm(request.POST))
        services.league_award_bye(league_id=league_id, by=request.user, **form.cleaned_data)
    return _perform(request, award, "Bye awarded.", _manage(league_id))


@login_required
@require_POST
def league_remove_player(request, league_id: int):
    def remove():
        form = _valid(PlayerForm(request.POST))
        services.league_remove_player(league_id=league_id, by=request.user, **form.cleaned_data)
    return _perform(request, remove, "Player removed; their finished matches still count.", _manage(league_id))


@login_required
@require_POST
def league_close(request, league_id: int):
    return _perform(request, lambda: services.league_close(league_id=league_id, by=request.user),
                    "The league is closed.", _detail(league_id))


@login_required
@require_POST
def results_import(request, league_id: int):
    def import_file():
        form = _valid(ResultsFileForm(request.POST, request.FILES))
        upload = form.cleaned_data["file"]
        services.results_import(league_id=league_id, by=request.user, data=upload.read(), source=upload.name)
    return _perform(request, import_file, "Results imported.", _manage(league_id))


@login_required
@require_POST
def table_match_report(request, match_id: int):
    def report():
        form = _valid(ScoreForm(request.POST))
        match = services.table_match_report(match_id=match_id, user=request.user, **form.cleaned_data)
        if match.status == Match.Status.PLAYING:
            messages.info(request, "Reported: the result counts once your opponent reports the same.")
    return _perform(request, report, "Result saved.", _match(match_id))


@login_required
@require_POST
def table_match_confirm(request, match_id: int, report_id: int):
    return _perform(request, lambda: services.table_match_confirm(match_id=match_id, by=request.user,
                                                                  report_id=report_id),
                    "Result confirmed.", _match(match_id))


@login_required
@require_POST
def match_correct(request, match_id: int):
    def correct():
        form = _valid(ScoreForm(request.POST))
        services.match_correct(match_id=match_id, by=request.user, **form.cleaned_data)
    return _perform(request, correct, "Result corrected (logged).", _match(match_id))


# -- helpers ---------------------------------------------------------------------
def _perform(request, action: Callable[[], object], success: str, then: str):
    try:
        action()
    except (LeagueError, League.DoesNotExist, Match.DoesNotExist) as error:
        return _failed(request, error, then)
    messages.success(request, success)
    return redirect(then)


def _failed(request, error: Exception, then: str):
    if isinstance(error, (League.DoesNotExist, Match.DoesNotExist)):
        raise Http404 from None
    problems = error.problems if isinstance(error, ResultsFileError) else [str(error)]
    for problem in problems:
        messages.error(request, problem)
    return redirect(then)


def _valid(form):
    if not form.is_valid():
        raise LeagueError("; ".join(f"{name}: {message}" if name != "__all__" else message
                                    for name, errors in form.errors.items() for message in errors))
    return form


def _first_game_or_match(match: Match) -> str:
    """Where a new match is played: its first game online, its page at a table."""
    first = match.games.first()
    return reverse("game:detail", args=[first.game_id]) if first else _match(match.pk)


def _detail(league_id: int) -> str:
    return reverse("leagues:detail", args=[league_id])


def _manage(league_id: int) -> str:
    return reverse("leagues:manage", args=[league_id])


def _match(match_id: int) -> str:
    return reverse("leagues:match", args=[match_id])

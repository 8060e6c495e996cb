"""Thin views: read through selectors, write through services (table actions through game/table/act.py),
render templates or partials."""
from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.views.decorators.http import require_POST
from django_htmx.http import HttpResponseClientRedirect

from game import lobby
from game.chat import ChatError, chat_post
from game.forms import JoinGameForm, OpenGameForm
from game.models import Card
from game.selectors import game_for_viewer, lobby_games
from game.table.act import game_act as table_act
from game.table.render import render_chat_lines, render_live, render_message, table_context


def home(request):
    return render(request, "home.html", {"card_count": Card.objects.count()})


@login_required
def game_list(request):
    open_games, my_games, watchable = lobby_games(user=request.user)
    return render(request, "game/lobby.html", {
        "open_games": open_games, "my_games": my_games, "watchable": watchable,
        "open_form": OpenGameForm(user=request.user), "join_form": JoinGameForm(user=request.user),
    })


@login_required
@require_POST
def game_open(request):
    form = OpenGameForm(request.POST, user=request.user)
    if not form.is_valid():
        messages.error(request, "; ".join(e for errors in form.errors.values() for e in errors))
        return redirect("game:list")
    try:
        game = lobby.game_open(host=request.user, **form.cleaned_data)
    except lobby.LobbyError as error:
        messages.error(request, str(error))
        return redirect("game:list")
    return redirect("game:detail", game_id=game.pk)


@login_required
@require_POST
def game_join(request, game_id: int):
    form = JoinGameForm(request.POST, user=request.user)
    try:
        if not form.is_valid():
            raise lobby.LobbyError("choose one of your decks")
        lobby.game_join(game_id=game_id, user=request.user, deck=form.cleaned_data["deck"])
    except lobby.LobbyError as error:
        messages.error(request, str(error))
    except lobby.Game.DoesNotExist:
        raise Http404 from None
    return redirect("game:detail", game_id=game_id)


@login_required
@require_POST
def game_leave(request, game_id: int):
    try:
        lobby.game_leave(game_id=game_id, user=request.user)
    except lobby.LobbyError as error:
        messages.error(request, str(error))
        return redirect("game:detail", game_id=game_id)
    except lobby.Game.DoesNotExist:
        raise Http404 from None
    return redirect("game:list")


@login_required
def game_detail(request, game_id: int):
    access = game_for_viewer(game_id=game_id, user=request.user)
    if access is None:
        raise Http404("no such game")
    if access.state is None:
        return render(request, "game/waiting.html", {
            "game": access.game, "seats": access.game.seats.all(), "seated": access.viewer is not None,
            "join_form": JoinGameForm(user=request.user),
        })
    if request.htmx:
        return HttpResponseClientRedirect(request.path)  # the waiting room's poll: the game has started
    return render(request, "game/table.html", table_context(game=access.game, state=access.state, viewer=access.viewer))


@login_required
@require_POST
def game_act(request, game_id: int):
    """One table action (htmx): the message line, and every live partial out of band unless
    the page says its websocket is connected (header X-Landfall-Live), which brings them anyway.

    409 for an action the rules forbid (the message names the rule), 400 for
    a malformed request; either way nothing changed. The table page (header X-Landfall-Page, set by
    static/js/table.js) gets a rule's refusal with 200: a normal answer, which the browser doesn't log
    in its console as a failed request.
    """
    try:
        outcome = table_act(game_id=game_id, user=request.user, data=request.POST)
    except lobby.Game.DoesNotExist:
        raise Http404 from None
    body = render_message(error=outcome.error, rule=outcome.rule, request=request)
    if request.headers.get("X-Landfall-Live") != "1":
        # Without a live connection the page needs the new table in the answer itself.
        access = game_for_viewer(game_id=game_id, user=request.user)
        if access is not None and access.state is not None:
            body += render_live(game=access.game, state=access.state, viewer=access.viewer, request=request)
    if outcome.ok or outcome.rule and request.headers.get("X-Landfall-Page") == "1":
        return HttpResponse(body)
    return HttpResponse(body, status=409 if outcome.rule else 400)


@login_required
@require_POST
def game_chat(request, game_id: int):
    """A player's message to the table (htmx): the chat's lines, with the refusal when there is one (400);
    every page of the game gets the new lines over its websocket."""
    try:
        chat_post(game_id=game_id, user=request.user, text=request.POST.get("text", ""))
        error = None
    except lobby.Game.DoesNotExist:
        raise Http404 from None
    except ChatError as refusal:
        error = str(refusal)
    access = game_for_viewer(game_id=game_id, user=request.user)
    if access is None:
        raise Http404("no such game")
    body = render_chat_lines(game_id=game_id, viewer=access.viewer, error=error, request=request)
    return HttpResponse(body, status=400 if error else 200)


@login_required
def game_after(request, game_id: int):
    """What follows a finished game, for its page (htmx): the next game of a league match, a rematch, the lobby."""
    return _after_game(request, game_id)


def _after_game(request, game_id: int, error: str | None = None, status: int = 200):
    access = game_for_viewer(game_id=game_id, user=request.user)
    if access is None or access.state is None or not access.state.game_over:
        raise Http404("no such finished game")
    follows = lobby.following_links(game_id=game_id)
    return render(request, "game/after-game-links.html", {
        "game": access.game, "follows": follows, "rematch": access.game.options.get("rematch"),
        "may_rematch": access.viewer is not None and not follows, "error": error,
    }, status=status)


@login_required
@require_POST
def game_rematch(request, game_id: int):
    try:
        rematch = lobby.game_rematch(game_id=game_id, user=request.user)
    except lobby.Game.DoesNotExist:
        raise Http404 from None
    except lobby.LobbyError as error:
        return _after_game(request, game_id, error=str(error), status=400)
    return HttpResponseClientRedirect(reverse("game:detail", args=[rematch.pk]))

"""Deck pages: thin views that call selectors and services and render templates.

Another player's private deck answers 404, as if it didn't exist.
"""
from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import ValidationError
from django.http import Http404, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.views.decorators.http import require_POST

from game.decks import selectors, services
from game.decks.errors import DeckFileError
from game.decks.export import export_deck
from game.decks.formats import FILE_FORMATS
from game.decks.forms import DeckCountsForm, DeckFileForm, DeckImportForm, DeckSettingsForm
from game.decks.validation import validate_deck


def _visible_deck(request, pk: int):
    return get_object_or_404(selectors.decks_visible_to(user=request.user).select_related("owner", "commander"), pk=pk)


def _own_deck(request, pk: int):
    return get_object_or_404(selectors.decks_editable_by(user=request.user), pk=pk)


@login_required
def deck_list(request):
    decks = selectors.deck_list_for(user=request.user)
    return render(request, "decks/list.html", {
        "own_decks": [deck for deck in decks if deck.owner_id == request.user.pk],
        "public_decks": [deck for deck in decks if deck.owner_id != request.user.pk],
    })


@login_required
def deck_create(request):
    form = DeckImportForm(request.POST or None, request.FILES or None)
    if request.method == "POST" and form.is_valid():
        try:
            deck = services.deck_import(owner=request.user, data=form.deck_data(), **form.import_options())
        except DeckFileError as error:
            form.add_file_error(error)
        else:
            messages.success(request, f"Deck “{deck.name}” imported.")
            return redirect("decks:detail", pk=deck.pk)
    return render(request, "decks/create.html", {"form": form}, status=400 if form.errors else 200)


@login_required
def deck_detail(request, pk: int):
    deck = _visible_deck(request, pk)
    contents = selectors.deck_contents(deck=deck)
    return render(request, "decks/detail.html", {
        "deck": deck,
        "contents": contents,
        "is_owner": deck.owner_id == request.user.pk,
        "problems": validate_deck(contents, format=deck.format),
        "type_groups": selectors.deck_type_breakdown(contents=contents),
        "curve": selectors.deck_mana_curve(contents=contents),
        "file_formats": FILE_FORMATS.values(),
    })


@login_required
def deck_edit(request, pk: int):
    deck = _own_deck(request, pk)
    settings_form = DeckSettingsForm.for_deck(deck, request.POST or None)
    if request.method == "POST" and settings_form.is_valid():
        try:
            services.deck_update(deck=deck, **settings_form.cleaned_data)
        except ValidationError as error:
            settings_form.add_error(None, error)
        else:
            messages.success(request, "Deck saved.")
            return redirect("decks:edit", pk=deck.pk)
    return _edit_page(request, deck, settings_form=settings_form)


@login_required
@require_POST
def deck_counts(request, pk: int):
    """Save the counts; htmx gets the entries fragment back, a plain form post the page."""
    deck = _own_deck(request, pk)
    form = DeckCountsForm(request.POST, entries=deck.entries.select_related("card"))
    if form.is_valid():
        try:
            services.deck_update_counts(deck=deck, counts=form.counts())
        except ValidationError as error:
            form.add_error(None, error)
        else:
            if not request.htmx:
                messages.success(request, "Counts saved.")
                return redirect("decks:edit", pk=deck.pk)
            form = DeckCountsForm(entries=deck.entries.select_related("card"))
    template = "decks/edit.html#entries" if request.htmx else "decks/edit.html"
    return _edit_page(request, deck, counts_form=form, template=template, saved=not form.errors)


@login_required
@require_POST
def deck_add_cards(request, pk: int):
    deck = _own_deck(request, pk)
    form = DeckFileForm(request.POST, request.FILES)
    if form.is_valid():
        try:
            services.deck_add_cards(deck=deck, data=form.deck_data())
        except DeckFileError as error:
            form.add_file_error(error)
        except ValidationError as error:
            form.add_error(None, error)
        else:
            messages.success(request, "Cards added.")
            return redirect("decks:edit", pk=deck.pk)
    return _edit_page(request, deck, add_form=form)


@login_required
@require_POST
def deck_remove_commander(request, pk: int):
    deck = services.deck_remove_commander(deck=_own_deck(request, pk))
    messages.success(request, "Commander removed.")
    return redirect("decks:edit", pk=deck.pk)


@login_required
def deck_export(request, pk: int, to: str):
    if to not in FILE_FORMATS:
        raise Http404("No such deck file format.")
    exported = export_deck(deck=_visible_deck(request, pk), to=to)
    response = HttpResponse(exported.content, content_type=exported.content_type)
    response["Content-Disposition"] = f'attachment; filename="{exported.filename}"'
    return response


@login_required
def deck_delete(request, pk: int):
    deck = _own_deck(request, pk)
    if request.method == "POST":
        services.deck_delete(deck=deck)
        messages.success(request, f"Deck “{deck.name}” deleted.")
        return redirect("decks:list")
    return render(request, "decks/delete.html", {"deck": deck})


def _edit_page(request, deck, *, settings_form=None, counts_form=None, add_form=None,
               template="decks/edit.html", saved=False):
    failed = any(form is not None and form.errors for form in (settings_form, counts_form, add_form))
    return render(request, template, {
        "deck": deck,
        "settings_form": settings_form or DeckSettingsForm.for_deck(deck),
        "counts_form": counts_form or DeckCountsForm(entries=deck.entries.select_related("card")),
        "add_form": add_form or DeckFileForm(),
        "saved": saved,
    }, status=400 if failed else 200)

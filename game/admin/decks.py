"""Admin for decks: inline entries with card autocomplete, validity filter,
actions (validate, export, duplicate, assign to a player) and an import page."""
from django.contrib import admin, messages
from django.contrib.admin.helpers import ACTION_CHECKBOX_NAME
from django.core.exceptions import PermissionDenied
from django.http import HttpResponse
from django.shortcuts import redirect
from django.template.response import TemplateResponse
from django.urls import path

from game.decks.errors import DeckFileError
from game.decks.export import export_decks_zip
from game.decks.forms import AdminDeckImportForm, AssignDeckForm
from game.decks.selectors import decks_with_problems, with_board_sizes
from game.decks.services import deck_assign, deck_duplicate, deck_import
from game.models import Deck, DeckEntry


class ValidityFilter(admin.SimpleListFilter):
    """Valid or not for the deck's own format (computed: validity isn't stored)."""

    title = "validity"
    parameter_name = "validity"

    def lookups(self, request, model_admin):
        return [("valid", "Valid"), ("invalid", "Invalid")]

    def queryset(self, request, queryset):
        if self.value() not in ("valid", "invalid"):
            return queryset
        wanted = self.value() == "valid"
        return queryset.filter(pk__in=[deck.pk for deck, problems in decks_with_problems(decks=queryset)
                                       if (not problems) == wanted])


class DeckEntryInline(admin.TabularInline):
    model = DeckEntry
    autocomplete_fields = ["card"]
    fields = ["card", "count", "board"]
    extra = 1


@admin.register(Deck)
class DeckAdmin(admin.ModelAdmin):
    list_display = ("name", "owner", "format", "commander", "main_count", "side_count", "is_public", "updated")
    list_filter = ("format", ValidityFilter, "is_public")
    search_fields = ("name", "owner__username", "entries__card__name")
    autocomplete_fields = ["owner", "commander"]
    inlines = [DeckEntryInline]
    actions = ["validate", "export", "duplicate", "assign"]
    change_list_template = "admin/decks/change_list.html"

    def get_queryset(self, request):
        return with_board_sizes(super().get_queryset(request).select_related("owner", "commander"))

    @admin.display(description="main deck", ordering="main_count")
    def main_count(self, deck: Deck) -> int:
        return deck.main_count

    @admin.display(description="sideboard", ordering="side_count")
    def side_count(self, deck: Deck) -> int:
        return deck.side_count

    def get_urls(self):
        return [path("import/", self.admin_site.admin_view(self.import_view), name="game_deck_import"),
                *super().get_urls()]

    def import_view(self, request):
        if not self.has_add_permission(request):
            raise PermissionDenied
        form = AdminDeckImportForm(request.POST or None, request.FILES or None)
        if request.method == "POST" and form.is_valid():
            try:
                deck = deck_import(owner=form.cleaned_data["owner"], data=form.deck_data(), **form.import_options())
            except DeckFileError as error:
                form.add_file_error(error)
            else:
                self.message_user(request, f"Imported “{deck.name}” for {deck.owner}.", messages.SUCCESS)
                return redirect("admin:game_deck_change", deck.pk)
        context = {**self.admin_site.each_context(request), "opts": self.opts, "form": form, "title": "Import a deck"}
        return TemplateResponse(request, "admin/decks/import.html", context, status=400 if form.errors else 200)

    @admin.action(description="Validate selected decks", permissions=["view"])
    def validate(self, request, queryset):
        for deck, problems in decks_with_problems(decks=queryset):
            if problems:
                self.message_user(request, f"{deck.name}: " + "; ".join(map(str, problems)), messages.WARNING)
            else:
                self.message_user(request, f"{deck.name}: a legal {deck.get_format_display().lower()} deck.",
                                  messages.SUCCESS)

    @admin.action(description="Export selected decks (zip of every format)", permissions=["view"])
    def export(self, request, queryset):
        response = HttpResponse(export_decks_zip(decks=queryset), content_type="application/zip")
        response["Content-Disposition"] = 'attachment; filename="decks.zip"'
        return response

    @admin.action(description="Duplicate selected decks", permissions=["add"])
    def duplicate(self, request, queryset):
        copies = [deck_duplicate(deck=deck) for deck in queryset]
        self.message_user(request, f"Made {len(copies)} cop{'y' if len(copies) == 1 else 'ies'}.", messages.SUCCESS)

    @admin.action(description="Assign selected decks to a player…", permissions=["change"])
    def assign(self, request, queryset):
        """A page to choose the player first; the chosen player comes back with "apply"."""
        form = AssignDeckForm(request.POST if "apply" in request.POST else None)
        if form.is_valid():
            owner = form.cleaned_data["owner"]
            for deck in queryset:
                deck_assign(deck=deck, owner=owner)
            self.message_user(request, f"Assigned {queryset.count()} deck(s) to {owner}.", messages.SUCCESS)
            return None
        context = {**self.admin_site.each_context(request), "opts": self.opts, "form": form, "decks": queryset,
                   "action_checkbox_name": ACTION_CHECKBOX_NAME, "title": "Assign decks to a player"}
        return TemplateResponse(request, "admin/decks/assign.html", context)

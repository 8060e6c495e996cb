"""Leagues in the admin: settings are editable; results and decks are read-only here.

A result changes only through the league's tools (correct, confirm, import),
which log who changed it and when; a locked deck never changes.
"""
from django.contrib import admin

from leagues.models import Entry, League, Match, OrganizerAction

RESULT_FIELDS = ("status", "player1_wins", "player2_wins", "draws", "finished")


class EntryInline(admin.TabularInline):
    model = Entry
    fields = ("player", "deck_name", "joined", "dropped", "removed")
    readonly_fields = fields
    extra = 0
    can_delete = False
    show_change_link = True


class OrganizerActionInline(admin.TabularInline):
    model = OrganizerAction
    fields = ("at", "by", "kind", "match", "detail")
    readonly_fields = fields
    extra = 0
    can_delete = False

    def has_add_permission(self, request, obj=None):
        return False


@admin.register(League)
class LeagueAdmin(admin.ModelAdmin):
    list_display = ("name", "organizer", "format", "starts_on", "ends_on", "best_of", "max_matches", "swiss", "status")
    list_filter = ("status", "format", "swiss")
    search_fields = ("name", "organizer__username")
    readonly_fields = ("results_version", "created")
    inlines = [EntryInline, OrganizerActionInline]


@admin.register(Entry)
class EntryAdmin(admin.ModelAdmin):
    list_display = ("player", "league", "deck_name", "joined", "dropped", "removed")
    list_filter = ("league",)
    search_fields = ("player__username", "league__name")
    readonly_fields = ("league", "player", "deck_name", "deck_cards", "commander", "joined", "dropped", "removed",
                       "looking_since")


@admin.register(Match)
class MatchAdmin(admin.ModelAdmin):
    list_display = ("__str__", "round", "at_table", *RESULT_FIELDS)
    list_filter = ("league", "status", "at_table")
    readonly_fields = ("league", "round", "player1", "player2", "at_table", *RESULT_FIELDS, "created")

    def has_add_permission(self, request):
        return False

"""Admin for the card catalog: browse and search imported cards (view only:
cards come from import_cards / load_catalog) and the record of imports."""
import json

from django.contrib import admin
from django.template.defaultfilters import linebreaksbr
from django.utils.html import format_html_join

from game.models import Card, CatalogLoad
from game.rules.mana_cost import COLORS
from game.rules.typeline import CARD_TYPES, SUPERTYPES

COLOR_NAMES = dict(zip(COLORS, ("White", "Blue", "Black", "Red", "Green")))
COLORLESS = "colorless"


class JsonListFilter(admin.SimpleListFilter):
    """Cards whose JSON list ``field_name`` holds the chosen value.

    Matching the quoted JSON string ('"Land"') works on SQLite's JSON text and
    PostgreSQL's jsonb alike, and never matches inside a longer word ("Island").
    """

    field_name = ""
    values: tuple[str, ...] = ()

    def lookups(self, request, model_admin):
        return [(value, value) for value in self.values]

    def queryset(self, request, queryset):
        if self.value() in self.values:
            return queryset.filter(**{f"{self.field_name}__icontains": json.dumps(self.value())})
        return queryset


class CardTypeFilter(JsonListFilter):
    title = "card type"
    parameter_name = "card_type"
    field_name = "card_types"
    values = CARD_TYPES


class SupertypeFilter(JsonListFilter):
    title = "supertype"
    parameter_name = "supertype"
    field_name = "supertypes"
    values = SUPERTYPES


class ColorFilter(JsonListFilter):
    title = "color"
    parameter_name = "color"
    field_name = "colors"
    values = COLORS

    def lookups(self, request, model_admin):
        return [*((color, COLOR_NAMES[color]) for color in COLORS), (COLORLESS, "Colorless")]

    def queryset(self, request, queryset):
        if self.value() == COLORLESS:
            return queryset.filter(colors=[])
        return super().queryset(request, queryset)


class ViewOnlyAdmin(admin.ModelAdmin):
    def has_add_permission(self, request):
        return False

    def has_change_permission(self, request, obj=None):
        return False


@admin.register(Card)
class CardAdmin(ViewOnlyAdmin):
    list_display = ("name", "mana_cost", "type_line", "mana_value", "color_letters", "layout")
    search_fields = ("name", "type_line", "oracle_text")
    list_filter = (CardTypeFilter, SupertypeFilter, ColorFilter, "layout")
    list_per_page = 50
    show_full_result_count = False  # no COUNT(*) of the whole catalog on every page
    fieldsets = (
        (None, {"fields": ("name", "mana_cost", "mana_value", "type_line", "oracle_text")}),
        ("Characteristics", {"fields": (
            "supertypes", "card_types", "subtypes", "colors", "color_indicator", "color_identity",
            "power", "toughness", "loyalty", "defense",
        )}),
        ("Faces", {"fields": ("layout", "face_summary")}),
        (None, {"fields": ("updated_at",)}),
    )
    readonly_fields = ("face_summary",)

    @admin.display(description="colors")
    def color_letters(self, card: Card) -> str:
        return "".join(card.colors) or "—"

    @admin.display(description="faces")
    def face_summary(self, card: Card) -> str:
        if not card.faces:
            return "—"
        return format_html_join(
            "", "<p><strong>{}</strong> {} — {}<br>{}</p>",
            ((face["name"], face["mana_cost"], face["type_line"], linebreaksbr(face["oracle_text"]))
             for face in card.faces),
        )


@admin.register(CatalogLoad)
class CatalogLoadAdmin(ViewOnlyAdmin):
    list_display = ("source", "loaded_at", "created", "updated", "skipped", "checksum")
    search_fields = ("source", "checksum")

    def has_delete_permission(self, request, obj=None):
        return False

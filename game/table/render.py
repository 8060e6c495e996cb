"""Render the table for one viewer: the whole page, or its partials for an htmx swap.

The table itself is Jinja2 templates (templates/game/table/*.jinja): every
live update renders it once per viewer, and on a mid-game board Jinja2 does
that about ten times faster than Django's template language (the "jinja2"
engine in settings.TEMPLATES). The page around it (game/table.html,
base.html) stays a Django template.
"""
import sys
from functools import partial

from django.conf import settings
from django.template import engines
from django.urls import reverse
from django.utils.html import format_html_join
from django.utils.safestring import mark_safe

from game.chat import CHAT_LENGTH, chat_lines
from game.live.recent import Recent
from game.rules.characteristics import characteristics
from game.rules.combat import attackers, damage_division
from game.rules.state import STEPS
from game.table.offers import offers_for
from game.table.tools import COUNTER_KINDS, attach_tools, revealed_to
from game.table.view import may_change_by_hand, table_cards, table_view

LIVE_PARTIALS = ("turn-bar", "actions", "seats", "shared", "hand", "log")
SEAT_PIECES = ("status", "tools", "cards")  # "seats" goes live as these pieces of each seat (seats.jinja)
MOVE_ZONES = ("hand", "battlefield", "graveyard", "library", "exile", "command")
# The options of every card's Move… form, the same for all: built once.
ZONE_OPTIONS = format_html_join("", '<option value="{0}">{0}</option>', ((zone,) for zone in MOVE_ZONES))
STEP_CHOICES = tuple((step, step.replace("_", " ")) for step in STEPS)
# Effects the engine doesn't automate, done by hand on your own seat.
SEAT_EFFECTS = (("Draw", {"do": "draw", "count": "1"}), ("Shuffle", {"do": "shuffle"}),
                ("Life −1", {"do": "life", "amount": "-1"}), ("Life +1", {"do": "life", "amount": "1"}))


def _render(name: str, context: dict, request=None) -> str:
    return engines["jinja2"].get_template(f"game/table/{name}.jinja").render(context, request)


# A card's HTML by everything its macro reads: most cards look the same from one version to the next
# and to every viewer who has the same offers on them. Within its share of settings.LANDFALL_KEPT_MB, the least
# recently drawn going first: at 1,000 games a process draws some 27,000 looks over and over, and a cache of
# 10,000 emptied whenever full drew every one of them anew (benchmarks/README.md, tenth session).
CARD_KEY_BYTES = 1_500  # an entry's key and bookkeeping beside its HTML, measured on the benchmark's tables
CARD_HTML = Recent(settings.KEPT_CARD_HTML_BYTES, size=lambda html: sys.getsizeof(html) + CARD_KEY_BYTES)


def _hashable(fields: dict) -> tuple:
    """An offer's form fields as part of a key: a field of several values (targets) is a list."""
    return tuple((name, tuple(value) if isinstance(value, list) else value) for name, value in fields.items())


def _card_html(card, act_url: str):
    """The ``card`` macro (macros.jinja) for ``card``, reused while its key is the same."""
    key = (card.id, card.name, card.type_line, card.frame, card.text, card.manual, card.chosen_color, card.chosen_type, card.phased_out, card.mana_cost, card.tapped, card.sick, card.power,
           card.toughness, card.loyalty, card.damage, tuple(card.counters.items()), card.attacking,
           tuple(attached.name for attached in card.attachments), card.token, card.movable,
           tuple(card.attach_options), tuple((tool.label, _hashable(tool.fields)) for tool in card.tools),
           tuple((offer.label, _hashable(offer.fields), offer.amounts, offer.total, offer.x_from) for offer in card.offers), act_url)
    html = CARD_HTML.used(key)
    if html is None:
        macros = engines["jinja2"].env.get_template("game/table/macros.jinja").module
        html = CARD_HTML.keep(key, macros.card(card, act_url, ZONE_OPTIONS))
    return html


def _attach_offers(table, offers) -> None:
    for card in table_cards(table):
        card.offers = offers.by_card.get(card.id, [])
        # 702.26b: nothing, by hand either, touches a phased-out permanent
        card.movable = not card.phased_out and may_change_by_hand(table.viewer, card.owner, card.controller)


def view_context(*, game, state, viewer: str | None) -> dict:
    """What the table's templates need to show it to ``viewer``."""
    table = table_view(state, viewer)
    offers = offers_for(state, viewer)
    _attach_offers(table, offers)
    attach_tools(table, state)
    act_url = reverse("game:act", args=[game.pk])
    context = {"table": table, "offers": offers, "act_url": act_url, "card": partial(_card_html, act_url=act_url),
               "ws_path": f"/ws/games/{game.pk}/", "steps": STEP_CHOICES, "seat_effects": SEAT_EFFECTS,
               "revealed": revealed_to(state, viewer), "counter_kinds": COUNTER_KINDS,
               **(after_game_urls(game.pk) if state.game_over else {})}
    if offers.choice:
        options = offers.choice.get("options")
        if options is None and offers.choice["choice"] in ("discard", "bottom"):
            options = state.player(viewer).hand
        if offers.choice["choice"] in ("starting_player", "pay_life", "color", "targets", "copy_targets", "pay_or_sacrifice",
                                       "pay_or_counter", "may", "exert",
                                       "chosen_type", "choose_keyword", "hand_colors",
                                       "coin_call", "enter_tapped_for_rad", "counter_to_move", "modes",
                                       "read_ahead", "aura_host", "top_or_bottom"):  # players, words, objects
            context["choice_options"] = [{"id": o, "name": characteristics(state, o).name if o in state.objects else o}
                                         for o in options]
        else:
            context["choice_options"] = [{"id": o, "name": characteristics(state, o).name} for o in options or []]
        if offers.choice["choice"] == "damage":
            context["divisions"] = _divisions(state, offers.choice)
        context["defenders"] = [p.name for p in state.players_in_game() if p.name != viewer]
        context["attackers"] = [{"id": o, "name": characteristics(state, o).name} for o in attackers(state)]
    return context


def _divisions(state, choice: dict) -> list:
    """A "damage" choice for its form: each attacking or blocking creature, and each creature or player it may
    assign damage to now with the amount proposed (combat.damage_division)."""
    def name(option):
        return option if state.has_player(option) else characteristics(state, option).name

    divisions = {creature: damage_division(state, creature)
                 for creature in choice["attackers"] + choice.get("blockers", [])}
    return [{"id": creature, "name": name(creature), "amount": division["amount"],
             "recipients": [{"id": option, "name": name(option), "amount": amount}
                            for option, amount in zip(division["options"], division["proposal"])]}
            for creature, division in divisions.items() if division]


def table_context(*, game, state, viewer: str | None) -> dict:
    """The context of the table page (game/table.html): the whole table, rendered."""
    table_html = _render("page", view_context(game=game, state=state, viewer=viewer)
                         | chat_context(game_id=game.pk, viewer=viewer))
    return {"game": game, "table_html": mark_safe(table_html)}  # autoescaped by Jinja2


def live_partials(*, game, state, viewer: str | None, request=None) -> dict[str, str]:
    """Each live partial by name (in LIVE_PARTIALS order, the seats as each one's pieces: "seat-0-status", ...),
    marked for an out-of-band swap (hx-swap-oob) into its stable id."""
    context = view_context(game=game, state=state, viewer=viewer) | {"oob": True}
    partials = {}
    for name in LIVE_PARTIALS:
        if name != "seats":
            partials[name] = _render(name, context, request)
            continue
        for index, seat in enumerate(context["table"].seats):
            for piece in SEAT_PIECES:
                partials[f"seat-{index}-{piece}"] = _render(f"seat-{piece}", context | {"seat": seat, "index": index},
                                                           request)
    return partials


def render_live(*, game, state, viewer: str | None, request=None) -> str:
    """Every live partial, in one answer."""
    return "".join(live_partials(game=game, state=state, viewer=viewer, request=request).values())


def after_game_urls(game_id: int) -> dict:
    return {"after_url": reverse("game:after", args=[game_id]), "lobby_url": reverse("game:list")}


def render_after_game(*, game_id: int) -> str:
    """The after-game shell, out of band: the page asks again what follows the game (a rematch just began)."""
    return _render("after-game", after_game_urls(game_id) | {"oob": True})


def chat_context(*, game_id: int, viewer: str | None, error: str | None = None) -> dict:
    """What chat.jinja needs: the last lines (a query), and for a player the form."""
    return {"chat_lines": chat_lines(game_id=game_id), "chat_error": error, "chat_can_write": viewer is not None,
            "chat_url": reverse("game:chat", args=[game_id]), "chat_length": CHAT_LENGTH}


def render_chat_lines(*, game_id: int, viewer: str | None, error: str | None = None, oob: bool = False,
                      request=None) -> str:
    return _render("chat-lines", chat_context(game_id=game_id, viewer=viewer, error=error) | {"oob": oob}, request)


def render_message(*, error: str | None = None, rule: str | None = None, request=None) -> str:
    """The one place rule errors show (the target of every action form)."""
    return _render("message", {"error": error, "rule": rule}, request)

"""Render the table for one viewer: the whole page, or its partials for an htmx swap."""
from django.template.loader import render_to_string

from game.rules.characteristics import characteristics
from game.rules.combat import attackers
from game.rules.state import STEPS
from game.table.offers import offers_for
from game.table.view import table_view

LIVE_PARTIALS = ("turn-bar", "actions", "seats", "shared", "hand", "log")
MOVE_ZONES = ("hand", "battlefield", "graveyard", "library", "exile", "command")
# Effects the engine doesn't automate, done by hand on your own seat.
SEAT_EFFECTS = (("Draw", {"do": "draw", "count": "1"}), ("Shuffle", {"do": "shuffle"}),
                ("Life −1", {"do": "life", "amount": "-1"}), ("Life +1", {"do": "life", "amount": "1"}))


def _attach_offers(table, offers) -> None:
    cards = [*table.stack, *table.command, *table.ante, *[c for c in table.exile if not isinstance(c, dict)]]
    for seat in table.seats:
        cards += [*seat.lands, *seat.creatures, *seat.others, *seat.graveyard, *(seat.hand or [])]
        cards += [a for c in [*seat.lands, *seat.creatures, *seat.others] for a in c.attachments]
        if seat.library_top:
            cards.append(seat.library_top)
    for card in cards:
        card.offers = offers.by_card.get(card.id, [])
        # Manual moves stand for effects the engine doesn't automate: your own objects only.
        card.movable = table.viewer is not None and table.viewer in (card.owner, card.controller)


def table_context(*, game, state, viewer: str | None) -> dict:
    table = table_view(state, viewer)
    offers = offers_for(state, viewer)
    _attach_offers(table, offers)
    context = {"game": game, "table": table, "offers": offers, "ws_path": f"/ws/games/{game.pk}/",
               "steps": [(step, step.replace("_", " ")) for step in STEPS], "zones": MOVE_ZONES,
               "seat_effects": SEAT_EFFECTS}
    if offers.choice:
        options = offers.choice.get("options")
        if options is None and offers.choice["choice"] in ("discard", "bottom"):
            options = state.player(viewer).hand
        context["choice_options"] = [{"id": o, "name": characteristics(state, o).name} for o in options or []]
        context["defenders"] = [p.name for p in state.players_in_game() if p.name != viewer]
        context["attackers"] = [{"id": o, "name": characteristics(state, o).name} for o in attackers(state)]
    return context


def render_live(*, game, state, viewer: str | None, request=None) -> str:
    """Every live partial, marked for an out-of-band swap (hx-swap-oob) into its stable id."""
    context = table_context(game=game, state=state, viewer=viewer) | {"oob": True}
    return "".join(render_to_string(f"game/table.html#{name}", context, request=request) for name in LIVE_PARTIALS)


def render_message(*, error: str | None = None, rule: str | None = None, request=None) -> str:
    """The one place rule errors show (the target of every action form)."""
    return render_to_string("game/table.html#message", {"error": error, "rule": rule}, request=request)

"""The tabletop tools a viewer is offered (rules/by_hand.py): tap or untap their permanents, reveal a card from
their hand, counters on what they own or control; and the cards other players revealed to them.

Only for what the viewer may change by hand (view.may_change_by_hand); the engine checks the rules again.
"""
from game.rules.by_hand import shown_to
from game.rules.characteristics import characteristics
from game.table.offers import Offer
from game.table.view import rules_text, table_cards, type_line

COUNTER_KINDS = ("+1/+1", "-1/-1", "loyalty", "charge", "time", "lore", "shield", "stun", "oil", "level")


def card_tools(state, viewer: str, card) -> list:
    """The tools for one of the viewer's cards: Tap or Untap on the battlefield, Reveal from their hand."""
    zone = state.objects[card.id].zone
    if zone == "battlefield":
        if card.tapped:
            return [Offer("Untap", {"do": "tap", "card": card.id, "untap": "1"})]
        return [Offer("Tap", {"do": "tap", "card": card.id})]
    if zone == "hand":  # to one other player, or to everyone (the log names it then, 701.16a)
        others = [p.name for p in state.players_in_game() if p.name != viewer]
        return [Offer(f"Reveal to {name}", {"do": "reveal", "card": card.id, "to": name}) for name in others] + \
            [Offer("Reveal to everyone", {"do": "reveal", "card": card.id, "to": ""})]
    return []


def attach_tools(table, state) -> None:
    """Give each card the viewer may change by hand its tools (after render._attach_offers set ``movable``)."""
    if table.viewer is None:
        return
    for card in table_cards(table):
        if card.movable and not card.is_ability:
            card.tools = card_tools(state, table.viewer, card)


def revealed_to(state, viewer: str | None) -> dict:
    """What other players showed ``viewer`` from their hands this turn, by owner: name, type line, text."""
    shown: dict = {}
    for object_id in shown_to(state, viewer):
        obj, chars = state.objects[object_id], characteristics(state, object_id)
        shown.setdefault(obj.owner, []).append(
            {"name": chars.name, "type_line": type_line(chars), "text": rules_text(state.spec(obj), chars)})
    return shown

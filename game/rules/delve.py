"""702.66 delve: "For each generic mana in this spell's total cost, you may exile a card from your graveyard rather
than pay that mana." (702.66a). Improvise's sibling (improvise.py): a cast names the cards it exiles (actions.Cast
``delved``), each paying {1} of the generic mana of its total cost after the mana abilities (601.2h); not an
additional or alternative cost (702.66b). The spell's own card is on the stack by then (601.2a): it can't be one."""
from game.rules.errors import RuleViolation
from game.rules.state import GameState

DELVE = "keyword:delve"


def check_delved(state: GameState, player: str, spell_id: str, name: str, abilities, delved: tuple) -> None:
    """702.66a: distinct cards in the caster's graveyard, for a spell with delve."""
    if not delved:
        return
    if DELVE not in abilities:
        raise RuleViolation("702.66a", f"{name} doesn't have delve")
    graveyard = state.player(player).graveyard
    if any(card not in graveyard or card == spell_id for card in delved):
        raise RuleViolation("702.66a", "delve exiles cards from your graveyard")
    if len(set(delved)) != len(delved):
        raise RuleViolation("702.66a", "each card is exiled for delve once")


def graveyard_cards(state: GameState, player: str, spell_id: str) -> list:
    return [card for card in state.player(player).graveyard if card != spell_id]

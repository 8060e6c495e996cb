"""608.2n: where an instant or sorcery spell goes as it resolves: its owner's graveyard; its hand with its buyback
cost paid (702.27a: buyback.py); exile with rebound, if it was cast from its owner's hand (702.88a: GameObject
``rebounds``), with a delayed triggered ability (603.7) "At the beginning of your next upkeep, you may cast this card
from exile without paying its mana cost." (performing/rebound.py: a "rebound" choice). Countered, or not resolving
(608.2b), it goes to the graveyard."""
from game.rules.abilities import SpellEffect
from game.rules.delayed import create
from game.rules.state import GameState
from game.rules.zones import move_object

REBOUND = "keyword:rebound"


def put_away(state: GameState, spell_id: str, events: list) -> None:
    spell = state.objects[spell_id]
    if spell.bought_back:
        move_object(state, spell_id, "hand", events)
        return
    if not spell.rebounds:
        move_object(state, spell_id, "graveyard", events)
        return
    card = move_object(state, spell_id, "exile", events)
    events[-1]["rule"] = "702.88a"
    create(state, "your_upkeep", SpellEffect("rebound", detail=(card.id,)), controller=spell.controller,
           source_id=card.id, card=card.card, text="you may cast this card from exile without paying its mana cost.")

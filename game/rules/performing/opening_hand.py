"""Answering the "opening_hand" choice (103.6a; phrasebook/opening_hand.py, setup.ask_opening_hand_actions): the
cards of the opening hand to begin the game with on the battlefield, any of them or none."""
from game.rules.abilities import SpellEffect
from game.rules.effects import perform
from game.rules.errors import RuleViolation
from game.rules.registry import chooses
from game.rules.setup import begins_on_battlefield
from game.rules.zones import move_object


def _check(state, player, choice, cards, targets, options) -> None:
    if targets or options or any(c not in choice["options"] or c not in state.player(player).hand for c in cards):
        raise RuleViolation("103.6a", "choose the cards of your opening hand to begin the game with on the "
                                      "battlefield, or none")


def _begin_with(state, player, choice, cards, targets, options, events) -> None:
    """Onto the battlefield (not cast, not played: 103.6a), with its counter; a card to exile from the hand for
    one is chosen before the next player's actions (103.6)."""
    abilities = [begins_on_battlefield(state, card_id) for card_id in cards]
    for card_id, ability in zip(cards, abilities):
        permanent = move_object(state, card_id, "battlefield", events, controller=player)
        events[-1]["rule"] = "103.6a"
        if permanent is not None and ability.counter:
            permanent.counters[ability.counter] = 1
    for _ in range(sum(ability.exile_from_hand for ability in abilities)):  # from the hand as it is then
        asked = len(state.pending)
        perform(state, SpellEffect("exile_from_hand"), controller=player, source_id=None, target=None,
                token=None, events=events)
        if len(state.pending) > asked:
            state.pending.insert(0, state.pending.pop())


chooses("opening_hand", "103.6a", check=_check, answer=_begin_with,
        offers=lambda state, player, choice: [((), (), ()), (tuple(choice["options"]), (), ())])

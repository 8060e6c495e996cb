"""701.8a with Immersturm Skullcairn: "It deals 3 damage to target player. That player discards a card.": "that
player" is the player targeted before, who chooses the card (701.8b: an empty hand discards nothing)."""
from game.rules.actions import ActivateAbility, Choose
from tests.rules.builder import Position, performed_in_full


def _sacrifice_cairn(game: Position, target: str) -> None:
    """Alice activates Immersturm Skullcairn at ``target``; it resolves."""
    cairn = game.battlefield("Alice", "Immersturm Skullcairn")
    game.pool("Alice", B=1, R=2, C=1)
    game.apply(ActivateAbility("Alice", cairn, game.ability(cairn), (target,)))
    assert game.names("graveyard", "Alice") == ["Immersturm Skullcairn"]  # sacrificed as a cost
    game.pass_all()


def test_701_8a_skullcairn_that_player_is_the_target_and_discards_a_card_of_their_choice():
    assert performed_in_full("Immersturm Skullcairn")
    game = Position("Alice", "Bob")
    shock, forest = game.hand("Bob", "Shock", "Forest")
    game.hand("Alice", "Island")
    _sacrifice_cairn(game, "Bob")
    assert game.player("Bob").life == 17
    assert game.state.pending[0]["player"] == "Bob"  # Bob chooses, not Alice
    game.apply(Choose("Bob", (forest,)))
    assert game.names("graveyard", "Bob") == ["Forest"] and game.player("Bob").hand == [shock]
    assert len(game.player("Alice").hand) == 1


def test_701_8b_skullcairn_on_an_empty_hand_deals_its_damage_only():
    game = Position("Alice", "Bob")
    _sacrifice_cairn(game, "Alice")
    assert game.player("Alice").life == 17 and game.state.pending == []

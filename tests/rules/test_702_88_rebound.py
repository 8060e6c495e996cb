"""702.88a rebound: cast from its owner's hand, the spell is exiled as it resolves, and at the beginning of its
controller's next upkeep they may cast it from exile without paying its mana cost (a delayed triggered ability,
603.7); cast otherwise, or countered, it goes to the graveyard. Real cards: Staggershock ({2}{R}, 2 damage to any
target, rebound), Counterspell, Island."""
from game.rules import actions as A
from tests.rules.builder import Position, performed_in_full


def test_702_88_rebound_cards_are_performed_in_full():
    assert performed_in_full("Staggershock")


def _staggershock() -> Position:
    game = Position("Alice", "Bob")
    game.library("Alice", "Island", "Island", "Island")
    game.library("Bob", "Island", "Island")
    game.pool("Alice", R=1, C=2)
    game.apply(A.Cast("Alice", game.hand("Alice", "Staggershock"), targets=("Bob",)))
    return game


def _to_alices_next_upkeep(game: Position) -> None:
    game.apply(A.Advance("Alice", "end"))
    game.apply(A.Advance("Alice", "upkeep"))  # Bob's turn: nothing happens
    assert game.state.turn.active == "Bob" and not game.state.pending
    game.apply(A.Advance("Bob", "end"))
    game.apply(A.Advance("Bob", "upkeep"))
    assert game.state.turn.active == "Alice"


def test_702_88a_exiled_then_cast_again_at_the_next_upkeep():
    game = _staggershock()
    game.pass_all()
    assert game.player("Bob").life == 18 and game.names("exile") == ["Staggershock"]
    _to_alices_next_upkeep(game)  # the delayed trigger has resolved on the way: the choice
    choice = game.state.pending[0]
    assert choice["choice"] == "rebound" and choice["name"] == "Staggershock"
    game.apply(A.Choose("Alice", targets=("Bob",), options=("cast",)))
    game.pass_all()
    assert game.player("Bob").life == 16
    assert game.names("graveyard", "Alice") == ["Staggershock"]  # cast from exile: no rebound again


def test_702_88a_countered_it_goes_to_the_graveyard():
    game = _staggershock()
    game.apply(A.PassPriority("Alice"))
    game.pool("Bob", U=2)
    game.apply(A.Cast("Bob", game.hand("Bob", "Counterspell"), targets=(game.zone("stack")[0],)))
    game.pass_all()
    assert game.names("graveyard", "Alice") == ["Staggershock"] and not game.state.delayed

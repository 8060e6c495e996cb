"""118.12, 401.4: "You may put a card from your hand on the bottom of your library. If you do, draw a card." (Fire
Prophecy: a cost paid as it resolves, with a card to put; the card chosen, then the draw)."""
from game.rules.actions import Cast, Choose
from tests.rules.builder import Position, performed_in_full


def test_401_4_fire_prophecy_reads_whole():
    assert performed_in_full("Fire Prophecy")


def _prophecy(game: Position) -> str:
    bears = game.battlefield("Bob", "Grizzly Bears")
    game.library("Alice", "Island")
    game.pool("Alice", R=1, C=1)
    game.apply(Cast("Alice", game.hand("Alice", "Fire Prophecy"), targets=(bears,)))
    game.pass_all()
    return bears


def test_401_4_a_card_put_on_the_bottom_then_one_drawn():
    game = Position("Alice", "Bob")
    forest = game.hand("Alice", "Forest")
    _prophecy(game)
    assert "Grizzly Bears" in game.names("graveyard", "Bob")
    game.apply(Choose("Alice", options=("yes",)))
    assert game.state.pending[0]["choice"] == "put_from_hand"
    game.apply(Choose("Alice", (forest,)))
    assert game.names("hand", "Alice") == ["Island"] and game.names("library", "Alice") == ["Forest"]


def test_118_3_no_card_in_hand_nothing_to_put_and_no_draw():
    game = Position("Alice", "Bob")
    _prophecy(game)
    assert not game.state.pending and game.names("hand", "Alice") == []

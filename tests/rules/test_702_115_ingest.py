"""702.115a ingest: "Whenever this creature deals combat damage to a player, that player exiles the top card of their
library." Real cards: Benthic Infiltrator, Grizzly Bears."""
from game.rules.actions import Advance, Choose
from tests.rules.builder import Position, performed_in_full


def test_702_115a_every_line_is_performed():
    assert performed_in_full("Benthic Infiltrator")


def test_702_115a_the_damaged_player_exiles_the_top_card_of_their_library():
    game = Position("Alice", "Bob", "Carol")
    infiltrator = game.battlefield("Alice", "Benthic Infiltrator")
    game.library("Bob", "Forest", "Island")
    game.library("Carol", "Swamp")
    game.library("Alice", "Plains")
    game.apply(Advance("Alice", "beginning_of_combat"))
    game.pass_all()
    game.apply(Choose("Alice", (infiltrator,), targets=("Bob",)))
    for _ in range(4):
        if game.zone("exile"):
            break
        game.pass_all()
    assert game.player("Bob").life == 19 and game.names("exile") == ["Forest"]
    assert game.names("library", "Bob") == ["Island"] and game.names("library", "Carol") == ["Swamp"]
    assert game.names("library", "Alice") == ["Plains"]

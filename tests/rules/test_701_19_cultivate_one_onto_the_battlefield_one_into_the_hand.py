"""701.19a, 701.16a: "Search your library for up to two basic land cards, reveal those cards, put one onto the
battlefield tapped and the other into your hand, then shuffle." (Cultivate): the answer lists the card for the
battlefield first; both are revealed; with one found, it goes onto the battlefield ("put one onto the
battlefield")."""
from game.rules.actions import Cast, Choose
from tests.rules.builder import Position, performed_in_full


def _cultivate(game: Position) -> list:
    lands = game.library("Alice", "Forest", "Hill Giant", "Island")
    game.pool("Alice", G=1, C=2)
    game.apply(Cast("Alice", game.hand("Alice", "Cultivate")))
    game.pass_all()
    (choice,) = game.state.pending
    assert sorted(choice["options"]) == sorted([lands[0], lands[2]]) and choice["max"] == 2
    return lands


def test_701_19a_cultivate_is_performed_in_full():
    assert performed_in_full("Cultivate")


def test_701_19a_the_first_found_enters_tapped_the_other_goes_to_the_hand():
    game = Position("Alice", "Bob")
    forest, _, island = _cultivate(game)
    events = game.apply(Choose("Alice", (island, forest)))
    (land,) = game.state.battlefield
    assert game.chars(land).name == "Island" and game.state.objects[land].tapped
    assert game.names("hand", "Alice") == ["Forest"]
    assert sorted(e["card"] for e in events if e["type"] == "reveal") == ["Forest", "Island"]


def test_701_19a_one_found_goes_onto_the_battlefield():
    game = Position("Alice", "Bob")
    forest, _, _ = _cultivate(game)
    game.apply(Choose("Alice", (forest,)))
    assert game.names("battlefield") == ["Forest"] and game.names("hand", "Alice") == []

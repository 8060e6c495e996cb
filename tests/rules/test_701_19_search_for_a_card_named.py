"""701.19: "You may search your library and/or graveyard for a card named Chandra, Pyrogenius, reveal it, and put
it into your hand. If you search your library this way, shuffle." (a "search_two_zones" choice: the card found, and
"library" among the options when the library was searched, which alone shuffles it; a card found in the library
was searched for there), read with the sentence before it. Real cards: Liberating Combustion, Chandra, Pyrogenius,
Grizzly Bears, Forest."""
from game.rules.actions import Cast, Choose
from tests.rules.builder import Position, performed_in_full


def combust(game: Position) -> str:
    bears = game.battlefield("Bob", "Grizzly Bears")
    game.pool("Alice", R=1, C=4)
    game.apply(Cast("Alice", game.hand("Alice", "Liberating Combustion"), targets=(bears,)))
    game.pass_all()
    assert game.state.pending[0]["choice"] == "search_two_zones"
    return bears


def test_701_19a_liberating_combustion_finds_chandra_in_the_library_and_shuffles():
    game = Position("Alice", "Bob")
    forest, chandra, _ = game.library("Alice", "Forest", "Chandra, Pyrogenius", "Forest")
    combust(game)
    assert game.reject(Choose("Alice", (forest,), options=("library",))).rule == "701.19b"  # not that name
    assert game.reject(Choose("Alice", (chandra,), options=())).rule == "701.19b"  # the library not searched
    game.apply(Choose("Alice", (chandra,), options=("library",)))
    assert game.names("hand", "Alice") == ["Chandra, Pyrogenius"] and game.state.shuffles == 1
    assert game.names("graveyard", "Bob") == ["Grizzly Bears"] and performed_in_full("Liberating Combustion")


def test_701_19b_a_chandra_found_in_the_graveyard_alone_shuffles_nothing():
    game = Position("Alice", "Bob")
    game.library("Alice", "Forest")
    (chandra,) = game.graveyard("Alice", "Chandra, Pyrogenius")
    combust(game)
    game.apply(Choose("Alice", (chandra,), options=()))
    assert game.names("hand", "Alice") == ["Chandra, Pyrogenius"] and game.state.shuffles == 0


def test_701_19_searching_nothing_is_allowed():
    game = Position("Alice", "Bob")
    game.graveyard("Alice", "Chandra, Pyrogenius")
    combust(game)
    game.apply(Choose("Alice", (), options=()))
    assert game.names("hand", "Alice") == [] and game.state.shuffles == 0 and game.state.pending == []

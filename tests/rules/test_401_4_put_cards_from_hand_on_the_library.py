"""401.4: cards put on top of or on the bottom of a library go in the order their owner chooses: Brainstorm ("Draw
three cards, then put two cards from your hand on top of your library in any order.") and Dream Cache ("... both
on top of your library or both on the bottom of your library."). The answer lists the cards nearest the top first."""
from game.rules.actions import Cast, Choose
from tests.rules.builder import Position, performed_in_full


def _cast(game: Position, name: str, **mana) -> list:
    game.hand("Alice", "Hill Giant")
    game.library("Alice", "Forest", "Island", "Swamp", "Plains")
    game.pool("Alice", **mana)
    game.apply(Cast("Alice", game.hand("Alice", name)))
    game.pass_all()
    return game.zone("hand", "Alice")


def test_401_4_the_cards_are_performed_in_full():
    assert performed_in_full("Brainstorm") and performed_in_full("Dream Cache")


def test_401_4_brainstorm_puts_two_back_on_top_in_the_chosen_order():
    game = Position("Alice", "Bob")
    hand = _cast(game, "Brainstorm", U=1)
    giant, forest = hand[0], hand[1]
    assert game.names("hand", "Alice") == ["Hill Giant", "Forest", "Island", "Swamp"]
    assert game.reject(Choose("Alice", (giant,))).rule == "401.4"  # two of them
    assert game.reject(Choose("Alice", (giant, forest), (), ("bottom",))).rule == "401.4"  # on top only
    game.apply(Choose("Alice", (giant, forest)))
    assert game.names("library", "Alice")[:3] == ["Hill Giant", "Forest", "Plains"]
    assert game.names("hand", "Alice") == ["Island", "Swamp"]


def test_401_4_dream_cache_puts_both_on_the_bottom():
    game = Position("Alice", "Bob")
    hand = _cast(game, "Dream Cache", U=1, C=2)
    assert game.reject(Choose("Alice", (hand[0], hand[1]))).rule == "401.4"  # top or bottom: say which
    game.apply(Choose("Alice", (hand[0], hand[1]), (), ("bottom",)))
    assert game.names("library", "Alice") == ["Plains", "Hill Giant", "Forest"]

"""401.4, 701.20a: "Look at the top three cards of target player's library, then put them back in any order. You may
have that player shuffle." (Portent: the looking player orders that player's cards, seen by them alone; then
may have that player shuffle), Elemental Augury."""
from game.rules.actions import Cast, Choose
from tests.rules.builder import Position, performed_in_full


def test_401_4_these_cards_read_whole():
    for name in ("Portent", "Elemental Augury"):
        assert performed_in_full(name), name


def test_401_4_portent_alice_orders_bobs_top_three():
    game = Position("Alice", "Bob")
    a, b, c, d = game.library("Bob", "Forest", "Island", "Swamp", "Mountain")
    game.pool("Alice", U=1)
    game.apply(Cast("Alice", game.hand("Alice", "Portent"), targets=("Bob",)))
    game.pass_all()
    choice = game.state.pending[0]
    assert (choice["player"], choice["choice"], choice["options"]) == ("Alice", "order_cards", [a, b, c])
    game.apply(Choose("Alice", (c, a, b)))
    assert game.zone("library", "Bob") == [c, a, b, d] and game.zone("library", "Alice") == []
    game.apply(Choose("Alice", options=("no",)))  # no shuffle
    assert game.zone("library", "Bob") == [c, a, b, d]


def test_701_20a_portent_may_have_that_player_shuffle():
    game = Position("Alice", "Bob")
    cards = game.library("Bob", *["Forest", "Island", "Swamp", "Mountain", "Plains"] * 4)
    game.pool("Alice", U=1)
    game.apply(Cast("Alice", game.hand("Alice", "Portent"), targets=("Bob",)))
    game.pass_all()
    game.apply(Choose("Alice", tuple(cards[:3])))
    events = game.apply(Choose("Alice", options=("yes",)))
    assert any(e["type"] == "shuffle" and e.get("player") == "Bob" for e in events)


def test_401_4_the_unread_neighbour_stays_with_the_players():
    # "That player looks at the top three cards of your library, ...": not read
    assert not performed_in_full("Tahngarth's Glare")

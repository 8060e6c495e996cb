"""121.2, 603.2: "Whenever you draw your second card each turn" triggers as its controller draws the second card of
the turn, counting the cards drawn before the permanent was there, and not again for the third. Real cards:
Knowledge Seeker, Divination."""
from game.rules.actions import Cast
from game.rules.flow import continue_game
from game.rules.zones import draw_cards
from tests.rules.builder import Position, performed_in_full


def test_121_2_every_line_is_performed():
    assert performed_in_full("Knowledge Seeker")


def test_121_2_the_second_card_drawn_this_turn():
    game = Position("Alice", "Bob")
    seeker = game.battlefield("Alice", "Knowledge Seeker")
    game.library("Alice", *["Grizzly Bears"] * 5)
    game.pool("Alice", U=3)
    game.apply(Cast("Alice", game.hand("Alice", "Divination")))
    game.pass_all()  # two cards: the second one triggers it
    game.pass_all()
    assert game.state.objects[seeker].counters == {"+1/+1": 1}
    draw_cards(game.state, "Alice", 1, [])  # the third: nothing
    assert game.state.triggers == []


def test_121_2_cards_drawn_before_it_was_there_count():
    game = Position("Alice", "Bob")
    game.library("Alice", *["Grizzly Bears"] * 3)
    draw_cards(game.state, "Alice", 1, [])
    seeker = game.battlefield("Alice", "Knowledge Seeker")
    draw_cards(game.state, "Bob", 1, [])  # an opponent's draw: not Alice's
    assert game.state.triggers == []
    draw_cards(game.state, "Alice", 1, [])
    assert [t["source"] for t in game.state.triggers] == [seeker]


def test_121_2_the_count_starts_again_each_turn():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Knowledge Seeker")
    game.library("Alice", *["Grizzly Bears"] * 4)
    game.library("Bob", *["Grizzly Bears"] * 4)
    draw_cards(game.state, "Alice", 1, [])
    game.end_turn()  # Bob's turn begins
    assert game.player("Alice").cards_drawn == 0
    draw_cards(game.state, "Alice", 1, [])
    assert game.state.triggers == []


def test_103_4_the_opening_hand_isnt_counted():
    game = Position("Alice", "Bob")
    game.library("Alice", *["Grizzly Bears"] * 10)
    draw_cards(game.state, "Alice", 7, [])  # an opening hand, before the game has started
    game.state.started = False
    continue_game(game.state, [])
    assert game.player("Alice").cards_drawn == 0

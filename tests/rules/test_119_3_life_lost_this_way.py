"""119.3: "Each opponent loses 3 life. You gain life equal to the life lost this way." (Blood Tithe: the total
the opponents lost), "Each opponent loses X life. ..." (Exsanguinate, X announced as it's cast, 107.3a),
"Each other player loses 2 life. ..." (Urborg Syphon-Mage)."""
from game.rules.actions import Cast
from tests.rules.builder import Position, performed_in_full


def test_119_3_these_cards_read_whole():
    for name in ("Blood Tithe", "Exsanguinate", "Kokusho, the Evening Star", "Urborg Syphon-Mage"):
        assert performed_in_full(name), name


def test_119_3_blood_tithe_gains_what_each_opponent_lost():
    game = Position("Alice", "Bob", "Carol")
    game.pool("Alice", B=1, C=3)
    game.apply(Cast("Alice", game.hand("Alice", "Blood Tithe")))
    game.pass_all()
    assert (game.player("Bob").life, game.player("Carol").life) == (17, 17)
    assert game.player("Alice").life == 26


def test_107_3a_exsanguinate_with_x_announced():
    game = Position("Alice", "Bob")
    game.pool("Alice", B=2, C=4)
    game.apply(Cast("Alice", game.hand("Alice", "Exsanguinate"), x=4))
    game.pass_all()
    assert (game.player("Alice").life, game.player("Bob").life) == (24, 16)


def test_119_3_the_devotion_neighbour_stays_with_the_players():
    # "... loses X life, where X is your devotion to black. ...": X these words don't count
    assert not performed_in_full("Gray Merchant of Asphodel")

"""611.3a static abilities while a condition holds, counted now (characteristics._now): "as long as an opponent has
ten or more cards in their graveyard" (some one opponent's), "as long as there are four or more permanent cards in
your graveyard" (descend 4: any permanent card type, 110.4a), "as long as an opponent has no cards in hand", "as long
as you have more cards in hand than each opponent"."""
from tests.rules.builder import Position, performed_in_full


def test_611_3a_the_cards_are_read_whole():
    for name in ("Jace's Phantasm", "Frilled Cave-Wurm", "Guul Draz Specter", "Secretkeeper"):
        assert performed_in_full(name), name


def test_611_3a_jace_s_phantasm_counts_one_opponent_s_graveyard():
    game = Position("Alice", "Bob", "Carol")
    phantasm = game.battlefield("Alice", "Jace's Phantasm")
    printed = game.chars(phantasm).power
    game.graveyard("Bob", *["Memnite"] * 5)
    game.graveyard("Carol", *["Memnite"] * 5)  # ten among two opponents: not one opponent's
    game.graveyard("Alice", *["Memnite"] * 10)  # nor yours
    assert game.chars(phantasm).power == printed
    game.graveyard("Bob", *["Memnite"] * 5)
    assert game.chars(phantasm).power == printed + 4


def test_611_3a_descend_4_counts_permanent_cards_only():
    game = Position("Alice", "Bob")
    wurm = game.battlefield("Alice", "Frilled Cave-Wurm")
    printed = game.chars(wurm).power
    game.graveyard("Alice", "Memnite", "Forest", "Grizzly Bears", "Lightning Bolt")  # the Bolt is no permanent card
    assert game.chars(wurm).power == printed
    game.graveyard("Alice", "Hill Giant")
    assert game.chars(wurm).power == printed + 2


def test_611_3a_guul_draz_specter_while_an_opponent_has_no_cards_in_hand():
    game = Position("Alice", "Bob")
    specter = game.battlefield("Alice", "Guul Draz Specter")
    printed = int(game.state.spec(game.state.objects[specter]).power)
    assert game.chars(specter).power == printed + 3
    game.hand("Bob", "Memnite")
    assert game.chars(specter).power == printed


def test_611_3a_secretkeeper_with_more_cards_in_hand_than_each_opponent():
    game = Position("Alice", "Bob")
    keeper = game.battlefield("Alice", "Secretkeeper")
    printed = game.chars(keeper).power
    game.hand("Alice", "Memnite")
    game.hand("Bob", "Memnite")
    assert game.chars(keeper).power == printed and not game.chars(keeper).has_keyword("flying")
    game.hand("Alice", "Memnite")
    assert game.chars(keeper).power == printed + 2 and game.chars(keeper).has_keyword("flying")


def test_611_3a_battle_brawler_with_a_red_or_a_white_permanent():
    game = Position("Alice", "Bob")
    brawler = game.battlefield("Alice", "Battle Brawler")  # black
    printed = int(game.state.spec(game.state.objects[brawler]).power)
    assert game.chars(brawler).power == printed and not game.chars(brawler).has_keyword("first strike")
    game.battlefield("Bob", "Hill Giant")  # red, but not yours
    assert game.chars(brawler).power == printed
    game.battlefield("Alice", "Hill Giant")
    assert game.chars(brawler).power == printed + 1 and game.chars(brawler).has_keyword("first strike")
    assert performed_in_full("Battle Brawler")

"""614.1c with conditions: on the turn, "This land enters tapped unless it's your first, second, or third turn of
the game." (Starting Town) and "During your first three turns of the game, ~ enters tapped if you were the
starting player." (Captivating Crossroads), a turn of the game being a player's own as it begins (500.1); on
colors: "~ enters tapped unless you control a white, blue, or black permanent." (Taiga Stadium)."""
from game.rules.actions import Advance, Move, PlayLand
from tests.rules.builder import Position, starter_specs


def on_turn(turns_begun: int, *, active: str = "Alice", starting_player: str = "Alice") -> Position:
    game = Position("Alice", "Bob", active=active, starting_player=starting_player)
    game.player(active).turns_begun = turns_begun
    return game


def enters_tapped(game: Position, land: str, played: bool = True) -> bool:
    card = game.hand("Alice", land)
    game.apply(PlayLand("Alice", card) if played else Move("Alice", card, "battlefield"))
    return game.state.objects[game.zone("battlefield")[-1]].tapped


def test_614_1c_starting_town_enters_untapped_in_your_first_three_turns():
    assert not enters_tapped(on_turn(1), "Starting Town")
    assert not enters_tapped(on_turn(3), "Starting Town")
    assert enters_tapped(on_turn(4), "Starting Town")


def test_614_1c_starting_town_enters_tapped_on_an_opponents_turn():
    game = on_turn(2, active="Bob")
    game.player("Alice").turns_begun = 1
    assert enters_tapped(game, "Starting Town", played=False)


def test_500_1_each_turn_of_a_player_is_counted_as_it_begins():
    game = on_turn(1)
    for player in ("Alice", "Bob"):
        game.library(player, "Forest", "Forest")
    game.apply(Advance("Alice", "upkeep"))                    # Bob's first turn
    assert game.state.turn.active == "Bob" and game.player("Bob").turns_begun == 1
    game.apply(Advance("Bob", "upkeep"))                      # Alice's second
    assert game.state.turn.active == "Alice" and game.player("Alice").turns_begun == 2


def test_614_1c_captivating_crossroads_enters_tapped_in_the_starting_players_first_three_turns():
    assert enters_tapped(on_turn(2), "Captivating Crossroads")
    assert not enters_tapped(on_turn(4), "Captivating Crossroads")


def test_614_1c_captivating_crossroads_enters_untapped_for_the_player_who_went_second():
    assert not enters_tapped(on_turn(2, starting_player="Bob"), "Captivating Crossroads")


def test_these_lands_are_read_in_full():
    assert starter_specs()["Starting Town"].manual_lines == ()
    assert starter_specs()["Captivating Crossroads"].manual_lines == ()


def test_614_1c_taiga_stadium_enters_untapped_with_a_permanent_of_any_one_of_the_colors():
    for permanent, tapped in (("Typhoid Rats", False), ("Serra Angel", False), ("Grizzly Bears", True),
                              ("Ornithopter", True)):
        game = Position("Alice", "Bob")
        game.battlefield("Alice", permanent)
        game.battlefield("Bob", "Typhoid Rats")                # an opponent's black permanent doesn't count
        assert enters_tapped(game, "Taiga Stadium") == tapped, permanent
    assert starter_specs()["Taiga Stadium"].manual_lines == ()

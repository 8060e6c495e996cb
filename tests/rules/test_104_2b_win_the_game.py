"""104.2b, 601.2h, 701.19a: Maze's End, "{3}, {T}, Return this land to its owner's hand: Search your library for a
Gate card, put it onto the battlefield, then shuffle. If you control ten or more Gates with different names, you
win the game." The land returns to the hand as a cost; the Gate found is counted with the others as it resolves
(201.2b: different names, each once); the player wins and every other player loses."""
from game.rules.actions import ActivateAbility, Choose
from tests.rules.builder import Position, performed_in_full

GATES = ["Azorius Guildgate", "Boros Guildgate", "Dimir Guildgate", "Golgari Guildgate", "Gruul Guildgate",
         "Izzet Guildgate", "Orzhov Guildgate", "Rakdos Guildgate", "Selesnya Guildgate", "Simic Guildgate"]


def test_104_2b_maze_s_end_is_performed_in_full():
    assert performed_in_full("Maze's End")


def _maze(gates: list, library: list):
    game = Position("Alice", "Bob")
    maze = game.battlefield("Alice", "Maze's End")
    for name in gates:
        game.battlefield("Alice", name)
    cards = game.library("Alice", *library)
    game.pool("Alice", C=3)
    game.apply(ActivateAbility("Alice", maze, game.ability(maze)))
    assert game.names("hand", "Alice") == ["Maze's End"]  # returned as the cost (601.2h)
    game.pass_all()
    return game, cards


def test_104_2b_the_tenth_gate_with_a_different_name_wins_the_game():
    game, (simic, _) = _maze(GATES[:9], [GATES[9], "Forest"])
    assert game.state.pending[0]["choice"] == "search_lands"
    game.apply(Choose("Alice", (simic,)))
    assert game.state.game_over and game.state.winner == "Alice" and game.player("Bob").lost
    assert "Bob loses the game (Alice won the game, rule 104.2b)" in game.state.log


def test_201_2b_two_gates_with_one_name_count_once():
    game, (azorius, _) = _maze(GATES[:9], [GATES[0], "Forest"])
    game.apply(Choose("Alice", (azorius,)))
    assert not game.state.game_over and game.names("battlefield").count("Azorius Guildgate") == 2


def test_701_19a_only_a_gate_card_is_found():
    game, (forest, gate) = _maze([], ["Forest", GATES[0]])
    assert game.reject(Choose("Alice", (forest,))).rule == "701.19b"
    game.apply(Choose("Alice", (gate,)))
    gate_now, = game.zone("battlefield")
    assert game.names("battlefield") == ["Azorius Guildgate"]
    assert game.state.objects[gate_now].tapped  # its own "This land enters tapped." (614.1c)

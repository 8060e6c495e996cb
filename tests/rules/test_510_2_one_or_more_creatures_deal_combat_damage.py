"""510.2, 603.2c: "Whenever one or more creatures you control deal combat damage to a player" triggers once for each
player dealt combat damage by them in a combat damage step, however many did. Real card: Professional Face-Breaker."""
from game.rules.actions import Choose
from tests.rules.builder import Position, performed_in_full, starter_specs


def test_510_2_every_line_of_the_trigger_is_performed():
    assert not any(line.startswith("Whenever one or more creatures")
                   for line in starter_specs()["Professional Face-Breaker"].manual_lines)


def test_510_2_two_attackers_one_trigger():
    game = Position("Alice", "Bob")
    breaker = game.battlefield("Alice", "Professional Face-Breaker")
    bears = game.battlefield("Alice", "Grizzly Bears")
    game.attack(breaker, bears)
    while game.state.turn.step != "end_of_combat":
        game.pass_all()
    assert game.player("Bob").life == 16 and game.names("battlefield", "Alice").count("Treasure Token") == 1


def test_510_2_an_opponents_creatures_dont_trigger_it():
    game = Position("Alice", "Bob")
    game.battlefield("Bob", "Professional Face-Breaker")
    game.attack(game.battlefield("Alice", "Grizzly Bears"))
    game.apply(Choose("Bob"))  # no blockers
    while game.state.turn.step != "end_of_combat":
        game.pass_all()
    assert game.names("battlefield", "Bob").count("Treasure Token") == 0
    assert performed_in_full("Grizzly Bears")

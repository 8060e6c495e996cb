"""510.2, 603.2c: "Whenever one or more creatures you control deal combat damage to a player" triggers once for each
player dealt combat damage by them in a combat damage step, however many did; "Whenever a creature you control deals
combat damage to an opponent" once for each creature. Real cards: Professional Face-Breaker, Coastal Piracy."""
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


def test_510_2_a_creature_you_control_deals_combat_damage_to_an_opponent():
    assert performed_in_full("Coastal Piracy")
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Coastal Piracy")
    game.library("Alice", "Forest", "Forest")
    game.attack(game.battlefield("Alice", "Grizzly Bears"), game.battlefield("Alice", "Grizzly Bears"))
    while game.state.turn.step != "end_of_combat":
        game.pass_all()
        while game.state.pending:
            game.apply(Choose("Alice", options=("yes",)))
    assert len(game.player("Alice").hand) == 2  # once for each creature

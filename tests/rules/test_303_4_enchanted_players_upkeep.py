"""603.2b, 303.4: an Aura's "At the beginning of the upkeep of enchanted creature's controller" / "At the beginning of
enchanted player's upkeep" triggers in that player's upkeep only; "that player" is that one. Real cards: Stab Wound,
Curse of the Bloody Tome; Maddening Wind ("this Aura deals 2 damage to that player": not read)."""
import pytest

from game.rules.triggers import step_began
from game.rules.flow import put_triggers_on_stack
from tests.rules.builder import Position, performed_in_full, starter_specs


@pytest.mark.parametrize("name", ["Stab Wound", "Curse of the Bloody Tome"])
def test_303_4_every_line_is_performed(name):
    assert performed_in_full(name)


def test_303_4_damage_to_that_player_stays_manual():
    assert any("that player" in line for line in starter_specs()["Maddening Wind"].manual_lines)


def _upkeep(game, player):
    game.state.turn.active = game.state.turn.priority = player
    step_began(game.state, "upkeep")
    put_triggers_on_stack(game.state, [])
    game.pass_all()


def test_303_4_the_enchanted_creatures_controllers_upkeep():
    game = Position("Alice", "Bob")
    giant = game.battlefield("Bob", "Hill Giant")  # a 1/1 with the Aura
    game.battlefield("Alice", "Stab Wound", attached_to=giant)
    _upkeep(game, "Alice")  # the Aura's controller's upkeep: nothing
    assert game.player("Bob").life == 20 and game.player("Alice").life == 20
    _upkeep(game, "Bob")
    assert game.player("Bob").life == 18 and game.player("Alice").life == 20


def test_303_4c_enchanted_players_upkeep():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Curse of the Bloody Tome", attached_to="Bob")
    game.library("Bob", "Forest", "Forest", "Forest")
    game.library("Alice", "Forest", "Forest", "Forest")
    _upkeep(game, "Alice")
    assert game.player("Alice").graveyard == [] and game.player("Bob").graveyard == []
    _upkeep(game, "Bob")
    assert game.names("graveyard", "Bob") == ["Forest", "Forest"] and game.player("Alice").graveyard == []

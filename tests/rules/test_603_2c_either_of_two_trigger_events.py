"""603.2c: one triggered ability on two trigger events of its own source, "Whenever this creature enters or
attacks", "When this creature enters or dies" (700.4, 603.10a: looked back), "Whenever this creature attacks or
blocks" (508.3a, 509.3a): it triggers each time either happens, and its effect is read alike after either. Real
cards: Grave Titan, Ashen Rider, Savvy Hunter; Aang and Katara ("enter or attack", a plural name: not read)."""
import pytest

from game.rules.actions import Advance, Choose, Move
from tests.rules.builder import Position, performed_in_full, starter_specs


@pytest.mark.parametrize("name", ["Grave Titan", "Ashen Rider", "Savvy Hunter"])
def test_603_2c_every_line_is_performed(name):
    assert performed_in_full(name)


def test_603_2c_a_plural_name_entering_or_attacking_stays_manual():
    assert any("enter or attack" in line for line in starter_specs()["Aang and Katara"].manual_lines)


def _zombies(game, player="Alice"):
    return [o for o in game.zone("battlefield") if game.chars(o).name == "Zombie Token"
            and game.state.objects[o].controller == player]


def test_603_2c_grave_titan_enters_then_attacks():
    game = Position("Alice", "Bob")
    titan = game.put("stack", "Alice", "Grave Titan", controller="Alice")
    game.pass_all()  # the Titan resolves and enters: its ability triggers
    assert titan not in game.zone("stack") and len(game.state.stack) == 1
    game.pass_all()
    assert len(_zombies(game)) == 2
    titan = next(o for o in game.zone("battlefield") if game.chars(o).name == "Grave Titan")
    game.state.objects[titan].sick = False
    game.attack(titan)  # declared as an attacker: the same ability triggers again, and resolves
    assert len(_zombies(game)) == 4


def test_603_10a_ashen_rider_enters_or_dies():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Bob", "Grizzly Bears")
    rider = game.put("stack", "Alice", "Ashen Rider", controller="Alice")
    game.pass_all()  # enters: the one target, Bob's Bears... or itself: Alice chooses
    if game.state.pending:
        game.apply(Choose("Alice", targets=(bears,)))
    game.pass_all()
    assert "Grizzly Bears" in game.names("exile", "Bob")
    rider = next(o for o in game.zone("battlefield") if game.chars(o).name == "Ashen Rider")
    land = game.battlefield("Bob", "Forest")
    game.apply(Move("Alice", rider, "graveyard"))  # dies: it triggers, looked back (603.10a)
    game.pass_all()
    assert "Forest" in game.names("exile", "Bob") and land not in game.zone("battlefield")


def test_603_2c_exiled_isnt_dying():
    game = Position("Alice", "Bob")
    rider = game.battlefield("Alice", "Ashen Rider")
    game.battlefield("Bob", "Forest")
    events = game.apply(Move("Alice", rider, "exile"))
    assert not any(e["type"] == "trigger" for e in events) and game.state.stack == []


def test_508_3a_savvy_hunter_attacks():
    game = Position("Alice", "Bob")
    hunter = game.battlefield("Alice", "Savvy Hunter")
    game.attack(hunter)
    assert game.names("battlefield", "Alice").count("Food Token") == 1


def test_509_3a_savvy_hunter_blocks():
    game = Position("Alice", "Bob", active="Bob")
    hunter = game.battlefield("Alice", "Savvy Hunter")
    theirs = game.battlefield("Bob", "Grizzly Bears")
    game.apply(Advance("Bob", "beginning_of_combat"))
    game.pass_all()
    game.apply(Choose("Bob", (theirs,)))
    game.pass_all()
    assert game.names("battlefield", "Alice").count("Food Token") == 0
    game.apply(Choose("Alice", (hunter,), (theirs,)))  # Alice's Hunter blocks: it triggers
    game.pass_all()
    assert game.names("battlefield", "Alice").count("Food Token") == 1

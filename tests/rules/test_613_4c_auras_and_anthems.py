"""613.4c: "Enchanted creature gets +N/+N." (an Aura, 303.4) and "[Other] creatures you control get +N/+N." (an
anthem), applied in layer 7c with every other power/toughness change; real cards: Holy Strength, Unholy Strength,
Glorious Anthem, Benalish Marshal, Veteran Armorer."""
import pytest

from game.rules.actions import Cast
from game.rules.zones import move_object
from tests.rules.builder import Position, performed_in_full


@pytest.mark.parametrize("name", ["Holy Strength", "Unholy Strength", "Glorious Anthem", "Benalish Marshal",
                                  "Veteran Armorer"])
def test_613_4c_every_line_is_performed(name):
    assert performed_in_full(name)


def _pt(game: Position, oid: str) -> tuple:
    chars = game.chars(oid)
    return chars.power, chars.toughness


def test_303_4a_613_4c_an_aura_cast_on_a_creature_gives_it_plus_n_plus_n():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Alice", "Grizzly Bears")
    giant = game.battlefield("Bob", "Hill Giant")
    game.pool("Alice", B=1)
    game.apply(Cast("Alice", game.hand("Alice", "Unholy Strength"), targets=(giant,)))  # 303.4a: any creature
    game.pass_all()
    strength = next(o for o in game.zone("battlefield") if game.chars(o).name == "Unholy Strength")
    assert game.state.objects[strength].attached_to == giant
    assert _pt(game, giant) == (5, 4) and _pt(game, bears) == (2, 2)


def test_613_4c_the_bonus_follows_the_aura_and_ends_as_it_leaves():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Alice", "Grizzly Bears")
    holy = game.battlefield("Alice", "Holy Strength", attached_to=bears)
    assert _pt(game, bears) == (3, 4)
    move_object(game.state, holy, "graveyard", [])
    assert _pt(game, bears) == (2, 2)


def test_613_4c_an_anthem_gives_only_its_controller_s_creatures_the_bonus():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Alice", "Grizzly Bears")
    giant = game.battlefield("Bob", "Hill Giant")
    game.battlefield("Alice", "Glorious Anthem")
    assert _pt(game, bears) == (3, 3) and _pt(game, giant) == (3, 3)
    elves = game.battlefield("Alice", "Llanowar Elves")  # one entering later gets it too (611.3a)
    assert _pt(game, elves) == (2, 2)


def test_613_4c_other_creatures_you_control_leaves_out_the_source():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Alice", "Grizzly Bears")
    marshal = game.battlefield("Alice", "Benalish Marshal")
    armorer = game.battlefield("Alice", "Veteran Armorer")
    giant = game.battlefield("Bob", "Hill Giant")
    assert _pt(game, bears) == (3, 4)  # +1/+1 and +0/+1
    assert _pt(game, marshal) == (3, 4)  # 3/3, +0/+1 from the Armorer only
    assert _pt(game, armorer) == (3, 3)  # 2/2, +1/+1 from the Marshal only
    assert _pt(game, giant) == (3, 3)


def test_613_4c_anthems_and_auras_add_up_with_a_pump_in_the_same_layer():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Alice", "Grizzly Bears")
    game.battlefield("Alice", "Glorious Anthem")
    game.battlefield("Alice", "Holy Strength", attached_to=bears)
    game.pool("Alice", G=1)
    game.apply(Cast("Alice", game.hand("Alice", "Giant Growth"), targets=(bears,)))
    game.pass_all()
    assert _pt(game, bears) == (7, 8)  # 2/2 +1/+1 +1/+2 +3/+3

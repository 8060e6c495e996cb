"""613.1f (layer 6) with 613.4c (layer 7c): "Enchanted creature gets +N/+N and has KEYWORD.", "Equipped creature
has KEYWORD and KEYWORD.", "Creatures you control have KEYWORD." Real cards: Angelic Reward, Goblin War Paint,
Bladed Pinions, Levitation, Grizzly Bears, Hill Giant."""
import pytest

from game.rules.combat import can_attack
from game.rules.zones import move_object
from tests.rules.builder import Position, performed_in_full


@pytest.mark.parametrize("name", ["Angelic Reward", "Goblin War Paint", "Bladed Pinions", "Levitation"])
def test_613_1f_every_line_is_performed(name):
    assert performed_in_full(name)


def test_613_1f_613_4c_an_aura_gives_plus_n_and_flying_until_it_leaves():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Alice", "Grizzly Bears")
    reward = game.battlefield("Alice", "Angelic Reward", attached_to=bears)
    chars = game.chars(bears)
    assert (chars.power, chars.toughness) == (5, 5) and chars.has_keyword("flying")
    move_object(game.state, reward, "graveyard", [])
    chars = game.chars(bears)
    assert (chars.power, chars.toughness) == (2, 2) and not chars.has_keyword("flying")


def test_702_10b_haste_from_an_aura_lets_a_creature_attack_the_turn_it_came():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Alice", "Grizzly Bears", sick=True)
    assert not can_attack(game.state, bears, "Alice")
    game.battlefield("Alice", "Goblin War Paint", attached_to=bears)
    assert can_attack(game.state, bears, "Alice") and game.chars(bears).power == 4


def test_613_1f_equipment_grants_two_keywords():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Alice", "Grizzly Bears")
    game.battlefield("Alice", "Bladed Pinions", attached_to=bears)
    chars = game.chars(bears)
    assert chars.has_keyword("flying") and chars.has_keyword("first strike") and chars.power == 2


def test_613_1f_creatures_you_control_have_flying_only_yours():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Alice", "Grizzly Bears")
    giant = game.battlefield("Bob", "Hill Giant")
    game.battlefield("Alice", "Levitation")
    assert game.chars(bears).has_keyword("flying") and not game.chars(giant).has_keyword("flying")

"""120.2: "~ deals 4 damage to any target and 2 damage to you.", "~ deals 2 damage to target creature and 2 damage
to target player or planeswalker.": each amount to its own recipient, a target each (608.2b: an illegal one gets
none, the other still does). 608.2h: "~ deals damage to target creature equal to the number of lands you
control.": the amount counted as it resolves. Real cards: Char, Cunning Strike, Ground Assault."""
import pytest

from game.rules.actions import Cast
from game.rules.zones import move_object
from tests.rules.builder import Position, performed_in_full


@pytest.mark.parametrize("name", ["Char", "Cunning Strike", "Ground Assault"])
def test_120_2_these_spells_are_performed_in_full(name):
    assert performed_in_full(name)


def test_120_2_char_deals_damage_to_its_target_and_to_you():
    game = Position("Alice", "Bob")
    char = game.hand("Alice", "Char")
    game.pool("Alice", R=1, C=2)
    game.apply(Cast("Alice", char, targets=("Bob",)))
    game.pass_all()
    assert game.player("Bob").life == 16 and game.player("Alice").life == 18


def test_608_2b_cunning_strike_s_player_is_still_dealt_damage_when_the_creature_is_gone():
    game = Position("Alice", "Bob")
    strike = game.hand("Alice", "Cunning Strike")
    game.library("Alice", "Forest")
    bears = game.battlefield("Bob", "Grizzly Bears")
    game.pool("Alice", U=1, R=1, C=3)
    game.apply(Cast("Alice", strike, targets=(bears, "Bob")))
    move_object(game.state, bears, "hand", [])
    game.pass_all()
    assert game.player("Bob").life == 18 and game.names("hand", "Alice") == ["Forest"]


def test_608_2h_ground_assault_counts_the_lands_as_it_resolves():
    game = Position("Alice", "Bob")
    assault = game.hand("Alice", "Ground Assault")
    angel = game.battlefield("Bob", "Serra Angel")
    for land in ("Forest", "Mountain", "Mountain"):
        game.battlefield("Alice", land)
    game.pool("Alice", R=1, G=1)
    game.apply(Cast("Alice", assault, targets=(angel,)))
    game.battlefield("Alice", "Forest")  # a fourth land before it resolves
    game.pass_all()
    assert game.names("graveyard", "Bob") == ["Serra Angel"]  # 4 damage to a 4/4

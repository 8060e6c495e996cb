"""510.1a: a creature assigns combat damage equal to its power, or to its toughness while a permanent says so: "Each
creature assigns ..." (all creatures), "Each creature you control assigns ..." (its controller's), "Each creature you
control with toughness greater than its power assigns ...". Real cards: Doran, the Siege Tower, Belligerent
Brontodon, Ancient Lumberknot, Wall of Wood, Hill Giant, Grizzly Bears, Memnite."""
import pytest

from game.rules.actions import Choose
from game.rules.combat import combat_damage_amount
from tests.rules.builder import Position, performed_in_full


@pytest.mark.parametrize("name", ["Doran, the Siege Tower", "Belligerent Brontodon", "Ancient Lumberknot"])
def test_510_1a_every_line_is_performed(name):
    assert performed_in_full(name)


def test_510_1a_doran_every_creature_assigns_its_toughness():
    game = Position("Alice", "Bob")
    game.battlefield("Bob", "Doran, the Siege Tower")
    memnite = game.battlefield("Alice", "Memnite")  # 1/1
    giant = game.battlefield("Alice", "Hill Giant")  # 3/3
    wall = game.battlefield("Bob", "Wall of Wood")  # 0/3
    game.attack(memnite, giant)
    game.apply(Choose("Bob", (wall,), (giant,)))
    game.pass_all()
    assert game.player("Bob").life == 19
    assert game.names("graveyard", "Alice") == ["Hill Giant"]  # the wall's 3 damage: its toughness
    assert game.names("graveyard", "Bob") == ["Wall of Wood"]


def test_510_1a_only_its_controller_s_creatures_and_only_with_greater_toughness():
    game = Position("Alice", "Bob")
    brontodon = game.battlefield("Alice", "Belligerent Brontodon")  # 4/6
    lumberknot = game.battlefield("Bob", "Ancient Lumberknot")  # 1/4
    wall = game.battlefield("Bob", "Wall of Wood")
    bears = game.battlefield("Bob", "Grizzly Bears")
    assert combat_damage_amount(game.state, brontodon) == 6
    assert combat_damage_amount(game.state, wall) == 3 and combat_damage_amount(game.state, lumberknot) == 4
    assert combat_damage_amount(game.state, bears) == 2  # toughness not greater than power
    mine = game.battlefield("Alice", "Wall of Wood")
    assert combat_damage_amount(game.state, mine) == 3

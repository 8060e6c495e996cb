"""A creature dealing damage equal to its power, one way (120.3; not a fight, 701.12): "Target creature you control
deals damage equal to its power to target creature you don't control.", "Tap target creature. It deals damage
equal to its power to another target creature.", "Target creature deals damage to itself equal to its power.";
and "... It fights target creature you don't control." (701.12a). With the first creature gone, no damage
(608.2b). Real cards: Rabid Bite, Deadshot, Inner Struggle, Epic Confrontation."""
import pytest

from game.rules.actions import Cast
from game.rules.zones import move_object
from tests.rules.builder import Position, performed_in_full


@pytest.mark.parametrize("name", ["Rabid Bite", "Epic Confrontation", "Inner Struggle", "Deadshot"])
def test_120_3_these_spells_are_performed_in_full(name):
    assert performed_in_full(name)


def test_120_3_rabid_bite_deals_damage_one_way():
    game = Position("Alice", "Bob")
    spell = game.hand("Alice", "Rabid Bite")
    angel = game.battlefield("Alice", "Serra Angel")  # 4/4
    bears = game.battlefield("Bob", "Grizzly Bears")
    game.pool("Alice", G=1, C=1)
    game.apply(Cast("Alice", spell, targets=(angel, bears)))
    game.pass_all()
    assert game.names("graveyard", "Bob") == ["Grizzly Bears"]
    assert game.state.objects[angel].damage == 0  # not a fight


def test_608_2b_rabid_bite_with_its_creature_gone_deals_no_damage():
    game = Position("Alice", "Bob")
    spell = game.hand("Alice", "Rabid Bite")
    angel = game.battlefield("Alice", "Serra Angel")
    bears = game.battlefield("Bob", "Grizzly Bears")
    game.pool("Alice", G=1, C=1)
    game.apply(Cast("Alice", spell, targets=(angel, bears)))
    move_object(game.state, angel, "hand", [])
    game.pass_all()
    assert game.state.objects[bears].damage == 0


def test_120_3_deadshot_taps_then_the_same_creature_deals_damage_to_another():
    game = Position("Alice", "Bob")
    spell = game.hand("Alice", "Deadshot")
    angel, bears = game.battlefield("Bob", "Serra Angel"), game.battlefield("Bob", "Grizzly Bears")
    game.pool("Alice", R=1, C=3)
    assert game.reject(Cast("Alice", spell, targets=(angel, angel))).rule == "601.2c"  # another target creature
    game.apply(Cast("Alice", spell, targets=(angel, bears)))
    game.pass_all()
    assert game.state.objects[angel].tapped and game.names("graveyard", "Bob") == ["Grizzly Bears"]


def test_120_3_inner_struggle_the_creature_damages_itself():
    game = Position("Alice", "Bob")
    spell = game.hand("Alice", "Inner Struggle")
    angel = game.battlefield("Bob", "Serra Angel")
    game.pool("Alice", R=1, C=3)
    game.apply(Cast("Alice", spell, targets=(angel,)))
    game.pass_all()
    assert game.names("graveyard", "Bob") == ["Serra Angel"]


def test_701_12a_epic_confrontation_pumps_then_fights():
    game = Position("Alice", "Bob")
    spell = game.hand("Alice", "Epic Confrontation")
    bears = game.battlefield("Alice", "Grizzly Bears")  # 3/4 after +1/+2
    angel = game.battlefield("Bob", "Serra Angel")  # 4/4
    game.pool("Alice", G=1, C=1)
    game.apply(Cast("Alice", spell, targets=(bears, angel)))
    game.pass_all()
    assert game.state.objects[angel].damage == 3
    assert sorted(game.names("graveyard", "Alice")) == ["Epic Confrontation", "Grizzly Bears"]  # 4 damage to a 3/4

"""Mobilized District: "{4}: This land becomes a 3/3 Citizen creature with vigilance until end of turn. It's
still a land. This ability costs {1} less to activate for each legendary creature and planeswalker you control."
(601.2f: the total cost, less {1} for each permanent that's a legendary creature or a planeswalker its controller
controls; 118.7a: from the generic part only, never below {0})."""
from game.rules.actions import ActivateAbility
from tests.rules.builder import Position, performed_in_full

DISTRICT = "Mobilized District"


def test_601_2f_mobilized_district_is_read_whole():
    assert performed_in_full(DISTRICT)


def test_601_2f_1_less_for_each_legendary_creature_and_planeswalker_you_control():
    game = Position("Alice", "Bob")
    district = game.battlefield("Alice", DISTRICT)
    game.battlefield("Alice", "Isamaru, Hound of Konda")
    game.battlefield("Alice", "Jace Beleren")
    game.battlefield("Alice", "Grizzly Bears")  # not legendary: not counted
    game.battlefield("Bob", "Azusa, Lost but Seeking")  # not Alice's: not counted
    game.pool("Alice", C=1)
    assert game.reject(ActivateAbility("Alice", district, game.ability(district))).rule == "601.2h"  # {2} now
    game.pool("Alice", C=2)
    game.apply(ActivateAbility("Alice", district, game.ability(district)))
    assert game.player("Alice").mana_pool["C"] == 0
    game.pass_all()
    chars = game.chars(district)
    assert (chars.power, chars.toughness) == (3, 3) and "Land" in chars.types and "Citizen" in chars.subtypes
    assert chars.has_keyword("vigilance")


def test_118_7_never_below_0():
    game = Position("Alice", "Bob")
    district = game.battlefield("Alice", DISTRICT)
    for name in ("Isamaru, Hound of Konda", "Azusa, Lost but Seeking", "Jace Beleren", "Ugin, the Spirit Dragon",
                 "Sarkhan, Fireblood"):
        game.battlefield("Alice", name)
    game.apply(ActivateAbility("Alice", district, game.ability(district)))  # free
    game.pass_all()
    assert "Creature" in game.chars(district).types

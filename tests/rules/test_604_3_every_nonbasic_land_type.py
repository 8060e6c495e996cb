"""604.3: "This land is every nonbasic land type." (Planar Nexus) is a characteristic-defining ability: its land
types are every nonbasic one of 205.3i, wherever it is, and effects that set land types replace them (305.7)."""
from game.rules.actions import ActivateMana, PlayLand
from tests.rules.builder import Position, starter_specs

NONBASIC_LAND_TYPES = ["Cave", "Desert", "Gate", "Lair", "Locus", "Mine", "Power-Plant", "Sphere", "Tower", "Urza's"]


def test_604_3_planar_nexus_has_every_nonbasic_land_type_and_no_basic_one():
    game = Position("Alice", "Bob")
    nexus = game.battlefield("Alice", "Planar Nexus")
    assert sorted(game.chars(nexus).subtypes) == sorted(NONBASIC_LAND_TYPES)
    assert not set(game.chars(nexus).subtypes) & {"Plains", "Island", "Swamp", "Mountain", "Forest"}


def test_604_3_it_is_an_urzas_mine_and_power_plant_for_urzas_tower():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Planar Nexus")
    tower = game.battlefield("Alice", "Urza's Tower")
    game.apply(ActivateMana("Alice", tower, "C"))
    assert game.player("Alice").mana_pool["C"] == 3


def test_604_3_it_has_them_in_every_zone():
    game = Position("Alice", "Bob")
    in_hand = game.hand("Alice", "Planar Nexus")
    assert "Gate" in game.chars(in_hand).subtypes
    game.apply(PlayLand("Alice", in_hand))
    assert "Gate" in game.chars(game.zone("battlefield")[0]).subtypes


def test_305_7_blood_moon_replaces_them():
    game = Position("Alice", "Bob")
    nexus = game.battlefield("Alice", "Planar Nexus")
    game.battlefield("Bob", "Blood Moon")
    assert game.chars(nexus).subtypes == ["Mountain"] and game.chars(nexus).mana == ["R"]


def test_planar_nexus_is_read_in_full():
    assert starter_specs()["Planar Nexus"].manual_lines == ()

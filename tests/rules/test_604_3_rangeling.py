"""604.3 with Nearby Planet: "Rangeling (This card is every land type, including Plains, Island, Swamp, Mountain,
Forest, Desert, Gate, Lair, Locus, and all those Urza's ones.)" Rangeling is an Unfinity keyword the rules don't
define: performed as its reminder text says, a characteristic-defining ability (every land type wherever it is),
so it has the basic land types' mana abilities (305.6)."""
from game.rules.actions import ActivateMana
from game.rules.typeline import LAND_TYPES
from tests.rules.builder import Position, performed_in_full


def test_604_3_nearby_planet_is_every_land_type_in_every_zone_and_taps_for_any_basic_color():
    assert performed_in_full("Nearby Planet")
    game = Position("Alice", "Bob")
    assert "Island" in game.chars(game.hand("Alice", "Nearby Planet")).subtypes  # a characteristic-defining ability
    planet = game.battlefield("Alice", "Nearby Planet")
    subtypes = set(game.chars(planet).subtypes)
    assert set(LAND_TYPES) <= subtypes and {"Urza's", "Mine", "Tower", "Power-Plant", "Desert", "Gate"} <= subtypes
    assert game.chars(planet).mana == ["W", "U", "B", "R", "G"]
    game.apply(ActivateMana("Alice", planet, "B"))
    assert game.player("Alice").mana_pool["B"] == 1

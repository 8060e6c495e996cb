"""711.2, 716.2: the abilities under a level's heading hold only at that level, which the engine doesn't track: every
line from the first heading on is left to the players, never read as an ability the permanent always has."""
from game.rules.abilities import ManaAbility
from game.rules.oracle import read_card

SKYSCRAPER = ("Level up {1}\n{T}: Add {C}.\nLEVEL 1-7\n{T}: Add {W}, {B}, {G}, or {C}.\nLEVEL 8+\n"
              "{T}: Add {W}, {B}, {G}, or {C}. Scry 1.")  # Under-Construction Skyscraper's Oracle text


def test_711_2_a_level_up_land_has_only_its_first_mana_ability_and_leaves_its_levels_to_the_players():
    abilities, manual = read_card("Under-Construction Skyscraper", SKYSCRAPER, True)
    assert abilities == (ManaAbility(produces=("C",)),)
    assert manual == ("Level up {1}", "LEVEL 1-7", "{T}: Add {W}, {B}, {G}, or {C}.", "LEVEL 8+",
                      "{T}: Add {W}, {B}, {G}, or {C}. Scry 1.")


def test_716_2_a_class_leaves_the_lines_after_its_level_2_heading_to_the_players():
    text = "{T}: Add {G}.\n{1}{G}: Level 2\n{T}: Add {G}{G}."
    abilities, manual = read_card("Test Class", text, True)
    assert len(abilities) == 1 and manual == ("{1}{G}: Level 2", "{T}: Add {G}{G}.")

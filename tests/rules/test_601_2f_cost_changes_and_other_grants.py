"""601.2f and 118.7: activated abilities that cost {1} less for each other permanent of a kind ("other": not the
ability's own source); 613.1f with "Other Caves you control have "..."" (a granted mana ability the source itself
doesn't get). Real lands."""
from game.rules.actions import ActivateAbility, ActivateMana
from game.rules.characteristics import characteristics
from tests.rules.builder import Position, performed_in_full

BALAMB = "Balamb Garden, SeeD Academy // Balamb Garden, Airborne"


def test_613_1f_other_caves_you_control_have_the_quoted_mana_ability_and_the_monument_itself_doesnt():
    game = Position("Alice", "Bob")
    monument = game.battlefield("Alice", "Forgotten Monument")
    cave = game.battlefield("Alice", "Captivating Cave")
    theirs = game.battlefield("Bob", "Captivating Cave")
    assert characteristics(game.state, cave).mana == ["W", "U", "B", "R", "G", "C"]
    assert characteristics(game.state, monument).mana == ["C"]  # "Other": not its own source
    assert len(characteristics(game.state, theirs).mana_abilities) == 2  # "you control": not Bob's Cave
    assert performed_in_full("Forgotten Monument")


def test_605_3b_the_granted_ability_taps_the_cave_and_pays_1_life_for_one_mana_of_any_color():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Forgotten Monument")
    cave = game.battlefield("Alice", "Captivating Cave")
    game.apply(ActivateMana("Alice", cave, "G", ability=2))  # its {C}, its {1}-cost one, then the granted one
    assert game.state.player("Alice").mana_pool["G"] == 1 and game.player("Alice").life == 19
    assert game.state.objects[cave].tapped


def test_119_4_the_granted_ability_cant_be_activated_without_the_life_to_pay():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Forgotten Monument")
    cave = game.battlefield("Alice", "Captivating Cave")
    game.player("Alice").life = 0
    assert game.reject(ActivateMana("Alice", cave, "G", ability=2)).rule == "119.4"
    assert not game.state.objects[cave].tapped and game.state.player("Alice").mana_pool["G"] == 0


def test_601_2f_each_other_town_you_control_makes_balamb_garden_cost_1_less_and_it_doesnt_count_itself():
    game = Position("Alice", "Bob")
    garden = game.battlefield("Alice", BALAMB)
    game.battlefield("Alice", "Gohn, Town of Ruin")
    game.battlefield("Bob", "Gohn, Town of Ruin")  # not Alice's: not counted
    game.pool("Alice", C=3, G=1, U=1)  # {5}{G}{U} less {1} for one other Town: {4}{G}{U}, one short
    assert game.reject(ActivateAbility("Alice", garden, game.ability(garden))).rule == "601.2h"
    assert game.state.player("Alice").mana_pool["C"] == 3 and not game.state.objects[garden].tapped
    game.pool("Alice", C=4, G=1, U=1)
    game.apply(ActivateAbility("Alice", garden, game.ability(garden)))
    assert game.state.player("Alice").mana_pool == {k: 0 for k in game.state.player("Alice").mana_pool}
    game.pass_all()
    assert game.chars(garden).name == "Balamb Garden, Airborne"  # transformed (701.28)
    assert performed_in_full(BALAMB)

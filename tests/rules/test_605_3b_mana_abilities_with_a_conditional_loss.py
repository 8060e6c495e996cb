"""605.3b: what a mana ability does besides adding mana happens as it resolves, at once: "If you don't have the
city's blessing (702.131c), you lose 1 life.", "... deals 1 damage to you if you don't control an Ogre."."""
from game.rules.actions import ActivateMana
from game.rules.oracle import manual_lines
from tests.rules.builder import Position, performed_in_full


def test_605_3b_temur_elevator_costs_a_life_without_the_citys_blessing():
    game = Position("Alice", "Bob")
    game.apply(ActivateMana("Alice", game.battlefield("Alice", "Temur Elevator"), "U"))
    assert game.player("Alice").mana_pool["U"] == 1 and game.player("Alice").life == 19
    assert performed_in_full("Temur Elevator")


def test_702_131c_temur_elevator_costs_nothing_with_the_citys_blessing():
    game = Position("Alice", "Bob")
    game.player("Alice").city_blessing = True
    game.apply(ActivateMana("Alice", game.battlefield("Alice", "Temur Elevator"), "G"))
    assert game.player("Alice").mana_pool["G"] == 1 and game.player("Alice").life == 20


def test_605_3b_tomb_of_urami_deals_damage_unless_its_controller_controls_an_ogre():
    game = Position("Alice", "Bob")
    tomb = game.battlefield("Alice", "Tomb of Urami")
    game.apply(ActivateMana("Alice", tomb, "B"))
    assert game.player("Alice").mana_pool["B"] == 1 and game.player("Alice").life == 19
    game.state.objects[tomb].tapped = False
    game.battlefield("Bob", "Gray Ogre")  # an opponent's Ogre isn't one Alice controls
    game.apply(ActivateMana("Alice", tomb, "B"))
    assert game.player("Alice").life == 18
    game.state.objects[tomb].tapped = False
    game.battlefield("Alice", "Gray Ogre")
    game.apply(ActivateMana("Alice", tomb, "B"))
    assert game.player("Alice").mana_pool["B"] == 3 and game.player("Alice").life == 18
    assert manual_lines("Tomb of Urami", game.state.spec(game.state.objects[tomb]).text, True) == (
        "{2}{B}{B}, {T}, Sacrifice all lands you control: Create Urami, a legendary 5/5 black Demon Spirit creature "
        "token with flying.",)

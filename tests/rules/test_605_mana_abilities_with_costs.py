"""605.3b, 119.4, 601.2h: mana abilities that cost life or deal damage, with real lands.

A mana ability resolves at once (605.3b): what it does besides adding mana
happens then too, and its costs are paid in full or not at all.
"""
from game.rules.actions import ActivateMana
from game.rules.oracle import manual_lines
from tests.rules.builder import Position, starter_specs


def test_605_3b_a_pain_land_deals_1_damage_to_you_for_coloured_mana_and_none_for_colourless():
    game = Position("Alice", "Bob")
    wastes = game.battlefield("Alice", "Adarkar Wastes")
    events = game.apply(ActivateMana("Alice", wastes, "U"))
    assert game.state.player("Alice").mana_pool["U"] == 1 and game.player("Alice").life == 19
    assert {"type": "damage", "source": wastes, "target": "Alice", "amount": 1} in events
    game = Position("Alice", "Bob")
    wastes = game.battlefield("Alice", "Adarkar Wastes")
    game.apply(ActivateMana("Alice", wastes, "C"))
    assert game.state.player("Alice").mana_pool["C"] == 1 and game.player("Alice").life == 20
    spec = starter_specs()["Adarkar Wastes"]
    assert manual_lines(spec.name, spec.text, True) == ()


def test_119_4_a_horizon_land_pays_1_life_and_cant_be_tapped_with_no_life_to_pay():
    game = Position("Alice", "Bob")
    canyon = game.battlefield("Alice", "Sunbaked Canyon")
    game.apply(ActivateMana("Alice", canyon, "R"))
    assert game.state.player("Alice").mana_pool["R"] == 1 and game.player("Alice").life == 19
    game = Position("Alice", "Bob")
    canyon = game.battlefield("Alice", "Sunbaked Canyon")
    game.player("Alice").life = 0  # a state-based action hasn't been checked yet: the cost alone is refused
    assert game.reject(ActivateMana("Alice", canyon, "R")).rule == "119.4"
    assert not game.state.objects[canyon].tapped and game.player("Alice").life == 0
    spec = starter_specs()["Sunbaked Canyon"]  # its draw ability is left to the players, and says so
    assert manual_lines(spec.name, spec.text, True) == ("{1}, {T}, Sacrifice ~: Draw a card.",)


def test_119_4_mana_confluence_pays_1_life_for_any_colour():
    game = Position("Alice", "Bob")
    confluence = game.battlefield("Alice", "Mana Confluence")
    game.apply(ActivateMana("Alice", confluence, "G"))
    assert game.state.player("Alice").mana_pool["G"] == 1 and game.player("Alice").life == 19

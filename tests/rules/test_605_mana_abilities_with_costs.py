"""605.3b, 119.4, 601.2h: mana abilities that cost life or deal damage, with real lands.

A mana ability resolves at once (605.3b): what it does besides adding mana
happens then too, and its costs are paid in full or not at all.
"""
from game.rules.actions import ActivateMana, Advance
from game.rules.engine import legal_actions
from game.rules.oracle import manual_lines
from tests.rules.builder import Position, performed_in_full, starter_specs


def tapped_for(land: str, mana: str) -> tuple[Position, str, list]:
    """Alice's ``land`` on the battlefield, tapped for ``mana``: the game, the land and the events."""
    game = Position("Alice", "Bob")
    land_id = game.battlefield("Alice", land)
    return game, land_id, game.apply(ActivateMana("Alice", land_id, mana))



def test_605_3b_a_pain_land_deals_1_damage_to_you_for_coloured_mana_and_none_for_colourless():
    game, wastes, events = tapped_for("Adarkar Wastes", "U")
    assert game.state.player("Alice").mana_pool["U"] == 1 and game.player("Alice").life == 19
    assert {"type": "damage", "source": wastes, "target": "Alice", "amount": 1} in events
    game, _, _ = tapped_for("Adarkar Wastes", "C")
    assert game.state.player("Alice").mana_pool["C"] == 1 and game.player("Alice").life == 20
    assert performed_in_full("Adarkar Wastes")


def test_119_4_a_horizon_land_pays_1_life_and_cant_be_tapped_with_no_life_to_pay():
    game, _, _ = tapped_for("Sunbaked Canyon", "R")
    assert game.state.player("Alice").mana_pool["R"] == 1 and game.player("Alice").life == 19
    game = Position("Alice", "Bob")
    canyon = game.battlefield("Alice", "Sunbaked Canyon")
    game.player("Alice").life = 0  # a state-based action hasn't been checked yet: the cost alone is refused
    assert game.reject(ActivateMana("Alice", canyon, "R")).rule == "119.4"
    assert not game.state.objects[canyon].tapped and game.player("Alice").life == 0
    assert performed_in_full("Sunbaked Canyon")  # its draw ability too: test_602_activated_abilities.py


def test_119_4_mana_confluence_pays_1_life_for_any_colour():
    game, _, _ = tapped_for("Mana Confluence", "G")
    assert game.state.player("Alice").mana_pool["G"] == 1 and game.player("Alice").life == 19


def test_601_2h_a_mana_ability_with_a_mana_cost_pays_it_from_the_pool_or_not_at_all():
    game = Position("Alice", "Bob")
    shores = game.battlefield("Alice", "Unknown Shores")
    assert game.reject(ActivateMana("Alice", shores, "B")).rule == "601.2h"  # no {1} in the pool
    assert not game.state.objects[shores].tapped
    game.pool("Alice", G=1)
    game.apply(ActivateMana("Alice", shores, "B"))
    assert game.state.player("Alice").mana_pool == {"W": 0, "U": 0, "B": 1, "R": 0, "G": 0, "C": 0}


def test_106_4_a_bounce_land_adds_both_its_colours_at_once_and_asks_no_choice():
    game = Position("Alice", "Bob")
    chancery = game.battlefield("Alice", "Azorius Chancery")
    events = game.apply(ActivateMana("Alice", chancery))
    assert [(e["mana"], e["amount"]) for e in events if e["type"] == "mana"] == [("W", 1), ("U", 1)]
    assert [a for a in legal_actions(game.state, "Alice") if isinstance(a, ActivateMana)] == []  # tapped
    # Its trigger returning a land: test_608_2d_... in test_choices_on_resolution.py


def test_605_1a_crystal_vein_offers_both_abilities_that_make_c_and_the_second_is_sacrificed_for_two():
    game = Position("Alice", "Bob")
    vein = game.battlefield("Alice", "Crystal Vein")
    offers = [a for a in legal_actions(game.state, "Alice") if isinstance(a, ActivateMana)]
    assert offers == [ActivateMana("Alice", vein, "C", 0), ActivateMana("Alice", vein, "C", 1)]
    game.apply(ActivateMana("Alice", vein, "C", 1))
    assert game.state.player("Alice").mana_pool["C"] == 2 and game.names("graveyard", "Alice") == ["Crystal Vein"]
    game = Position("Alice", "Bob")
    vein = game.battlefield("Alice", "Crystal Vein")
    game.apply(ActivateMana("Alice", vein, "C"))  # no index: the first ability that makes {C}
    assert game.state.player("Alice").mana_pool["C"] == 1 and game.names("battlefield") == ["Crystal Vein"]


def test_502_3_a_land_tapped_for_coloured_mana_stays_tapped_in_its_controller_s_next_untap_step_only():
    game = Position("Alice", "Bob")
    lake = game.battlefield("Alice", "Cloudcrest Lake")
    for player in ("Alice", "Bob"):
        game.library(player, *["Forest"] * 5)  # draw steps to come
    game.apply(ActivateMana("Alice", lake, "W"))
    game.apply(Advance("Alice", "upkeep"))  # Bob's turn: not Alice's untap step
    game.apply(Advance("Bob", "upkeep"))    # Alice's turn 3: her next untap step
    assert game.state.turn.active == "Alice" and game.state.objects[lake].tapped
    game.apply(Advance("Alice", "upkeep"))
    game.apply(Advance("Bob", "upkeep"))    # her following untap step: it untaps
    assert not game.state.objects[lake].tapped
    game.apply(ActivateMana("Alice", lake, "C"))  # {T}: Add {C} has no such clause
    game.apply(Advance("Alice", "upkeep"))
    game.apply(Advance("Bob", "upkeep"))
    assert not game.state.objects[lake].tapped


def test_602_5b_tainted_field_adds_white_or_black_only_while_its_controller_controls_a_swamp():
    game = Position("Alice", "Bob")
    field = game.battlefield("Alice", "Tainted Field")
    assert [a.mana for a in legal_actions(game.state, "Alice") if isinstance(a, ActivateMana)] == ["C"]
    assert game.reject(ActivateMana("Alice", field, "W")).rule == "602.5b"
    game.battlefield("Alice", "Swamp")
    game.apply(ActivateMana("Alice", field, "B"))
    assert game.state.player("Alice").mana_pool["B"] == 1


def test_605_3b_a_depletion_land_is_sacrificed_as_its_last_counter_is_removed():
    game = Position("Alice", "Bob")
    woodlot = game.battlefield("Alice", "Hickory Woodlot", counters={"depletion": 2})
    game.apply(ActivateMana("Alice", woodlot, "G"))
    assert game.state.player("Alice").mana_pool["G"] == 2 and game.state.objects[woodlot].counters == {"depletion": 1}
    game.state.objects[woodlot].tapped = False  # a later turn
    game.apply(ActivateMana("Alice", woodlot, "G"))
    assert game.state.player("Alice").mana_pool["G"] == 4 and game.names("graveyard", "Alice") == ["Hickory Woodlot"]
    spec = starter_specs()["Hickory Woodlot"]
    assert manual_lines(spec.name, spec.text, True) == ()

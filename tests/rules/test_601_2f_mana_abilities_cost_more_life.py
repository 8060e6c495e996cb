""""Mana abilities of this land cost an additional 1 life to activate." (Thran Portal): a cost increase (601.2f)
for every mana ability it has, the intrinsic ones of its land types too (305.6); paid in full or not at all
(119.4). Its other lines (the chosen basic land type) are another family's: here Urborg makes it a Swamp."""
from game.rules.actions import ActivateMana
from game.rules.oracle import manual_lines
from tests.rules.builder import Position, starter_specs


def portal_as_a_swamp() -> tuple[Position, str]:
    game = Position("Alice", "Bob")
    portal = game.battlefield("Alice", "Thran Portal")
    game.battlefield("Alice", "Urborg, Tomb of Yawgmoth")
    return game, portal


def test_601_2f_its_intrinsic_mana_ability_costs_1_life_more():
    game, portal = portal_as_a_swamp()
    game.apply(ActivateMana("Alice", portal, "B"))
    assert game.player("Alice").mana_pool["B"] == 1 and game.player("Alice").life == 19


def test_119_4_without_the_life_to_pay_it_cant_be_activated():
    game, portal = portal_as_a_swamp()
    game.player("Alice").life = 0
    assert game.reject(ActivateMana("Alice", portal, "B")).rule == "119.4"


def test_601_2f_other_lands_mana_abilities_cost_nothing_more():
    game, _ = portal_as_a_swamp()
    urborg = game.zone("battlefield")[-1]
    game.apply(ActivateMana("Alice", urborg, "B"))
    assert game.player("Alice").life == 20


def test_the_cost_line_is_read():
    spec = starter_specs()["Thran Portal"]
    assert "Mana abilities of this land cost an additional 1 life to activate." not in \
        manual_lines(spec.name, spec.text, True)

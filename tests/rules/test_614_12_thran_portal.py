"""Thran Portal: "As this land enters, choose a basic land type." (614.12a, 205.3i), "This land is the chosen
type in addition to its other types." (305.7's last sentence: it keeps its rules text and gains that type's
mana ability, 305.6), "Mana abilities of this land cost an additional 1 life to activate." (602.2b, 119.4)."""
from game.rules.actions import ActivateMana, Choose, PlayLand
from tests.rules.builder import Position, performed_in_full


def _portal(game: Position, chosen: str = "Island") -> str:
    events = game.apply(PlayLand("Alice", game.hand("Alice", "Thran Portal")))
    portal = next(e["new_id"] for e in events if e["type"] == "zone_change")
    choice = game.state.pending[0]
    assert (choice["choice"], choice["options"]) == ("chosen_type", ["Plains", "Island", "Swamp", "Mountain", "Forest"])
    assert game.reject(Choose("Alice", options=("Gate",))).rule == "205.3i"
    game.apply(Choose("Alice", options=(chosen,)))
    return portal


def test_614_12_both_thran_portals_read_whole():
    for name in ("Thran Portal", "A-Thran Portal"):
        assert performed_in_full(name), name


def test_305_6_the_chosen_island_taps_for_blue_for_1_life_more():
    game = Position("Alice", "Bob")
    portal = _portal(game)
    chars = game.chars(portal)
    assert chars.subtypes == ["Gate", "Island"] and not game.state.objects[portal].tapped
    assert [(a.produces, a.life) for a in chars.mana_abilities] == [(("U",), 1)]
    game.apply(ActivateMana("Alice", portal, "U"))
    assert game.player("Alice").mana_pool["U"] == 1 and game.player("Alice").life == 19
    assert "Alice chooses Island for Thran Portal" in game.state.log


def test_119_4_no_mana_from_it_without_the_life_to_pay():
    game = Position("Alice", "Bob")
    portal = _portal(game, "Forest")
    game.player("Alice").life = 0
    assert game.reject(ActivateMana("Alice", portal, "G")).rule == "119.4"


def test_305_7_under_blood_moon_it_is_a_mountain_only_and_its_mana_costs_no_life():
    game = Position("Alice", "Bob")
    portal = _portal(game, "Island")
    game.battlefield("Bob", "Blood Moon")
    chars = game.chars(portal)
    assert chars.subtypes == ["Mountain"] and [(a.produces, a.life) for a in chars.mana_abilities] == [(("R",), 0)]
    game.apply(ActivateMana("Alice", portal, "R"))
    assert game.player("Alice").life == 20

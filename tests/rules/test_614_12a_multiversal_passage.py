"""Multiversal Passage: "As this land enters, choose a basic land type. Then you may pay 2 life. If you don't, it
enters tapped." (614.1c, 614.12a: both choices made before it enters, the type first) and "This land is the
chosen type." (a land with that basic land type has its intrinsic mana ability, 305.6)."""
from game.rules.actions import ActivateMana, Choose, PlayLand
from tests.rules.builder import Position, performed_in_full


def _passage(game: Position, chosen: str, pay: str) -> str:
    events = game.apply(PlayLand("Alice", game.hand("Alice", "Multiversal Passage")))
    passage = next(e["new_id"] for e in events if e["type"] == "zone_change")
    assert [c["choice"] for c in game.state.pending] == ["chosen_type", "pay_life"]
    assert game.reject(Choose("Alice", options=("Gate",))).rule == "205.3i"
    assert game.state.pending[0]["choice"] == "chosen_type"  # nothing changed
    game.apply(Choose("Alice", options=(chosen,)))
    game.apply(Choose("Alice", options=(pay,)))
    assert game.state.pending == []
    return passage


def test_614_12a_multiversal_passage_is_performed_in_full():
    assert performed_in_full("Multiversal Passage")


def test_305_6_the_chosen_island_paid_for_enters_untapped_and_taps_for_blue():
    game = Position("Alice", "Bob")
    passage = _passage(game, "Island", "yes")
    assert game.player("Alice").life == 18 and not game.state.objects[passage].tapped
    assert game.chars(passage).subtypes == ["Island"]
    assert [a.produces for a in game.chars(passage).mana_abilities] == [("U",)]
    game.apply(ActivateMana("Alice", passage, "U"))
    assert game.player("Alice").mana_pool["U"] == 1


def test_614_1c_without_the_life_paid_it_enters_tapped_as_the_chosen_type():
    game = Position("Alice", "Bob")
    passage = _passage(game, "Swamp", "no")
    assert game.player("Alice").life == 20 and game.state.objects[passage].tapped
    assert game.chars(passage).subtypes == ["Swamp"]

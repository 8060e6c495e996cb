"""Gem Bazaar: "When ~ comes into play, choose a random color." (603.2, "comes into play": the older words for
"enters the battlefield") and "{T}: Add to your mana pool one mana of the color last chosen. Then choose a random
color." (605.3b: all of it at once); the random colors come from the game's seed."""
from game.rules.actions import ActivateMana, PlayLand
from tests.rules.builder import Position, performed_in_full


def test_603_2_gem_bazaar_chooses_a_random_color_as_its_trigger_resolves_and_adds_that_color():
    game = Position("Alice", "Bob")
    game.state.seed = "ab" * 32
    events = game.apply(PlayLand("Alice", game.hand("Alice", "Gem Bazaar")))
    bazaar = next(e["new_id"] for e in events if e["type"] == "zone_change")
    assert len(game.state.triggers) + len(game.state.stack) == 1 and game.state.objects[bazaar].chosen_color is None
    game.pass_all()
    first = game.state.objects[bazaar].chosen_color
    assert first in "WUBRG" and f"Gem Bazaar: {first} chosen" in game.state.log
    game.apply(ActivateMana("Alice", bazaar))
    assert game.player("Alice").mana_pool[first] == 1
    assert game.state.objects[bazaar].chosen_color in "WUBRG"
    assert performed_in_full("Gem Bazaar")


def test_605_3b_gem_bazaar_adds_only_the_color_last_chosen_then_chooses_again():
    game = Position("Alice", "Bob")
    game.state.seed = "cd" * 32
    bazaar = game.battlefield("Alice", "Gem Bazaar")
    game.state.objects[bazaar].chosen_color = "U"
    assert game.reject(ActivateMana("Alice", bazaar, "G")).rule == "605.1"
    game.apply(ActivateMana("Alice", bazaar, "U"))
    assert game.player("Alice").mana_pool["U"] == 1 and game.state.shuffles == 1  # one random choice drawn


def test_605_3b_gem_bazaar_with_no_color_chosen_adds_nothing_but_chooses_one():
    game = Position("Alice", "Bob")
    bazaar = game.battlefield("Alice", "Gem Bazaar")
    game.apply(ActivateMana("Alice", bazaar))
    assert not any(game.player("Alice").mana_pool.values())
    assert game.state.objects[bazaar].chosen_color in "WUBRG" and game.state.objects[bazaar].tapped


def test_gem_bazaar_s_colors_replay_from_the_seed():
    colors = []
    for _ in range(2):
        game = Position("Alice", "Bob")
        game.state.seed = "ef" * 32
        bazaar = game.battlefield("Alice", "Gem Bazaar")
        for _ in range(4):
            game.apply(ActivateMana("Alice", bazaar))
            game.state.objects[bazaar].tapped = False
        colors.append(game.state.objects[bazaar].chosen_color)
    assert colors[0] == colors[1]

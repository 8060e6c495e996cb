"""605.3b, 614.12: Three Tree City adds mana of a color chosen as it resolves, as much as there are creatures
its controller controls of the creature type chosen as it entered."""
from game.rules.actions import ActivateMana, Choose, PlayLand
from tests.rules.builder import Position, performed_in_full


def _city(game: Position, chosen: str) -> str:
    events = game.apply(PlayLand("Alice", game.hand("Alice", "Three Tree City")))
    city = next(e["new_id"] for e in events if e["type"] == "zone_change")
    game.apply(Choose("Alice", options=(chosen,)))
    return city


def test_605_3b_three_tree_city_adds_one_mana_of_the_chosen_color_per_creature_of_the_chosen_type():
    game = Position("Alice", "Bob")
    city = _city(game, "Elf")
    game.battlefield("Alice", "Llanowar Elves")
    game.battlefield("Alice", "Llanowar Elves")
    game.battlefield("Alice", "Grizzly Bears")  # a Bear: not counted
    game.battlefield("Bob", "Llanowar Elves")   # Bob's: not counted
    game.pool("Alice", C=2)
    game.apply(ActivateMana("Alice", city, "U", ability=1))
    assert game.player("Alice").mana_pool["U"] == 2 and game.player("Alice").mana_pool["C"] == 0
    assert performed_in_full("Three Tree City")


def test_605_3b_three_tree_city_without_creatures_of_the_chosen_type_adds_nothing():
    game = Position("Alice", "Bob")
    city = _city(game, "Goblin")
    game.battlefield("Alice", "Llanowar Elves")
    game.pool("Alice", C=2)
    game.apply(ActivateMana("Alice", city, "R", ability=1))  # its costs are paid; it adds no mana
    assert game.player("Alice").mana_pool["R"] == 0 and game.player("Alice").mana_pool["C"] == 0
    assert game.state.objects[city].tapped

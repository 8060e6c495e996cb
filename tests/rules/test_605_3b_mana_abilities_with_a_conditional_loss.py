"""605.3b: what a mana ability does besides adding mana happens as it resolves, at once: "If you don't have the
city's blessing (702.131c), you lose 1 life.", "... deals 1 damage to you if you don't control an Ogre.";
Tomb of Urami's other ability: "Sacrifice all lands you control" (701.17a) and a legendary token named first."""
from game.rules.actions import ActivateAbility, ActivateMana
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


def test_701_17a_tomb_of_urami_sacrifices_all_its_controller_s_lands_and_creates_urami():
    game = Position("Alice", "Bob")
    tomb = game.battlefield("Alice", "Tomb of Urami")
    game.battlefield("Alice", "Swamp")
    game.battlefield("Alice", "Forest")
    bears = game.battlefield("Alice", "Grizzly Bears")
    bobs = game.battlefield("Bob", "Swamp")
    game.pool("Alice", B=2, C=2)
    game.apply(ActivateAbility("Alice", tomb, game.ability(tomb)))
    assert sorted(game.names("graveyard", "Alice")) == ["Forest", "Swamp", "Tomb of Urami"]
    assert game.zone("battlefield") == [bears, bobs]
    game.pass_all()
    urami = game.zone("battlefield")[-1]
    chars = game.chars(urami)
    assert (chars.name, chars.supertypes, chars.types, chars.subtypes, chars.colors, chars.power, chars.toughness) \
        == ("Urami", ["Legendary"], ["Creature"], ["Demon", "Spirit"], ["B"], 5, 5)
    assert chars.has_keyword("flying") and game.state.objects[urami].token
    assert performed_in_full("Tomb of Urami")

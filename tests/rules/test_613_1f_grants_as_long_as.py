"""113.6, 613.1f: static abilities granting abilities in quotes "as long as" something holds: "As long as this card
is in your graveyard, lands you control have "{T}: Add {G} or {W}."" (Riftstone Portal: it works only from its
owner's graveyard, for that player's lands) and "As long as you control six or more lands, lands you control have
"{T}: Add one mana of any color."" (The World Tree: only while its controller controls six lands); and The World
Tree's "Search your library for any number of God cards, put them onto the battlefield, then shuffle." (701.19)."""
from game.rules.actions import ActivateAbility, ActivateMana, Choose, Move
from game.rules.spells import mana_kinds
from tests.rules.builder import Position, performed_in_full


def test_613_1f_riftstone_portal_and_the_world_tree_are_performed_in_full():
    assert performed_in_full("Riftstone Portal") and performed_in_full("The World Tree")


def test_113_6_riftstone_portal_grants_its_owners_lands_green_or_white_from_the_graveyard_only():
    game = Position("Alice", "Bob")
    mine, theirs = game.battlefield("Alice", "Wastes"), game.battlefield("Bob", "Wastes")
    portal = game.battlefield("Alice", "Riftstone Portal")
    assert mana_kinds(game.state, mine) == ["C"]                       # on the battlefield: it grants nothing
    game.apply(Move("Alice", portal, "graveyard"))
    assert mana_kinds(game.state, mine) == ["W", "G", "C"]
    assert mana_kinds(game.state, theirs) == ["C"]                     # "lands you control": its owner's
    game.apply(ActivateMana("Alice", mine, "G"))
    assert game.player("Alice").mana_pool.get("G") == 1


def test_613_1f_the_world_tree_grants_any_color_with_six_lands_only():
    game = Position("Alice", "Bob")
    tree = game.battlefield("Alice", "The World Tree")
    wastes = [game.battlefield("Alice", "Wastes") for _ in range(4)]
    assert mana_kinds(game.state, wastes[0]) == ["C"] and mana_kinds(game.state, tree) == ["G"]  # five lands
    game.battlefield("Bob", "Wastes")                                  # an opponent's land doesn't count
    assert mana_kinds(game.state, wastes[0]) == ["C"]
    sixth = game.battlefield("Alice", "Wastes")
    assert mana_kinds(game.state, wastes[0]) == ["W", "U", "B", "R", "G", "C"]
    assert mana_kinds(game.state, sixth) == ["W", "U", "B", "R", "G", "C"]


def test_701_19_the_world_tree_finds_any_number_of_god_cards():
    game = Position("Alice", "Bob")
    heliod, bears, ephara = game.library("Alice", "Heliod, Sun-Crowned", "Grizzly Bears", "Ephara, God of the Polis")
    tree = game.battlefield("Alice", "The World Tree")
    game.pool("Alice", W=2, U=2, B=2, R=2, G=2)
    game.apply(ActivateAbility("Alice", tree, game.ability(tree)))
    assert game.names("graveyard", "Alice") == ["The World Tree"]
    game.pass_all()
    choice = game.state.pending[0]
    assert choice["player"] == "Alice" and sorted(choice["options"]) == sorted([heliod, ephara])
    game.reject(Choose("Alice", (heliod, bears)))
    game.apply(Choose("Alice", (heliod, ephara)))
    assert sorted(game.names("battlefield")) == ["Ephara, God of the Polis", "Heliod, Sun-Crowned"]
    assert game.names("library", "Alice") == ["Grizzly Bears"]

"""A permanent's controller as it was destroyed or exiled creates a token, searches, or loses or gains life
(701.6a, 701.19a, 119.3, 608.2h): Beast Within ("Destroy target permanent. Its controller creates a 3/3 green
Beast creature token."), Pongify (with "It can't be regenerated." between, 701.15c), Generous Gift (an Elephant),
Path to Exile ("Exile target creature. Its controller may search their library for a basic land card, put that
card onto the battlefield tapped, then shuffle."), Hideous End ("... Its controller loses 2 life.") and Nature's
Claim ("... Its controller gains 4 life.")."""
from game.rules.actions import Cast, Choose
from game.rules.shields import add_shield
from tests.rules.builder import Position, performed_in_full


def test_701_6a_the_cards_are_performed_in_full():
    assert all(performed_in_full(name) for name in ("Beast Within", "Pongify", "Generous Gift", "Path to Exile"))


def test_701_6a_beast_within_gives_the_permanents_controller_a_beast():
    game = Position("Alice", "Bob")
    forest = game.battlefield("Bob", "Forest")
    game.pool("Alice", G=1, C=2)
    game.apply(Cast("Alice", game.hand("Alice", "Beast Within"), targets=(forest,)))
    game.pass_all()
    (beast,) = game.state.battlefield
    assert game.chars(beast).name == "Beast Token" and (game.chars(beast).power, game.chars(beast).toughness) == (3, 3)
    assert game.state.objects[beast].controller == "Bob" and game.state.objects[beast].owner == "Bob"
    assert game.names("graveyard", "Bob") == ["Forest"]


def test_701_15c_pongify_destroys_a_shielded_creature_and_its_controller_gets_an_ape():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Bob", "Grizzly Bears")
    game.pool("Alice", U=1)
    game.apply(Cast("Alice", game.hand("Alice", "Pongify"), targets=(bears,)))
    add_shield(game.state, bears, ["regenerate"], controller="Bob", source_id=None)
    game.pass_all()
    assert game.names("graveyard", "Bob") == ["Grizzly Bears"] and game.names("battlefield", "Bob") == ["Ape Token"]


def test_701_19a_path_to_exile_its_controller_may_search_for_a_basic_land_tapped():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Bob", "Grizzly Bears")
    forest = game.library("Bob", "Hill Giant", "Forest")[1]
    game.pool("Alice", W=1)
    game.apply(Cast("Alice", game.hand("Alice", "Path to Exile"), targets=(bears,)))
    game.pass_all()
    assert game.names("exile", "Bob") == ["Grizzly Bears"]
    (choice,) = game.state.pending
    assert choice["player"] == "Bob" and choice["options"] == [forest]
    game.apply(Choose("Bob", (forest,)))
    (land,) = game.state.battlefield
    assert game.chars(land).name == "Forest" and game.state.objects[land].tapped
    assert game.state.objects[land].controller == "Bob"


def test_119_3_hideous_end_its_controller_loses_2_life_and_natures_claim_gains_4():
    assert performed_in_full("Hideous End") and performed_in_full("Nature's Claim")
    game = Position("Alice", "Bob")
    bears = game.battlefield("Bob", "Grizzly Bears")
    game.pool("Alice", B=2, C=1)
    game.apply(Cast("Alice", game.hand("Alice", "Hideous End"), targets=(bears,)))
    game.pass_all()
    assert game.names("graveyard", "Bob") == ["Grizzly Bears"] and game.player("Bob").life == 18
    assert game.player("Alice").life == 20
    pacifism = game.battlefield("Alice", "Pacifism", attached_to=game.battlefield("Bob", "Hill Giant"))
    game.pool("Alice", G=1)
    game.apply(Cast("Alice", game.hand("Alice", "Nature's Claim"), targets=(pacifism,)))
    game.pass_all()
    assert game.player("Alice").life == 24 and game.player("Bob").life == 18  # the Aura was Alice's

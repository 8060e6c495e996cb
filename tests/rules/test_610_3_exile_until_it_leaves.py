""""Exile ... until this enchantment leaves the battlefield" (610.3): Banishing Light ("When this enchantment
enters, exile target nonland permanent an opponent controls until this enchantment leaves the battlefield."). The
card returns as soon as Banishing Light leaves, under its owner's control (610.3c), a new object (400.7); if
Banishing Light left before its ability resolved, nothing is exiled (610.3b); an Aura returning enchants what its
owner chooses (303.4g)."""
from game.rules.actions import Cast, Choose
from game.rules.sba import leave_game
from game.rules.zones import move_object
from tests.rules.builder import Position, performed_in_full

LIGHT = "Banishing Light"


def _banish(game: Position, *targets: str) -> str:
    """Alice casts Banishing Light; its ability goes on the stack aimed at ``targets`` (the only ones, or chosen)."""
    game.pool("Alice", W=1, C=2)
    game.apply(Cast("Alice", game.hand("Alice", LIGHT)))
    game.pass_all()
    if game.state.pending:
        game.apply(Choose("Alice", (), targets))
    return next(oid for oid in game.state.battlefield if game.chars(oid).name == LIGHT)


def test_610_3_banishing_light_is_performed_in_full():
    assert performed_in_full(LIGHT)


def test_610_3_the_card_returns_under_its_owners_control_once_banishing_light_leaves():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Bob", "Grizzly Bears")
    light = _banish(game, bears)
    game.pass_all()
    assert game.names("exile", "Bob") == ["Grizzly Bears"] and game.state.battlefield == [light]
    game.pool("Alice", G=1, C=2)
    game.apply(Cast("Alice", game.hand("Alice", "Tranquility")))  # "Destroy all enchantments."
    game.pass_all()
    assert sorted(game.names("graveyard", "Alice")) == [LIGHT, "Tranquility"]
    (returned,) = game.state.battlefield
    assert game.chars(returned).name == "Grizzly Bears" and game.state.objects[returned].controller == "Bob"
    assert returned != bears and game.zone("exile", "Bob") == []  # 400.7: a new object


def test_610_3_only_opponents_nonland_permanents_are_targets():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Grizzly Bears")
    game.battlefield("Bob", "Forest")
    _banish(game)
    assert game.state.stack == [] and game.state.pending == []  # no legal target: removed (603.3d)


def test_610_3b_if_banishing_light_left_first_nothing_is_exiled():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Bob", "Grizzly Bears")
    light = _banish(game, bears)
    move_object(game.state, light, "hand", [])  # gone before its ability resolves
    game.pass_all()
    assert game.state.battlefield == [bears] and game.zone("exile", "Bob") == []


def test_610_3_another_permanent_leaving_returns_nothing():
    game = Position("Alice", "Bob")
    bears, elves = game.battlefield("Bob", "Grizzly Bears"), game.battlefield("Bob", "Llanowar Elves")
    _banish(game, bears)
    game.pass_all()
    move_object(game.state, elves, "graveyard", [])
    assert game.names("exile", "Bob") == ["Grizzly Bears"]


def test_303_4g_a_returning_aura_enchants_what_its_owner_chooses():
    game = Position("Alice", "Bob")
    bears, elves = game.battlefield("Alice", "Grizzly Bears"), game.battlefield("Alice", "Llanowar Elves")
    pacifism = game.battlefield("Bob", "Pacifism")
    game.state.objects[pacifism].attached_to = bears
    light = _banish(game, pacifism)
    game.pass_all()
    assert game.names("exile", "Bob") == ["Pacifism"]
    move_object(game.state, light, "graveyard", [])
    (choice,) = game.state.pending
    assert choice["player"] == "Bob" and sorted(choice["options"]) == sorted([bears, elves])
    assert game.reject(Choose("Bob", (), (pacifism,))).rule == "303.4f"
    game.apply(Choose("Bob", (), (elves,)))
    (returned,) = [oid for oid in game.state.battlefield if game.chars(oid).name == "Pacifism"]
    assert game.state.objects[returned].attached_to == elves and game.state.objects[returned].controller == "Bob"


def test_800_4a_banishing_lights_owner_leaving_returns_the_card():
    game = Position("Alice", "Bob", "Carol")
    bears = game.battlefield("Bob", "Grizzly Bears")
    _banish(game, bears)
    game.pass_all()
    game.player("Alice").lost = True
    leave_game(game.state, "Alice", [])
    assert game.names("battlefield") == ["Grizzly Bears"]

"""Station, with the real Planets: newer than the 2025-02-07 rules, so performed exactly by the reminder text
printed on them, "Tap another creature you control: Put charge counters equal to its power on this Planet.
Station only as a sorcery.", and "12+ | [ability]": the ability only while the Planet has 12 or more charge
counters. Susur Secundi's "Draw cards equal to the sacrificed creature's power." (107.3c, 608.2h); Adagia's
legendary copy token (707.9b)."""
from game.rules.actions import ActivateAbility, ActivateMana
from game.rules.spells import activated_abilities
from tests.rules.builder import Position, performed_in_full

PLANETS = ("Adagia, Windswept Bastion", "Evendo, Waking Haven", "Kavaron, Memorial World",
           "Susur Secundi, Void Altar", "Uthros, Titanic Godcore")


def _station(game: Position, planet: str) -> int:
    """The index of the Planet's station ability: its first non-mana activated ability."""
    return activated_abilities(game.state, planet)[0][0]


def _at_12(game: Position, planet: str) -> int:
    """The index of its "12+" ability, when that isn't a mana ability."""
    return activated_abilities(game.state, planet)[1][0]


def test_station_taps_another_creature_for_charge_counters_equal_to_its_power():
    game = Position("Alice", "Bob")
    evendo = game.battlefield("Alice", "Evendo, Waking Haven")
    giant = game.battlefield("Alice", "Hill Giant", sick=True)  # 302.6 limits only its own {T} abilities
    game.apply(ActivateAbility("Alice", evendo, _station(game, evendo), paid=(giant,)))
    assert game.state.objects[giant].tapped
    game.pass_all()
    assert game.state.objects[evendo].counters == {"charge": 3}


def test_station_needs_another_untapped_creature_and_only_as_a_sorcery():
    game = Position("Alice", "Bob")
    uthros = game.battlefield("Alice", "Uthros, Titanic Godcore")
    tapped_giant = game.battlefield("Alice", "Hill Giant", tapped=True)
    assert game.reject(ActivateAbility("Alice", uthros, _station(game, uthros), paid=(tapped_giant,))).rule == "701.21a"
    game = Position("Alice", "Bob", step="upkeep")
    uthros = game.battlefield("Alice", "Uthros, Titanic Godcore")
    bears = game.battlefield("Alice", "Grizzly Bears")
    assert game.reject(ActivateAbility("Alice", uthros, _station(game, uthros), paid=(bears,))).rule == "602.5d"


def test_station_12_plus_mana_ability_only_with_12_charge_counters():
    game = Position("Alice", "Bob")
    evendo = game.battlefield("Alice", "Evendo, Waking Haven", counters={"charge": 11})
    for _ in range(3):
        game.battlefield("Alice", "Grizzly Bears")
    game.pool("Alice", G=1)
    assert game.reject(ActivateMana("Alice", evendo, "G", 1)).rule == "602.5b"
    game.state.objects[evendo].counters["charge"] = 12
    game.apply(ActivateMana("Alice", evendo, "G", 1))
    assert game.player("Alice").mana_pool["G"] == 3  # {G} paid, {G} for each of three creatures


def test_station_uthros_adds_u_for_each_artifact_at_12():
    game = Position("Alice", "Bob")
    uthros = game.battlefield("Alice", "Uthros, Titanic Godcore", counters={"charge": 12})
    game.battlefield("Alice", "Ornithopter")
    game.battlefield("Alice", "Sol Ring")
    game.pool("Alice", U=1)
    game.apply(ActivateMana("Alice", uthros, "U", 1))
    assert game.player("Alice").mana_pool["U"] == 2


def test_107_3c_susur_secundi_draws_cards_equal_to_the_sacrificed_creatures_power():
    game = Position("Alice", "Bob")
    susur = game.battlefield("Alice", "Susur Secundi, Void Altar", counters={"charge": 12})
    giant = game.battlefield("Alice", "Hill Giant")
    game.library("Alice", "Forest", "Forest", "Forest", "Forest")
    game.pool("Alice", B=1, C=1)
    game.apply(ActivateAbility("Alice", susur, _at_12(game, susur),
                               paid=(giant,)))
    assert game.player("Alice").life == 18 and game.names("graveyard", "Alice") == ["Hill Giant"]
    game.pass_all()
    assert len(game.player("Alice").hand) == 3  # Hill Giant's power as it was sacrificed (608.2h)


def test_station_kavaron_ability_waits_for_12_counters():
    game = Position("Alice", "Bob")
    kavaron = game.battlefield("Alice", "Kavaron, Memorial World", counters={"charge": 11})
    forest = game.battlefield("Alice", "Forest")
    game.pool("Alice", R=1, C=1)
    assert game.reject(ActivateAbility("Alice", kavaron, _at_12(game, kavaron), paid=(forest,))).rule == "602.5b"
    game.state.objects[kavaron].counters["charge"] = 12
    game.apply(ActivateAbility("Alice", kavaron, _at_12(game, kavaron), paid=(forest,)))
    game.pass_all()
    robot, = [oid for oid in game.zone("battlefield", "Alice") if "Robot" in game.chars(oid).subtypes]
    assert (game.chars(robot).power, game.chars(robot).has_keyword("haste")) == (3, True)  # +1/+0 and haste


def test_the_station_planets_are_performed_in_full():
    assert all(performed_in_full(name) for name in PLANETS)


def test_707_9b_adagia_copies_an_artifact_as_a_legendary_token():
    game = Position("Alice", "Bob")
    adagia = game.battlefield("Alice", "Adagia, Windswept Bastion", counters={"charge": 12})
    ring = game.battlefield("Alice", "Sol Ring")
    game.pool("Alice", W=1, C=3)
    game.apply(ActivateAbility("Alice", adagia, _at_12(game, adagia), (ring,)))
    game.pass_all()
    token, = [oid for oid in game.zone("battlefield", "Alice") if game.state.objects[oid].token]
    assert game.chars(token).name == "Sol Ring" and "Legendary" in game.chars(token).supertypes
    assert "Legendary" not in game.chars(ring).supertypes
    game.state.objects[adagia].tapped = False
    game.pool("Alice", W=1, C=3)
    game.apply(ActivateAbility("Alice", adagia, _at_12(game, adagia), (token,)))  # a copy of the copy: legendary too
    game.pass_all()
    assert game.state.pending[0]["choice"] == "legend"  # 704.5j: two legendary Sol Rings

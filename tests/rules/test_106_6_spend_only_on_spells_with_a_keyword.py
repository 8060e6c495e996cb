"""106.6: mana that may be spent only on "a spell with devoid" (702.114) or "a spell that has freerunning"
(702.173), with real lands and spells."""
from game.rules.actions import ActivateMana, Cast
from tests.rules.builder import Position, performed_in_full


def test_106_6_corrupted_crossroads_mana_casts_a_spell_with_devoid():
    game = Position("Alice", "Bob")
    crossroads = game.battlefield("Alice", "Corrupted Crossroads")
    game.apply(ActivateMana("Alice", crossroads, "B"))
    assert game.player("Alice").life == 19
    assert game.player("Alice").mana_pool["B:cast a spell with devoid"] == 1
    game.pool("Alice", C=1)
    drone = game.hand("Alice", "Culling Drone")
    assert game.chars(drone).colors == []  # 702.114a: devoid, colorless everywhere
    game.apply(Cast("Alice", drone))
    assert game.player("Alice").mana_pool.get("B:cast a spell with devoid", 0) == 0
    assert game.names("stack") == ["Culling Drone"]
    assert performed_in_full("Corrupted Crossroads")


def test_106_6_corrupted_crossroads_mana_cant_cast_a_spell_without_devoid():
    game = Position("Alice", "Bob")
    game.apply(ActivateMana("Alice", game.battlefield("Alice", "Corrupted Crossroads"), "G"))
    game.pool("Alice", C=1)
    assert game.reject(Cast("Alice", game.hand("Alice", "Grizzly Bears"))).rule == "601.2h"


def test_106_6_brotherhood_headquarters_mana_casts_an_assassin_spell():
    game = Position("Alice", "Bob")
    game.apply(ActivateMana("Alice", game.battlefield("Alice", "Brotherhood Headquarters"), "B"))
    game.apply(Cast("Alice", game.hand("Alice", "Ruthless Ripper")))
    assert game.names("stack") == ["Ruthless Ripper"] and not any(game.player("Alice").mana_pool.values())
    assert performed_in_full("Brotherhood Headquarters")


def test_106_6_brotherhood_headquarters_mana_casts_a_spell_that_has_freerunning():
    game = Position("Alice", "Bob")
    game.apply(ActivateMana("Alice", game.battlefield("Alice", "Brotherhood Headquarters"), "B"))
    game.pool("Alice", B=1, C=2)
    game.apply(Cast("Alice", game.hand("Alice", "Chain Assassination")))
    assert game.names("stack") == ["Chain Assassination"] and not any(game.player("Alice").mana_pool.values())


def test_106_6_brotherhood_headquarters_mana_cant_cast_another_spell():
    game = Position("Alice", "Bob")
    game.apply(ActivateMana("Alice", game.battlefield("Alice", "Brotherhood Headquarters"), "G"))
    game.pool("Alice", C=1)
    assert game.reject(Cast("Alice", game.hand("Alice", "Grizzly Bears"))).rule == "601.2h"

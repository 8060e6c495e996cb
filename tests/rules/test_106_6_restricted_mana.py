"""106.6, 106.4: mana with a spending restriction, from real lands ("Spend this mana only to ...").

Such mana stays in the pool remembering its restriction; a cost spends it only on what it allows, before
unrestricted mana of its kind, and a payment that exists is never refused.
"""
from game.rules.actions import ActivateMana, Advance, Cast
from game.rules.state import GameState
from tests.rules.builder import Position, performed_in_full

CREATURE_ONLY = "G:cast a creature spell"



def ziggurat_green() -> tuple[Position, str]:
    game = Position("Alice", "Bob")
    ziggurat = game.battlefield("Alice", "Ancient Ziggurat")
    game.apply(ActivateMana("Alice", ziggurat, "G"))
    return game, ziggurat


def test_106_6_ancient_ziggurats_mana_remembers_its_restriction_in_the_pool():
    game, _ = ziggurat_green()
    pool = game.player("Alice").mana_pool
    assert pool[CREATURE_ONLY] == 1 and pool["G"] == 0
    assert performed_in_full("Ancient Ziggurat") and performed_in_full("Pillar of the Paruns") and performed_in_full("Eldrazi Temple")


def test_106_6_creature_only_mana_casts_a_creature_spell():
    game, _ = ziggurat_green()
    game.pool("Alice", G=1)
    bears = game.hand("Alice", "Grizzly Bears")
    game.apply(Cast("Alice", bears))
    assert game.player("Alice").mana_pool == {"W": 0, "U": 0, "B": 0, "R": 0, "G": 0, "C": 0}


def test_106_6_creature_only_mana_is_refused_for_an_instant_and_nothing_changes():
    game = Position("Alice", "Bob")
    ziggurat = game.battlefield("Alice", "Ancient Ziggurat")
    game.apply(ActivateMana("Alice", ziggurat, "R"))
    bolt = game.hand("Alice", "Lightning Bolt")
    assert game.reject(Cast("Alice", bolt, targets=("Bob",))).rule == "601.2h"
    game.pool("Alice", R=1)  # unrestricted red pays; the restricted mana stays
    game.apply(Cast("Alice", bolt, targets=("Bob",)))
    assert game.player("Alice").mana_pool["R:cast a creature spell"] == 1


def test_106_6_restricted_mana_is_spent_before_unrestricted_mana_of_its_kind():
    game, _ = ziggurat_green()
    game.pool("Alice", G=2)
    bears = game.hand("Alice", "Grizzly Bears")  # {1}{G}
    game.apply(Cast("Alice", bears))
    pool = game.player("Alice").mana_pool
    assert pool["G"] == 1 and CREATURE_ONLY not in pool


def test_106_6_restricted_mana_pays_generic_mana_too():
    game, _ = ziggurat_green()
    game.pool("Alice", G=1)
    bears = game.hand("Alice", "Grizzly Bears")
    game.apply(Cast("Alice", bears))
    assert sum(game.player("Alice").mana_pool.values()) == 0


def test_106_6_pillar_of_the_paruns_pays_a_multicolored_spell_only():
    game = Position("Alice", "Bob")
    pillar = game.battlefield("Alice", "Pillar of the Paruns")
    game.apply(ActivateMana("Alice", pillar, "W"))
    game.pool("Alice", G=1)
    bears = game.hand("Alice", "Grizzly Bears")  # {1}{G}: green only
    assert game.reject(Cast("Alice", bears)).rule == "601.2h"
    game.apply(Cast("Alice", game.hand("Alice", "Watchwolf")))  # {G}{W}: multicolored
    assert sum(game.player("Alice").mana_pool.values()) == 0


def test_106_6_eldrazi_temple_pays_a_colorless_eldrazi_spell_and_not_a_colorless_artifact():
    game = Position("Alice", "Bob")
    temple = game.battlefield("Alice", "Eldrazi Temple")
    game.apply(ActivateMana("Alice", temple, "C", 1))
    assert game.player("Alice").mana_pool[
        "C:cast colorless Eldrazi spells or activate abilities of colorless Eldrazi"] == 2
    assert game.reject(Cast("Alice", game.hand("Alice", "Sol Ring"))).rule == "601.2h"
    game.apply(Cast("Alice", game.hand("Alice", "Endless One"), x=2))
    assert sum(game.player("Alice").mana_pool.values()) == 0


def test_106_4_restricted_mana_empties_from_the_pool_as_the_step_ends():
    game, _ = ziggurat_green()
    game.apply(Advance("Alice", "beginning_of_combat"))
    assert CREATURE_ONLY not in game.player("Alice").mana_pool


def test_106_6_restricted_mana_survives_the_state_as_data():
    game, _ = ziggurat_green()
    copy = GameState.from_dict(game.state.to_dict())
    assert copy.player("Alice").mana_pool[CREATURE_ONLY] == 1


def test_106_6_sunken_citadels_two_mana_pay_a_lands_ability_and_no_spell():
    game = Position("Alice", "Bob")
    citadel = game.battlefield("Alice", "Sunken Citadel")
    game.state.objects[citadel].chosen_color = "U"
    game.apply(ActivateMana("Alice", citadel, "U", 1))  # its second ability: two mana
    assert game.player("Alice").mana_pool["U:activate abilities of land sources"] == 2
    assert game.reject(Cast("Alice", game.hand("Alice", "Sol Ring"))).rule == "601.2h"
    gate = game.battlefield("Alice", "Mystic Gate")
    game.apply(ActivateMana("Alice", gate, "WW", 1))  # {W/U} paid with the Citadel's {U}: a land's ability
    assert game.player("Alice").mana_pool == {"W": 2, "U": 0, "B": 0, "R": 0, "G": 0, "C": 0,
                                              "U:activate abilities of land sources": 1}
    assert performed_in_full("Sunken Citadel")

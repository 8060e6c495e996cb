"""Interplanar Beacon: "Whenever you cast a planeswalker spell, you gain 1 life." (601.2i, 603.2: it triggers as
the spell becomes cast, for its caster's permanents) and "{1}, {T}: Add two mana of different colors. Spend this
mana only to cast planeswalker spells." (two colors, chosen together; restricted, 106.6)."""
from game.rules.actions import ActivateMana, Cast
from game.rules.engine import legal_actions
from tests.rules.builder import Position, starter_specs


def test_601_2i_casting_a_planeswalker_spell_gains_1_life_and_another_spell_doesnt():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Interplanar Beacon")
    game.pool("Alice", U=3, G=2)
    game.apply(Cast("Alice", game.hand("Alice", "Grizzly Bears")))
    assert not game.state.triggers and game.names("stack") == ["Grizzly Bears"]
    game.pass_all()
    game.apply(Cast("Alice", game.hand("Alice", "Jace Beleren")))
    assert game.names("stack") == ["Interplanar Beacon", "Jace Beleren"]  # the trigger on top
    game.pass_all()
    assert game.player("Alice").life == 21


def test_603_2_an_opponents_planeswalker_spell_doesnt_trigger_it():
    game = Position("Alice", "Bob", active="Bob")
    game.battlefield("Alice", "Interplanar Beacon")
    game.pool("Bob", U=3)
    game.apply(Cast("Bob", game.hand("Bob", "Jace Beleren")))
    assert game.names("stack") == ["Jace Beleren"]


def test_106_6_two_mana_of_different_colors_for_planeswalker_spells_only():
    game = Position("Alice", "Bob")
    beacon = game.battlefield("Alice", "Interplanar Beacon")
    game.pool("Alice", C=1)
    assert game.reject(ActivateMana("Alice", beacon, "UU")).rule == "605.1"
    offered = {a.mana for a in legal_actions(game.state, "Alice") if isinstance(a, ActivateMana) and a.mana != "C"}
    assert len(offered) == 10 and "UB" in offered
    game.apply(ActivateMana("Alice", beacon, "UB"))
    pool = game.player("Alice").mana_pool
    assert pool["U:cast planeswalker spells"] == 1 and pool["B:cast planeswalker spells"] == 1
    game.pool("Alice", G=1)
    assert game.reject(Cast("Alice", game.hand("Alice", "Grizzly Bears"))).rule == "601.2h"  # {1}: not with it
    game.pool("Alice", U=1)
    game.apply(Cast("Alice", game.hand("Alice", "Jace Beleren")))  # {1}{U}{U}: both, and one more {U}
    pool = game.player("Alice").mana_pool
    assert pool["G"] == 1 and not [k for k in pool if ":" in k]  # the restricted mana paid for it first


def test_interplanar_beacon_is_read_in_full():
    assert starter_specs()["Interplanar Beacon"].manual_lines == ()

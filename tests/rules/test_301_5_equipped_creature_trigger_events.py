"""An Aura's or Equipment's triggered abilities on the creature it is attached to: "Whenever equipped creature
attacks" (508.3a), "Whenever equipped creature dies" / "When enchanted creature dies" (700.4, 603.10a: looked back,
the Aura still there as the creature dies), "Whenever equipped creature deals combat damage to a player" (510.2).
Real cards: Skullclamp, Bequeathal, Drossclaw, Prying Blade, Private Research; Armory of Iroas ("put a +1/+1 counter
on it": the equipped creature, not read)."""
import pytest

from game.rules.actions import Cast, Move
from tests.rules.builder import Position, performed_in_full, starter_specs


@pytest.mark.parametrize("name", ["Skullclamp", "Bequeathal", "Prying Blade"])
def test_301_5_every_line_is_performed(name):
    assert performed_in_full(name)


def test_301_5_it_for_the_equipped_creature_stays_manual():
    assert any("counter on it" in line for line in starter_specs()["Armory of Iroas"].manual_lines)


def test_700_4_skullclamp_equipped_creature_dies():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Alice", "Grizzly Bears")
    clamp = game.battlefield("Alice", "Skullclamp", attached_to=bears)
    game.library("Alice", "Forest", "Forest", "Forest")
    game.pool("Bob", R=1)
    game.state.turn.priority = "Bob"
    game.apply(Cast("Bob", game.hand("Bob", "Shock"), targets=(bears,)))
    game.pass_all()  # the Bears die: the Skullclamp's ability triggers
    game.pass_all()
    assert len(game.player("Alice").hand) == 2 and clamp in game.zone("battlefield")


def test_700_4_bequeathal_looks_back_as_the_aura_goes_too():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Bob", "Grizzly Bears")
    game.battlefield("Alice", "Bequeathal", attached_to=bears)
    game.library("Alice", "Forest", "Forest", "Forest")
    game.apply(Move("Alice", bears, "graveyard"))  # the Aura goes to the graveyard (704.5m) after it triggered
    game.pass_all()
    assert "Bequeathal" in game.names("graveyard", "Alice") and len(game.player("Alice").hand) == 2


def test_700_4_a_creature_not_equipped_dying_doesnt_trigger_it():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Alice", "Grizzly Bears")
    game.battlefield("Alice", "Skullclamp")
    events = game.apply(Move("Alice", bears, "graveyard"))
    assert not any(e["type"] == "trigger" for e in events) and game.state.stack == []


def test_510_2_prying_blade_equipped_creature_deals_combat_damage():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Alice", "Grizzly Bears")
    game.battlefield("Alice", "Prying Blade", attached_to=bears)
    game.attack(bears)
    while game.state.turn.step != "end_of_combat":
        game.pass_all()
    assert game.player("Bob").life == 17 and game.names("battlefield", "Alice").count("Treasure Token") == 1


def test_508_3a_equipped_creature_attacks():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Alice", "Grizzly Bears")
    game.battlefield("Alice", "Drossclaw", attached_to=bears)
    game.attack(bears)  # the trigger resolves before blockers: Bob loses 1 life
    assert game.player("Bob").life == 19


def test_608_2h_the_auras_own_counters_after_it_has_gone_stay_manual():
    """"draw a card for each page counter on this Aura": by then the Aura has gone too (704.5m)."""
    assert any("page counter" in line for line in starter_specs()["Private Research"].manual_lines)

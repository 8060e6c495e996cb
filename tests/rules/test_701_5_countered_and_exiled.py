"""701.5a countering: "Counter target spell. If that spell is countered this way, exile it instead of putting it
into its owner's graveyard." (Dissipate, 614.1a; No More Lies: only if its controller doesn't pay {3}, 118.12);
"Counter target activated ability." (Squelch: an activated ability, not a triggered one, 602.2a)."""
import pytest

from game.rules.actions import ActivateAbility, Cast, Choose, PassPriority
from tests.rules.builder import Position, performed_in_full


@pytest.mark.parametrize("name", ["Dissipate", "No More Lies", "Squelch"])
def test_701_5_the_counterspells_are_performed_in_full(name):
    assert performed_in_full(name)


def test_614_1a_dissipate_exiles_the_spell_it_counters():
    game = Position("Alice", "Bob")
    game.pool("Alice", R=1)
    game.apply(Cast("Alice", game.hand("Alice", "Shock"), targets=("Bob",)))
    shock = game.state.stack[0]
    game.apply(PassPriority("Alice"))
    game.pool("Bob", U=2, C=1)
    game.apply(Cast("Bob", game.hand("Bob", "Dissipate"), targets=(shock,)))
    game.pass_all()
    assert game.names("exile", "Alice") == ["Shock"] and game.zone("graveyard", "Alice") == []
    assert game.player("Bob").life == 20 and game.names("graveyard", "Bob") == ["Dissipate"]


def test_118_12_no_more_lies_exiles_only_when_its_controller_doesn_t_pay():
    game = Position("Alice", "Bob")
    game.pool("Alice", R=1)
    game.apply(Cast("Alice", game.hand("Alice", "Shock"), targets=("Bob",)))
    shock = game.state.stack[0]
    game.apply(PassPriority("Alice"))
    game.pool("Bob", W=1, U=1)
    game.apply(Cast("Bob", game.hand("Bob", "No More Lies"), targets=(shock,)))
    game.pool("Alice", C=3)
    game.pass_all()
    (choice,) = game.state.pending
    assert choice["choice"] == "pay_or_counter" and choice["exile"]
    game.apply(Choose("Alice", (), (), ("no",)))
    assert game.names("exile", "Alice") == ["Shock"]


def test_602_2a_squelch_counters_an_activated_ability_but_never_a_triggered_one():
    game = Position("Alice", "Bob")
    pyromancer = game.battlefield("Alice", "Prodigal Pyromancer")
    game.apply(ActivateAbility("Alice", pyromancer, game.ability(pyromancer), ("Bob",)))
    ping = game.state.stack[0]
    assert game.state.objects[ping].activated
    game.apply(PassPriority("Alice"))
    squelch = game.hand("Bob", "Squelch")
    game.library("Bob", "Island")
    game.pool("Bob", U=1, C=1)
    game.apply(Cast("Bob", squelch, targets=(ping,)))
    game.pass_all()
    assert game.player("Bob").life == 20 and game.names("hand", "Bob") == ["Island"]


def test_602_2a_a_triggered_ability_is_no_target_for_squelch():
    game = Position("Alice", "Bob")
    game.pool("Alice", U=1, C=1)
    game.graveyard("Alice", "Shock")
    game.apply(Cast("Alice", game.hand("Alice", "Snapcaster Mage")))
    game.pass_all()  # Snapcaster resolves; its trigger (one legal target) goes on the stack
    (trigger,) = game.state.stack
    assert not game.state.objects[trigger].activated
    game.pool("Bob", U=1, C=1)
    game.state.turn.priority = "Bob"
    assert game.reject(Cast("Bob", game.hand("Bob", "Squelch"), targets=(trigger,))).rule == "601.2c"


@pytest.mark.parametrize("name", ["Disallow", "Louisoix's Sacrifice"])
def test_115_1_spell_or_ability_counterspells_are_performed_in_full(name):
    assert performed_in_full(name)


def test_115_1_disallow_counters_a_triggered_ability_or_a_spell():
    game = Position("Alice", "Bob")
    game.pool("Alice", U=1, C=1)
    game.graveyard("Alice", "Shock")
    game.apply(Cast("Alice", game.hand("Alice", "Snapcaster Mage")))
    game.pass_all()
    (trigger,) = game.state.stack
    game.apply(PassPriority("Alice"))
    game.pool("Bob", U=2, C=1)
    game.apply(Cast("Bob", game.hand("Bob", "Disallow"), targets=(trigger,)))
    game.pass_all()
    assert game.state.stack == [] and game.state.effects == []  # countered: no flashback given


def test_115_1_louisoix_s_sacrifice_counters_no_creature_spell():
    game = Position("Alice", "Bob")
    game.pool("Alice", U=1, C=1)
    game.apply(Cast("Alice", game.hand("Alice", "Snapcaster Mage")))
    wisp = game.state.stack[0]
    game.apply(PassPriority("Alice"))
    game.pool("Bob", U=1, C=2)
    error = game.reject(Cast("Bob", game.hand("Bob", "Louisoix's Sacrifice"), targets=(wisp,)))
    assert error.rule == "601.2c" and "not a legal target" in str(error)

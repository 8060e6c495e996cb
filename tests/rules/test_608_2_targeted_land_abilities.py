"""608.2c: small targeted land abilities, with real cards: Mech Hangar (205.1b: "becomes an artifact creature"
keeps its other types), Griffin Canyon ("If it's a creature, ...", checked as it resolves), Hidden Hideout
("target creature you control with a counter on it", 115.1, 122.1)."""
from dataclasses import replace

import pytest

from game.rules.actions import ActivateAbility
from tests.rules.builder import Position, performed_in_full


@pytest.mark.parametrize("name", ["Mech Hangar", "Griffin Canyon", "Hidden Hideout"])
def test_608_2_every_line_is_performed(name):
    assert performed_in_full(name)


def _end_turn(game: Position) -> None:
    game.end_turn()


def test_205_1b_mech_hangar_makes_a_vehicle_an_artifact_creature_until_end_of_turn():
    game = Position("Alice", "Bob")
    hangar, copter = game.battlefield("Alice", "Mech Hangar"), game.battlefield("Alice", "Smuggler's Copter")
    bears = game.battlefield("Alice", "Grizzly Bears")
    game.pool("Alice", C=3)
    assert game.reject(ActivateAbility("Alice", hangar, game.ability(hangar), (bears,))).rule == "601.2c"
    game.apply(ActivateAbility("Alice", hangar, game.ability(hangar), (copter,)))
    game.pass_all()
    chars = game.chars(copter)
    assert (chars.types, chars.subtypes, chars.power, chars.toughness) == (["Artifact", "Creature"], ["Vehicle"], 3, 3)
    assert "Smuggler's Copter: becomes an artifact creature until end of turn" in game.state.log
    game.end_turn()
    assert game.chars(copter).types == ["Artifact"]


def test_608_2c_griffin_canyon_untaps_a_griffin_and_it_gets_plus_1_plus_1():
    game = Position("Alice", "Bob")
    canyon, griffin = game.battlefield("Alice", "Griffin Canyon"), game.battlefield("Alice", "Wild Griffin", tapped=True)
    bears = game.battlefield("Alice", "Grizzly Bears", tapped=True)
    assert game.reject(ActivateAbility("Alice", canyon, game.ability(canyon), (bears,))).rule == "601.2c"
    game.apply(ActivateAbility("Alice", canyon, game.ability(canyon), (griffin,)))
    game.pass_all()
    assert not game.state.objects[griffin].tapped
    assert (game.chars(griffin).power, game.chars(griffin).toughness) == (3, 3)


def test_608_2c_griffin_canyon_a_griffin_that_is_no_creature_as_it_resolves_gets_nothing():
    game = Position("Alice", "Bob")
    canyon, copter = game.battlefield("Alice", "Griffin Canyon"), game.battlefield("Alice", "Smuggler's Copter")
    spec = game.state.cards["Smuggler's Copter"]  # a noncreature Griffin (as a Kindred card's could be)
    game.state.cards["Smuggler's Copter"] = replace(spec, subtypes=(*spec.subtypes, "Griffin"))
    game.apply(ActivateAbility("Alice", canyon, game.ability(canyon), (copter,)))
    game.pass_all()
    assert game.state.effects == []


def test_122_1_hidden_hideout_targets_only_a_creature_you_control_with_a_counter_on_it():
    game = Position("Alice", "Bob")
    hideout = game.battlefield("Alice", "Hidden Hideout")
    plain = game.battlefield("Alice", "Grizzly Bears")
    countered = game.battlefield("Alice", "Grizzly Bears", counters={"+1/+1": 1})
    theirs = game.battlefield("Bob", "Grizzly Bears", counters={"+1/+1": 1})
    game.pool("Alice", C=2)
    for wrong in (plain, theirs):
        assert game.reject(ActivateAbility("Alice", hideout, game.ability(hideout), (wrong,))).rule == "601.2c"
    game.apply(ActivateAbility("Alice", hideout, game.ability(hideout), (countered,)))
    game.pass_all()
    assert game.chars(countered).has_keyword("lifelink")

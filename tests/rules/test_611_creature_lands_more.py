"""611.2a, 613: creature lands of more wordings, with real cards: artifact creatures (Mishra's Factory, Dread
Statuary, Blinkmoth Nexus), all creature types (Mutavault, 205.3m), and no duration stated (Soulstone Sanctuary,
Stalking Stones: for as long as it stays on the battlefield)."""
import pytest

from game.rules.actions import ActivateAbility, Advance, Cast, PassPriority
from game.rules.spells import activated_abilities
from game.rules.typeline import CREATURE_TYPES
from game.table.view import type_line
from tests.rules.builder import Position, performed_in_full


def animate(game: Position, land: str, **mana) -> None:
    game.pool("Alice", **mana)
    index, _ability = activated_abilities(game.state, land)[0]
    game.apply(ActivateAbility("Alice", land, index))
    game.pass_all()


def end_turn(game: Position) -> None:
    game.apply(Advance("Alice", "end"))
    game.apply(Advance("Alice", "upkeep"))


@pytest.mark.parametrize("name", ["Mishra's Factory", "Dread Statuary", "Blinkmoth Nexus", "Mutavault",
                                  "Soulstone Sanctuary", "Stalking Stones"])
def test_611_every_line_is_performed(name):
    assert performed_in_full(name)


def test_613_1d_mishra_s_factory_becomes_an_assembly_worker_artifact_creature_and_pumps_one():
    game = Position("Alice", "Bob")
    factory, other = game.battlefield("Alice", "Mishra's Factory"), game.battlefield("Alice", "Mishra's Factory")
    animate(game, factory, C=1)
    chars = game.chars(factory)
    assert (chars.types, chars.subtypes, chars.power, chars.toughness) == (
        ["Land", "Artifact", "Creature"], ["Assembly-Worker"], 2, 2)
    pump = activated_abilities(game.state, other)[1][0]
    assert game.reject(ActivateAbility("Alice", other, pump, (game.battlefield("Bob", "Grizzly Bears"),))).rule == "601.2c"
    game.apply(ActivateAbility("Alice", other, pump, (factory,)))
    game.pass_all()
    assert (game.chars(factory).power, game.chars(factory).toughness) == (3, 3)
    end_turn(game)
    assert game.chars(factory).types == ["Land"]


def test_205_3m_mutavault_has_every_creature_type_until_end_of_turn():
    game = Position("Alice", "Bob")
    vault = game.battlefield("Alice", "Mutavault")
    animate(game, vault, C=1)
    chars = game.chars(vault)
    assert set(chars.subtypes) == set(CREATURE_TYPES) and (chars.power, chars.toughness) == (2, 2)
    yard = game.battlefield("Alice", "Swarmyard")  # "Regenerate target Insect, Rat, Spider, or Squirrel."
    game.apply(ActivateAbility("Alice", yard, activated_abilities(game.state, yard)[0][0], (vault,)))
    end_turn(game)
    assert game.chars(vault).subtypes == [] and game.chars(vault).types == ["Land"]


def test_611_2a_no_duration_soulstone_sanctuary_stays_a_creature():
    game = Position("Alice", "Bob")
    sanctuary = game.battlefield("Alice", "Soulstone Sanctuary")
    animate(game, sanctuary, C=4)
    end_turn(game)
    chars = game.chars(sanctuary)
    assert "Creature" in chars.types and chars.has_keyword("vigilance") and "Zombie" in chars.subtypes


def test_400_7_stalking_stones_stops_being_a_creature_once_it_leaves():
    game = Position("Alice", "Bob")
    stones = game.battlefield("Alice", "Stalking Stones")
    for player in ("Alice", "Bob"):
        game.library(player, "Forest", "Forest", "Forest")
    animate(game, stones, C=6)
    end_turn(game)
    assert game.chars(stones).types == ["Land", "Artifact", "Creature"] and game.chars(stones).subtypes == ["Elemental"]
    holder = game.state.turn.priority
    if holder != "Bob":
        game.apply(PassPriority(holder))
    game.pool("Bob", B=2, C=1)
    game.apply(Cast("Bob", game.hand("Bob", "Murder"), targets=(stones,)))
    game.pass_all()
    (card,) = game.zone("graveyard", "Alice")
    assert game.chars(card).types == ["Land"]  # a new object (400.7): the effect doesn't follow it
    end_turn(game)
    assert game.state.effects == []


def test_205_3m_the_table_names_every_creature_type_in_words():
    game = Position("Alice", "Bob")
    vault = game.battlefield("Alice", "Mutavault")
    animate(game, vault, C=1)
    assert type_line(game.chars(vault)) == "Land Creature — (every creature type)"

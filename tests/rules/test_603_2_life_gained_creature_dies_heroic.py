"""603.2 trigger events of creatures that grow: "Whenever you gain life, ..." (119.9: once for each life-gaining
event, lifelink's too, 702.15b), "Whenever another creature you control dies, ..." (700.4, 603.10a: looked back
in time), heroic's "Whenever you cast a spell that targets this creature, ..." (601.2c, 601.2i). Real cards: Ajani's
Pridemate, Rot Shambler, Satyr Hoplite, Kitchen Finks, Vampire Nighthawk."""
import pytest

from game.rules.actions import Advance, Cast, Choose, Move
from game.rules.effects import deal_damage
from tests.rules.builder import Position, performed_in_full


@pytest.mark.parametrize("name", ["Ajani's Pridemate", "Rot Shambler", "Satyr Hoplite"])
def test_603_2_every_line_is_performed(name):
    assert performed_in_full(name)


def test_119_9_each_life_gain_puts_a_counter_on_the_pridemate():
    game = Position("Alice", "Bob")
    pridemate = game.battlefield("Alice", "Ajani's Pridemate")
    game.pool("Alice", G=1, W=2)
    game.apply(Cast("Alice", game.hand("Alice", "Kitchen Finks")))
    game.pass_all()  # Finks resolves: "you gain 2 life"
    game.pass_all()  # ... which resolves: the Pridemate's trigger goes on the stack
    game.pass_all()
    assert game.player("Alice").life == 22 and game.state.objects[pridemate].counters == {"+1/+1": 1}
    nighthawk = game.battlefield("Alice", "Vampire Nighthawk")
    game.attack(nighthawk)
    game.apply(Advance("Alice", "end"))  # lifelink combat damage: Alice gains 2 life; the trigger resolves
    assert game.player("Alice").life == 24 and game.state.objects[pridemate].counters == {"+1/+1": 2}


def test_119_9_an_opponent_gaining_life_doesnt_trigger_it():
    game = Position("Alice", "Bob")
    pridemate = game.battlefield("Alice", "Ajani's Pridemate")
    nighthawk = game.battlefield("Bob", "Vampire Nighthawk")
    events = []
    deal_damage(game.state, nighthawk, "Alice", 2, events)
    assert game.state.triggers == [] and game.state.objects[pridemate].counters == {}


def test_700_4_another_creature_you_control_dies():
    game = Position("Alice", "Bob")
    shambler = game.battlefield("Alice", "Rot Shambler")
    bears = game.battlefield("Alice", "Grizzly Bears")
    theirs = game.battlefield("Bob", "Grizzly Bears")
    game.apply(Move("Alice", theirs, "graveyard"))  # not Alice's: nothing
    assert game.state.stack == []
    game.apply(Move("Alice", bears, "exile"))  # exiled: it didn't die
    assert game.state.stack == []
    game.apply(Move("Alice", game.battlefield("Alice", "Grizzly Bears"), "graveyard"))
    game.pass_all()
    assert game.state.objects[shambler].counters == {"+1/+1": 1}
    events = game.apply(Move("Alice", shambler, "graveyard"))  # itself: not "another"
    assert not any(e["type"] == "trigger" for e in events)


def test_601_2i_heroic_a_spell_that_targets_it():
    game = Position("Alice", "Bob")
    hoplite = game.battlefield("Alice", "Satyr Hoplite")
    bears = game.battlefield("Alice", "Grizzly Bears")
    game.pool("Alice", G=2)
    game.apply(Cast("Alice", game.hand("Alice", "Giant Growth"), targets=(bears,)))  # another creature: nothing
    assert len(game.state.stack) == 1
    game.pass_all()
    game.apply(Cast("Alice", game.hand("Alice", "Giant Growth"), targets=(hoplite,)))
    assert len(game.state.stack) == 2  # the spell and, above it, the heroic trigger
    game.pass_all()
    assert game.state.objects[hoplite].counters == {"+1/+1": 1}
    game.pass_all()
    assert (game.chars(hoplite).power, game.chars(hoplite).toughness) == (5, 5)


def test_603_6a_it_is_the_creature_that_entered():
    """"Whenever a creature you control enters, it gets +2/+0 ...": "it" is the creature that entered, not the
    enchantment (its ability's own permanent)."""
    game = Position("Alice", "Bob")
    web = game.battlefield("Alice", "In the Web of War")
    game.pool("Alice", G=2)
    game.apply(Cast("Alice", game.hand("Alice", "Grizzly Bears")))
    game.pass_all()
    game.pass_all()
    bears = next(oid for oid in game.zone("battlefield") if oid != web)
    assert (game.chars(bears).power, game.chars(bears).toughness) == (4, 2) and game.chars(bears).has_keyword("haste")


def test_700_4_a_creature_any_player_controls_dies():
    """"Whenever a creature dies, you gain 1 life." (Moonlit Wake), "Whenever another creature dies, put a +1/+1
    counter on this creature." (Havengul Vampire): anyone's creature."""
    assert performed_in_full("Moonlit Wake") and performed_in_full("Havengul Vampire")
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Moonlit Wake")
    vampire = game.battlefield("Alice", "Havengul Vampire")
    game.apply(Move("Alice", game.battlefield("Bob", "Grizzly Bears"), "graveyard"))
    (order,) = game.state.pending  # two triggers of Alice's at once: she orders them (603.3b)
    game.apply(Choose("Alice", tuple(order["options"])))
    game.pass_all()
    game.pass_all()
    assert game.player("Alice").life == 21 and game.state.objects[vampire].counters == {"+1/+1": 1}


def test_603_2_when_it_becomes_the_target_of_a_spell_it_is_sacrificed():
    """"When this creature becomes the target of a spell or ability, sacrifice it." (Phantasmal Bear): it triggers as
    the spell is put on the stack with its targets (601.2c), whoever controls the spell; then the spell's one
    target is gone (608.2b)."""
    assert performed_in_full("Phantasmal Bear")
    game = Position("Alice", "Bob")
    bear = game.battlefield("Alice", "Phantasmal Bear")
    game.pool("Alice", G=1)
    game.apply(Cast("Alice", game.hand("Alice", "Giant Growth"), targets=(bear,)))
    assert len(game.state.stack) == 2
    game.pass_all()  # the trigger: sacrificed
    assert game.names("graveyard", "Alice") == ["Phantasmal Bear"]
    events = game.pass_all()
    assert any(e["type"] == "zone_change" and e.get("rule") == "608.2b" for e in events)

"""608.2c: a spell's line of several sentences ("Destroy target artifact or enchantment. You gain 4 life."), each
sentence read by the effect phrases as an ability's effect is, performed in the order written; 400.7j: an
instruction's "it" after the spell put its target onto the battlefield finds the new object.
Real cards: Invoke the Divine, Consume Strength, Miraculous Recovery, Bolt of Keranos."""
import pytest

from game.rules.actions import Cast, Choose
from game.rules.zones import move_object
from tests.rules.builder import Position, performed_in_full


@pytest.mark.parametrize("name", ["Invoke the Divine", "Consume Strength", "Miraculous Recovery", "Bolt of Keranos"])
def test_608_2c_spell_lines_of_sentences_are_performed_in_full(name):
    assert performed_in_full(name)


def test_608_2c_invoke_the_divine_destroys_then_gains_life():
    game = Position("Alice", "Bob")
    spell = game.hand("Alice", "Invoke the Divine")
    omen = game.battlefield("Bob", "Prismatic Omen")
    game.pool("Alice", W=1, C=2)
    game.apply(Cast("Alice", spell, targets=(omen,)))
    game.pass_all()
    assert game.names("graveyard", "Bob") == ["Prismatic Omen"]
    assert game.player("Alice").life == 24


def test_608_2b_invoke_the_divine_with_its_target_gone_gains_no_life():
    game = Position("Alice", "Bob")
    spell = game.hand("Alice", "Invoke the Divine")
    omen = game.battlefield("Bob", "Prismatic Omen")
    game.pool("Alice", W=1, C=2)
    game.apply(Cast("Alice", spell, targets=(omen,)))
    move_object(game.state, omen, "exile", [])  # gone before it resolves: its only target is illegal
    game.pass_all()
    assert game.player("Alice").life == 20  # the spell doesn't resolve at all


def test_608_2c_consume_strength_has_two_targets_one_word_each():
    game = Position("Alice", "Bob")
    spell = game.hand("Alice", "Consume Strength")
    bears = game.battlefield("Alice", "Grizzly Bears")
    elves = game.battlefield("Bob", "Llanowar Elves")
    game.pool("Alice", B=1, G=1, C=1)
    assert game.reject(Cast("Alice", spell, targets=(bears, bears))).rule == "601.2c"  # "another target creature"
    game.apply(Cast("Alice", spell, targets=(bears, elves)))
    game.pass_all()
    assert (game.chars(bears).power, game.chars(bears).toughness) == (4, 4)
    assert game.names("graveyard", "Bob") == ["Llanowar Elves"]  # 1/1 with -2/-2 (704.5f)


def test_400_7j_miraculous_recovery_puts_the_counter_on_the_returned_creature():
    game = Position("Alice", "Bob")
    spell = game.hand("Alice", "Miraculous Recovery")
    game.graveyard("Alice", "Grizzly Bears")
    bears = game.zone("graveyard", "Alice")[0]
    game.pool("Alice", W=1, C=4)
    game.apply(Cast("Alice", spell, targets=(bears,)))
    game.pass_all()
    returned, = [i for i in game.zone("battlefield") if game.chars(i).name == "Grizzly Bears"]
    assert game.state.objects[returned].counters == {"+1/+1": 1}
    assert (game.chars(returned).power, game.chars(returned).toughness) == (3, 3)


def test_608_2c_bolt_of_keranos_deals_damage_then_scries():
    game = Position("Alice", "Bob")
    spell = game.hand("Alice", "Bolt of Keranos")
    game.library("Alice", "Forest", "Island")
    game.pool("Alice", R=2, C=1)
    game.apply(Cast("Alice", spell, targets=("Bob",)))
    game.pass_all()
    assert game.player("Bob").life == 17
    assert game.state.pending[0]["choice"] == "scry"
    game.apply(Choose("Alice", ()))
    assert game.names("graveyard", "Alice") == ["Bolt of Keranos"]

"""611.2a "That creature gains first strike until end of turn." after an instruction with a target (the same target):
"When this Equipment enters, attach it to target creature you control. That creature gains first strike until end of
turn.", "Put a +1/+1 counter on target creature. That creature gains first strike ...". A first "That creature" is
never the ability's own permanent: left to the players. Real cards: Quick-Draw Dagger, Battlefield Promotion,
Ambuscade Shaman, Grizzly Bears."""
import pytest

from game.rules.actions import Cast
from tests.rules.builder import Position, performed_in_full


@pytest.mark.parametrize("name", ["Quick-Draw Dagger", "Battlefield Promotion"])
def test_611_2a_every_line_is_performed(name):
    assert performed_in_full(name)


def test_611_2a_a_first_that_creature_is_left_to_the_players():
    assert not performed_in_full("Ambuscade Shaman")


def test_611_2a_the_equipped_target_gains_first_strike_until_end_of_turn():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Alice", "Grizzly Bears")
    game.pool("Alice", C=3)
    game.apply(Cast("Alice", game.hand("Alice", "Quick-Draw Dagger")))
    game.pass_all()  # the Equipment resolves; its trigger targets the Bears (the only creature Alice controls)
    assert game.state.objects[game.state.stack[0]].targets == [bears]
    game.pass_all()
    dagger, = [o for o in game.zone("battlefield") if game.chars(o).name == "Quick-Draw Dagger"]
    assert game.state.objects[dagger].attached_to == bears
    assert game.chars(bears).has_keyword("first strike")
    assert (game.chars(bears).power, game.chars(bears).toughness) == (3, 3)
    game.end_turn()
    assert not game.chars(bears).has_keyword("first strike")


def test_611_2a_counter_then_first_strike_on_the_same_target():
    game = Position("Alice", "Bob")
    bears = game.battlefield("Bob", "Grizzly Bears")
    game.pool("Alice", W=1, C=1)
    game.apply(Cast("Alice", game.hand("Alice", "Battlefield Promotion"), targets=(bears,)))
    game.pass_all()
    assert game.state.objects[bears].counters == {"+1/+1": 1} and game.chars(bears).has_keyword("first strike")
    assert game.player("Alice").life == 22

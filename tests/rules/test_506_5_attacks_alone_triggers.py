"""506.5, 603.2: "Whenever a creature you control attacks alone, ..." (each such ability, as exalted, 702.83a),
"Whenever a Samurai or Warrior you control attacks alone, ...", "Whenever this creature attacks alone, ...": they
trigger as it is declared the only attacker, "it" / "that creature" being that creature. Real cards: Battlegrace
Angel, Black Panther, Claws of Bast, Eiganjo Exemplar, Rogue Kavu, Agents of S.H.I.E.L.D., Grizzly Bears."""
import pytest

from game.rules import actions as A
from tests.rules.builder import Position, performed_in_full

NAMES = ["Battlegrace Angel", "Black Panther, Claws of Bast", "Eiganjo Exemplar", "Rogue Kavu",
         "Agents of S.H.I.E.L.D."]


@pytest.mark.parametrize("name", NAMES)
def test_506_5_every_line_is_performed(name):
    assert performed_in_full(name)


def _resolved(game):
    while game.state.stack:
        game.pass_all()


def test_506_5_it_is_the_creature_that_attacked_alone():
    game = Position("Alice", "Bob")
    game.battlefield("Alice", "Battlegrace Angel")  # exalted and lifelink for the lone attacker
    game.battlefield("Alice", "Black Panther, Claws of Bast")  # a +1/+1 counter on it
    game.battlefield("Alice", "Agents of S.H.I.E.L.D.")  # +1/+1
    bears = game.battlefield("Alice", "Grizzly Bears")
    game.apply(A.Advance("Alice", "beginning_of_combat"))
    game.pass_all()
    game.apply(A.Choose("Alice", (bears,)))
    order = game.state.pending[0]  # four triggers of Alice's: she orders them (603.3b)
    game.apply(A.Choose("Alice", tuple(order["options"])))
    _resolved(game)
    assert game.state.objects[bears].counters == {"+1/+1": 1}
    assert (game.chars(bears).power, game.chars(bears).toughness) == (5, 5)
    assert game.chars(bears).has_keyword("lifelink")


def test_506_5_only_a_samurai_or_warrior_and_only_alone():
    game = Position("Alice", "Bob")
    exemplar = game.battlefield("Alice", "Eiganjo Exemplar")  # a 2/1 Samurai
    bears = game.battlefield("Alice", "Grizzly Bears")
    game.attack(bears)
    assert not game.state.stack  # a Bear: no trigger
    other = Position("Alice", "Bob")
    exemplar = other.battlefield("Alice", "Eiganjo Exemplar")
    other.attack(exemplar)
    _resolved(other)
    assert (other.chars(exemplar).power, other.chars(exemplar).toughness) == (3, 2)
    two = Position("Alice", "Bob")
    exemplar, kavu = two.battlefield("Alice", "Eiganjo Exemplar"), two.battlefield("Alice", "Rogue Kavu")
    two.attack(exemplar, kavu)
    assert not two.state.stack  # neither attacked alone


def test_506_5_this_creature_attacks_alone():
    game = Position("Alice", "Bob")
    kavu = game.battlefield("Alice", "Rogue Kavu")
    bears = game.battlefield("Alice", "Grizzly Bears")
    game.attack(bears)
    assert not game.state.stack  # another creature attacked alone
    other = Position("Alice", "Bob")
    kavu = other.battlefield("Alice", "Rogue Kavu")
    other.attack(kavu)
    _resolved(other)
    assert other.chars(kavu).power == 3

"""509.1c "Target creature blocks this creature this turn if able.": a requirement on that creature, obeyed as far as
it can be without breaking a restriction (block_requirements.py). Real cards: Rampant Elephant, Trumpeting Armodon,
Grizzly Bears, Hill Giant, Lurking Arynx (with its formidable condition)."""
import pytest

from game.rules.actions import ActivateAbility, Choose
from tests.rules.builder import Position, performed_in_full


@pytest.mark.parametrize("name", ["Rampant Elephant", "Trumpeting Armodon"])
def test_509_1c_every_line_is_performed(name):
    assert performed_in_full(name)


def test_509_1c_with_a_formidable_condition_too():
    # "Activate only if creatures you control have total power 8 or greater." (602.5b: conditions.py)
    assert performed_in_full("Lurking Arynx")


def _lured(tapped: bool = False):
    game = Position("Alice", "Bob")
    elephant = game.battlefield("Alice", "Rampant Elephant")
    bears = game.battlefield("Bob", "Grizzly Bears", tapped=tapped)
    giant = game.battlefield("Bob", "Hill Giant")
    game.pool("Alice", G=1)
    game.apply(ActivateAbility("Alice", elephant, game.ability(elephant), targets=(bears,)))
    game.pass_all()
    game.attack(elephant)
    return game, elephant, bears, giant


def test_509_1c_that_creature_must_block_it():
    game, elephant, bears, giant = _lured()
    assert game.reject(Choose("Bob", (), ())).rule == "509.1c"
    assert game.reject(Choose("Bob", (giant,), (elephant,))).rule == "509.1c"
    game.apply(Choose("Bob", (bears, giant), (elephant, elephant)))
    assert game.state.objects[bears].blocking == elephant


def test_509_1c_only_if_able():
    game, elephant, bears, giant = _lured(tapped=True)
    game.apply(Choose("Bob", (), ()))
    assert game.state.objects[bears].blocking is None and game.state.turn.step == "declare_blockers"


def test_514_2_the_requirement_ends_with_the_turn():
    game = Position("Alice", "Bob")
    elephant = game.battlefield("Alice", "Rampant Elephant")
    bears = game.battlefield("Bob", "Grizzly Bears")
    game.pool("Alice", G=1)
    game.apply(ActivateAbility("Alice", elephant, game.ability(elephant), targets=(bears,)))
    game.pass_all()
    assert game.chars(bears).has_ability(f"blocks if able: {elephant}")
    game.end_turn()
    assert not game.chars(bears).has_ability(f"blocks if able: {elephant}")

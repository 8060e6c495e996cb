"""701.29a detain: "Until the next turn of the controller of that spell or ability, that permanent can't attack or block
and its activated abilities can't be activated." (602.5: mana abilities too). Real cards: Azorius Arrester, Llanowar
Elves, Lyev Decree ("Detain up to two target creatures your opponents control.")."""
import pytest

from game.rules.actions import ActivateMana, Advance, Cast
from game.rules.combat import can_attack, can_block
from tests.rules.builder import Position, performed_in_full


@pytest.mark.parametrize("name", ["Azorius Arrester", "Lyev Decree"])
def test_701_29a_every_line_is_performed(name):
    assert performed_in_full(name)


def test_701_29a_until_its_controller_s_next_turn():
    game = Position("Alice", "Bob")
    elves = game.battlefield("Bob", "Llanowar Elves")
    game.library("Alice", "Forest")
    game.library("Bob", "Forest")
    game.pool("Alice", W=1, C=1)
    game.apply(Cast("Alice", game.hand("Alice", "Azorius Arrester")))
    game.pass_all()  # the creature resolves: its enters trigger targets the Elves (the only one)
    game.pass_all()  # detained
    assert not can_block(game.state, elves, "Bob") and game.chars(elves).cant_activate
    game.end_turn()  # Bob's turn
    assert game.state.turn.active == "Bob"
    assert not can_attack(game.state, elves, "Bob")
    assert game.reject(ActivateMana("Bob", elves)).rule == "602.5"
    game.apply(Advance("Bob", "end"))
    game.apply(Advance("Bob", "upkeep"))  # Alice's next turn begins
    assert game.state.turn.active == "Alice" and not game.chars(elves).cant_activate
    assert can_block(game.state, elves, "Bob")

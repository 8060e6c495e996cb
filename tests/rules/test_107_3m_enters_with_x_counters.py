"""107.3m, 614.1c: "This creature enters with X +1/+1 counters on it.": X is the X of the spell it was as it
resolved; put onto the battlefield any other way, X is 0. Real card: Endless One."""
from game.rules.actions import Cast, Move
from tests.rules.builder import Position, performed_in_full


def test_107_3m_every_line_is_performed():
    assert performed_in_full("Endless One")


def test_107_3m_it_enters_with_the_x_of_its_spell():
    game = Position("Alice", "Bob")
    game.pool("Alice", C=3)
    game.apply(Cast("Alice", game.hand("Alice", "Endless One"), x=3))
    game.pass_all()
    (one,) = game.zone("battlefield")
    assert game.state.objects[one].counters == {"+1/+1": 3}
    assert (game.chars(one).power, game.chars(one).toughness) == (3, 3)


def test_107_3m_put_onto_the_battlefield_without_being_cast_x_is_0():
    game = Position("Alice", "Bob")
    game.apply(Move("Alice", game.graveyard("Alice", "Endless One")[0], "battlefield"))
    assert game.names("graveyard", "Alice") == ["Endless One"]  # a 0/0: 704.5f

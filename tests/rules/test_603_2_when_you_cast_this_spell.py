"""601.2i, 603.2: a spell's own "When you cast this spell, ..." triggers as it becomes cast (event "cast_self", as
cascade's and storm's), on the stack above it, and resolves first; never from the battlefield. "copy it" (the
spell itself) stays unread. Real cards: Desolation Twin, Mentor's Guidance."""
from game.rules.actions import Cast
from game.rules.zones import move_object
from tests.rules.builder import Position, performed_in_full


def test_603_2_desolation_twin_s_cast_trigger_makes_its_token_before_it_resolves():
    game = Position("Alice", "Bob")
    game.pool("Alice", C=10)
    game.apply(Cast("Alice", game.hand("Alice", "Desolation Twin")))
    assert game.names("stack") == ["Desolation Twin", "Desolation Twin"]
    game.pass_all()
    assert game.names("stack") == ["Desolation Twin"] and game.names("battlefield", "Alice") == ["Eldrazi Token"]
    token = game.zone("battlefield", "Alice")[0]
    assert (game.chars(token).power, game.chars(token).toughness) == (10, 10)
    assert performed_in_full("Desolation Twin")


def test_603_2_put_onto_the_battlefield_it_wasn_t_cast():
    game = Position("Alice", "Bob")
    move_object(game.state, game.hand("Alice", "Desolation Twin"), "battlefield", [])
    assert game.state.triggers == [] and game.names("battlefield", "Alice") == ["Desolation Twin"]


def test_603_2_copy_it_stays_unread():
    assert not performed_in_full("Mentor's Guidance")

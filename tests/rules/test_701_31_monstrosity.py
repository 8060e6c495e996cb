"""701.31a "Monstrosity N": "If this permanent isn't monstrous, put N +1/+1 counters on it and it becomes
monstrous." (701.31b: a designation until it leaves the battlefield). Real cards: Nessian Asp; and a neighbour left
to the players: Polukranos, World Eater ("Monstrosity X." with "When ~ becomes monstrous, ..."): the trigger."""
from game.rules.actions import ActivateAbility
from game.rules.zones import move_object
from tests.rules.builder import Position, performed_in_full


def test_701_31a_every_line_is_performed():
    assert performed_in_full("Nessian Asp")


def test_701_31a_a_becomes_monstrous_trigger_is_left_to_the_players():
    assert not performed_in_full("Polukranos, World Eater")


def test_701_31a_counters_once_then_monstrous():
    game = Position("Alice", "Bob")
    asp = game.battlefield("Alice", "Nessian Asp")
    for _ in range(2):
        game.pool("Alice", G=1, C=6)
        game.apply(ActivateAbility("Alice", asp, game.ability(asp)))
        game.pass_all()
        assert game.state.objects[asp].counters == {"+1/+1": 4} and game.state.objects[asp].monstrous
    assert (game.chars(asp).power, game.chars(asp).toughness) == (8, 9)


def test_701_31b_a_new_object_isn_t_monstrous():
    game = Position("Alice", "Bob")
    asp = game.battlefield("Alice", "Nessian Asp")
    game.pool("Alice", G=1, C=6)
    game.apply(ActivateAbility("Alice", asp, game.ability(asp)))
    game.pass_all()
    back = move_object(game.state, move_object(game.state, asp, "hand", []).id, "battlefield", [])
    assert not back.monstrous and back.counters == {}


def test_701_31b_as_long_as_it_is_monstrous_it_has_hexproof():
    assert performed_in_full("Skittering Crustacean")
    game = Position("Alice", "Bob")
    crustacean = game.battlefield("Alice", "Skittering Crustacean")
    assert not game.chars(crustacean).has_keyword("hexproof")
    game.pool("Alice", U=1, C=6)
    game.apply(ActivateAbility("Alice", crustacean, game.ability(crustacean)))
    game.pass_all()
    assert game.chars(crustacean).has_keyword("hexproof") and game.chars(crustacean).power == 6

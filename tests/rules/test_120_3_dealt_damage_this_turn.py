""""Destroy target creature that was dealt damage this turn. It can't be regenerated." (Fatal Blow): a creature
dealt damage this turn (120.3: any damage, by this object, 400.7), though the damage is no longer marked on it; not
one dealt none, nor one of the next turn. "any target that was dealt damage this turn" (Needle Drop: a player too)
isn't read."""
from game.rules.actions import Cast
from tests.rules.builder import Position, performed_in_full


def test_120_3_fatal_blow_is_read_and_needle_drop_is_not():
    assert performed_in_full("Fatal Blow") and not performed_in_full("Needle Drop")


def test_120_3_fatal_blow_destroys_only_a_creature_dealt_damage_this_turn():
    game = Position("Alice", "Bob")
    giant, bears = game.battlefield("Bob", "Hill Giant"), game.battlefield("Bob", "Grizzly Bears")
    game.pool("Alice", R=1)
    game.apply(Cast("Alice", game.hand("Alice", "Shock"), targets=(giant,)))
    game.pass_all()
    game.state.objects[giant].damage = 0  # (as if it had been removed: it was dealt damage all the same)
    blow = game.hand("Alice", "Fatal Blow")
    game.pool("Alice", B=1)
    assert game.reject(Cast("Alice", blow, targets=(bears,))).rule == "601.2c"
    game.apply(Cast("Alice", blow, targets=(giant,)))
    game.pass_all()
    assert game.names("graveyard", "Bob") == ["Hill Giant"]


def test_120_3_the_damage_of_last_turn_doesn_t_count():
    game = Position("Alice", "Bob")
    giant = game.battlefield("Bob", "Hill Giant")
    game.library("Alice", "Forest")
    game.library("Bob", "Forest")
    game.pool("Alice", R=1)
    game.apply(Cast("Alice", game.hand("Alice", "Shock"), targets=(giant,)))
    game.pass_all()
    game.end_turn()
    assert game.state.turn.damaged_by == []

"""615.1a: "Prevent all combat damage that would be dealt to this creature.", a static prevention effect: no combat
damage is dealt to it; other damage is. Real cards: Guard Gomazoa, Hill Giant, Shock."""
from game.rules.actions import Cast, Choose
from tests.rules.builder import Position, performed_in_full


def test_615_1a_every_line_is_performed():
    assert performed_in_full("Guard Gomazoa")


def test_615_1a_no_combat_damage_to_it():
    game = Position("Alice", "Bob")
    giant = game.battlefield("Alice", "Hill Giant")
    gomazoa = game.battlefield("Bob", "Guard Gomazoa")  # 1/3: the giant's 3 would destroy it
    game.attack(giant)
    game.apply(Choose("Bob", (gomazoa,), (giant,)))
    game.pass_all()
    assert gomazoa in game.state.battlefield and game.state.objects[gomazoa].damage == 0
    assert game.state.objects[giant].damage == 1
    game.pool("Alice", R=1)
    game.apply(Cast("Alice", game.hand("Alice", "Shock"), targets=(gomazoa,)))
    game.pass_all()
    assert game.state.objects[gomazoa].damage == 2  # noncombat damage is dealt
